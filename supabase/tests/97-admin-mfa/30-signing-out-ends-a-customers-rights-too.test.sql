-- signing out ends a customer's rights at once as it ends staff rights: a token whose session is gone (within its hour) reads no profile, order, ledger row or file and cannot order, while a token of a live session, or one tied to no session, reads as before
-- Every right needs a live session (migration 1520, private.caller_is_active()). Personas: customer ...0003
-- (orders and credits in the seed).
begin;
select plan(8);

insert into auth.sessions (id, user_id, created_at, updated_at, aal) values
  ('00000000-0000-4000-8000-0000000005c3', '00000000-0000-4000-8000-000000000003', now() - interval '10 minutes', now() - interval '10 minutes', 'aal1');

create temporary table tokens (name text primary key, claims text);
insert into tokens values
  ('customer', '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1","session_id":"00000000-0000-4000-8000-0000000005c3"}'),
  ('no session', '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}');
grant select on tokens to authenticated;

set local role authenticated;
select set_config('request.jwt.claims', (select claims from tokens where name = 'customer'), true);
select is((select count(*) from public.profiles), 1::bigint, 'in a live session the customer reads their profile');
select isnt((select count(*) from public.order_requests), 0::bigint, 'and their orders');
select isnt(public.credit_balance('00000000-0000-4000-8000-000000000003'), null, 'and their balance');

-- They sign out (GoTrue deletes the session row).
reset role;
delete from auth.sessions where id = '00000000-0000-4000-8000-0000000005c3';
set local role authenticated;

select set_config('request.jwt.claims', (select claims from tokens where name = 'customer'), true);
select is((select count(*) from public.profiles), 0::bigint, 'the token after sign-out reads no profile');
select is((select count(*) from public.order_requests), 0::bigint, 'no order');
select is((select count(*) from public.credit_ledger), 0::bigint, 'no ledger row');
select is((select count(*) from storage.objects), 0::bigint, 'no file');

select set_config('request.jwt.claims', (select claims from tokens where name = 'no session'), true);
select is((select count(*) from public.profiles), 1::bigint, 'a token tied to no session reads as before');

select * from finish();
rollback;
