-- a customer reads only their own ledger rows; a suspended customer reads none, not even their own
-- Credit ledger (migration 0800). Personas: admin ...0001, moderator ...0002, customer ...0003, suspended ...0004, other ...0101.
begin;
select plan(4);

insert into public.credit_ledger (user_id, kind, credits, amount_paid_cents, reason) values
  ('00000000-0000-4000-8000-000000000003', 'purchase', 3, 15000, 'Mine'),
  ('00000000-0000-4000-8000-000000000101', 'purchase', 7, 35000, 'Theirs'),
  ('00000000-0000-4000-8000-000000000004', 'purchase', 2, 10000, 'Suspended user''s');

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select is((select string_agg(reason, ', ') from public.credit_ledger where created_at = now()), 'Mine', 'the customer''s rows');
select is((select count(*) from public.credit_ledger where user_id is distinct from auth.uid()), 0::bigint,
  'no row of another user');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000101","role":"authenticated","aal":"aal1"}';
select is((select string_agg(reason, ', ') from public.credit_ledger where created_at = now()), 'Theirs', 'the other customer''s rows');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000004","role":"authenticated","aal":"aal1"}';
select is((select count(*) from public.credit_ledger), 0::bigint, 'a suspended customer reads none');

select * from finish();
rollback;
