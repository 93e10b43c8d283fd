-- a paid checkout grants the pack's credits once: one purchase row with the amount, the checkout complete, a receipt to the account; the same event or a second event for the session is replayed and writes nothing
-- Stripe purchases (migration 3500). Personas: customer ...0003 (customer@demo.test).
begin;
select plan(13);

create temp table before on commit drop as
  select coalesce(sum(credits), 0)::integer as balance from public.credit_ledger where user_id = '00000000-0000-4000-8000-000000000003';

set local role service_role;
select is((public.record_credit_checkout('cs_test_paid1', '00000000-0000-4000-8000-000000000003', 'team')).status,
  'open', 'create-credit-checkout records an open checkout');
select results_eq($$select pack_id, credits, amount_cents, completed_at, ledger_entry_id from public.credit_checkouts where id = 'cs_test_paid1'$$,
  $$values ('team', 50, 150000, null::timestamptz, null::uuid)$$, 'with the pack''s credits and price');
select is(public.apply_stripe_checkout_completed('evt_paid1', 'cs_test_paid1', '00000000-0000-4000-8000-000000000003',
  'team', 150000, 'usd', 'pi_paid1'), 'applied', 'the paid event is applied');
reset role;

select results_eq($$select kind, credits, amount_paid_cents, reason, created_by, order_id from public.credit_ledger
                    where reason like '%cs_test_paid1%'$$,
  $$values ('purchase', 50, 150000, 'Card payment (Stripe Checkout cs_test_paid1)', null::uuid, null::uuid)$$,
  'one purchase row with the amount paid, recorded by nobody on the staff');
select results_eq($$select c.status, c.payment_intent, c.completed_at is not null, l.kind from public.credit_checkouts c
                    join public.credit_ledger l on l.id = c.ledger_entry_id where c.id = 'cs_test_paid1'$$,
  $$values ('complete', 'pi_paid1', true, 'purchase')$$, 'the checkout is complete and names its ledger row');
select is((select coalesce(sum(credits), 0)::integer from public.credit_ledger where user_id = '00000000-0000-4000-8000-000000000003'),
  (select balance + 50 from before), 'the balance grew by the pack''s credits');
select results_eq($$select recipient, subject from public.outbound_emails where kind = 'credit_receipt'$$,
  $$values ('customer@demo.test', 'Your receipt: 50 credits')$$, 'one receipt to the account''s address');
select matches((select body from public.outbound_emails where kind = 'credit_receipt'),
  E'^Thank you for buying credits\\.\n\nPack: Team \\(50 credits\\)\nAmount paid: \\$1,500\\.00 USD\nCredits added: 50\nNew balance: '
  || (select balance + 50 from before) || E' credits\nDate: \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2} UTC\nPayment: Stripe Checkout cs_test_paid1\n\nYour credit history: http://localhost:5173/portal/credits$',
  'the receipt says the pack, credits, amount, new balance, date and payment');
select is((select count(*) from public.staff_audit_log where details ->> 'kind' = 'purchase' and details ->> 'amountPaidCents' = '150000'),
  0::bigint, 'no staff member is recorded as having granted it');

set local role service_role;
select is(public.apply_stripe_checkout_completed('evt_paid1', 'cs_test_paid1', '00000000-0000-4000-8000-000000000003',
  'team', 150000, 'usd', 'pi_paid1'), 'replayed', 'the same event again is replayed');
select is(public.apply_stripe_checkout_completed('evt_paid1_again', 'cs_test_paid1', '00000000-0000-4000-8000-000000000003',
  'team', 150000, 'usd', 'pi_paid1'), 'replayed', 'a second event for the same session is replayed');
reset role;
select is((select count(*) from public.credit_ledger where reason like '%cs_test_paid1%'), 1::bigint, 'still one purchase row');
select results_eq($$select id, outcome, reason from private.stripe_events order by received_at, id$$,
  $$values ('evt_paid1', 'applied', null::text), ('evt_paid1_again', 'replayed', 'already_complete')$$,
  'each event id is recorded once with its outcome');

select * from finish();
rollback;
