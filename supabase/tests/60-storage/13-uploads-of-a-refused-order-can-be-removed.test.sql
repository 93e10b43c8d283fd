-- uploads that no order references (the order insert failed) are removed by their owner, as the app does
-- The private 'order-documents' bucket; the Storage API writes storage.objects as the caller's role with owner = the JWT's sub.
begin;
select plan(8);

-- Credits to order with (a report costs one; only the server writes the ledger).
insert into public.credit_ledger (user_id, kind, credits, amount_paid_cents, reason) values
  ('00000000-0000-4000-8000-000000000003', 'purchase', 5, 25000, 'Credits bought for the test');
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select lives_ok($$insert into storage.objects (bucket_id, name, owner, owner_id) values ('order-documents', '00000000-0000-4000-8000-000000000003/0f6c1e5a-8d3b-4c2e-9a71-3b5d2e8f4c10/articles.pdf', '00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000003')$$, 'customer uploads articles.pdf');
select lives_ok($$insert into storage.objects (bucket_id, name, owner, owner_id) values ('order-documents', '00000000-0000-4000-8000-000000000003/0f6c1e5a-8d3b-4c2e-9a71-3b5d2e8f4c10/bylaws.pdf', '00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000003')$$, 'customer uploads bylaws.pdf');
select throws_ok($$insert into public.order_requests (name, email, entity_legal_name, formation_state, report_type, documents, terms_version)
  values ('Casey Jordan', 'customer@demo.test', 'Blue Harbor Holdings LLC', 'Ontario', 'Limited Liability Company',
          '[{"name":"articles.pdf","size":52000,"storage_path":"00000000-0000-4000-8000-000000000003/0f6c1e5a-8d3b-4c2e-9a71-3b5d2e8f4c10/articles.pdf"}, {"name":"bylaws.pdf","size":52000,"storage_path":"00000000-0000-4000-8000-000000000003/0f6c1e5a-8d3b-4c2e-9a71-3b5d2e8f4c10/bylaws.pdf"}]', 'v.20250822')$$,
  '23514', 'new row for relation "order_requests" violates check constraint "order_requests_formation_state_check"',
  'the order insert fails');
select results_eq($$with removed as (delete from storage.objects where name in ('00000000-0000-4000-8000-000000000003/0f6c1e5a-8d3b-4c2e-9a71-3b5d2e8f4c10/articles.pdf', '00000000-0000-4000-8000-000000000003/0f6c1e5a-8d3b-4c2e-9a71-3b5d2e8f4c10/bylaws.pdf') returning name)
                    select name from removed order by name$$,
  $$values ('00000000-0000-4000-8000-000000000003/0f6c1e5a-8d3b-4c2e-9a71-3b5d2e8f4c10/articles.pdf'), ('00000000-0000-4000-8000-000000000003/0f6c1e5a-8d3b-4c2e-9a71-3b5d2e8f4c10/bylaws.pdf')$$, 'customer removes both uploads');
select lives_ok($$insert into storage.objects (bucket_id, name, owner, owner_id) values ('order-documents', '00000000-0000-4000-8000-000000000003/0f6c1e5a-8d3b-4c2e-9a71-3b5d2e8f4c10/articles.pdf', '00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000003')$$, 'customer uploads articles.pdf again');
select lives_ok($$insert into public.order_requests (name, email, entity_legal_name, formation_state, report_type, documents, terms_version)
  values ('Casey Jordan', 'customer@demo.test', 'Blue Harbor Holdings LLC', 'California', 'Limited Liability Company',
          '[{"name":"articles.pdf","size":52000,"storage_path":"00000000-0000-4000-8000-000000000003/0f6c1e5a-8d3b-4c2e-9a71-3b5d2e8f4c10/articles.pdf"}]', 'v.20250822')$$, 'customer submits an order with it');
select lives_ok($$insert into storage.objects (bucket_id, name, owner, owner_id) values ('order-documents', '00000000-0000-4000-8000-000000000003/0f6c1e5a-8d3b-4c2e-9a71-3b5d2e8f4c10/bylaws.pdf', '00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000003')$$, 'customer uploads bylaws.pdf for another order');
select results_eq($$delete from storage.objects where bucket_id = 'order-documents' returning name$$,
  $$values ('00000000-0000-4000-8000-000000000003/0f6c1e5a-8d3b-4c2e-9a71-3b5d2e8f4c10/bylaws.pdf')$$, 'only the file no order references is removed');

select * from finish();
rollback;
