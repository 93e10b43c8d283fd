-- an admin moving an order is recorded with the order and both statuses; the customer cancelling is not
-- Staff audit trail (migrations 1100, 1200). Personas: admin ...0001, moderator ...0002, customer ...0003, suspended ...0004.
begin;
select plan(3);

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select public.set_order_status('62d8f0b5-0000-4000-8000-000000000c09', 'In review', null);
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select public.set_order_status('0f6b8e24-0000-4000-8000-000000000c07', 'Cancelled', null);
reset role;

select is((select count(*)::int from public.staff_audit_log), 1, 'one row: the admin''s move');
select is((select action || ' for ' || target_user_id from public.staff_audit_log),
  'order_status_changed for 00000000-0000-4000-8000-000000000100', 'the action, for the order''s customer');
select is((select details from public.staff_audit_log),
  '{"orderId":"62d8f0b5-0000-4000-8000-000000000c09","from":"Submitted","to":"In review"}'::jsonb, 'order, from and to');

select * from finish();
rollback;
