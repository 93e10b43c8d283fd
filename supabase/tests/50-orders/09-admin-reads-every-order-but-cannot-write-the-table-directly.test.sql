-- admin reads every order but cannot write the table directly: a status changes only through set_order_status, which keeps the history and the ledger
-- order_requests: the owner submits (one credit each, the current Terms accepted) and reads their own, staff read
-- all; nobody writes the table directly (status changes go through set_order_status).
begin;
select plan(4);

-- Credits to order with (a report costs one; only the server writes the ledger).
insert into public.credit_ledger (user_id, kind, credits, amount_paid_cents, reason) values
  ('00000000-0000-4000-8000-000000000003', 'purchase', 5, 25000, 'Credits bought for the test'),
  ('00000000-0000-4000-8000-000000000101', 'purchase', 5, 25000, 'Credits bought for the test');
insert into public.order_requests (id, user_id, name, email, entity_legal_name, formation_state, report_type, documents, terms_version)
values
  ('a0000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000003', 'Casey Jordan', 'customer@demo.test',
   'Mine LLC', 'Texas', 'Corporation',
   '[{"name":"a.pdf","size":10,"storage_path":"00000000-0000-4000-8000-000000000003/o1/a.pdf"}]', 'v.20250822'),
  ('a0000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000101', 'Priya Natarajan', 'priya.n@summitcap.test',
   'Theirs Inc', 'Ohio', 'Corporation',
   '[{"name":"b.pdf","size":10,"storage_path":"00000000-0000-4000-8000-000000000101/o2/b.pdf"}]', 'v.20250822');
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select is((select count(*) from public.order_requests
           where id in ('a0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000002')),
  2::bigint, 'visible orders');
select throws_ok($$update public.order_requests set status = 'Report ready'$$, '42501',
  'permission denied for table order_requests', 'admin updates an order');
select throws_ok($$delete from public.order_requests$$, '42501', 'permission denied for table order_requests',
  'admin deletes an order');
select lives_ok($$select public.set_order_status('a0000000-0000-4000-8000-000000000001', 'In review', null)$$,
  'admin moves the order through set_order_status');

select * from finish();
rollback;
