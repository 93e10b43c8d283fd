-- an admin at aal1 is not staff: they read no order of the queue, no history, no report and no ledger row of others, nor another customer's balance; at aal2 they read all of it
-- Admin MFA (migration 1300). Personas: admin ...0001 (a verified TOTP factor in the seed, no order of their
-- own), moderator ...0002, customer ...0003, suspended ...0004, other customer ...0101.
begin;
select plan(10);

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal1"}';
select is((select count(*) from public.order_requests), 0::bigint, 'order_requests at aal1');
select is((select count(*) from public.order_status_history), 0::bigint, 'order_status_history at aal1');
select is((select count(*) from public.order_reports), 0::bigint, 'order_reports at aal1');
select is((select count(*) from public.credit_ledger), 0::bigint, 'credit_ledger at aal1');
select throws_ok($$select public.credit_balance('00000000-0000-4000-8000-000000000003')$$,
  '42501', 'Only admins can read another customer''s credits', 'credit_balance of the customer at aal1');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select is((select count(*) from public.order_requests), 10::bigint, 'order_requests at aal2');
select is((select count(*) from public.order_status_history), 22::bigint, 'order_status_history at aal2');
select is((select count(*) from public.order_reports), 2::bigint, 'order_reports at aal2');
select ok((select count(*) from public.credit_ledger) > 0, 'credit_ledger at aal2');
select is(public.credit_balance('00000000-0000-4000-8000-000000000003'), 20, 'credit_balance of the customer at aal2');

select * from finish();
rollback;
