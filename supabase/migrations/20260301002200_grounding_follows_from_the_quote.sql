-- Issue 42 §3, §5 and one of §6: the stored reading's own check applies the reader's whole grounding rule, and
-- grounding costs the pages' length once, not once per source.
--
-- 1. save_document_reading refuses a value that does not follow from its quote by the evidence kind the reader
--    uses for its field (src/lib/document-reader/ground.ts valueFollowsFromQuote, result-check.ts
--    readerResultFault), and a value without a source, with a 22023 naming the field. Until now it checked only
--    that each quote is on its page: a name absent from the quoted sentence, or a value with no source, was
--    stored. private.value_follows_from_quote and private.reading_value_fault are the SQL twins; both sides run
--    supabase/tests/fixtures/grounding-corpus.json (pgTAP 98/12 and grounding-corpus.test.ts).
-- 2. Each stored page is normalized once, when its text is saved (private.order_document_page_texts, kept by a
--    trigger), and every source is matched against that: publish_report with 500 reviews on a 100,000-character
--    page normalized the page 500 times (35 s; 10,000 sources hit the 60 s timeout, Supabase's default for
--    authenticated is 8 s). normalize_for_match itself skips the steps a text does not need (same result).
-- 3. A review source with an empty quote grounded any value on any page: only an added value (the reviewer's own
--    citation of a page) may cite a page without a quote; a verified, edited or rejected value cites the
--    drafted value's quote, which must be on its page (field_review_fault; fieldReviewSchema says the same).
--
-- The twins are mocks/handlers/document-readings.ts and report-reviews.ts. publish_report is not redefined here:
-- it reaches the new checks through field_review_fault and review_source_is_grounded.

-- normalizeForMatch (text.ts), as migration 1600 wrote it, without the passes a text does not need: NFKC only when
-- the text is not already NFKC, the punctuation passes only when one of their characters occurs, and the
-- whitespace pass only on runs that are not already one space. Same result (pgTAP 98/10 and the corpus).
create or replace function private.normalize_for_match(_text text) returns text
language plpgsql immutable set search_path = pg_catalog, pg_temp as $$
declare
  _t text := _text;
