-- staff (the admin and a moderator) read the reviews; the owner and other users read none but the owner reads the version's sources; anon reads neither
-- Field reviews (migration 1700). Personas: admin ...0001, moderator ...0002, customer ...0003 (owns c06), suspended ...0004.
-- Seed: c06 is In review with articles-of-incorporation.pdf; f02 is a valid report (of c02) whose content is reused.
begin;
select plan(6);

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
select is((select count(*) from public.report_field_reviews where order_id = '7d2a9f31-0000-4000-8000-000000000c06'), 5::bigint, 'the admin reads the five reviews');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000002","role":"authenticated","aal":"aal1"}';
select is((select count(*) from public.report_field_reviews where order_id = '7d2a9f31-0000-4000-8000-000000000c06'), 5::bigint, 'the moderator reads them');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select is((select count(*) from public.report_field_reviews where order_id = '7d2a9f31-0000-4000-8000-000000000c06'), 0::bigint, 'the owner reads none');
select is((select sources->'entityName'->>'quote' from public.order_reports where order_id = '7d2a9f31-0000-4000-8000-000000000c06'),
  'Oak Hollow Development Corp.', 'the owner reads the sources of the published report');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000004","role":"authenticated","aal":"aal1"}';
select is((select count(*) from public.report_field_reviews where order_id = '7d2a9f31-0000-4000-8000-000000000c06'), 0::bigint, 'a suspended user reads none');
set local role anon;
set local request.jwt.claims = '{"role":"anon"}';
select throws_ok('select count(*) from public.report_field_reviews', '42501', null, 'anon cannot read the table');

select * from finish();
rollback;
