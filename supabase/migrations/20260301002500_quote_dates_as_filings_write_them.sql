-- Issue 44 §3: dates as filing stamps and execution clauses write them. The reader (src/lib/document-reader/text.ts
-- findDates) now reads "18th January 2026" and "3rd of March, 2021", "the 3rd day of March, A.D. 2021", "this 1st
-- day of July , 2021" (a space before the comma, as a filled form gives it) and days spelled out, "THE TWENTY-FIRST
-- DAY OF NOVEMBER, A.D. 2013" (a Secretary of State's certificate). Its twin, private.quote_dates, reads the same
-- forms in the same order, so a stored reading dated that way still follows from its quote. Both sides run
-- supabase/tests/fixtures/grounding-corpus.json (pgTAP 98/12 and grounding-corpus.test.ts).

-- findDates (text.ts) on a normalized quote: every date of the six forms, in the forms' order, a match that starts
-- inside a date an earlier form found being skipped; as ISO dates (1800 to 2200, real days only).
create or replace function private.quote_dates(_q text) returns text[]
language plpgsql immutable set search_path = pg_catalog, pg_temp as $$
declare
  _month constant text := '((?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sept?(?:ember)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\.?)';
  _ordinal constant text := '((?:twenty|thirty)[- ]?(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth|thirtieth)';
  _ordinals constant text[] := array['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth',
    'ninth', 'tenth', 'eleventh', 'twelfth', 'thirteenth', 'fourteenth', 'fifteenth', 'sixteenth', 'seventeenth',
    'eighteenth', 'nineteenth', 'twentieth', 'twentyfirst', 'twentysecond', 'twentythird', 'twentyfourth',
    'twentyfifth', 'twentysixth', 'twentyseventh', 'twentyeighth', 'twentyninth', 'thirtieth', 'thirtyfirst'];
  _ad constant text := '(?:A\.? ?D\.? +)?';
  _b constant text := '(?<![A-Za-z0-9_])';
  _e constant text := '(?![A-Za-z0-9_])';
  -- pattern, flags, and which group holds the year, month, day (a month word, a number or an ordinal word).
  _forms constant text[][] := array[
    array[_b || _month || ' +([0-9]{1,2})(?:st|nd|rd|th)?,? +([0-9]{4})' || _e, 'i', '3', '1', '2'],
    array[_b || '([0-9]{1,2})(?:st|nd|rd|th)? +day +of +' || _month || ' *,? +' || _ad || '([0-9]{4})' || _e, 'i', '3', '2', '1'],
    array[_b || '([0-9]{1,2})(?:st|nd|rd|th)? +(?:of +)?' || _month || ',? +([0-9]{4})' || _e, 'i', '3', '2', '1'],
    array[_b || '([0-9]{1,2})/([0-9]{1,2})/([0-9]{4})' || _e, '', '3', '1', '2'],
    array[_b || '([0-9]{4})-([0-9]{2})-([0-9]{2})' || _e, '', '1', '2', '3'],
    array[_b || _ordinal || ' +day +of +' || _month || ' *,? +' || _ad || '([0-9]{4})' || _e, 'i', '3', '2', '1']];
  _f integer;
  _pos integer;
  _start integer;
  _end integer;
  _year integer;
  _month_text text;
  _month_no integer;
  _day_text text;
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
      _day_text := regexp_substr(_q, _forms[_f][1], _pos, 1, _forms[_f][2], _forms[_f][5]::integer);
      _month_no := case when _month_text ~ '^[0-9]+$' then _month_text::integer
        else (strpos('janfebmaraprmayjunjulaugsepoctnovdec', left(lower(replace(_month_text, '.', '')), 3)) + 2) / 3 end;
      _day := case when _day_text ~ '^[0-9]+$' then _day_text::integer
        else coalesce(array_position(_ordinals, lower(regexp_replace(_day_text, '[- ]', '', 'g'))), 0) end;
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

revoke all on function private.quote_dates(text) from public;
