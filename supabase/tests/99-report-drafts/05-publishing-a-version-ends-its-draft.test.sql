-- publishing the order's next version removes its draft (the next one starts from the published version); other orders' drafts stay
begin;
select plan(3);

select set_config('test.content', (select content::text from public.order_reports where id = '00000000-0000-4000-8000-000000000f02'), true);
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select public.save_report_draft('7d2a9f31-0000-4000-8000-000000000c06', 0, '{"values": {"entityName": "Oak"}}');
select public.save_report_draft('9c4e1a73-0000-4000-8000-000000000c08', 0, '{"values": {"entityName": "Pacific"}}');
select public.publish_report('7d2a9f31-0000-4000-8000-000000000c06', current_setting('test.content')::jsonb, null, '[]', _without_approval => 'Published in a test without a checker');

select is((select count(*) from public.report_drafts where order_id = '7d2a9f31-0000-4000-8000-000000000c06'), 0::bigint,
  'the published order''s draft is gone');
select is((select count(*) from public.report_drafts where order_id = '9c4e1a73-0000-4000-8000-000000000c08'), 1::bigint,
  'another order''s draft stays');
select is((select version from public.save_report_draft('7d2a9f31-0000-4000-8000-000000000c06', 0, '{"values": {"entityName": "Oak v2"}}')), 1,
  'the correction''s draft starts again at version 1');

select * from finish();
rollback;
