-- customer cannot set the status, update or delete an order
-- order_requests: the owner submits (one credit each, the current Terms accepted) and reads their own, staff read
-- all; nobody writes the table directly (status changes go through set_order_status).
begin;
select plan(3);

-- Credits to order with (a report costs one; only the server writes the ledger).
insert into public.credit_ledger (user_id, kind, credits, amount_paid_cents, reason) values
  ('00000000-0000-4000-8000-000000000003', 'purchase', 5, 25000, 'Credits bought for the test');
insert into public.order_requests (user_id, name, email, entity_legal_name, formation_state, report_type, documents, terms_version)
values ('00000000-0000-4000-8000-000000000003', 'Casey Jordan', 'customer@demo.test', 'Mine LLC', 'Texas', 'Corporation',
   '[{"name":"a.pdf","size":10,"storage_path":"00000000-0000-4000-8000-000000000003/a.pdf"}]', 'v.20250822');
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select throws_ok($$
  insert into public.order_requests (name, email, entity_legal_name, formation_state, report_type, documents, status, terms_version)
  values ('Casey Jordan', 'customer@demo.test', 'X LLC', 'Texas', 'Corporation',
          '[{"name":"a.pdf","size":10,"storage_path":"00000000-0000-4000-8000-000000000003/a.pdf"}]', 'Report ready', 'v.20250822')$$,
  '42501', 'permission denied for table order_requests', 'insert with a status');
select throws_ok($$update public.order_requests set status = 'Report ready'$$, '42501', 'permission denied for table order_requests',
  'update');
select throws_ok($$delete from public.order_requests$$, '42501', 'permission denied for table order_requests', 'delete');

select * from finish();
rollback;
