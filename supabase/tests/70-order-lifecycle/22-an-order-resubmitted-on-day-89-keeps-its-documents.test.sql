-- the day-89 resubmission: an order placed 100 days ago, asked for documents, and resubmitted yesterday is In review; the retention list skips it and its purge mark is refused
-- Order lifecycle (migrations 0800, 1510). Personas: admin ...0001, moderator ...0002, customer ...0003, suspended ...0004, other customer ...0101.
begin;
select plan(5);

insert into public.credit_ledger (user_id, kind, credits, amount_paid_cents, reason) values
  ('00000000-0000-4000-8000-000000000003', 'purchase', 5, 25000, 'Five reports');
insert into storage.objects (bucket_id, name, owner, owner_id) values
  ('order-documents', '00000000-0000-4000-8000-000000000003/o1/articles.pdf', '00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000003'),
  ('order-documents', '00000000-0000-4000-8000-000000000003/o2/bylaws.pdf', '00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000003');
-- Placed 100 days ago (the creation time the API cannot choose, written here as postgres).
insert into public.order_requests (id, user_id, name, email, entity_legal_name, formation_state, report_type, documents, terms_version, created_at)
values ('a0000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000003', 'Casey Jordan', 'customer@demo.test',
        'Day 89 LLC', 'Texas', 'Corporation',
        '[{"name":"articles.pdf","size":52000,"storage_path":"00000000-0000-4000-8000-000000000003/o1/articles.pdf"}]', 'v.20250822',
        now() - interval '100 days');

-- Staff ask for documents; the customer answers with the bylaws (both through the API).
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select public.set_order_status('a0000000-0000-4000-8000-000000000001', 'Needs documents', 'Please send the bylaws.');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select public.resubmit_order('a0000000-0000-4000-8000-000000000001',
  '[{"name":"bylaws.pdf","size":41000,"storage_path":"00000000-0000-4000-8000-000000000003/o2/bylaws.pdf"}]', null);
reset role;
-- Dated back: documents asked for on day 11, the resubmission on day 99 (yesterday).
update public.order_status_history set created_at = now() - interval '89 days'
where order_id = 'a0000000-0000-4000-8000-000000000001' and to_status = 'Needs documents';
update public.order_status_history set created_at = now() - interval '1 day'
where order_id = 'a0000000-0000-4000-8000-000000000001' and from_status = 'Needs documents';

select is((select status from public.order_requests where id = 'a0000000-0000-4000-8000-000000000001'), 'In review', 'the order is in review');
set local role service_role;
select is_empty($$select 1 from public.orders_past_document_retention() where id = 'a0000000-0000-4000-8000-000000000001'$$,
  'the retention list does not name it');
select throws_ok($$select public.mark_order_documents_purged('a0000000-0000-4000-8000-000000000001')$$, '23514',
  'Documents are kept while the order is open and for 90 days after its final status and last upload', 'its purge mark is refused');
reset role;
select is((select documents_purged_at from public.order_requests where id = 'a0000000-0000-4000-8000-000000000001'),
  null::timestamptz, 'not marked');
select is((select jsonb_array_length(documents) from public.order_requests where id = 'a0000000-0000-4000-8000-000000000001'),
  2, 'both documents still named');

select * from finish();
rollback;
