-- checkout.session.expired marks an open checkout expired; a complete checkout, an unknown session and other event types are ignored; each event is applied once
-- Stripe purchases (migration 3500). Personas: customer ...0003.
begin;
select plan(8);

set local role service_role;
select lives_ok($$select public.record_credit_checkout('cs_test_exp1', '00000000-0000-4000-8000-000000000003', 'volume')$$, 'an open checkout');
select is(public.apply_stripe_checkout_expired('evt_exp1', 'cs_test_exp1'), 'applied', 'its expiry is applied');
select is(public.apply_stripe_checkout_expired('evt_exp1', 'cs_test_exp1'), 'replayed', 'the same event again is replayed');
select is(public.apply_stripe_checkout_completed('evt_buy', 'cs_test_done', '00000000-0000-4000-8000-000000000003',
  'starter', 35000, 'usd'), 'applied', 'another checkout is paid');
select is(public.apply_stripe_checkout_expired('evt_exp2', 'cs_test_done'), 'ignored', 'a paid checkout does not expire');
select is(public.apply_stripe_checkout_expired('evt_exp3', 'cs_test_unknown'), 'ignored', 'an unknown session is ignored');
select is(public.record_stripe_event_ignored('evt_other', 'invoice.paid'), 'ignored', 'another event type is ignored');
reset role;
select results_eq($$select id, status from public.credit_checkouts where id in ('cs_test_exp1', 'cs_test_done') order by id$$,
  $$values ('cs_test_done', 'complete'), ('cs_test_exp1', 'expired')$$, 'one expired, one complete');

select * from finish();
rollback;
