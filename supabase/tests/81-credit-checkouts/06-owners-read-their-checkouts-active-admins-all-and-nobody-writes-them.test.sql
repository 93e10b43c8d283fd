-- the owner reads their own checkouts, active admins read all, a moderator, another customer, a suspended user and anon read none; nobody inserts, updates or deletes through the API
-- Stripe purchases (migration 3500). Personas: admin ...0001, moderator ...0002, customer ...0003, suspended ...0004, other ...0101.
begin;
select plan(12);

delete from public.credit_checkouts;
set local role service_role;
select lives_ok($$select public.record_credit_checkout('cs_test_mine', '00000000-0000-4000-8000-000000000003', 'starter')$$, 'the customer''s checkout');
select lives_ok($$select public.record_credit_checkout('cs_test_theirs', '00000000-0000-4000-8000-000000000101', 'team')$$, 'another customer''s');
select lives_ok($$select public.record_credit_checkout('cs_test_susp', '00000000-0000-4000-8000-000000000004', 'team')$$, 'a suspended user''s');

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select results_eq($$select id from public.credit_checkouts$$, $$values ('cs_test_mine')$$, 'the customer reads their own');
select throws_ok($$insert into public.credit_checkouts (id, user_id, pack_id, credits, amount_cents)
                   values ('cs_test_forged', '00000000-0000-4000-8000-000000000003', 'volume', 200, 1)$$,
  '42501', null, 'and cannot insert one');
select throws_ok($$update public.credit_checkouts set status = 'complete', completed_at = now()$$, '42501', null, 'nor complete one');
select throws_ok($$delete from public.credit_checkouts$$, '42501', null, 'nor delete one');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000004","role":"authenticated","aal":"aal1"}';
select is_empty($$select id from public.credit_checkouts$$, 'a suspended user reads none, not even their own');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000002","role":"authenticated","aal":"aal1"}';
select is_empty($$select id from public.credit_checkouts$$, 'a moderator reads none');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select results_eq($$select id from public.credit_checkouts order by id$$,
  $$values ('cs_test_mine'), ('cs_test_susp'), ('cs_test_theirs')$$, 'an active admin at aal2 reads all');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal1"}';
select is_empty($$select id from public.credit_checkouts$$, 'an admin at aal1 reads none but their own');
set local role anon;
set local request.jwt.claims = '{"role":"anon"}';
select throws_ok($$select id from public.credit_checkouts$$, '42501', null, 'anon has no privilege');

select * from finish();
rollback;
