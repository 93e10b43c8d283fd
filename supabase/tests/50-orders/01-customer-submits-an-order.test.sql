-- customer submits an order; user_id and status are set by the server
-- order_requests: the owner submits (one credit each, the current Terms accepted) and reads their own, staff read
-- all; nobody writes the table directly (status changes go through set_order_status).
begin;
select plan(2);

-- Credits to order with (a report costs one; only the server writes the ledger).
insert into public.credit_ledger (user_id, kind, credits, amount_paid_cents, reason) values
  ('00000000-0000-4000-8000-000000000003', 'purchase', 5, 25000, 'Credits bought for the test');
-- The customer's uploads, as the Storage API stores them (owner_id = the uploader's JWT sub).
insert into storage.objects (bucket_id, name, owner, owner_id) values
  ('order-documents', '00000000-0000-4000-8000-000000000003/o1/articles.pdf', '00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000003');
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select results_eq($$
  insert into public.order_requests (name, email, company, entity_legal_name, formation_state, report_type, documents, terms_version)
  values ('Casey Jordan', 'customer@demo.test', 'Harbor Point Lending', 'Blue Harbor Holdings LLC', 'California',
          'Limited Liability Company',
          '[{"name":"articles.pdf","size":52000,"storage_path":"00000000-0000-4000-8000-000000000003/o1/articles.pdf"}]', 'v.20250822')
  returning 1$$,
  $$values (1)$$, 'inserted and read back');
select is((select format('%s|%s', user_id, status) from public.order_requests where created_at = now()), '00000000-0000-4000-8000-000000000003|Submitted', 'server-set columns');

select * from finish();
rollback;
