-- reviews are append-only: the API roles can neither insert, update nor delete them, and the trigger refuses update, delete and truncate to the table's owner too
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
select public.publish_report('7d2a9f31-0000-4000-8000-000000000c06', current_setting('test.content')::jsonb, null, '[{"field": "entityName", "label": "Legal name", "decision": "verified", "draftedValue": "Oak Hollow Development Corp.", "publishedValue": "Oak Hollow Development Corp.", "source": {"file": "articles-of-incorporation.pdf", "page": 1, "quote": "Oak Hollow Development Corp."}, "reader": "built-in"},
   {"field": "formationDate", "label": "Formation date", "decision": "edited", "draftedValue": "2019-03-01", "publishedValue": "2019-03-03", "source": {"file": "articles-of-incorporation.pdf", "page": 1, "quote": "incorporated in Georgia on March 3, 2019"}, "reader": "ai:claude-sonnet-4-5"},
   {"field": "ownership.0", "label": "Owner 1", "decision": "rejected", "draftedValue": "Ann Lee", "publishedValue": null, "source": {"file": "articles-of-incorporation.pdf", "page": 2, "quote": "Ann Lee"}, "reader": "built-in"},
   {"field": "management.1", "label": "Director 2", "decision": "added", "draftedValue": null, "publishedValue": "Bo Park", "source": {"file": "articles-of-incorporation.pdf", "page": 2, "quote": ""}, "reader": null},
   {"field": "purpose", "label": "Purpose", "decision": "verified", "draftedValue": "Real estate", "publishedValue": "Real estate", "source": null, "reader": "built-in"}]', _without_approval => 'Published in a test without a checker');
select throws_ok($$update public.report_field_reviews set published_value = 'x'$$, '42501', null, 'the admin cannot update');
select throws_ok($$delete from public.report_field_reviews$$, '42501', null, 'the admin cannot delete');
select throws_ok($$insert into public.report_field_reviews (report_id, order_id, field, label, decision, drafted_value, published_value, reviewed_by)
  select report_id, order_id, 'x', 'X', 'verified', 'a', 'a', reviewed_by from public.report_field_reviews where order_id = '7d2a9f31-0000-4000-8000-000000000c06' limit 1$$, '42501', null, 'the admin cannot insert');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000002","role":"authenticated","aal":"aal1"}';
select throws_ok($$delete from public.report_field_reviews$$, '42501', null, 'the moderator cannot delete');
reset role;
select throws_ok($$update public.report_field_reviews set published_value = 'x'$$, '42501',
  'Field reviews are kept as they were published: they cannot be changed or deleted', 'the owner of the table cannot update');
select throws_ok($$delete from public.report_field_reviews$$, '42501',
  'Field reviews are kept as they were published: they cannot be changed or deleted', 'nor delete');
select throws_ok($$truncate public.report_field_reviews$$, '42501',
  'Field reviews are kept as they were published: they cannot be changed or deleted', 'nor truncate');
select is((select count(*) from public.report_field_reviews where order_id = '7d2a9f31-0000-4000-8000-000000000c06' and published_value is distinct from 'x'), 5::bigint, 'the five reviews are as published');

select * from finish();
rollback;
