-- Issue 44 §3: management as governing documents word it. The reader (src/lib/document-reader/rules/management.ts)
-- now reads "managed exclusively by or under the direction of the Members", "governed by its Members", the heading
-- "Management of the Company by Members", "The Members shall manage the Company", "Each Member shall participate in
-- the management", "vested in one or more Managers", "The Manager shall manage", a consent given "being the
-- Manager(s) of" an LLC, and a board however it is named: the defined "Board" of corporate bylaws, a charity's or a club's
-- "Committee". ground.ts ENUM_EVIDENCE accepts those words; its twin, private.enum_evidence_holds, the same, so a
-- stored reading that says so still follows from its quote. Both sides run
-- supabase/tests/fixtures/grounding-corpus.json (pgTAP 98/12 and grounding-corpus.test.ts).

-- ENUM_EVIDENCE (ground.ts): the words that must be in the quote for each enumerated value.
create or replace function private.enum_evidence_holds(_field text, _value text, _q text) returns boolean
language sql immutable set search_path = pg_catalog, pg_temp as $$
  select coalesce(case _field
    when 'entity_type' then case _value
      when 'LLC' then _q ~* 'limited liability company|(?<![A-Za-z0-9_])L\.?L\.?C(?![A-Za-z0-9_])'
      when 'Corporation' then _q ~* '(?<![A-Za-z0-9_])(?:corporation(?![A-Za-z0-9_])|incorporat|Inc(?![A-Za-z0-9_])|Corp(?![A-Za-z0-9_]))'
      when 'Limited Partnership' then _q ~ 'limited partnership|(?<![A-Za-z0-9_])L\. ?P\.|(?<![A-Za-z0-9_])LP(?![A-Za-z0-9_])'
        or _q ~* 'limited partnership'
      when 'General Partnership' then _q ~* 'general partnership'
        or (_q ~* 'partnership' and _q !~* 'limited (?:liability )?partnership')
      when 'Revocable Trust' then _q ~* '(?<!ir)revocable' and _q ~* 'trust'
      when 'Irrevocable Trust' then _q ~* 'irrevocable' and _q ~* 'trust'
    end
    when 'management' then case _value
      when 'member-managed' then _q ~* ('member[- ]managed'
        || '|(?:managed|governed)(?: and (?:administered|controlled|directed))? (?:exclusively |solely )?(?:by|under (?:the )?(?:direction|authority) of)(?:,? or under (?:the )?(?:direction|authority) of,?)? (?:its |the )?(?:sole )?members?(?![A-Za-z0-9_])'
        || '|vested (?:exclusively |solely )?in (?:the |its )?(?:sole )?members?(?![A-Za-z0-9_])'
        || '|management (?:of the (?:company|llc) )?by (?:the |its )?members?(?![A-Za-z0-9_])'
        || '|the members (?:shall|will) (?:manage|govern|control)(?![A-Za-z0-9_])'
        || '|members? (?:shall|will|may) (?:have the right to )?participate in the management(?![A-Za-z0-9_])')
      when 'manager-managed' then _q ~* ('manager[- ]managed'
        || '|(?:managed|governed)(?: and (?:administered|controlled|directed))? (?:exclusively |solely )?(?:by|under (?:the )?(?:direction|authority) of)(?:,? or under (?:the )?(?:direction|authority) of,?)? (?:a |one or more |its |the )?(?:board of )?managers?(?![A-Za-z0-9_])'
        || '|vested (?:exclusively |solely )?in (?:the |its |a |one or more )?(?:board of )?managers?(?![A-Za-z0-9_])'
        || '|management (?:of the (?:company|llc) )?by (?:the |a |its )?managers?(?![A-Za-z0-9_])'
        || '|being (?:all (?:of )?)?the managers?(?:\(s\))? of(?![A-Za-z0-9_])'
        || '|the managers? (?:shall|will) manage(?![A-Za-z0-9_])')
      when 'board' then _q ~* ('board of (?:directors|trustees|governors)'
        || '|(?<![A-Za-z0-9_])(?:a|its|the) board(?![A-Za-z0-9_])(?! of managers)'
        || '|(?<![A-Za-z0-9_])committee(?![A-Za-z0-9_])')
      when 'general partner' then _q ~* '(?<![A-Za-z0-9_])partners?(?![A-Za-z0-9_])'
      when 'trustee' then _q ~* 'trustees?(?![A-Za-z0-9_])'
    end
    when 'borrowing_restrictions' then case _value
      when 'true' then _q ~* 'consent|approv|vote|authoriz[A-Za-z0-9_]* by|resolution of'
        and _q ~* 'borrow|loan|indebtedness|pledge|mortgag|encumb|guarant|security interest|substantially all'
      -- Expressly allowed without one: "without the consent of …", or a power to borrow that names no consent.
      when 'false' then (_q ~* 'without (?:the )?(?:need for |any )?(?:further )?(?:consent|approval|vote)'
          and _q ~* 'borrow|indebtedness|pledge|mortgag|encumb|guarant')
        or (_q ~* '(?<![A-Za-z0-9_])(?:power|powers|authori[sz]ed|empowered|may)(?![A-Za-z0-9_])'
          and _q ~* '(?<![A-Za-z0-9_])(?:borrow|encumb|mortgag)'
          and _q !~* 'consent|approv|vote')
    end
    when 'signed' then case _value
      when 'true' then _q ~* '/s/|digitally signed|electronically signed|docusigned'
      when 'false' then _q ~ '_{3,}' and _q !~ '/s/'
    end
    when 'dissolved' then case _value
      when 'true' then _q ~* 'dissol|cancel|terminat|revo[kc]|forfeit'
    end
    -- Whether a signer signs alone or only with another, as the authority clause words it.
    when 'acting' then case _value
      when 'alone' then _q ~* ('(?<![A-Za-z0-9_])(?:alone|individually|singly|severally|any|each|either)(?![A-Za-z0-9_])'
        || '|without the (?:consent|joinder|signature|approval|concurrence) of (?:any|the) other|sufficient to bind')
      when 'jointly' then _q ~* ('(?<![A-Za-z0-9_])(?:jointly|together|two|both)(?![A-Za-z0-9_])'
        || '|(?<![A-Za-z0-9_])co-?sign|(?<![A-Za-z0-9_])countersign'
        || '|(?<![A-Za-z0-9_])and (?:its|the|by (?:the|its)) [a-z]')
    end
  end, false)
$$;
