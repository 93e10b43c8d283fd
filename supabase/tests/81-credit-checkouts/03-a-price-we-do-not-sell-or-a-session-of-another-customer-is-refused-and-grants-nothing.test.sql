-- a price we do not sell (another amount, another currency, an unknown pack), a session opened for another customer or pack, and a user who does not exist are refused: no credits, no receipt, the checkout stays open
-- Stripe purchases (migration 3500). Personas: customer ...0003, other customer ...0101.
begin;
select plan(11);

set local role service_role;
select lives_ok($$select public.record_credit_checkout('cs_test_open1', '00000000-0000-4000-8000-000000000003', 'starter')$$, 'an open checkout');
select is(public.apply_stripe_checkout_completed('evt_r1', 'cs_test_open1', '00000000-0000-4000-8000-000000000003', 'starter', 100, 'usd'),
  'refused', 'another amount is refused');
select is(public.apply_stripe_checkout_completed('evt_r2', 'cs_test_open1', '00000000-0000-4000-8000-000000000003', 'starter', 35000, 'eur'),
  'refused', 'another currency is refused');
select is(public.apply_stripe_checkout_completed('evt_r3', 'cs_test_open1', '00000000-0000-4000-8000-000000000003', 'platinum', 35000, 'usd'),
  'refused', 'a pack we do not sell is refused');
select is(public.apply_stripe_checkout_completed('evt_r4', 'cs_test_open1', '00000000-0000-4000-8000-000000000101', 'starter', 35000, 'usd'),
  'refused', 'a session opened for another customer is refused');
select is(public.apply_stripe_checkout_completed('evt_r5', 'cs_test_open1', '00000000-0000-4000-8000-000000000003', 'team', 150000, 'usd'),
  'refused', 'and one opened for another pack');
select is(public.apply_stripe_checkout_completed('evt_r6', 'cs_test_nowhere', '00000000-0000-4000-8000-00000000dead', 'starter', 35000, 'usd'),
  'refused', 'a user who does not exist is refused');
reset role;
select results_eq($$select id, outcome, reason from private.stripe_events order by id$$,
  $$values ('evt_r1', 'refused', 'unknown_price'), ('evt_r2', 'refused', 'unknown_price'), ('evt_r3', 'refused', 'unknown_price'),
           ('evt_r4', 'refused', 'session_mismatch'), ('evt_r5', 'refused', 'session_mismatch'), ('evt_r6', 'refused', 'unknown_user')$$,
  'each refusal is recorded with its reason');
select is((select count(*) from public.credit_ledger where reason like 'Card payment%' and reason not like '%DemoSeed%'), 0::bigint,
  'no credits were granted (the seeded card purchase aside)');
select is((select count(*) from public.outbound_emails where kind = 'credit_receipt'), 0::bigint, 'no receipt was queued');
select results_eq($$select status, count(*) over () from public.credit_checkouts where id <> 'cs_test_a1DemoSeedStarterPack'$$,
  $$values ('open', 1::bigint)$$,
  'the checkout stays open and no other was created');

select * from finish();
rollback;
