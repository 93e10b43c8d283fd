-- purchases and adjustments are recorded with their amounts and reasons; an order's debit and refund are not
-- Staff audit trail (migrations 1100, 1200). Personas: admin ...0001, moderator ...0002, customer ...0003, suspended ...0004.
begin;
select plan(4);

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select public.grant_credits('00000000-0000-4000-8000-000000000003', 10, 45000, 'Invoice 2026-014');
select public.adjust_credits('00000000-0000-4000-8000-000000000003', -2, 'Duplicate purchase');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select public.set_order_status('0f6b8e24-0000-4000-8000-000000000c07', 'Cancelled', null);
reset role;

select is((select count(*)::int from public.staff_audit_log), 2, 'two rows: the purchase and the adjustment');
select is((select details from public.staff_audit_log where details->>'kind' = 'purchase'),
  '{"kind":"purchase","credits":10,"amountPaidCents":45000,"reason":"Invoice 2026-014"}'::jsonb, 'the purchase');
select is((select details from public.staff_audit_log where details->>'kind' = 'adjustment'),
  '{"kind":"adjustment","credits":-2,"reason":"Duplicate purchase"}'::jsonb, 'the adjustment');
select is((select string_agg(distinct action || ' by ' || actor_id || ' for ' || target_user_id, ', ') from public.staff_audit_log),
  'credits_adjusted by 00000000-0000-4000-8000-000000000001 for 00000000-0000-4000-8000-000000000003', 'who and for whom');

select * from finish();
rollback;
