-- suspended user can neither submit nor read their own orders
-- order_requests: the owner submits (one credit each, the current Terms accepted) and reads their own, staff read
-- all; nobody writes the table directly (status changes go through set_order_status).
begin;
select plan(2);

-- Credits to order with (a report costs one; only the server writes the ledger).
insert into public.credit_ledger (user_id, kind, credits, amount_paid_cents, reason) values
  ('00000000-0000-4000-8000-000000000004', 'purchase', 5, 25000, 'Credits bought for the test');
insert into public.order_requests (user_id, name, email, entity_legal_name, formation_state, report_type, documents, terms_version)
values ('00000000-0000-4000-8000-000000000004', 'Riley Stone', 'suspended@demo.test', 'Old LLC', 'Texas', 'Corporation',
   '[{"name":"a.pdf","size":10,"storage_path":"00000000-0000-4000-8000-000000000004/a.pdf"}]', 'v.20250822');
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000004","role":"authenticated","aal":"aal1"}';
select is((select count(*) from public.order_requests), 0::bigint, 'visible orders');
select throws_ok($$
  insert into public.order_requests (name, email, entity_legal_name, formation_state, report_type, documents, terms_version)
  values ('Riley Stone', 'suspended@demo.test', 'New LLC', 'Texas', 'Corporation',
          '[{"name":"a.pdf","size":10,"storage_path":"00000000-0000-4000-8000-000000000004/b.pdf"}]', 'v.20250822')$$,
  '42501', 'new row violates row-level security policy for table "order_requests"', 'suspended user submits');

select * from finish();
rollback;
