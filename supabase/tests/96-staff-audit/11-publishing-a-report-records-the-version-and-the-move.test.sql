-- publishing a report records the version published and the order's move to Report ready
-- Staff audit trail (migrations 1100, 1200). Personas: admin ...0001, moderator ...0002, customer ...0003, suspended ...0004.
-- Seed: the customer's c06 is In review; f02 is a valid report of c02.
begin;
select plan(2);

select set_config('test.content', (select content::text from public.order_reports where id = '00000000-0000-4000-8000-000000000f02'), true);
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select public.publish_report('7d2a9f31-0000-4000-8000-000000000c06', current_setting('test.content')::jsonb, null, '[]', _without_approval => 'Published in a test without a checker');
reset role;

select is((select details from public.staff_audit_log where action = 'report_published'),
  '{"orderId":"7d2a9f31-0000-4000-8000-000000000c06","version":1,"signoff":{"withoutApproval":"Published in a test without a checker"}}'::jsonb,
  'the report and its version, with its sign-off');
select is((select details->>'to' from public.staff_audit_log where action = 'order_status_changed'), 'Report ready',
  'the move to Report ready');

select * from finish();
rollback;
