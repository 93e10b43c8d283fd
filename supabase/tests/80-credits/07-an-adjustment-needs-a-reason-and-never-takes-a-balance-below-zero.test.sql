-- an admin adjusts a balance by -10000 to 10000 credits (not 0) with a reason of at most 500 characters, never below zero (P0001); refusals write nothing
-- Credit ledger (migration 0800). Personas: admin ...0001, moderator ...0002, customer ...0003, suspended ...0004, other ...0101.
begin;
select plan(15);

delete from public.credit_ledger where user_id = '00000000-0000-4000-8000-000000000003';
insert into public.credit_ledger (user_id, kind, credits, amount_paid_cents, reason) values
  ('00000000-0000-4000-8000-000000000003', 'purchase', 2, 10000, 'Two reports');

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select throws_ok($$select public.adjust_credits('00000000-0000-4000-8000-000000000003', 0, 'Nothing')$$,
  '22023', 'An adjustment is a whole number of credits from -10000 to 10000, not 0', '0 credits');
select throws_ok($$select public.adjust_credits('00000000-0000-4000-8000-000000000003', null, 'Nothing')$$,
  '22023', 'An adjustment is a whole number of credits from -10000 to 10000, not 0', 'no credits');
select throws_ok($$select public.adjust_credits('00000000-0000-4000-8000-000000000003', 10001, 'Too many')$$,
  '22023', 'An adjustment is a whole number of credits from -10000 to 10000, not 0', '10001 credits');
select throws_ok($$select public.adjust_credits('00000000-0000-4000-8000-000000000003', -10001, 'Too many')$$,
  '22023', 'An adjustment is a whole number of credits from -10000 to 10000, not 0', '-10001 credits');
select throws_ok($$select public.adjust_credits('00000000-0000-4000-8000-000000000003', 1, null)$$,
  '22023', 'Give the reason for the adjustment', 'no reason');
select throws_ok($$select public.adjust_credits('00000000-0000-4000-8000-000000000003', 1, E' \t\n')$$,
  '22023', 'Give the reason for the adjustment', 'a blank reason');
select throws_ok(format('select public.adjust_credits(%L, 1, %L)', '00000000-0000-4000-8000-000000000003', repeat('r', 501)),
  '22023', 'Note must be less than 500 characters', 'a reason of 501 characters');
select throws_ok($$select public.adjust_credits('00000000-0000-4000-8000-0000000000ff', 1, 'Goodwill')$$,
  'PT404', 'User not found', 'an unknown user');
select throws_ok($$select public.adjust_credits('00000000-0000-4000-8000-000000000003', -3, 'Chargeback')$$,
  'P0001', 'An adjustment cannot take a balance below zero', 'taking 3 of 2 credits');
select is((select count(*) from public.credit_ledger where user_id = '00000000-0000-4000-8000-000000000003'), 1::bigint,
  'nothing written');
select lives_ok($$select public.adjust_credits('00000000-0000-4000-8000-000000000003', -2, '  Chargeback on invoice 2026-009  ')$$,
  'taking both credits');
select is(public.credit_balance('00000000-0000-4000-8000-000000000003'), 0, 'the balance is zero');
select throws_ok($$select public.adjust_credits('00000000-0000-4000-8000-000000000003', -1, 'One more')$$,
  'P0001', 'An adjustment cannot take a balance below zero', 'taking one more');
select lives_ok(format('select public.adjust_credits(%L, 10000, %L)', '00000000-0000-4000-8000-000000000003', repeat('r', 500)),
  'adding 10000 with a reason of 500 characters');
select results_eq($$select credits, reason = 'Chargeback on invoice 2026-009', created_by::text from public.credit_ledger
                    where user_id = '00000000-0000-4000-8000-000000000003' and kind = 'adjustment' order by credits$$,
  $$values (-2, true, '00000000-0000-4000-8000-000000000001'), (10000, false, '00000000-0000-4000-8000-000000000001')$$,
  'two adjustment rows by the admin, the reason trimmed');

select * from finish();
rollback;
