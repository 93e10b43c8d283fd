-- a moderator reads no other user's ledger rows and no other user's balance (42501): the queue is theirs, the money is not
-- Credit ledger (migration 0800). Personas: admin ...0001, moderator ...0002, customer ...0003, suspended ...0004, other ...0101.
begin;
select plan(3);

insert into public.credit_ledger (user_id, kind, credits, amount_paid_cents, reason) values
  ('00000000-0000-4000-8000-000000000003', 'purchase', 3, 15000, 'Customer''s');

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000002","role":"authenticated","aal":"aal1"}';
select is((select count(*) from public.credit_ledger where user_id is distinct from auth.uid()), 0::bigint, 'ledger rows of others');
select throws_ok($$select public.credit_balance('00000000-0000-4000-8000-000000000003')$$,
  '42501', 'Only admins can read another customer''s credits', 'the customer''s balance');
select is(public.credit_balance('00000000-0000-4000-8000-000000000002'),
  (select coalesce(sum(credits), 0)::integer from public.credit_ledger), 'their own balance');

select * from finish();
rollback;
