-- the contradiction corpus (supabase/tests/fixtures/report-contradictions-corpus.json, which contradictions-corpus.test.ts runs through the TypeScript rules) gives the same answers through the SQL rules: every case's contradictions (rule, message, fields, in order), the status table's bucket of every wording and the comparable form of every name; each list names the cases that differ
-- Migration 3000. psql reads the corpus from the repository root (pg_prove's working directory).
\set corpus `cat supabase/tests/fixtures/report-contradictions-corpus.json`
begin;
select plan(4);

create temp table corpus as select :'corpus'::jsonb as c;

select ok((select jsonb_array_length(c -> 'cases') >= 30 and jsonb_array_length(c -> 'wordings') >= 70 from corpus),
  'the corpus is read');
select is((select jsonb_agg(jsonb_build_object('note', e ->> 'note', 'sql', private.report_contradictions((c -> 'bases' -> (e ->> 'base')) || (e -> 'changes'))))
           from corpus, jsonb_array_elements(c -> 'cases') e
           where private.report_contradictions((c -> 'bases' -> (e ->> 'base')) || (e -> 'changes')) is distinct from e -> 'expected'),
  null, 'report_contradictions: no case differs from reportContradictions');
select is((select jsonb_agg(jsonb_build_object('wording', e ->> 'wording', 'sql', private.sos_status_bucket(e ->> 'wording')))
           from corpus, jsonb_array_elements(c -> 'wordings') e
           where private.sos_status_bucket(e ->> 'wording') is distinct from e ->> 'bucket'),
  null, 'sos_status_bucket: no wording differs from normalizeSosStatus');
select is((select jsonb_agg(jsonb_build_object('name', e ->> 'name', 'sql', private.report_name_key(e ->> 'name')))
           from corpus, jsonb_array_elements(c -> 'names') e
           where private.report_name_key(e ->> 'name') is distinct from e ->> 'key'),
  null, 'report_name_key: no name differs from reportNameKey');

select * from finish();
rollback;
