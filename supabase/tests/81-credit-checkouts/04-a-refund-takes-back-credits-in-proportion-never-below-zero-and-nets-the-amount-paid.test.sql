-- a refund (charge.refunded, cumulative) is a purchase_refund row: minus the amount refunded by this event, minus the pack's credits in proportion rounded up, never below a zero balance; the 12-month amount paid nets it
-- Stripe purchases (migration 3500). Personas: customer ...0003 (their seeded ledger is cleared first).
begin;
select plan(10);

delete from public.credit_checkouts where user_id = '00000000-0000-4000-8000-000000000003';
update public.credit_ledger set order_id = null where user_id = '00000000-0000-4000-8000-000000000003';
delete from public.credit_ledger where user_id = '00000000-0000-4000-8000-000000000003';

set local role service_role;
select is(public.apply_stripe_checkout_completed('evt_buy', 'cs_test_refund1', '00000000-0000-4000-8000-000000000003',
  'starter', 35000, 'usd', 'pi_refund1'), 'applied', 'ten credits bought for $350');
select is(public.apply_stripe_charge_refunded('evt_ref1', 'pi_refund1', 3600, 'usd'), 'applied', 'a partial refund of $36');
select is(public.apply_stripe_charge_refunded('evt_ref1', 'pi_refund1', 3600, 'usd'), 'replayed', 'the same refund event again is replayed');
select is(public.apply_stripe_charge_refunded('evt_ref1b', 'pi_refund1', 3600, 'usd'), 'ignored', 'an event with no new refund adds nothing');
reset role;
select results_eq($$select kind, credits, amount_paid_cents, reason, created_by from public.credit_ledger
                    where user_id = '00000000-0000-4000-8000-000000000003' and kind = 'purchase_refund'$$,
  $$values ('purchase_refund', -2, -3600, 'Card refund (Stripe Checkout cs_test_refund1)', null::uuid)$$,
  '$36 of $350 takes back 2 of 10 credits (rounded up)');

-- The customer spends 7 of the 8 left (adjustments stand in for orders), then the rest is refunded.
insert into public.credit_ledger (user_id, kind, credits, reason) values ('00000000-0000-4000-8000-000000000003', 'adjustment', -7, 'spent');
set local role service_role;
select is(public.apply_stripe_charge_refunded('evt_ref2', 'pi_refund1', 35000, 'usd'), 'applied', 'the rest is refunded');
select is(public.apply_stripe_charge_refunded('evt_ref3', 'pi_refund1', 35001, 'usd'), 'refused', 'more than was paid is refused');
select is(public.apply_stripe_charge_refunded('evt_ref4', 'pi_unknown', 100, 'usd'), 'ignored', 'an unknown payment is ignored');
reset role;
select is((select sum(credits)::integer from public.credit_ledger where user_id = '00000000-0000-4000-8000-000000000003'), 0,
  'only the credit left is taken back: the balance stops at zero');
select is((select sum(amount_paid_cents)::integer from public.credit_ledger where user_id = '00000000-0000-4000-8000-000000000003'
           and created_at > now() - interval '12 months'), 0, 'the amount paid in the last 12 months nets the refunds');

select * from finish();
rollback;
