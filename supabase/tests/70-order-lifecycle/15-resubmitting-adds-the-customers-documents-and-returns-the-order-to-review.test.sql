-- the owner answers Needs documents with more of their own uploads: the documents are appended, the order goes back to In review with a history row by the customer, and no credit moves
-- Order lifecycle (migration 0800). Personas: admin ...0001, moderator ...0002, customer ...0003, suspended ...0004, other customer ...0101.
begin;
select plan(6);

delete from public.credit_ledger where user_id = '00000000-0000-4000-8000-000000000003';
insert into public.credit_ledger (user_id, kind, credits, amount_paid_cents, reason) values
  ('00000000-0000-4000-8000-000000000003', 'purchase', 5, 25000, 'Five reports');
insert into storage.objects (bucket_id, name, owner, owner_id) values
  ('order-documents', '00000000-0000-4000-8000-000000000003/o1/articles.pdf', '00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000003'),
  ('order-documents', '00000000-0000-4000-8000-000000000003/o2/bylaws.pdf', '00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000003'),
  ('order-documents', '00000000-0000-4000-8000-000000000003/o2/minutes.pdf', '00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000003');
insert into public.order_requests (id, user_id, name, email, entity_legal_name, formation_state, report_type, documents, terms_version)
values ('a0000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000003', 'Casey Jordan', 'customer@demo.test',
        'Mine LLC', 'Texas', 'Corporation',
        '[{"name":"articles.pdf","size":52000,"storage_path":"00000000-0000-4000-8000-000000000003/o1/articles.pdf"}]', 'v.20250822');
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select public.set_order_status('a0000000-0000-4000-8000-000000000001', 'Needs documents', 'Please send the bylaws and minutes.');

set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select is(public.credit_balance('00000000-0000-4000-8000-000000000003'), 4, 'balance before');
select lives_ok($$select public.resubmit_order('a0000000-0000-4000-8000-000000000001',
    '[{"name":"bylaws.pdf","size":41000,"storage_path":"00000000-0000-4000-8000-000000000003/o2/bylaws.pdf"},
      {"name":"minutes.pdf","size":12000,"storage_path":"00000000-0000-4000-8000-000000000003/o2/minutes.pdf"}]',
    ' Here they are. ')$$,
  'customer resubmits with two more PDFs');
select is((select status from public.order_requests where id = 'a0000000-0000-4000-8000-000000000001'), 'In review', 'back in review');
select is((select string_agg(d ->> 'name', ', ' order by n) from public.order_requests o,
           jsonb_array_elements(o.documents) with ordinality as e(d, n) where o.id = 'a0000000-0000-4000-8000-000000000001'),
  'articles.pdf, bylaws.pdf, minutes.pdf', 'the new documents follow the first one');
select results_eq($$select from_status, to_status, actor, changed_by::text, message from public.order_status_history
                    where order_id = 'a0000000-0000-4000-8000-000000000001' and from_status = 'Needs documents'$$,
  $$values ('Needs documents', 'In review', 'customer', '00000000-0000-4000-8000-000000000003', 'Here they are.')$$,
  'history row by the customer with their message');
select is(public.credit_balance('00000000-0000-4000-8000-000000000003'), 4, 'no credit moved');

select * from finish();
rollback;
