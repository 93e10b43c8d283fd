-- customer reads only their own orders
-- order_requests: the owner submits (one credit each, the current Terms accepted) and reads their own, staff read
-- all; nobody writes the table directly (status changes go through set_order_status).
begin;
select plan(2);

-- Credits to order with (a report costs one; only the server writes the ledger).
insert into public.credit_ledger (user_id, kind, credits, amount_paid_cents, reason) values
  ('00000000-0000-4000-8000-000000000003', 'purchase', 5, 25000, 'Credits bought for the test'),
  ('00000000-0000-4000-8000-000000000101', 'purchase', 5, 25000, 'Credits bought for the test');
insert into public.order_requests (user_id, name, email, entity_legal_name, formation_state, report_type, documents, terms_version)
values
  ('00000000-0000-4000-8000-000000000003', 'Casey Jordan', 'customer@demo.test', 'Mine LLC', 'Texas', 'Corporation',
   '[{"name":"a.pdf","size":10,"storage_path":"00000000-0000-4000-8000-000000000003/a.pdf"}]', 'v.20250822'),
  ('00000000-0000-4000-8000-000000000101', 'Avery Alvarez', 'user01@demo.test', 'Theirs Inc', 'Ohio', 'Corporation',
   '[{"name":"b.pdf","size":10,"storage_path":"00000000-0000-4000-8000-000000000101/b.pdf"}]', 'v.20250822');
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select is((select string_agg(entity_legal_name, ',') from public.order_requests where created_at = now()), 'Mine LLC',
  'visible orders of this test');
select is((select count(*) from public.order_requests where user_id is distinct from auth.uid()), 0::bigint,
  'visible orders of other users');

select * from finish();
rollback;
