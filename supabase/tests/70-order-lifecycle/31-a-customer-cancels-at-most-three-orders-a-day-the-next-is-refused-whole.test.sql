-- order-then-cancel cannot repeat without limit: a customer cancels at most 3 of their orders before review in 24 hours; the next cancel is refused with PT429 and its message, and leaves the order, the ledger, the history and the mail queue as they were; the team's cancels, older ones and another customer's do not count, staff can still cancel, and a day later the customer can again
-- Order lifecycle (migration 2100). Personas: admin ...0001, customer ...0003. Seed: Jordan's c09 is Submitted.
begin;
select plan(11);

insert into public.credit_ledger (user_id, kind, credits, amount_paid_cents, reason) values
  ('00000000-0000-4000-8000-000000000003', 'purchase', 6, 30000, 'Six reports');
insert into storage.objects (bucket_id, name, owner, owner_id) values
  ('order-documents', '00000000-0000-4000-8000-000000000003/k1/articles.pdf', '00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000003');
insert into public.order_requests (id, user_id, name, email, entity_legal_name, formation_state, report_type, documents, terms_version)
select ('d' || n || '000000-0000-4000-8000-00000000000' || n)::uuid, '00000000-0000-4000-8000-000000000003', 'Casey Customer',
       'customer@demo.test', 'Cancel Loop ' || n || ' LLC', 'Texas', 'Corporation',
       '[{"name":"articles.pdf","size":52000,"storage_path":"00000000-0000-4000-8000-000000000003/k1/articles.pdf"}]', 'v.20250822'
from generate_series(1, 6) n;
select set_config('test.balance', (select sum(credits)::text from public.credit_ledger where user_id = '00000000-0000-4000-8000-000000000003'), true);

set local role authenticated;
-- The team's cancel of one of them does not count against the customer.
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select public.set_order_status('d6000000-0000-4000-8000-000000000006', 'Cancelled', 'Duplicate order');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select lives_ok($$select public.set_order_status('d1000000-0000-4000-8000-000000000001', 'Cancelled', null)$$, 'the first cancel');
select lives_ok($$select public.set_order_status('d2000000-0000-4000-8000-000000000002', 'Cancelled', null)$$, 'the second');
select lives_ok($$select public.set_order_status('d3000000-0000-4000-8000-000000000003', 'Cancelled', null)$$, 'the third');
select throws_ok($$select public.set_order_status('d4000000-0000-4000-8000-000000000004', 'Cancelled', 'Once more')$$, 'PT429',
  'You can cancel at most 3 orders in 24 hours, so this order was not cancelled. Please try again tomorrow.',
  'the fourth in 24 hours is refused, saying why and when to try again');
reset role;

select is((select status from public.order_requests where id = 'd4000000-0000-4000-8000-000000000004'), 'Submitted',
  'the refused order is still Submitted');
select results_eq($$select (select sum(credits) from public.credit_ledger where user_id = '00000000-0000-4000-8000-000000000003'),
                           (select count(*) from public.order_status_history where order_id = 'd4000000-0000-4000-8000-000000000004'),
                           (select count(*) from public.outbound_emails where order_id = 'd4000000-0000-4000-8000-000000000004')$$,
  $$values (current_setting('test.balance')::bigint + 4, 1::bigint, 0::bigint)$$,
  'and the refusal refunded nothing, wrote no history and queued no mail (four refunds before it: three cancels and the team''s)');

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000100","role":"authenticated","aal":"aal1"}';
select lives_ok($$select public.set_order_status('62d8f0b5-0000-4000-8000-000000000c09', 'Cancelled', null)$$,
  'another customer''s cancels are their own');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select lives_ok($$select public.set_order_status('d4000000-0000-4000-8000-000000000004', 'Cancelled', 'Cancelled for the customer')$$,
  'the team can still cancel the order for the customer');
reset role;

-- A day later the customer's cancels no longer count.
update public.order_status_history set created_at = now() - interval '24 hours 1 second'
where order_id in ('d1000000-0000-4000-8000-000000000001', 'd2000000-0000-4000-8000-000000000002') and to_status = 'Cancelled';
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select lives_ok($$select public.set_order_status('d5000000-0000-4000-8000-000000000005', 'Cancelled', null)$$,
  'with two of the three cancels older than 24 hours, the customer cancels again');
reset role;
select is((select kind from public.credit_ledger where order_id = 'd5000000-0000-4000-8000-000000000005' and kind = 'refund'), 'refund',
  'and gets the credit back');
select ok(not has_function_privilege('authenticated', 'private.customer_cancels_today(uuid)', 'execute')
          and not has_function_privilege('anon', 'private.customer_cancels_today(uuid)', 'execute')
          and not has_function_privilege('authenticated', 'private.order_limit(text)', 'execute'),
  'the API roles cannot call the count or the limits');

select * from finish();
rollback;
