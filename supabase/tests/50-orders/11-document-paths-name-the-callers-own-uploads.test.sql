-- every document path is a normalized <caller>/<folder>/<file> naming an object the caller uploaded to order-documents
-- order_requests: the owner submits (one credit each, the current Terms accepted) and reads their own, staff read
-- all; nobody writes the table directly (status changes go through set_order_status).
begin;
select plan(21);

-- Credits to order with (a report costs one; only the server writes the ledger).
insert into public.credit_ledger (user_id, kind, credits, amount_paid_cents, reason) values
  ('00000000-0000-4000-8000-000000000003', 'purchase', 5, 25000, 'Credits bought for the test');
insert into storage.buckets (id, name) values ('other', 'other');
insert into storage.objects (bucket_id, name, owner, owner_id) values
  ('order-documents', '00000000-0000-4000-8000-000000000003/o1/a.pdf', '00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000003'),
  ('order-documents', '00000000-0000-4000-8000-000000000101/o2/b.pdf', '00000000-0000-4000-8000-000000000101', '00000000-0000-4000-8000-000000000101'),
  -- in the customer's folder but not theirs (only the service role can put it there)
  ('order-documents', '00000000-0000-4000-8000-000000000003/o3/planted.pdf', '00000000-0000-4000-8000-000000000101', '00000000-0000-4000-8000-000000000101'),
  ('other', '00000000-0000-4000-8000-000000000003/o4/c.pdf', '00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000003'),
  -- written by an older Storage API that set only owner
  ('order-documents', '00000000-0000-4000-8000-000000000003/o5/legacy.pdf', '00000000-0000-4000-8000-000000000003', null),
  -- owner_id decides when both are set
  ('order-documents', '00000000-0000-4000-8000-000000000003/o6/mixed.pdf', '00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000101');
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
-- the app's shape: `${userId}/${uploadId}/${storageSafeName(file.name)}`
select lives_ok($$insert into storage.objects (bucket_id, name, owner, owner_id)
  values ('order-documents', '00000000-0000-4000-8000-000000000003/6a1d4f0e-2b7c-4e59-8f3a-91c0d2e5b7a4/Operating Agreement (v2) & Co.pdf', '00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000003')$$, 'customer uploads a file the way the app names it');
select lives_ok($$insert into public.order_requests (name, email, entity_legal_name, formation_state, report_type, documents, terms_version)
    values ('Casey Jordan', 'customer@demo.test', 'Good LLC', 'Texas', 'Corporation',
            '[{"name":"a.pdf","size":10,"storage_path":"00000000-0000-4000-8000-000000000003/6a1d4f0e-2b7c-4e59-8f3a-91c0d2e5b7a4/Operating Agreement (v2) & Co.pdf"}]', 'v.20250822')$$, 'an order naming that upload is accepted');
select lives_ok($$insert into public.order_requests (name, email, entity_legal_name, formation_state, report_type, documents, terms_version)
    values ('Casey Jordan', 'customer@demo.test', 'Also Good LLC', 'Texas', 'Corporation',
            '[{"name":"a.pdf","size":10,"storage_path":"00000000-0000-4000-8000-000000000003/o1/a.pdf"}]', 'v.20250822')$$, 'an order naming an earlier upload is accepted');
select lives_ok($$insert into public.order_requests (name, email, entity_legal_name, formation_state, report_type, documents, terms_version)
    values ('Casey Jordan', 'customer@demo.test', 'Legacy LLC', 'Texas', 'Corporation',
            '[{"name":"a.pdf","size":10,"storage_path":"00000000-0000-4000-8000-000000000003/o5/legacy.pdf"}]', 'v.20250822')$$, 'an upload with owner but no owner_id is the caller''s');
select throws_ok($$insert into public.order_requests (name, email, entity_legal_name, formation_state, report_type, documents, terms_version)
    values ('Casey Jordan', 'customer@demo.test', 'X LLC', 'Texas', 'Corporation',
            '[{"name":"a.pdf","size":10,"storage_path":"00000000-0000-4000-8000-000000000003/o1/../a.pdf"}]', 'v.20250822')$$,
  '42501', 'new row violates row-level security policy for table "order_requests"', 'a .. segment');
