-- a moderator needs no second factor: at aal1 they still read every order, its history and reports, and export the queue
-- Admin MFA (migration 1300). Personas: admin ...0001 (a verified TOTP factor in the seed), moderator ...0002,
-- customer ...0003, suspended ...0004, other customer ...0101.
begin;
select plan(6);

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000002","role":"authenticated","aal":"aal1"}';
select is(private.caller_is_staff(), true, 'caller_is_staff');
select is((select count(*) from public.order_requests), 10::bigint, 'every order');
select is((select count(*) from public.order_status_history), 22::bigint, 'every history row');
select is((select count(*) from public.order_reports), 2::bigint, 'every report');
select lives_ok($$select public.log_export('orders', '{}', 10)$$, 'exports the order queue');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000002","role":"authenticated"}';
select is((select count(*) from public.order_requests), 10::bigint, 'every order without an aal claim too');

select * from finish();
rollback;
