-- a review's source must be on the order's stored texts: a quote on that page of that file (by name or storage path, normalized as the readers do), a page without a quote one the file has; otherwise 22023 naming the review, nothing written
-- Field reviews (migration 1700). Personas: admin ...0001, moderator ...0002, customer ...0003 (owns c06), suspended ...0004.
-- Seed: c06 is In review with articles-of-incorporation.pdf; f02 is a valid report (of c02) whose content is reused.
begin;
select plan(8);

select set_config('test.content', (select content::text from public.order_reports where id = '00000000-0000-4000-8000-000000000f02'), true);
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select public.save_document_text('7d2a9f31-0000-4000-8000-000000000c06',
  '00000000-0000-4000-8000-000000000003/7d2a9f31-0000-4000-8000-000000000c06/articles-of-incorporation.pdf',
  '[{"page": 1, "text": "Oak Hollow Development Corp. was incorporated in Georgia on March 3, 2019."}, {"page": 2, "text": "The directors are Ann Lee and Bo Park."}]', null);
select throws_ok($$select public.publish_report('7d2a9f31-0000-4000-8000-000000000c06', current_setting('test.content')::jsonb, null, '[{"field": "f", "label": "Legal name", "decision": "verified", "draftedValue": "A", "publishedValue": "A", "source": {"file": "articles-of-incorporation.pdf", "page": 2, "quote": "Oak Hollow Development Corp."}, "reader": null}]')$$,
  '22023', 'Field review 1 (Legal name): the source is not in the stored document texts: articles-of-incorporation.pdf page 2', 'a quote on another page');
select throws_ok($$select public.publish_report('7d2a9f31-0000-4000-8000-000000000c06', current_setting('test.content')::jsonb, null, '[{"field": "f", "label": "Legal name", "decision": "verified", "draftedValue": "A", "publishedValue": "A", "source": {"file": "bylaws.pdf", "page": 1, "quote": "Oak Hollow Development Corp."}, "reader": null}]')$$,
  '22023', 'Field review 1 (Legal name): the source is not in the stored document texts: bylaws.pdf page 1', 'a file whose text is not stored');
select throws_ok($$select public.publish_report('7d2a9f31-0000-4000-8000-000000000c06', current_setting('test.content')::jsonb, null, '[{"field": "f", "label": "Legal name", "decision": "verified", "draftedValue": "A", "publishedValue": "A", "source": {"file": "articles-of-incorporation.pdf", "page": 1, "quote": "Oak Hollow Holdings"}, "reader": null}]')$$,
  '22023', 'Field review 1 (Legal name): the source is not in the stored document texts: articles-of-incorporation.pdf page 1', 'a quote that is not on the page');
select throws_ok($$select public.publish_report('7d2a9f31-0000-4000-8000-000000000c06', current_setting('test.content')::jsonb, null, '[{"field": "f", "label": "Legal name", "decision": "added", "draftedValue": null, "publishedValue": "A", "source": {"file": "articles-of-incorporation.pdf", "page": 3, "quote": ""}, "reader": null}]')$$,
  '22023', 'Field review 1 (Legal name): the source is not in the stored document texts: articles-of-incorporation.pdf page 3', 'an added value on a page the file does not have');
select is((select count(*) from public.order_reports where order_id = '7d2a9f31-0000-4000-8000-000000000c06'), 0::bigint, 'nothing was written');
select lives_ok($$select public.publish_report('7d2a9f31-0000-4000-8000-000000000c06', current_setting('test.content')::jsonb, null, '[{"field": "f", "label": "Legal name", "decision": "verified", "draftedValue": "A", "publishedValue": "A", "source": {"file": "00000000-0000-4000-8000-000000000003/7d2a9f31-0000-4000-8000-000000000c06/articles-of-incorporation.pdf", "page": 2, "quote": "directors  are\nAnn Lee"}, "reader": null}]', _without_approval => 'Published in a test without a checker')$$,
  'a quote on its page by storage path, spacing aside');
select lives_ok($$select public.publish_report('7d2a9f31-0000-4000-8000-000000000c06', current_setting('test.content')::jsonb, 'Second version', '[{"field": "f", "label": "Legal name", "decision": "rejected", "draftedValue": "A", "publishedValue": null, "source": {"file": " articles-of-incorporation.pdf ", "page": 1, "quote": "Oak Hollow"}, "reader": null}]', _without_approval => 'Published in a test without a checker')$$,
  'a rejected value is checked too, with its file name trimmed');
select is((select source->>'file' from public.report_field_reviews where order_id = '7d2a9f31-0000-4000-8000-000000000c06' and decision = 'rejected'), 'articles-of-incorporation.pdf', 'stored trimmed');

select * from finish();
rollback;