begin
  if _t is null then
    return null;
  end if;
  if not (_t is nfkc normalized) then
    _t := normalize(_t, NFKC);
  end if;
  if _t ~ '[\u2018\u2019\u201A\u201B\u2032`\u201C-\u201F\u2033\u2010-\u2015\u2212\u00AD\u00A0\u2000-\u200A\u202F\u205F\u3000]' then
    _t := regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(_t,
      '[\u2018\u2019\u201A\u201B\u2032`]', '''', 'g'),
      '[\u201C\u201D\u201E\u201F\u2033]', '"', 'g'),
      '[\u2010\u2011\u2012\u2013\u2014\u2015\u2212]', '-', 'g'),
      '\u00AD', '', 'g'),
      '[\u00A0\u2000-\u200A\u202F\u205F\u3000]', ' ', 'g');
  end if;
  _t := regexp_replace(_t, '([A-Za-z])-[ \t]*\r?\n[ \t]*([a-z])', '\1\2', 'g');
  -- JavaScript's \s, as one space: a run holding anything but a single space.
  _t := regexp_replace(_t,
    ' *[\t\n\u000B\f\r\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000\uFEFF][\t\n\u000B\f\r \u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000\uFEFF]*|  +',
    ' ', 'g');
  return btrim(_t, ' ');
end
$$;

-- A string's length as JavaScript counts it (UTF-16 code units): the reader bounds quotes that way.
create function private.js_length(_text text) returns integer
language sql immutable set search_path = pg_catalog, pg_temp as $$
  select char_length(_text) + char_length(regexp_replace(_text, '[^\U00010000-\U0010FFFF]', '', 'g'))
$$;

-- quoteIsOnPage's match, on a page normalized beforehand (plain, and without hyphens and a space after one):
-- the normalized quote, 2 to 1,200 units long, is in the page, or is once hyphens are dropped from both.
create function private.normalized_quote_is_on(_plain text, _dehyphenated text, _quote text) returns boolean
language sql immutable set search_path = pg_catalog, pg_temp as $$
  select private.js_length(_quote) between 2 and 1200
    and (strpos(_plain, _quote) > 0 or strpos(_dehyphenated, regexp_replace(_quote, '- ?', '', 'g')) > 0)
$$;

create or replace function private.quote_is_on_page(_page_text text, _quote text) returns boolean
language sql immutable set search_path = pg_catalog, pg_temp as $$
  select private.normalized_quote_is_on(n.page, regexp_replace(n.page, '- ?', '', 'g'), n.quote)
  from (select private.normalize_for_match(_page_text) as page, private.normalize_for_match(_quote) as quote) n
$$;

-- Every stored page, normalized once when its text is saved (not readable through the API).
create table private.order_document_page_texts (
  text_id uuid not null references public.order_document_texts (id) on delete cascade,
  page integer not null,
  plain text not null,
  dehyphenated text not null,
  primary key (text_id, page)
);
revoke all on private.order_document_page_texts from public, anon, authenticated;

create function private.order_document_texts_normalize() returns trigger
language plpgsql volatile security definer set search_path = pg_catalog, pg_temp as $$
begin
  delete from private.order_document_page_texts where text_id = new.id;
  insert into private.order_document_page_texts (text_id, page, plain, dehyphenated)
  select new.id, (p ->> 'page')::integer, n.plain, regexp_replace(n.plain, '- ?', '', 'g')
  from jsonb_array_elements(new.pages) p
  cross join lateral (select private.normalize_for_match(p ->> 'text') as plain) n;
  return null;
end
$$;
revoke all on function private.order_document_texts_normalize() from public;
create trigger order_document_texts_normalize after insert or update of pages on public.order_document_texts
  for each row execute function private.order_document_texts_normalize();

insert into private.order_document_page_texts (text_id, page, plain, dehyphenated)
select t.id, (p ->> 'page')::integer, n.plain, regexp_replace(n.plain, '- ?', '', 'g')
from public.order_document_texts t
cross join lateral jsonb_array_elements(t.pages) p
cross join lateral (select private.normalize_for_match(p ->> 'text') as plain) n;

-- A source ({file, page, quote}) is on its page of the order's stored texts (the file by name or storage path).
create function private.stored_quote_is_on_page(_order_id uuid, _source jsonb) returns boolean
language sql stable security definer set search_path = pg_catalog, pg_temp as $$
  select case
    when jsonb_typeof(_source) = 'object' and jsonb_typeof(_source -> 'file') = 'string'
         and jsonb_typeof(_source -> 'page') = 'number' and jsonb_typeof(_source -> 'quote') = 'string'
    then exists (
      select 1
      from public.order_document_texts t
      join private.order_document_page_texts p on p.text_id = t.id
      cross join lateral (select private.normalize_for_match(_source ->> 'quote') as quote) q
      where t.order_id = _order_id and t.error is null
        and (_source ->> 'file') in (t.file_name, t.storage_path)
        and p.page = (_source ->> 'page')::numeric
        and private.normalized_quote_is_on(p.plain, p.dehyphenated, q.quote))
    else false
  end
$$;

-- Migration 1600's check on the stored pages: the first source of the result not grounded, or null.
create or replace function private.reading_ungrounded_source(_order_id uuid, _result jsonb) returns jsonb
language sql stable security definer set search_path = pg_catalog, pg_temp as $$
  select s from private.result_sources(_result) with ordinality r(s, n)
  where not private.stored_quote_is_on_page(_order_id, s)
  order by r.n
  limit 1
$$;

-- A JSON number as JavaScript holds it (a double): the rule compares numbers as the reader does.
create function private.js_number(_value jsonb) returns double precision
language sql immutable set search_path = pg_catalog, pg_temp as $$
  select case
    when abs(n) >= 1e308 then sign(n)::double precision * 'Infinity'::double precision
    when abs(n) < 1e-300 then 0
    else n::double precision
  end
  from (select (_value #>> '{}')::numeric as n) v
$$;

-- A run of digits as JavaScript's Number() reads it.
create function private.js_digits(_digits text) returns double precision
language sql immutable set search_path = pg_catalog, pg_temp as $$
  select case when char_length(_digits) > 308 then 'Infinity'::double precision else _digits::double precision end
$$;

-- The reader's number finders (text.ts), on a normalized quote. JavaScript's \b is ASCII-only: written out as
-- (?<![A-Za-z0-9_]) and (?![A-Za-z0-9_]), since \y here also counts accented letters as word characters.
create function private.quote_whole_numbers(_q text) returns double precision[]
language sql immutable set search_path = pg_catalog, pg_temp as $$
  select coalesce(array_agg(private.js_digits(replace(m[1], ',', ''))), '{}')
  from regexp_matches(_q, '(?<![0-9.,$])([0-9]{1,3}(?:,[0-9]{3})+|[0-9]+)(?![0-9%]|[.,][0-9]| *(?:%|percent))', 'g') m
$$;

create function private.quote_percentages(_q text) returns double precision[]
language sql immutable set search_path = pg_catalog, pg_temp as $$
  select coalesce(array_agg(m[1]::double precision), '{}')
  from regexp_matches(_q, '([0-9]{1,3}(?:\.[0-9]+)?) *(?:%|percent(?![A-Za-z0-9_])|per cent(?![A-Za-z0-9_]))', 'gi') m
$$;

-- findDates (text.ts) on a normalized quote: every date of the five forms, in the forms' order, a match that starts
-- inside a date an earlier form found being skipped; as ISO dates (1800 to 2200, real days only).
create function private.quote_dates(_q text) returns text[]
language plpgsql immutable set search_path = pg_catalog, pg_temp as $$
declare
  _month constant text := '((?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sept?(?:ember)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\.?)';
  _b constant text := '(?<![A-Za-z0-9_])';
  _e constant text := '(?![A-Za-z0-9_])';
  -- pattern, flags, and which group holds the year, month, day (a month word or a number).
  _forms constant text[][] := array[
    array[_b || _month || ' +([0-9]{1,2})(?:st|nd|rd|th)?,? +([0-9]{4})' || _e, 'i', '3', '1', '2'],
    array[_b || '([0-9]{1,2})(?:st|nd|rd|th)? +day +of +' || _month || ',? +([0-9]{4})' || _e, 'i', '3', '2', '1'],
    array[_b || '([0-9]{1,2}) +' || _month || ',? +([0-9]{4})' || _e, 'i', '3', '2', '1'],
    array[_b || '([0-9]{1,2})/([0-9]{1,2})/([0-9]{4})' || _e, '', '3', '1', '2'],
    array[_b || '([0-9]{4})-([0-9]{2})-([0-9]{2})' || _e, '', '1', '2', '3']];
  _f integer;
  _pos integer;
  _start integer;
  _end integer;
  _year integer;
  _month_text text;
  _month_no integer;
  _day integer;
  _starts integer[] := '{}';
  _ends integer[] := '{}';
  _found text[] := '{}';
begin
  for _f in 1 .. array_length(_forms, 1) loop
    _pos := 1;
    loop
      _start := regexp_instr(_q, _forms[_f][1], _pos, 1, 0, _forms[_f][2]);
      exit when _start = 0;
      _end := regexp_instr(_q, _forms[_f][1], _pos, 1, 1, _forms[_f][2]);
      _year := regexp_substr(_q, _forms[_f][1], _pos, 1, _forms[_f][2], _forms[_f][3]::integer)::integer;
      _month_text := regexp_substr(_q, _forms[_f][1], _pos, 1, _forms[_f][2], _forms[_f][4]::integer);
      _day := regexp_substr(_q, _forms[_f][1], _pos, 1, _forms[_f][2], _forms[_f][5]::integer)::integer;
      _month_no := case when _month_text ~ '^[0-9]+$' then _month_text::integer
        else (strpos('janfebmaraprmayjunjulaugsepoctnovdec', left(lower(replace(_month_text, '.', '')), 3)) + 2) / 3 end;
      if _month_no between 1 and 12 and _day >= 1 and _year between 1800 and 2200
         and _day <= extract(day from make_date(_year, _month_no, 1) + interval '1 month - 1 day')
         and not exists (select 1 from generate_subscripts(_starts, 1) i where _starts[i] <= _start and _start < _ends[i]) then
        _found := _found || to_char(make_date(_year, _month_no, _day), 'YYYY-MM-DD');
        _starts := _starts || _start;
        _ends := _ends || _end;
      end if;
      _pos := _end;
    end loop;
  end loop;
  return _found;
end
$$;

-- STATE_NAMES (states.ts): a two-letter code's state name, or null.
create function private.state_name(_code text) returns text
language sql immutable set search_path = pg_catalog, pg_temp as $$
  select '{"AL": "Alabama", "AK": "Alaska", "AZ": "Arizona", "AR": "Arkansas", "CA": "California", "CO": "Colorado",
    "CT": "Connecticut", "DE": "Delaware", "DC": "District of Columbia", "FL": "Florida", "GA": "Georgia",
    "HI": "Hawaii", "ID": "Idaho", "IL": "Illinois", "IN": "Indiana", "IA": "Iowa", "KS": "Kansas", "KY": "Kentucky",
    "LA": "Louisiana", "ME": "Maine", "MD": "Maryland", "MA": "Massachusetts", "MI": "Michigan", "MN": "Minnesota",
    "MS": "Mississippi", "MO": "Missouri", "MT": "Montana", "NE": "Nebraska", "NV": "Nevada", "NH": "New Hampshire",
    "NJ": "New Jersey", "NM": "New Mexico", "NY": "New York", "NC": "North Carolina", "ND": "North Dakota",
    "OH": "Ohio", "OK": "Oklahoma", "OR": "Oregon", "PA": "Pennsylvania", "RI": "Rhode Island", "SC": "South Carolina",
    "SD": "South Dakota", "TN": "Tennessee", "TX": "Texas", "UT": "Utah", "VT": "Vermont", "VA": "Virginia",
    "WA": "Washington", "WV": "West Virginia", "WI": "Wisconsin", "WY": "Wyoming"}'::jsonb ->> _code
$$;

-- ENUM_EVIDENCE (ground.ts): the words an enumerated value needs in its (normalized) quote. Case-insensitive
-- where the reader's pattern is (~*), case-sensitive where it is not (~).
create function private.enum_evidence_holds(_field text, _value text, _q text) returns boolean
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
      when 'false' then _q ~* 'without (?:the )?(?:need for |any )?(?:further )?(?:consent|approval|vote)'
        and _q ~* 'borrow|indebtedness|pledge|mortgag|encumb|guarant'
    end
    when 'signed' then case _value
      when 'true' then _q ~* '/s/|digitally signed|electronically signed|docusigned'
      when 'false' then _q ~ '_{3,}' and _q !~ '/s/'
    end
    when 'dissolved' then case _value
      when 'true' then _q ~* 'dissol|cancel|terminat|revo[kc]|forfeit'
    end
  end, false)
$$;

-- containsNormalized(quote, value, true) (text.ts), the quote normalized beforehand.
create function private.contains_normalized(_q text, _value text) returns boolean
language sql immutable set search_path = pg_catalog, pg_temp as $$
  select n.value <> '' and (strpos(lower(_q), lower(n.value)) > 0
    or strpos(regexp_replace(lower(_q), '- ?', '', 'g'), regexp_replace(lower(n.value), '- ?', '', 'g')) > 0)
  from (select private.normalize_for_match(_value) as value) n
$$;

-- valueFollowsFromQuote (ground.ts): whether the value can be read from the quote, by the evidence kind
-- ({kind: text|date|state|number|percentage|enum, field?, units?, total?: {value}}).
create function private.value_follows_from_quote(_value jsonb, _quote text, _evidence jsonb) returns boolean
language plpgsql immutable set search_path = pg_catalog, pg_temp as $$
declare
  _q text;
  _n double precision;
  _units double precision;
  _total double precision;
  _x double precision;
begin
  if _quote is null then
    return false;
  end if;
  _q := private.normalize_for_match(_quote);
  case _evidence ->> 'kind'
    when 'text' then
      return jsonb_typeof(_value) = 'string' and private.contains_normalized(_q, _value #>> '{}');
    when 'date' then
      return jsonb_typeof(_value) = 'string' and (_value #>> '{}') = any (private.quote_dates(_q));
    when 'state' then
      return jsonb_typeof(_value) = 'string' and coalesce(_q ~* ('(?<![A-Za-z0-9_])'
        || replace(private.state_name(_value #>> '{}'), ' ', ' +') || '(?![A-Za-z0-9_])'), false);
    when 'number' then
      return jsonb_typeof(_value) = 'number' and private.js_number(_value) = any (private.quote_whole_numbers(_q));
    when 'percentage' then
      if jsonb_typeof(_value) is distinct from 'number' then
        return false;
      end if;
      _n := private.js_number(_value);
      if not (_n > 0 and _n <= 100) then
        return false;
      end if;
      -- Derived from units: Math.round(units / total * 10000) / 100, the units written in the quote.
      if _evidence ? 'units' and jsonb_typeof(_evidence -> 'total') = 'object' then
        if jsonb_typeof(_evidence -> 'units') is distinct from 'number'
           or jsonb_typeof(_evidence -> 'total' -> 'value') is distinct from 'number' then
          return false;
        end if;
        _units := private.js_number(_evidence -> 'units');
        _total := private.js_number(_evidence -> 'total' -> 'value');
        if _total = 0 then
          return false;
        end if;
        _x := _units / _total * 10000;
        _x := case when _x - floor(_x) >= 0.5 then floor(_x) + 1 else floor(_x) end;
        return _x / 100 = _n and _units = any (private.quote_whole_numbers(_q));
      end if;
      return _n = any (private.quote_percentages(_q))
        or (_n = 100 and _q ~* '(?<![A-Za-z0-9_])sole (?:member|owner|shareholder|stockholder|partner)(?![A-Za-z0-9_])');
    when 'enum' then
      return jsonb_typeof(_value) in ('string', 'boolean')
        and private.enum_evidence_holds(_evidence ->> 'field', _value #>> '{}', _q);
    else
      return false;
  end case;
end
$$;

-- One {value, source} of a reading (readerResultFault's groundedFault): null when absent or grounded, else why.
create function private.grounded_value_fault(_item jsonb, _path text, _evidence jsonb) returns text
language sql immutable set search_path = pg_catalog, pg_temp as $$
  select case
    when coalesce(jsonb_typeof(_item), 'null') = 'null' then null
    when jsonb_typeof(_item) <> 'object' or coalesce(jsonb_typeof(_item -> 'value'), 'null') = 'null'
      then format('The reading''s %s must be null or a value with its source', _path)
    when jsonb_typeof(_item -> 'source') is distinct from 'object'
      or jsonb_typeof(_item -> 'source' -> 'quote') is distinct from 'string'
      then format('The reading''s %s has a value but no source', _path)
    when not private.value_follows_from_quote(_item -> 'value', _item -> 'source' ->> 'quote', _evidence)
      then format('The reading''s %s does not follow from its quote', _path)
  end
$$;

-- readerResultFault (result-check.ts): the first value of a reading that has no source or does not follow from its
-- quote, as a message naming it; null when every value does. The fields in ReaderFields' order (owners, officers
-- and consents entry by entry), then the documents, then the missing exhibits. Keys it does not know are left.
create function private.reading_value_fault(_result jsonb) returns text
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
  _item jsonb;
  _path text;
  _quote text;
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

  -- Lists whose entries carry their own source: owners, officers, consents, documents, missing exhibits.
  foreach _list in array array['fields.owners', 'fields.managers_or_officers', 'fields.consents', 'documents',
                               'missing_exhibits'] loop
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
        if coalesce(jsonb_typeof(_item -> 'threshold'), 'null') <> 'null'
           and not private.value_follows_from_quote(_item -> 'threshold', _quote, _text) then
          return format('The reading''s %s.threshold does not follow from its quote', _path);
        end if;
      elsif not private.value_follows_from_quote(_item -> 'reference', _quote, _text) then
        return format('The reading''s %s.reference does not follow from its quote', _path);
      end if;
    end loop;
  end loop;
  return null;
end
$$;

revoke all on function private.js_length(text) from public;
revoke all on function private.normalized_quote_is_on(text, text, text) from public;
revoke all on function private.stored_quote_is_on_page(uuid, jsonb) from public;
revoke all on function private.js_number(jsonb) from public;
revoke all on function private.js_digits(text) from public;
revoke all on function private.quote_whole_numbers(text) from public;
revoke all on function private.quote_percentages(text) from public;
revoke all on function private.quote_dates(text) from public;
revoke all on function private.state_name(text) from public;
revoke all on function private.enum_evidence_holds(text, text, text) from public;
revoke all on function private.contains_normalized(text, text) from public;
revoke all on function private.value_follows_from_quote(jsonb, text, jsonb) from public;
revoke all on function private.grounded_value_fault(jsonb, text, jsonb) from public;
revoke all on function private.reading_value_fault(jsonb) from public;

-- Migration 1600's save_document_reading, then the whole rule: every value has a source and follows from its quote.
create or replace function public.save_document_reading(_order_id uuid, _reader text, _result jsonb)
returns public.order_document_readings
language plpgsql volatile security definer set search_path = pg_catalog, pg_temp as $$
declare
  _uid uuid := (select auth.uid());
  _bad jsonb;
  _fault text;
  _row public.order_document_readings;
begin
  if not private.caller_is_admin() then
    raise exception 'Only admins can save document readings' using errcode = '42501';
  end if;
  if not exists (select 1 from public.order_requests where id = _order_id) then
    raise exception 'Order not found' using errcode = 'PT404';
  end if;
  if _reader is null or not (_reader = 'built-in' or _reader ~ '^ai:[A-Za-z0-9][A-Za-z0-9._:/@-]{0,99}$') then
    raise exception 'The reader must be built-in or ai:<model>' using errcode = '22023';
  end if;
  if jsonb_typeof(_result) is distinct from 'object' then
    raise exception 'The result must be an object' using errcode = '22023';
  end if;
  if octet_length(_result::text) > 2097152 then
    raise exception 'The result is larger than 2 MB' using errcode = '22023';
  end if;
  _bad := private.reading_ungrounded_source(_order_id, _result);
  if _bad is not null then
    raise exception 'A source is not in the stored document texts: %', _bad::text using errcode = '22023';
  end if;
  _fault := private.reading_value_fault(_result);
  if _fault is not null then
    raise exception '%', _fault using errcode = '22023';
  end if;

  insert into public.order_document_readings (order_id, reader, result, documents, created_by)
  values (_order_id, _reader, _result,
          coalesce((select array_agg(t.storage_path order by t.storage_path) from public.order_document_texts t
                    where t.order_id = _order_id and t.error is null), '{}'),
          _uid)
  returning * into _row;
  return _row;
end
$$;

-- Migration 1700's field_review_fault, then: only an added value may cite a page without a quote.
create or replace function private.field_review_fault(_r jsonb) returns text
language plpgsql immutable set search_path = pg_catalog, pg_temp as $$
declare
  _s jsonb;
begin
  if jsonb_typeof(_r) is distinct from 'object' then
    return 'must be an object';
  end if;
  if jsonb_typeof(_r -> 'field') is distinct from 'string'
     or char_length(private.js_trim(_r ->> 'field')) not between 1 and 200 then
    return 'the field must be 1 to 200 characters';
  end if;
  if jsonb_typeof(_r -> 'label') is distinct from 'string'
     or char_length(private.js_trim(_r ->> 'label')) not between 1 and 200 then
    return 'the label must be 1 to 200 characters';
  end if;
  if jsonb_typeof(_r -> 'decision') is distinct from 'string'
     or (_r ->> 'decision') not in ('verified', 'edited', 'rejected', 'added') then
    return 'the decision must be verified, edited, rejected or added';
  end if;
  if jsonb_typeof(_r -> 'draftedValue') not in ('string', 'null') or char_length(_r ->> 'draftedValue') > 4000 then
    return 'the drafted value must be text of at most 4000 characters, or null';
  end if;
  if jsonb_typeof(_r -> 'publishedValue') not in ('string', 'null') or char_length(_r ->> 'publishedValue') > 4000 then
    return 'the published value must be text of at most 4000 characters, or null';
  end if;
  if jsonb_typeof(_r -> 'reader') not in ('string', 'null') or char_length(_r ->> 'reader') > 200 then
    return 'the reader must be text of at most 200 characters, or null';
  end if;
  -- A missing key: jsonb_typeof(null) is null, and "null not in (...)" is null, which passes the checks above.
  if not (_r ? 'draftedValue' and _r ? 'publishedValue' and _r ? 'reader' and _r ? 'source') then
    return 'draftedValue, publishedValue, source and reader must each be given (null when there is none)';
  end if;
  _s := _r -> 'source';
  if jsonb_typeof(_s) <> 'null' and not coalesce(
       jsonb_typeof(_s) = 'object'
       and jsonb_typeof(_s -> 'file') = 'string' and char_length(private.js_trim(_s ->> 'file')) between 1 and 255
       and jsonb_typeof(_s -> 'page') = 'number' and (_s ->> 'page')::numeric = trunc((_s ->> 'page')::numeric)
       and (_s ->> 'page')::numeric between 1 and 10000
       and jsonb_typeof(_s -> 'quote') = 'string' and char_length(_s ->> 'quote') <= 4000, false) then
    return 'the source must be {file, page, quote}: a file name of 1 to 255 characters, a page from 1 to 10000 and a quote of at most 4000 characters';
  end if;
  if ((_r ->> 'decision') = 'added') <> (jsonb_typeof(_r -> 'draftedValue') = 'null') then
    return 'only an added value has no drafted value';
  end if;
  if ((_r ->> 'decision') = 'rejected') <> (jsonb_typeof(_r -> 'publishedValue') = 'null') then
    return 'only a rejected value has no published value';
  end if;
  if (_r ->> 'decision') = 'added' and jsonb_typeof(_s) = 'null' then
    return 'an added value needs the page it is on';
  end if;
  -- A drafted value's source is the reader's, quote included: an empty quote would ground it on any page.
  if (_r ->> 'decision') <> 'added' and jsonb_typeof(_s) = 'object' and (_s ->> 'quote') = '' then
    return 'only an added value may cite a page without a quote';
  end if;
  return null;
end
$$;
