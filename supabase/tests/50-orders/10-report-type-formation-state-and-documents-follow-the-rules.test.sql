-- report type, formation state and documents follow the order form rules
-- order_requests: the owner submits (one credit each, the current Terms accepted) and reads their own, staff read
-- all; nobody writes the table directly (status changes go through set_order_status).
begin;
select plan(9);

-- Credits to order with (a report costs one; only the server writes the ledger).
insert into public.credit_ledger (user_id, kind, credits, amount_paid_cents, reason) values
  ('00000000-0000-4000-8000-000000000003', 'purchase', 5, 25000, 'Credits bought for the test');
-- The customer's uploads, as the Storage API stores them (owner_id = the uploader's JWT sub).
insert into storage.objects (bucket_id, name, owner, owner_id) values
  ('order-documents', '00000000-0000-4000-8000-000000000003/o1/a.pdf', '00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000003'),
  ('order-documents', '00000000-0000-4000-8000-000000000003/o1/f1.pdf', '00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000003'),
  ('order-documents', '00000000-0000-4000-8000-000000000003/o1/f2.pdf', '00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000003'),
  ('order-documents', '00000000-0000-4000-8000-000000000003/o1/f3.pdf', '00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000003'),
  ('order-documents', '00000000-0000-4000-8000-000000000003/o1/f4.pdf', '00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000003'),
  ('order-documents', '00000000-0000-4000-8000-000000000003/o1/f5.pdf', '00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000003'),
  ('order-documents', '00000000-0000-4000-8000-000000000003/o1/f6.pdf', '00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000003'),
  ('order-documents', '00000000-0000-4000-8000-000000000003/o1/f7.pdf', '00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000003'),
  ('order-documents', '00000000-0000-4000-8000-000000000003/o1/f8.pdf', '00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000003'),
  ('order-documents', '00000000-0000-4000-8000-000000000003/o1/f9.pdf', '00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000003'),
  ('order-documents', '00000000-0000-4000-8000-000000000003/o1/f10.pdf', '00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000003'),
  ('order-documents', '00000000-0000-4000-8000-000000000003/o1/f11.pdf', '00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000003');
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select throws_ok($$insert into public.order_requests (name, email, entity_legal_name, formation_state, report_type, documents, terms_version)
  values ('C J', 'c@demo.test', 'X', 'Texas', 'Sole Proprietorship', '[{"name":"a.pdf","size":10,"storage_path":"00000000-0000-4000-8000-000000000003/o1/a.pdf"}]', 'v.20250822')$$,
  '23514', 'new row for relation "order_requests" violates check constraint "order_requests_report_type_check"', 'unknown report type');
select throws_ok($$insert into public.order_requests (name, email, entity_legal_name, formation_state, report_type, documents, terms_version)
  values ('C J', 'c@demo.test', 'X', 'Ontario', 'Corporation', '[{"name":"a.pdf","size":10,"storage_path":"00000000-0000-4000-8000-000000000003/o1/a.pdf"}]', 'v.20250822')$$,
  '23514', 'new row for relation "order_requests" violates check constraint "order_requests_formation_state_check"', 'unknown formation state');
select throws_ok($$insert into public.order_requests (name, email, entity_legal_name, formation_state, report_type, documents, terms_version)
  values ('C J', 'c@demo.test', 'X', 'Texas', 'Corporation', '[]', 'v.20250822')$$,
  '23514', 'new row for relation "order_requests" violates check constraint "order_requests_documents_check"', 'no document');
select throws_ok(format($$insert into public.order_requests (name, email, entity_legal_name, formation_state, report_type, documents, terms_version)
  values ('C J', 'c@demo.test', 'X', 'Texas', 'Corporation', %L, 'v.20250822')$$,
  (select jsonb_agg(jsonb_build_object('name', 'f.pdf', 'size', 10, 'storage_path', '00000000-0000-4000-8000-000000000003/o1/f' || n || '.pdf'))
   from generate_series(1, 11) n)),
  '23514', 'new row for relation "order_requests" violates check constraint "order_requests_documents_check"', 'eleven documents');
select throws_ok($$insert into public.order_requests (name, email, entity_legal_name, formation_state, report_type, documents, terms_version)
  values ('C J', 'c@demo.test', 'X', 'Texas', 'Corporation', '[{"name":"a.pdf","size":20971521,"storage_path":"00000000-0000-4000-8000-000000000003/o1/a.pdf"}]', 'v.20250822')$$,
  '23514', 'new row for relation "order_requests" violates check constraint "order_requests_documents_check"', 'a document over 20 MB');
select throws_ok($$insert into public.order_requests (name, email, entity_legal_name, formation_state, report_type, documents, terms_version)
  values ('C J', 'c@demo.test', 'X', 'Texas', 'Corporation', '[{"name":"a.pdf","size":"10","storage_path":"00000000-0000-4000-8000-000000000003/o1/a.pdf"}]', 'v.20250822')$$,
  '23514', 'new row for relation "order_requests" violates check constraint "order_requests_documents_check"', 'a size that is a string');
select throws_ok($$insert into public.order_requests (name, email, entity_legal_name, formation_state, report_type, documents, terms_version)
  values ('C J', 'c@demo.test', 'X', 'Texas', 'Corporation', '{"name":"a.pdf"}', 'v.20250822')$$,
  '23514', 'new row for relation "order_requests" violates check constraint "order_requests_documents_check"', 'documents that are not a list');
select throws_ok(format($$insert into public.order_requests (name, email, entity_legal_name, formation_state, report_type, documents, terms_version)
  values ('C J', 'c@demo.test', %L, 'Texas', 'Corporation', '[{"name":"a.pdf","size":10,"storage_path":"00000000-0000-4000-8000-000000000003/o1/a.pdf"}]', 'v.20250822')$$, repeat('e', 301)),
  '23514', 'new row for relation "order_requests" violates check constraint "order_requests_entity_legal_name_check"', 'entity legal name of 301 characters');
select lives_ok($$insert into public.order_requests (name, email, entity_legal_name, formation_state, report_type, documents, terms_version)
  select 'C J', 'c@demo.test', 'X', 'District of Columbia', 'Irrevocable Trust',
    jsonb_agg(jsonb_build_object('name', 'f.pdf', 'size', 20971520, 'storage_path', '00000000-0000-4000-8000-000000000003/o1/f' || n || '.pdf')),
    'v.20250822'
  from generate_series(1, 10) n$$,
  'ten documents of exactly 20 MB are accepted');

select * from finish();
rollback;
