-- reviews of the wrong shape or out of bounds are refused (22023, naming the review and its fault) and nothing is written
-- Field reviews (migration 1700). Personas: admin ...0001, moderator ...0002, customer ...0003 (owns c06), suspended ...0004.
-- Seed: c06 is In review with articles-of-incorporation.pdf; f02 is a valid report (of c02) whose content is reused.
begin;
select plan(19);

select set_config('test.content', (select content::text from public.order_reports where id = '00000000-0000-4000-8000-000000000f02'), true);
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select public.save_document_text('7d2a9f31-0000-4000-8000-000000000c06',
  '00000000-0000-4000-8000-000000000003/7d2a9f31-0000-4000-8000-000000000c06/articles-of-incorporation.pdf',
  '[{"page": 1, "text": "Oak Hollow Development Corp. was incorporated in Georgia on March 3, 2019."}, {"page": 2, "text": "The directors are Ann Lee and Bo Park."}]', null);
select throws_ok($$select public.publish_report('7d2a9f31-0000-4000-8000-000000000c06', current_setting('test.content')::jsonb, null, '{}')$$,
  '22023', 'Reviews must be a list', 'reviews that are not a list');
select throws_ok($$select public.publish_report('7d2a9f31-0000-4000-8000-000000000c06', current_setting('test.content')::jsonb, null, (select jsonb_agg('{"field": "entityName", "label": "Legal name", "decision": "verified", "draftedValue": "A", "publishedValue": "A", "source": null, "reader": "built-in"}'::jsonb) from generate_series(1, 501)))$$,
  '22023', 'A report can have at most 500 field reviews', 'more than 500 reviews');
select throws_ok($$select public.publish_report('7d2a9f31-0000-4000-8000-000000000c06', current_setting('test.content')::jsonb, null, '[1]')$$,
  '22023', 'Field review 1: must be an object', 'a review that is not an object');
select throws_ok($$select public.publish_report('7d2a9f31-0000-4000-8000-000000000c06', current_setting('test.content')::jsonb, null, '[{"field": "entityName", "label": "Legal name", "decision": "verified", "draftedValue": "A", "publishedValue": "A", "source": null, "reader": "built-in"}, {"label": "X", "decision": "verified", "draftedValue": "A", "publishedValue": "A", "source": null, "reader": null}]')$$,
  '22023', 'Field review 2: the field must be 1 to 200 characters', 'a missing field, named by its place');
select throws_ok($$select public.publish_report('7d2a9f31-0000-4000-8000-000000000c06', current_setting('test.content')::jsonb, null, '[{"field": "   ", "label": "X", "decision": "verified", "draftedValue": "A", "publishedValue": "A", "source": null, "reader": null}]')$$,
  '22023', 'Field review 1: the field must be 1 to 200 characters', 'a blank field');
select throws_ok($$select public.publish_report('7d2a9f31-0000-4000-8000-000000000c06', current_setting('test.content')::jsonb, null, '[{"field": "f", "label": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "decision": "verified", "draftedValue": "A", "publishedValue": "A", "source": null, "reader": null}]')$$,
  '22023', 'Field review 1: the label must be 1 to 200 characters', 'a label over 200 characters');
select throws_ok($$select public.publish_report('7d2a9f31-0000-4000-8000-000000000c06', current_setting('test.content')::jsonb, null, '[{"field": "f", "label": "X", "decision": "accepted", "draftedValue": "A", "publishedValue": "A", "source": null, "reader": null}]')$$,
  '22023', 'Field review 1: the decision must be verified, edited, rejected or added', 'an unknown decision');
select throws_ok($$select public.publish_report('7d2a9f31-0000-4000-8000-000000000c06', current_setting('test.content')::jsonb, null,
  jsonb_build_array(jsonb_build_object('field', 'f', 'label', 'X', 'decision', 'edited', 'draftedValue', 'A', 'publishedValue', repeat('b', 4001), 'source', null, 'reader', null)))$$,
  '22023', 'Field review 1: the published value must be text of at most 4000 characters, or null', 'a published value over 4000 characters');
select throws_ok($$select public.publish_report('7d2a9f31-0000-4000-8000-000000000c06', current_setting('test.content')::jsonb, null, '[{"field": "f", "label": "X", "decision": "verified", "draftedValue": 5, "publishedValue": "A", "source": null, "reader": null}]')$$,
  '22023', 'Field review 1: the drafted value must be text of at most 4000 characters, or null', 'a drafted value that is not text');
