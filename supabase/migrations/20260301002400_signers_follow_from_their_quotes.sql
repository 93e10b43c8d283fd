-- Issue 44 §4: who can sign, as the reader now returns it, follows from its quotes like every other value.
--
-- The reading's fields gain `signers` (who may sign for the entity: a name, the title they sign in, whether alone
-- or jointly, the authority clause with its holder phrase, the limits the documents put on it and, for a signer
-- that is an entity, who signs for it) and `signature_block` (lines built from them), and a consent its dollar
-- threshold (`amount`). src/lib/document-reader/result-check.ts readerResultFault checks them; this migration
-- gives its twin, private.reading_value_fault, the same rule, and private.enum_evidence_holds (ground.ts
-- ENUM_EVIDENCE) the words of `acting` and the reader's wider "borrowing allowed" evidence (a power to borrow that
-- names no consent, as a trustee's or manager's powers word it). Both sides run
-- supabase/tests/fixtures/grounding-corpus.json (pgTAP 98/12 and grounding-corpus.test.ts).
--
-- Every quote is still checked on its page by private.reading_ungrounded_source: the new sources sit under keys
-- named `source`, which private.result_sources already walks.

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
        || '|managed (?:exclusively |solely )?by (?:its |the )?(?:sole )?members?(?![A-Za-z0-9_])'
        || '|vested in (?:the |its )?(?:sole )?members?(?![A-Za-z0-9_])')
      when 'manager-managed' then _q ~* ('manager[- ]managed'
        || '|managed (?:exclusively |solely )?by (?:a |one or more |its |the )?(?:board of )?managers?(?![A-Za-z0-9_])'
        || '|vested (?:exclusively |solely )?in (?:the |its |a )?(?:board of )?managers?(?![A-Za-z0-9_])')
      when 'board' then _q ~* 'board of directors'
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

-- readerResultFault (result-check.ts): the first value of a reading that has no source or does not follow from its
-- quote, as a message naming it; null when every value does. The fields in ReaderFields' order (owners, officers,
-- consents, signers and the signature block entry by entry), then the documents, then the missing exhibits. Keys
-- it does not know are left.
create or replace function private.reading_value_fault(_result jsonb) returns text
language plpgsql immutable set search_path = pg_catalog, pg_temp as $$
declare
  _keys constant text[] := array['entity_legal_name', 'entity_type', 'formation_state', 'formation_date',
    'file_number', 'management', 'signing_authority', 'borrowing_restrictions', 'principal_office',
    'registered_agent', 'purpose'];
  _evidence constant jsonb[] := array['{"kind": "text"}', '{"kind": "enum", "field": "entity_type"}',
    '{"kind": "state"}', '{"kind": "date"}', '{"kind": "text"}', '{"kind": "enum", "field": "management"}',
    '{"kind": "text"}', '{"kind": "enum", "field": "borrowing_restrictions"}', '{"kind": "text"}',
    '{"kind": "text"}', '{"kind": "text"}']::jsonb[];
  _text constant jsonb := '{"kind": "text"}';
  _fields jsonb;
  _list text;
  _entries jsonb;
  _i integer;
  _j integer;
  _item jsonb;
  _sub jsonb;
  _path text;
  _quote text;
  _clause text;
  _fault text;
  _sources jsonb;
  _key text;
