-- nobody writes the credit ledger through the API: anon, customers and admins hold no insert, update or delete grant (42501); only the server's functions write it
-- Credit ledger (migration 0800): purchase +n (admin, amount paid), order_debit -1 (the order insert), refund +1
-- (escalation or cancel before review, once per order), adjustment +/-n (admin, reason, never below zero); the
-- balance is the sum. Personas: admin ...0001, moderator ...0002, customer ...0003, suspended ...0004, other ...0101.
begin;
select plan(12);

select ok(not has_any_column_privilege('anon', 'public.credit_ledger', 'select'), 'anon select');
select ok(not has_any_column_privilege('authenticated', 'public.credit_ledger', 'insert'), 'authenticated insert');
select ok(not has_any_column_privilege('authenticated', 'public.credit_ledger', 'update'), 'authenticated update');
select ok(not has_table_privilege('authenticated', 'public.credit_ledger', 'delete'), 'authenticated delete');

insert into public.credit_ledger (id, user_id, kind, credits, amount_paid_cents, reason) values
  ('c0000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000003', 'purchase', 1, 5000, 'One report');

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select throws_ok($$insert into public.credit_ledger (user_id, kind, credits, amount_paid_cents) values (auth.uid(), 'purchase', 100, 0)$$,
  '42501', 'permission denied for table credit_ledger', 'a customer gives themselves credits');
select throws_ok($$update public.credit_ledger set credits = 100 where id = 'c0000000-0000-4000-8000-000000000001'$$,
  '42501', 'permission denied for table credit_ledger', 'a customer raises a purchase');
select throws_ok($$delete from public.credit_ledger where kind = 'order_debit'$$,
  '42501', 'permission denied for table credit_ledger', 'a customer deletes their debits');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select throws_ok($$insert into public.credit_ledger (user_id, kind, credits, amount_paid_cents) values ('00000000-0000-4000-8000-000000000003', 'purchase', 100, 0)$$,
  '42501', 'permission denied for table credit_ledger', 'an admin inserts a row directly (grant_credits is the way)');
select throws_ok($$delete from public.credit_ledger where id = 'c0000000-0000-4000-8000-000000000001'$$,
  '42501', 'permission denied for table credit_ledger', 'an admin deletes a row');
set local role anon;
set local request.jwt.claims = '{"role":"anon"}';
select throws_ok('select * from public.credit_ledger', '42501', 'permission denied for table credit_ledger', 'anon reads');
select throws_ok($$insert into public.credit_ledger (user_id, kind, credits, amount_paid_cents) values ('00000000-0000-4000-8000-000000000003', 'purchase', 100, 0)$$,
  '42501', 'permission denied for table credit_ledger', 'anon inserts');
reset role;
select is((select format('%s/%s', count(*), sum(credits)) from public.credit_ledger where user_id = '00000000-0000-4000-8000-000000000003'
           and created_at = now()), '1/1', 'the ledger is unchanged');

select * from finish();
rollback;
