-- a customer cannot choose an order's id, status, created_at, updated_at or documents_purged_at, nor update any column afterwards
-- Order lifecycle (migration 0800). Personas: admin ...0001, moderator ...0002, customer ...0003, suspended ...0004, other customer ...0101.
begin;
select plan(9);

select is(
  (select string_agg(column_name, ', ' order by column_name) from information_schema.column_privileges
   where grantee = 'authenticated' and table_schema = 'public' and table_name = 'order_requests' and privilege_type = 'INSERT'),
  'company, documents, email, entity_legal_name, formation_state, loan_reference, name, property_state, report_type, terms_version, user_id',
  'columns an order insert may set');
select ok(not has_any_column_privilege('authenticated', 'public.order_requests', 'update'), 'no column is updatable');

-- A customer with credits, one upload and one order.
insert into public.credit_ledger (user_id, kind, credits, amount_paid_cents, reason) values
  ('00000000-0000-4000-8000-000000000003', 'purchase', 5, 25000, 'Five reports');
insert into storage.objects (bucket_id, name, owner, owner_id) values
  ('order-documents', '00000000-0000-4000-8000-000000000003/o1/a.pdf', '00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000003');
insert into public.order_requests (id, user_id, name, email, entity_legal_name, formation_state, report_type, documents, terms_version)
values ('a0000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000003', 'Casey Jordan', 'customer@demo.test',
        'Mine LLC', 'Texas', 'Corporation',
        '[{"name":"a.pdf","size":10,"storage_path":"00000000-0000-4000-8000-000000000003/o1/a.pdf"}]', 'v.20250822');

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select throws_ok($$insert into public.order_requests (name, email, entity_legal_name, formation_state, report_type, documents, terms_version, status)
  values ('C J', 'c@demo.test', 'X', 'Texas', 'Corporation', '[{"name":"a.pdf","size":10,"storage_path":"00000000-0000-4000-8000-000000000003/o1/a.pdf"}]', 'v.20250822', 'Report ready')$$,
  '42501', 'permission denied for table order_requests', 'insert with a status');
select throws_ok($$insert into public.order_requests (name, email, entity_legal_name, formation_state, report_type, documents, terms_version, created_at)
  values ('C J', 'c@demo.test', 'X', 'Texas', 'Corporation', '[{"name":"a.pdf","size":10,"storage_path":"00000000-0000-4000-8000-000000000003/o1/a.pdf"}]', 'v.20250822', now() - interval '1 year')$$,
  '42501', 'permission denied for table order_requests', 'insert with a creation time');
select throws_ok($$insert into public.order_requests (name, email, entity_legal_name, formation_state, report_type, documents, terms_version, documents_purged_at)
  values ('C J', 'c@demo.test', 'X', 'Texas', 'Corporation', '[{"name":"a.pdf","size":10,"storage_path":"00000000-0000-4000-8000-000000000003/o1/a.pdf"}]', 'v.20250822', null)$$,
  '42501', 'permission denied for table order_requests', 'insert with a purge mark, even null');
select throws_ok($$update public.order_requests set status = 'Cancelled' where id = 'a0000000-0000-4000-8000-000000000001'$$,
  '42501', 'permission denied for table order_requests', 'update of the status');
select throws_ok($$update public.order_requests set documents_purged_at = now() where id = 'a0000000-0000-4000-8000-000000000001'$$,
  '42501', 'permission denied for table order_requests', 'update of the purge mark');
select throws_ok($$update public.order_requests set loan_reference = 'LN-1' where id = 'a0000000-0000-4000-8000-000000000001'$$,
  '42501', 'permission denied for table order_requests', 'update of a form field');
reset role;
select is((select format('%s|%s|%s', status, documents_purged_at is null, created_at = updated_at) from public.order_requests
           where id = 'a0000000-0000-4000-8000-000000000001'),
  'Submitted|t|t', 'the order is unchanged');

select * from finish();
rollback;
