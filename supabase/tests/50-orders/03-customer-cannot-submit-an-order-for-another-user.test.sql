-- customer cannot submit an order for another user
-- order_requests: the owner submits (one credit each, the current Terms accepted) and reads their own, staff read
-- all; nobody writes the table directly (status changes go through set_order_status).
begin;
select plan(1);

-- Credits to order with (a report costs one; only the server writes the ledger).
insert into public.credit_ledger (user_id, kind, credits, amount_paid_cents, reason) values
  ('00000000-0000-4000-8000-000000000003', 'purchase', 5, 25000, 'Credits bought for the test'),
  ('00000000-0000-4000-8000-000000000101', 'purchase', 5, 25000, 'Credits bought for the test');
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select throws_ok($$
  insert into public.order_requests (user_id, name, email, entity_legal_name, formation_state, report_type, documents, terms_version)
  values ('00000000-0000-4000-8000-000000000101', 'Casey Jordan', 'customer@demo.test', 'X LLC', 'Texas', 'Corporation',
          '[{"name":"a.pdf","size":10,"storage_path":"00000000-0000-4000-8000-000000000101/a.pdf"}]', 'v.20250822')$$,
  '42501', 'new row violates row-level security policy for table "order_requests"', 'order for another user');

select * from finish();
rollback;