select throws_ok($$select public.publish_report('7d2a9f31-0000-4000-8000-000000000c06', current_setting('test.content')::jsonb, null, '[{"field": "f", "label": "X", "decision": "verified", "draftedValue": "A", "publishedValue": "A", "source": null}]')$$,
  '22023', 'Field review 1: draftedValue, publishedValue, source and reader must each be given (null when there is none)', 'a missing reader');
select throws_ok($$select public.publish_report('7d2a9f31-0000-4000-8000-000000000c06', current_setting('test.content')::jsonb, null, '[{"field": "f", "label": "X", "decision": "verified", "draftedValue": "A", "publishedValue": "A", "source": {"file": "a.pdf", "page": 0, "quote": ""}, "reader": null}]')$$,
  '22023', 'Field review 1: the source must be {file, page, quote}: a file name of 1 to 255 characters, a page from 1 to 10000 and a quote of at most 4000 characters', 'page 0');
select throws_ok($$select public.publish_report('7d2a9f31-0000-4000-8000-000000000c06', current_setting('test.content')::jsonb, null, '[{"field": "f", "label": "X", "decision": "verified", "draftedValue": "A", "publishedValue": "A", "source": {"file": "a.pdf", "page": 1.5, "quote": ""}, "reader": null}]')$$,
  '22023', 'Field review 1: the source must be {file, page, quote}: a file name of 1 to 255 characters, a page from 1 to 10000 and a quote of at most 4000 characters', 'a page that is not whole');
select throws_ok($$select public.publish_report('7d2a9f31-0000-4000-8000-000000000c06', current_setting('test.content')::jsonb, null, '[{"field": "f", "label": "X", "decision": "verified", "draftedValue": "A", "publishedValue": "A", "source": {"file": "a.pdf", "page": 1}, "reader": null}]')$$,
  '22023', 'Field review 1: the source must be {file, page, quote}: a file name of 1 to 255 characters, a page from 1 to 10000 and a quote of at most 4000 characters', 'a source without its quote');
select throws_ok($$select public.publish_report('7d2a9f31-0000-4000-8000-000000000c06', current_setting('test.content')::jsonb, null, '[{"field": "f", "label": "X", "decision": "added", "draftedValue": "A", "publishedValue": "A", "source": null, "reader": null}]')$$,
  '22023', 'Field review 1: only an added value has no drafted value', 'an added value with a drafted value');
select throws_ok($$select public.publish_report('7d2a9f31-0000-4000-8000-000000000c06', current_setting('test.content')::jsonb, null, '[{"field": "f", "label": "X", "decision": "verified", "draftedValue": null, "publishedValue": "A", "source": null, "reader": null}]')$$,
  '22023', 'Field review 1: only an added value has no drafted value', 'a verified value without one');
select throws_ok($$select public.publish_report('7d2a9f31-0000-4000-8000-000000000c06', current_setting('test.content')::jsonb, null, '[{"field": "f", "label": "X", "decision": "rejected", "draftedValue": "A", "publishedValue": "A", "source": null, "reader": null}]')$$,
  '22023', 'Field review 1: only a rejected value has no published value', 'a rejected value that is published');
select throws_ok($$select public.publish_report('7d2a9f31-0000-4000-8000-000000000c06', current_setting('test.content')::jsonb, null, '[{"field": "f", "label": "X", "decision": "edited", "draftedValue": "A", "publishedValue": null, "source": null, "reader": null}]')$$,
  '22023', 'Field review 1: only a rejected value has no published value', 'an edited value without one');
select throws_ok($$select public.publish_report('7d2a9f31-0000-4000-8000-000000000c06', current_setting('test.content')::jsonb, null, '[{"field": "f", "label": "X", "decision": "added", "draftedValue": null, "publishedValue": "A", "source": null, "reader": null}]')$$,
  '22023', 'Field review 1: an added value needs the page it is on', 'an added value without its page');
select results_eq($$select (select count(*) from public.report_field_reviews where order_id = '7d2a9f31-0000-4000-8000-000000000c06'), (select count(*) from public.order_reports where order_id = '7d2a9f31-0000-4000-8000-000000000c06'),
  (select count(*) from public.staff_audit_log)$$, $$values (0::bigint, 0::bigint, 0::bigint)$$, 'nothing was written');

select * from finish();
rollback;
