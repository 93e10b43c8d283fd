-- documents of a submitted order cannot be deleted (kept at least 90 days after submission by the terms): not by their owner, not by an admin
-- The private 'order-documents' bucket; the Storage API writes storage.objects as the caller's role with owner = the JWT's sub.
begin;
select plan(7);

-- Credits to order with (a report costs one; only the server writes the ledger).
insert into public.credit_ledger (user_id, kind, credits, amount_paid_cents, reason) values
  ('00000000-0000-4000-8000-000000000003', 'purchase', 5, 25000, 'Credits bought for the test');
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select lives_ok($$insert into storage.objects (bucket_id, name, owner, owner_id) values ('order-documents', '00000000-0000-4000-8000-000000000003/0f6c1e5a-8d3b-4c2e-9a71-3b5d2e8f4c10/articles.pdf', '00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000003')$$, 'customer uploads articles.pdf');
select lives_ok($$insert into storage.objects (bucket_id, name, owner, owner_id) values ('order-documents', '00000000-0000-4000-8000-000000000003/0f6c1e5a-8d3b-4c2e-9a71-3b5d2e8f4c10/bylaws.pdf', '00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000003')$$, 'customer uploads bylaws.pdf');
select lives_ok($$insert into public.order_requests (name, email, entity_legal_name, formation_state, report_type, documents, terms_version)
  values ('Casey Jordan', 'customer@demo.test', 'Blue Harbor Holdings LLC', 'California', 'Limited Liability Company',
          '[{"name":"articles.pdf","size":52000,"storage_path":"00000000-0000-4000-8000-000000000003/0f6c1e5a-8d3b-4c2e-9a71-3b5d2e8f4c10/articles.pdf"}, {"name":"bylaws.pdf","size":52000,"storage_path":"00000000-0000-4000-8000-000000000003/0f6c1e5a-8d3b-4c2e-9a71-3b5d2e8f4c10/bylaws.pdf"}]', 'v.20250822')$$, 'customer submits the order');
select is_empty($$delete from storage.objects where name = '00000000-0000-4000-8000-000000000003/0f6c1e5a-8d3b-4c2e-9a71-3b5d2e8f4c10/articles.pdf' returning name$$, 'customer deletes one document of the order');
select is_empty($$delete from storage.objects where bucket_id = 'order-documents' returning name$$,
  'customer deletes every file they have');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select is_empty($$delete from storage.objects where bucket_id = 'order-documents' returning name$$, 'admin deletes them');
reset role;
select is((select count(*) from storage.objects where bucket_id = 'order-documents' and created_at = now()), 2::bigint,
  'both documents kept');

select * from finish();
rollback;
