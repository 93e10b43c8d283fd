-- a review source with an empty quote grounded any value on any page (issue 42 §6): a verified, edited or rejected value cites the drafted value's quote, so its source without one is refused (22023 naming the review, nothing written); only an added value may cite a page without a quote, the reviewer's own citation of a page the file has
-- Field reviews (migrations 1700, 2200). Personas: admin ...0001 (aal2).
-- Seed: c06 is In review with articles-of-incorporation.pdf; f02 is a valid report (of c02) whose content is reused.
begin;
select plan(6);

select set_config('test.content', (select content::text from public.order_reports where id = '00000000-0000-4000-8000-000000000f02'), true);
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select public.save_document_text('7d2a9f31-0000-4000-8000-000000000c06',
  '00000000-0000-4000-8000-000000000003/7d2a9f31-0000-4000-8000-000000000c06/articles-of-incorporation.pdf',
  '[{"page": 1, "text": "Oak Hollow Development Corp. was incorporated in Georgia on March 3, 2019."}, {"page": 2, "text": "The directors are Ann Lee and Bo Park."}]', null);

select throws_ok($$select public.publish_report('7d2a9f31-0000-4000-8000-000000000c06', current_setting('test.content')::jsonb, null, '[{"field": "entityName", "label": "Legal name", "decision": "verified", "draftedValue": "Mallory Holdings LLC", "publishedValue": "Mallory Holdings LLC", "source": {"file": "articles-of-incorporation.pdf", "page": 1, "quote": ""}, "reader": "ai:claude-sonnet-4-5"}]')$$,
  '22023', 'Field review 1: only an added value may cite a page without a quote', 'a verified value with no quote');
select throws_ok($$select public.publish_report('7d2a9f31-0000-4000-8000-000000000c06', current_setting('test.content')::jsonb, null, '[{"field": "entityName", "label": "Legal name", "decision": "verified", "draftedValue": "Oak Hollow Development Corp.", "publishedValue": "Oak Hollow Development Corp.", "source": {"file": "articles-of-incorporation.pdf", "page": 1, "quote": "Oak Hollow Development Corp."}, "reader": "built-in"},
   {"field": "formationDate", "label": "Formation date", "decision": "edited", "draftedValue": "2019-03-03", "publishedValue": "2019-01-01", "source": {"file": "articles-of-incorporation.pdf", "page": 2, "quote": ""}, "reader": "built-in"}]')$$,
  '22023', 'Field review 2: only an added value may cite a page without a quote', 'an edited value with no quote');
select throws_ok($$select public.publish_report('7d2a9f31-0000-4000-8000-000000000c06', current_setting('test.content')::jsonb, null, '[{"field": "ownership.0", "label": "Owner 1", "decision": "rejected", "draftedValue": "Ann Lee", "publishedValue": null, "source": {"file": "articles-of-incorporation.pdf", "page": 2, "quote": ""}, "reader": "built-in"}]')$$,
  '22023', 'Field review 1: only an added value may cite a page without a quote', 'a rejected value with no quote');
select is((select count(*) from public.order_reports where order_id = '7d2a9f31-0000-4000-8000-000000000c06'), 0::bigint, 'nothing was written');

select lives_ok($$select public.publish_report('7d2a9f31-0000-4000-8000-000000000c06', current_setting('test.content')::jsonb, null, '[{"field": "management.1", "label": "Director 2", "decision": "added", "draftedValue": null, "publishedValue": "Bo Park", "source": {"file": "articles-of-incorporation.pdf", "page": 2, "quote": ""}, "reader": null}]', _without_approval => 'Published in a test without a checker')$$,
  'an added value cites a page without a quote');
select is((select source from public.report_field_reviews where order_id = '7d2a9f31-0000-4000-8000-000000000c06'), '{"file": "articles-of-incorporation.pdf", "page": 2, "quote": ""}'::jsonb,
  'stored as the reviewer''s citation of the page');

select * from finish();
rollback;