select throws_ok($$insert into public.order_requests (name, email, entity_legal_name, formation_state, report_type, documents, terms_version)
    values ('Casey Jordan', 'customer@demo.test', 'X LLC', 'Texas', 'Corporation',
            '[{"name":"a.pdf","size":10,"storage_path":"00000000-0000-4000-8000-000000000003/../00000000-0000-4000-8000-000000000101/o2/b.pdf"}]', 'v.20250822')$$,
  '42501', 'new row violates row-level security policy for table "order_requests"', 'a .. segment climbing into another folder');
select throws_ok($$insert into public.order_requests (name, email, entity_legal_name, formation_state, report_type, documents, terms_version)
    values ('Casey Jordan', 'customer@demo.test', 'X LLC', 'Texas', 'Corporation',
            '[{"name":"a.pdf","size":10,"storage_path":"00000000-0000-4000-8000-000000000003/../a.pdf"}]', 'v.20250822')$$,
  '42501', 'new row violates row-level security policy for table "order_requests"', 'a .. folder');
select throws_ok($$insert into public.order_requests (name, email, entity_legal_name, formation_state, report_type, documents, terms_version)
    values ('Casey Jordan', 'customer@demo.test', 'X LLC', 'Texas', 'Corporation',
            '[{"name":"a.pdf","size":10,"storage_path":"00000000-0000-4000-8000-000000000003/./a.pdf"}]', 'v.20250822')$$,
  '42501', 'new row violates row-level security policy for table "order_requests"', 'a . folder');
select throws_ok($$insert into public.order_requests (name, email, entity_legal_name, formation_state, report_type, documents, terms_version)
    values ('Casey Jordan', 'customer@demo.test', 'X LLC', 'Texas', 'Corporation',
            '[{"name":"a.pdf","size":10,"storage_path":"00000000-0000-4000-8000-000000000003/o1/."}]', 'v.20250822')$$,
  '42501', 'new row violates row-level security policy for table "order_requests"', 'a . file name');
select throws_ok($$insert into public.order_requests (name, email, entity_legal_name, formation_state, report_type, documents, terms_version)
    values ('Casey Jordan', 'customer@demo.test', 'X LLC', 'Texas', 'Corporation',
            '[{"name":"a.pdf","size":10,"storage_path":"00000000-0000-4000-8000-000000000003//a.pdf"}]', 'v.20250822')$$,
  '42501', 'new row violates row-level security policy for table "order_requests"', 'an empty folder');
select throws_ok($$insert into public.order_requests (name, email, entity_legal_name, formation_state, report_type, documents, terms_version)
    values ('Casey Jordan', 'customer@demo.test', 'X LLC', 'Texas', 'Corporation',
            '[{"name":"a.pdf","size":10,"storage_path":"00000000-0000-4000-8000-000000000003/o1/a.pdf/"}]', 'v.20250822')$$,
  '42501', 'new row violates row-level security policy for table "order_requests"', 'an empty file name');
select throws_ok($$insert into public.order_requests (name, email, entity_legal_name, formation_state, report_type, documents, terms_version)
    values ('Casey Jordan', 'customer@demo.test', 'X LLC', 'Texas', 'Corporation',
            '[{"name":"a.pdf","size":10,"storage_path":"00000000-0000-4000-8000-000000000003/o1\\a.pdf"}]', 'v.20250822')$$,
  '42501', 'new row violates row-level security policy for table "order_requests"', 'a backslash');
select throws_ok($$insert into public.order_requests (name, email, entity_legal_name, formation_state, report_type, documents, terms_version)
    values ('Casey Jordan', 'customer@demo.test', 'X LLC', 'Texas', 'Corporation',
            '[{"name":"a.pdf","size":10,"storage_path":"00000000-0000-4000-8000-000000000003/a.pdf"}]', 'v.20250822')$$,
  '42501', 'new row violates row-level security policy for table "order_requests"', 'no upload folder');
