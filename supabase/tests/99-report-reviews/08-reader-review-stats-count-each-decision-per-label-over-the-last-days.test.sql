-- reader_review_stats(_days = 90) counts each decision per field label over the last _days days; staff only (42501), days 1..3650 (22023)
-- Field reviews (migration 1700). Personas: admin ...0001, moderator ...0002, customer ...0003 (owns c06), suspended ...0004.
-- Seed: c06 is In review with articles-of-incorporation.pdf; f02 is a valid report (of c02) whose content is reused;
-- its two seeded reviews (Entity legal name and Formation state, verified) were published 21 days ago.
begin;
select plan(8);

select set_config('test.content', (select content::text from public.order_reports where id = '00000000-0000-4000-8000-000000000f02'), true);
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select public.save_document_text('7d2a9f31-0000-4000-8000-000000000c06',
  '00000000-0000-4000-8000-000000000003/7d2a9f31-0000-4000-8000-000000000c06/articles-of-incorporation.pdf',
  '[{"page": 1, "text": "Oak Hollow Development Corp. was incorporated in Georgia on March 3, 2019."}, {"page": 2, "text": "The directors are Ann Lee and Bo Park."}]', null);
select public.publish_report('7d2a9f31-0000-4000-8000-000000000c06', current_setting('test.content')::jsonb, null, '[{"field": "entityName", "label": "Legal name", "decision": "verified", "draftedValue": "Oak Hollow Development Corp.", "publishedValue": "Oak Hollow Development Corp.", "source": {"file": "articles-of-incorporation.pdf", "page": 1, "quote": "Oak Hollow Development Corp."}, "reader": "built-in"},
   {"field": "formationDate", "label": "Formation date", "decision": "edited", "draftedValue": "2019-03-01", "publishedValue": "2019-03-03", "source": {"file": "articles-of-incorporation.pdf", "page": 1, "quote": "incorporated in Georgia on March 3, 2019"}, "reader": "ai:claude-sonnet-4-5"},
   {"field": "ownership.0", "label": "Owner 1", "decision": "rejected", "draftedValue": "Ann Lee", "publishedValue": null, "source": {"file": "articles-of-incorporation.pdf", "page": 2, "quote": "Ann Lee"}, "reader": "built-in"},
   {"field": "management.1", "label": "Director 2", "decision": "added", "draftedValue": null, "publishedValue": "Bo Park", "source": {"file": "articles-of-incorporation.pdf", "page": 2, "quote": ""}, "reader": null},
   {"field": "purpose", "label": "Purpose", "decision": "verified", "draftedValue": "Real estate", "publishedValue": "Real estate", "source": null, "reader": "built-in"}]', _without_approval => 'Published in a test without a checker');
reset role;
-- An older review (100 days ago) of the same report, written as the table's owner: outside 90 days, inside 120.
insert into public.report_field_reviews (report_id, order_id, field, label, decision, drafted_value, published_value, reviewed_by, reviewed_at)
select report_id, order_id, 'entityName', 'Legal name', 'edited', 'A', 'B', reviewed_by, now() - interval '100 days'
from public.report_field_reviews where order_id = '7d2a9f31-0000-4000-8000-000000000c06' limit 1;
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select results_eq('select * from public.reader_review_stats()',
  $$values ('Director 2', 0::bigint, 0::bigint, 0::bigint, 1::bigint), ('Entity legal name', 1, 0, 0, 0), ('Formation date', 0, 1, 0, 0),
    ('Formation state', 1, 0, 0, 0), ('Legal name', 1, 0, 0, 0), ('Owner 1', 0, 0, 1, 0), ('Purpose', 1, 0, 0, 0)$$,
  'the last 90 days, per label (the seeded version of c02, 21 days ago, too)');
select results_eq($$select * from public.reader_review_stats(120) where label = 'Legal name'$$,
  $$values ('Legal name', 1::bigint, 1::bigint, 0::bigint, 0::bigint)$$, 'the last 120 days take in the older one');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000002","role":"authenticated","aal":"aal1"}';
select is((select count(*) from public.reader_review_stats(90)), 7::bigint, 'a moderator reads them');
select throws_ok('select * from public.reader_review_stats(0)', '22023', 'Days must be from 1 to 3650', 'zero days');
select throws_ok('select * from public.reader_review_stats(3651)', '22023', 'Days must be from 1 to 3650', 'more than ten years');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select throws_ok('select * from public.reader_review_stats()', '42501', 'Only staff can read the reader figures', 'the customer is refused');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000004","role":"authenticated","aal":"aal1"}';
select throws_ok('select * from public.reader_review_stats()', '42501', 'Only staff can read the reader figures', 'a suspended user is refused');
set local role anon;
set local request.jwt.claims = '{"role":"anon"}';
select throws_ok('select * from public.reader_review_stats()', '42501', null, 'anon cannot call it');

select * from finish();
rollback;
