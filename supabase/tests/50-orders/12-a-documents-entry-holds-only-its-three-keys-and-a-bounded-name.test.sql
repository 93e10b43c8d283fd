-- a documents entry holds only name, size and storage_path, with a name of 1..255 characters: an unknown key
-- or a longer name (the audit stored 10 MB on one order) is refused by the check constraint, as the twin
-- refuses it; a name of exactly 255 characters is accepted
begin;
select plan(4);

insert into public.credit_ledger (user_id, kind, credits, amount_paid_cents, reason) values
  ('00000000-0000-4000-8000-000000000003', 'purchase', 5, 25000, 'Credits bought for the test');
insert into storage.objects (bucket_id, name, owner, owner_id) values
  ('order-documents', '00000000-0000-4000-8000-000000000003/o1/a.pdf', '00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000003');
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select throws_ok($$insert into public.order_requests (name, email, entity_legal_name, formation_state, report_type, documents, terms_version)
  values ('C J', 'c@demo.test', 'X', 'Texas', 'Corporation',
          '[{"name":"a.pdf","size":10,"storage_path":"00000000-0000-4000-8000-000000000003/o1/a.pdf","note":"kept?"}]', 'v.20250822')$$,
  '23514', 'new row for relation "order_requests" violates check constraint "order_requests_documents_check"', 'an unknown key');
select throws_ok(format($$insert into public.order_requests (name, email, entity_legal_name, formation_state, report_type, documents, terms_version)
  values ('C J', 'c@demo.test', 'X', 'Texas', 'Corporation', %L, 'v.20250822')$$,
  jsonb_build_array(jsonb_build_object('name', repeat('n', 256), 'size', 10,
    'storage_path', '00000000-0000-4000-8000-000000000003/o1/a.pdf'))),
  '23514', 'new row for relation "order_requests" violates check constraint "order_requests_documents_check"', 'a name of 256 characters');
select throws_ok(format($$insert into public.order_requests (name, email, entity_legal_name, formation_state, report_type, documents, terms_version)
  values ('C J', 'c@demo.test', 'X', 'Texas', 'Corporation', %L, 'v.20250822')$$,
  jsonb_build_array(jsonb_build_object('name', repeat('n', 10 * 1024 * 1024), 'size', 10,
    'storage_path', '00000000-0000-4000-8000-000000000003/o1/a.pdf'))),
  '23514', 'new row for relation "order_requests" violates check constraint "order_requests_documents_check"', 'a name of 10 MB');
select lives_ok(format($$insert into public.order_requests (name, email, entity_legal_name, formation_state, report_type, documents, terms_version)
  values ('C J', 'c@demo.test', 'X', 'Texas', 'Corporation', %L, 'v.20250822')$$,
  jsonb_build_array(jsonb_build_object('name', repeat('n', 255), 'size', 10,
    'storage_path', '00000000-0000-4000-8000-000000000003/o1/a.pdf'))),
  'a name of 255 characters is accepted');

select * from finish();
rollback;