select throws_ok($$insert into public.order_requests (name, email, entity_legal_name, formation_state, report_type, documents, terms_version)
    values ('Casey Jordan', 'customer@demo.test', 'X LLC', 'Texas', 'Corporation',
            '[{"name":"a.pdf","size":10,"storage_path":"00000000-0000-4000-8000-000000000003/o1/x/a.pdf"}]', 'v.20250822')$$,
  '42501', 'new row violates row-level security policy for table "order_requests"', 'a nested folder');
select throws_ok($$insert into public.order_requests (name, email, entity_legal_name, formation_state, report_type, documents, terms_version)
    values ('Casey Jordan', 'customer@demo.test', 'X LLC', 'Texas', 'Corporation',
            '[{"name":"a.pdf","size":10,"storage_path":"00000000-0000-4000-8000-000000000003/o1/never-uploaded.pdf"}]', 'v.20250822')$$,
  '42501', 'new row violates row-level security policy for table "order_requests"', 'a file that was never uploaded');
select throws_ok($$insert into public.order_requests (name, email, entity_legal_name, formation_state, report_type, documents, terms_version)
    values ('Casey Jordan', 'customer@demo.test', 'X LLC', 'Texas', 'Corporation',
            '[{"name":"a.pdf","size":10,"storage_path":"00000000-0000-4000-8000-000000000003/o3/planted.pdf"}]', 'v.20250822')$$,
  '42501', 'new row violates row-level security policy for table "order_requests"', 'a file in the caller''s folder owned by someone else');
select throws_ok($$insert into public.order_requests (name, email, entity_legal_name, formation_state, report_type, documents, terms_version)
    values ('Casey Jordan', 'customer@demo.test', 'X LLC', 'Texas', 'Corporation',
            '[{"name":"a.pdf","size":10,"storage_path":"00000000-0000-4000-8000-000000000003/o6/mixed.pdf"}]', 'v.20250822')$$,
  '42501', 'new row violates row-level security policy for table "order_requests"', 'a file whose owner_id is someone else');
select throws_ok($$insert into public.order_requests (name, email, entity_legal_name, formation_state, report_type, documents, terms_version)
    values ('Casey Jordan', 'customer@demo.test', 'X LLC', 'Texas', 'Corporation',
            '[{"name":"a.pdf","size":10,"storage_path":"00000000-0000-4000-8000-000000000003/o4/c.pdf"}]', 'v.20250822')$$,
  '42501', 'new row violates row-level security policy for table "order_requests"', 'a file in another bucket');
select throws_ok($$insert into public.order_requests (name, email, entity_legal_name, formation_state, report_type, documents, terms_version)
    values ('Casey Jordan', 'customer@demo.test', 'X LLC', 'Texas', 'Corporation',
            '[{"name":"a.pdf","size":10,"storage_path":"00000000-0000-4000-8000-000000000101/o2/b.pdf"}]', 'v.20250822')$$,
  '42501', 'new row violates row-level security policy for table "order_requests"', 'another user''s upload');
select throws_ok($$insert into public.order_requests (name, email, entity_legal_name, formation_state, report_type, documents, terms_version)
    values ('Casey Jordan', 'customer@demo.test', 'X LLC', 'Texas', 'Corporation',
            '[{"name":"a.pdf","size":10,"storage_path":"00000000-0000-4000-8000-000000000003/o1/a.pdf"},
              {"name":"b.pdf","size":10,"storage_path":"00000000-0000-4000-8000-000000000003/o1/../o1/a.pdf"}]', 'v.20250822')$$,
  '42501', 'new row violates row-level security policy for table "order_requests"', 'one bad path among good ones');
select is((select count(*) from public.order_requests where created_at = now()), 3::bigint,
  'only the three valid orders were stored');

select * from finish();
rollback;
