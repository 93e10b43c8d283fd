-- grant_credits takes 1 to 10000 credits, an amount paid of $0 to $1,000,000 in cents, a note of at most 500 characters and a user who exists; anything else is refused and writes nothing
-- Credit ledger (migration 0800). Personas: admin ...0001, moderator ...0002, customer ...0003, suspended ...0004, other ...0101.
begin;
select plan(13);

delete from public.credit_ledger where user_id = '00000000-0000-4000-8000-000000000003';

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select throws_ok($$select public.grant_credits('00000000-0000-4000-8000-000000000003', null, 100, null)$$,
  '22023', 'Credits must be a whole number from 1 to 10000', 'no credits');
select throws_ok($$select public.grant_credits('00000000-0000-4000-8000-000000000003', 0, 100, null)$$,
  '22023', 'Credits must be a whole number from 1 to 10000', '0 credits');
select throws_ok($$select public.grant_credits('00000000-0000-4000-8000-000000000003', -5, 100, null)$$,
  '22023', 'Credits must be a whole number from 1 to 10000', 'negative credits');
select throws_ok($$select public.grant_credits('00000000-0000-4000-8000-000000000003', 10001, 100, null)$$,
  '22023', 'Credits must be a whole number from 1 to 10000', '10001 credits');
select throws_ok($$select public.grant_credits('00000000-0000-4000-8000-000000000003', 1, null, null)$$,
  '22023', 'Amount paid must be from $0 to $1,000,000', 'no amount');
select throws_ok($$select public.grant_credits('00000000-0000-4000-8000-000000000003', 1, -1, null)$$,
  '22023', 'Amount paid must be from $0 to $1,000,000', 'a negative amount');
select throws_ok($$select public.grant_credits('00000000-0000-4000-8000-000000000003', 1, 100000001, null)$$,
  '22023', 'Amount paid must be from $0 to $1,000,000', 'over $1,000,000');
select throws_ok(format('select public.grant_credits(%L, 1, 100, %L)', '00000000-0000-4000-8000-000000000003', repeat('n', 501)),
  '22023', 'Note must be less than 500 characters', 'a note of 501 characters');
select throws_ok($$select public.grant_credits('00000000-0000-4000-8000-0000000000ff', 1, 100, null)$$,
  'PT404', 'User not found', 'an unknown user');
select throws_ok($$select public.grant_credits(null, 1, 100, null)$$, 'PT404', 'User not found', 'no user');
select is((select count(*) from public.credit_ledger where created_at = now()), 0::bigint, 'nothing written');
select lives_ok(format('select public.grant_credits(%L, 10000, 100000000, %L)', '00000000-0000-4000-8000-000000000003', repeat('n', 500)),
  'the limits themselves: 10000 credits, $1,000,000, a note of 500 characters');
select is(public.credit_balance('00000000-0000-4000-8000-000000000003'), 10000, 'the balance');

select * from finish();
rollback;