begin
  if jsonb_typeof(_result) is distinct from 'object' then
    return 'The reading''s result must be an object';
  end if;
  _fields := coalesce(nullif(_result -> 'fields', 'null'), '{}');
  if jsonb_typeof(_fields) <> 'object' then
    return 'The reading''s fields must be an object';
  end if;
  for _i in 1 .. array_length(_keys, 1) loop
    _fault := private.grounded_value_fault(_fields -> _keys[_i], 'fields.' || _keys[_i], _evidence[_i]);
    if _fault is not null then
      return _fault;
    end if;
  end loop;

  -- Lists whose entries carry their own source: owners, officers, consents, signers, the signature block,
  -- documents, missing exhibits.
  foreach _list in array array['fields.owners', 'fields.managers_or_officers', 'fields.consents', 'fields.signers',
                               'fields.signature_block', 'documents', 'missing_exhibits'] loop
    _entries := case when _list like 'fields.%' then _fields -> substr(_list, 8) else _result -> _list end;
    if coalesce(jsonb_typeof(_entries), 'null') = 'null' then
      continue;
    end if;
    if jsonb_typeof(_entries) <> 'array' then
      return format('The reading''s %s must be a list', _list);
    end if;
    for _item, _i in select e, n - 1 from jsonb_array_elements(_entries) with ordinality x(e, n) order by n loop
      _path := format('%s[%s]', _list, _i);
      if jsonb_typeof(_item) <> 'object' then
        return format('The reading''s %s must be an object', _path);
      end if;
      if _list = 'documents' then
        -- A summary's title, date and signed, each with its source in `sources`.
        _sources := case when jsonb_typeof(_item -> 'sources') = 'object' then _item -> 'sources' else '{}' end;
        foreach _key in array array['title', 'date', 'signed'] loop
          continue when coalesce(jsonb_typeof(_item -> _key), 'null') = 'null';
          if jsonb_typeof(_sources -> _key) is distinct from 'object'
             or jsonb_typeof(_sources -> _key -> 'quote') is distinct from 'string' then
            return format('The reading''s %s.%s has a value but no source', _path, _key);
          end if;
          if not private.value_follows_from_quote(_item -> _key, _sources -> _key ->> 'quote',
               case _key when 'title' then _text when 'date' then '{"kind": "date"}'
                         else '{"kind": "enum", "field": "signed"}' end) then
            return format('The reading''s %s.%s does not follow from its quote', _path, _key);
          end if;
        end loop;
        continue;
      end if;
      if jsonb_typeof(_item -> 'source') is distinct from 'object'
         or jsonb_typeof(_item -> 'source' -> 'quote') is distinct from 'string' then
        return format('The reading''s %s has a value but no source', _path);
      end if;
      _quote := _item -> 'source' ->> 'quote';
      if _list = 'fields.owners' then
        if not private.value_follows_from_quote(_item -> 'name', _quote, _text) then
          return format('The reading''s %s.name does not follow from its quote', _path);
        end if;
        if coalesce(jsonb_typeof(_item -> 'units'), 'null') <> 'null'
           and not private.value_follows_from_quote(_item -> 'units', _quote, '{"kind": "number"}') then
          return format('The reading''s %s.units does not follow from its quote', _path);
        end if;
        _fault := private.grounded_value_fault(_item -> 'total_units', _path || '.total_units', '{"kind": "number"}');
        if _fault is not null then
          return _fault;
        end if;
        -- Stated in the quote, or derived from the owner's units and the (grounded) total.
        if coalesce(jsonb_typeof(_item -> 'percentage'), 'null') <> 'null'
           and not (
             (jsonb_typeof(_item -> 'units') = 'number' and jsonb_typeof(_item -> 'total_units') = 'object'
              and jsonb_typeof(_item -> 'total_units' -> 'value') = 'number'
              and private.value_follows_from_quote(_item -> 'percentage', _quote, jsonb_build_object(
                    'kind', 'percentage', 'units', _item -> 'units', 'total', _item -> 'total_units')))
             or private.value_follows_from_quote(_item -> 'percentage', _quote, '{"kind": "percentage"}')) then
          return format('The reading''s %s.percentage does not follow from its quote', _path);
        end if;
      elsif _list = 'fields.managers_or_officers' then
        foreach _key in array array['name', 'title'] loop
          if not private.value_follows_from_quote(_item -> _key, _quote, _text) then
            return format('The reading''s %s.%s does not follow from its quote', _path, _key);
          end if;
        end loop;
      elsif _list = 'fields.consents' then
        -- A consent is a restriction on borrowing: the clause must say so, as the reader requires.
        if not private.value_follows_from_quote('true', _quote, '{"kind": "enum", "field": "borrowing_restrictions"}') then
          return format('The reading''s %s does not follow from its quote', _path);
        end if;
        -- Its threshold and its dollar amount, each as the clause words it.
        foreach _key in array array['threshold', 'amount'] loop
          if coalesce(jsonb_typeof(_item -> _key), 'null') <> 'null'
             and not private.value_follows_from_quote(_item -> _key, _quote, _text) then
            return format('The reading''s %s.%s does not follow from its quote', _path, _key);
          end if;
        end loop;
      elsif _list = 'fields.signers' then
        -- The name in its quote; the authority clause with its holder phrase; the title in the name's quote or
        -- the clause's (the office the clause names); `acting` worded in the clause; each limit and each link of
        -- the chain in its own quote.
        if not private.value_follows_from_quote(_item -> 'name', _quote, _text) then
          return format('The reading''s %s.name does not follow from its quote', _path);
        end if;
        if coalesce(jsonb_typeof(_item -> 'authority'), 'null') = 'null' then
          return format('The reading''s %s.authority has a value but no source', _path);
        end if;
        _fault := private.grounded_value_fault(_item -> 'authority', _path || '.authority', _text);
        if _fault is not null then
          return _fault;
        end if;
        _clause := _item -> 'authority' -> 'source' ->> 'quote';
        if coalesce(jsonb_typeof(_item -> 'title'), 'null') <> 'null'
           and not private.value_follows_from_quote(_item -> 'title', _quote, _text)
           and not private.value_follows_from_quote(_item -> 'title', _clause, _text) then
          return format('The reading''s %s.title does not follow from its quote', _path);
        end if;
        if coalesce(jsonb_typeof(_item -> 'acting'), 'null') <> 'null'
           and not private.value_follows_from_quote(_item -> 'acting', _clause, '{"kind": "enum", "field": "acting"}') then
          return format('The reading''s %s.acting does not follow from its quote', _path);
        end if;
        if coalesce(jsonb_typeof(_item -> 'limits'), 'null') not in ('null', 'array') then
          return format('The reading''s %s.limits must be a list', _path);
        end if;
        for _sub, _j in select e, n - 1 from jsonb_array_elements(coalesce(nullif(_item -> 'limits', 'null'), '[]'))
                        with ordinality x(e, n) order by n loop
          _fault := private.grounded_value_fault(_sub, format('%s.limits[%s]', _path, _j), _text);
          if _fault is not null then
            return _fault;
          end if;
        end loop;
        if coalesce(jsonb_typeof(_item -> 'chain'), 'null') not in ('null', 'array') then
          return format('The reading''s %s.chain must be a list', _path);
        end if;
        for _sub, _j in select e, n - 1 from jsonb_array_elements(coalesce(nullif(_item -> 'chain', 'null'), '[]'))
                        with ordinality x(e, n) order by n loop
          if jsonb_typeof(_sub) <> 'object' then
            return format('The reading''s %s.chain[%s] must be an object', _path, _j);
          end if;
          if jsonb_typeof(_sub -> 'source') is distinct from 'object'
             or jsonb_typeof(_sub -> 'source' -> 'quote') is distinct from 'string' then
            return format('The reading''s %s.chain[%s] has a value but no source', _path, _j);
          end if;
          foreach _key in array array['name', 'title'] loop
            if not private.value_follows_from_quote(_sub -> _key, _sub -> 'source' ->> 'quote', _text) then
              return format('The reading''s %s.chain[%s].%s does not follow from its quote', _path, _j, _key);
            end if;
          end loop;
        end loop;
      elsif _list = 'fields.signature_block' then
        -- The party in the line's quote; the capacity (a description, a title) in its own.
        if not private.value_follows_from_quote(_item -> 'party', _quote, _text) then
          return format('The reading''s %s.party does not follow from its quote', _path);
        end if;
        _fault := private.grounded_value_fault(_item -> 'capacity', _path || '.capacity', _text);
        if _fault is not null then
          return _fault;
        end if;
      elsif not private.value_follows_from_quote(_item -> 'reference', _quote, _text) then
        return format('The reading''s %s.reference does not follow from its quote', _path);
      end if;
    end loop;
  end loop;
  return null;
end
$$;

revoke all on function private.enum_evidence_holds(text, text, text) from public;
revoke all on function private.reading_value_fault(jsonb) from public;
