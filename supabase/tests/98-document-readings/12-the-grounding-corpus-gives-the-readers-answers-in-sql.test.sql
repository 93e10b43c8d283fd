-- the grounding rule's corpus (supabase/tests/fixtures/grounding-corpus.json, which the reader's grounding-corpus.test.ts runs through the TypeScript rule) gives the same answers through the SQL rule: normalization, a quote on its page, a value that follows from its quote by its evidence kind, and the first fault of a whole reading; each list names the cases that differ
-- Migration 2200. psql reads the corpus from the repository root (pg_prove's working directory).
\set corpus `cat supabase/tests/fixtures/grounding-corpus.json`
begin;
select plan(5);

create temp table corpus as select :'corpus'::jsonb as c;

select ok((select jsonb_array_length(c -> 'values') >= 100 and jsonb_array_length(c -> 'results') >= 30 from corpus),
  'the corpus is read');
select is((select jsonb_agg(e ->> 'note') from corpus, jsonb_array_elements(c -> 'normalize') e
           where private.normalize_for_match(e ->> 'text') is distinct from e ->> 'expected'),
  null, 'normalize_for_match: no case differs from normalizeForMatch');
select is((select jsonb_agg(e ->> 'note') from corpus, jsonb_array_elements(c -> 'quoteOnPage') e
           where private.quote_is_on_page(e ->> 'page', e ->> 'quote') is distinct from (e -> 'expected')::boolean),
  null, 'quote_is_on_page: no case differs from quoteIsOnPage');
select is((select jsonb_agg(format('%s %s: %s', e -> 'evidence' ->> 'kind', e -> 'value', e ->> 'note')) from corpus, jsonb_array_elements(c -> 'values') e
           where private.value_follows_from_quote(e -> 'value', e ->> 'quote', e -> 'evidence') is distinct from (e -> 'expected')::boolean),
  null, 'value_follows_from_quote: no case differs from valueFollowsFromQuote');
select is((select jsonb_agg(jsonb_build_object('note', e ->> 'note', 'sql', private.reading_value_fault(e -> 'result'))) from corpus, jsonb_array_elements(c -> 'results') e
           where private.reading_value_fault(e -> 'result') is distinct from e ->> 'expected'),
  null, 'reading_value_fault: no case differs from readerResultFault');

select * from finish();
rollback;
