-- only active admins grant or adjust credits: customers, moderators, suspended users (a suspended admin included) get 42501 "Only admins can manage credits", anon has no grant; nothing is written
-- Credit ledger (migration 0800). Personas: admin ...0001, moderator ...0002, customer ...0003, suspended ...0004, other ...0101.
begin;
select plan(11);

update public.user_roles set role = 'admin' where user_id = '00000000-0000-4000-8000-000000000004';

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select throws_ok($$select public.grant_credits('00000000-0000-4000-8000-000000000003', 100, 0, null)$$,
  '42501', 'Only admins can manage credits', 'a customer grants themselves credits');
select throws_ok($$select public.adjust_credits('00000000-0000-4000-8000-000000000003', 100, 'Because')$$,
  '42501', 'Only admins can manage credits', 'a customer adjusts their balance');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000002","role":"authenticated","aal":"aal1"}';
select throws_ok($$select public.grant_credits('00000000-0000-4000-8000-000000000003', 1, 0, null)$$,
  '42501', 'Only admins can manage credits', 'a moderator grants');
select throws_ok($$select public.adjust_credits('00000000-0000-4000-8000-000000000003', -1, 'Because')$$,
  '42501', 'Only admins can manage credits', 'a moderator adjusts');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000004","role":"authenticated","aal":"aal2"}';
select throws_ok($$select public.grant_credits('00000000-0000-4000-8000-000000000004', 1, 0, null)$$,
  '42501', 'Only admins can manage credits', 'a suspended admin grants');
select throws_ok($$select public.adjust_credits('00000000-0000-4000-8000-000000000003', 1, 'Because')$$,
  '42501', 'Only admins can manage credits', 'a suspended admin adjusts');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
-- Validation does not run before the caller check: a customer learns nothing from bad arguments.
select throws_ok($$select public.grant_credits('00000000-0000-4000-8000-0000000000ff', 0, -1, null)$$,
  '42501', 'Only admins can manage credits', 'a customer with bad arguments');
set local role anon;
set local request.jwt.claims = '{"role":"anon"}';
select throws_ok($$select public.grant_credits('00000000-0000-4000-8000-000000000003', 1, 0, null)$$,
  '42501', 'permission denied for function grant_credits', 'anon grants');
select throws_ok($$select public.adjust_credits('00000000-0000-4000-8000-000000000003', 1, 'Because')$$,
  '42501', 'permission denied for function adjust_credits', 'anon adjusts');
set local role service_role;
reset request.jwt.claims;
select throws_ok($$select public.grant_credits('00000000-0000-4000-8000-000000000003', 1, 0, null)$$,
  '42501', 'Only admins can manage credits', 'the service role without a user');
reset role;
select is((select count(*) from public.credit_ledger where created_at = now()), 0::bigint, 'nothing written');

select * from finish();
rollback;
