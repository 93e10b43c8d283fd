-- the checkout and webhook functions are the Edge Functions': customers, moderators, admins at aal2 and anon may not execute them
-- Stripe purchases (migration 3500). Personas: admin ...0001, moderator ...0002, customer ...0003.
begin;
select plan(21);

create temp table calls (label text, call text) on commit drop;
insert into calls values
  ('record_credit_checkout', $$select public.record_credit_checkout('cs_test_x', '00000000-0000-4000-8000-000000000003', 'starter')$$),
  ('apply_stripe_checkout_completed', $$select public.apply_stripe_checkout_completed('evt_x', 'cs_test_x', '00000000-0000-4000-8000-000000000003', 'starter', 35000, 'usd')$$),
  ('apply_stripe_checkout_expired', $$select public.apply_stripe_checkout_expired('evt_x', 'cs_test_x')$$),
  ('apply_stripe_charge_refunded', $$select public.apply_stripe_charge_refunded('evt_x', 'pi_x', 35000, 'usd')$$),
  ('record_stripe_event_ignored', $$select public.record_stripe_event_ignored('evt_x', 'invoice.paid')$$);
grant select on calls to anon, authenticated;

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select throws_ok(call, '42501', null, 'the customer cannot call ' || label) from calls;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000002","role":"authenticated","aal":"aal1"}';
select throws_ok(call, '42501', null, 'a moderator cannot call ' || label) from calls;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select throws_ok(call, '42501', null, 'an admin at aal2 cannot call ' || label) from calls;
set local role anon;
set local request.jwt.claims = '{"role":"anon"}';
select throws_ok(call, '42501', null, 'anon cannot call ' || label) from calls;
reset role;
select is((select count(*) from public.credit_checkouts where id = 'cs_test_x'), 0::bigint, 'no checkout was written');

select * from finish();
rollback;
