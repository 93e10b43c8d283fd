-- credit_balance answers the caller's own balance, or any user's for an active admin; others get 42501 (another user, no user, a suspended caller, anon)
-- Credit ledger (migration 0800). Personas: admin ...0001, moderator ...0002, customer ...0003, suspended ...0004, other ...0101.
begin;
select plan(9);

delete from public.credit_ledger where user_id in ('00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000101',
                                                   '00000000-0000-4000-8000-000000000004', '00000000-0000-4000-8000-000000000102');
insert into public.credit_ledger (user_id, kind, credits, amount_paid_cents, reason) values
  ('00000000-0000-4000-8000-000000000003', 'purchase', 3, 15000, null),
  ('00000000-0000-4000-8000-000000000003', 'adjustment', -1, null, 'Duplicate purchase'),
  ('00000000-0000-4000-8000-000000000101', 'purchase', 7, 35000, null),
  ('00000000-0000-4000-8000-000000000004', 'purchase', 2, 10000, null);

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select is(public.credit_balance('00000000-0000-4000-8000-000000000003'), 2, 'the customer''s own: the sum of their rows');
select throws_ok($$select public.credit_balance('00000000-0000-4000-8000-000000000101')$$,
  '42501', 'Only admins can read another customer''s credits', 'another customer''s');
select throws_ok($$select public.credit_balance(null)$$,
  '42501', 'Only admins can read another customer''s credits', 'no user');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select is(public.credit_balance('00000000-0000-4000-8000-000000000101'), 7, 'an admin reads any customer''s');
select is(public.credit_balance('00000000-0000-4000-8000-0000000000ff'), 0, 'an unknown user has none');
select is(public.credit_balance('00000000-0000-4000-8000-000000000102'), 0, 'a user who never bought has none');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000004","role":"authenticated","aal":"aal1"}';
select throws_ok($$select public.credit_balance('00000000-0000-4000-8000-000000000004')$$,
  '42501', 'Only admins can read another customer''s credits', 'a suspended user, their own');
set local role anon;
set local request.jwt.claims = '{"role":"anon"}';
select throws_ok($$select public.credit_balance('00000000-0000-4000-8000-000000000003')$$,
  '42501', 'permission denied for function credit_balance', 'anon');
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select is((select count(*) from public.credit_ledger where user_id = '00000000-0000-4000-8000-000000000101'), 1::bigint,
  'an admin reads every user''s ledger rows');

select * from finish();
rollback;
