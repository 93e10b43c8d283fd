-- a Report ready or Cancelled order is listed and marked once 90 days have passed since its final status and its last upload (a later correction starts them again), not a second earlier
-- Order lifecycle (migrations 0800, 1510). Personas: admin ...0001, moderator ...0002, customer ...0003, suspended ...0004, other customer ...0101.
begin;
select plan(8);

insert into public.credit_ledger (user_id, kind, credits, amount_paid_cents, reason) values
  ('00000000-0000-4000-8000-000000000003', 'purchase', 10, 50000, 'Ten reports');
-- Five orders 200 days old (written as postgres); their last history row is the moment that counts.
insert into public.order_requests (id, user_id, name, email, entity_legal_name, formation_state, report_type, documents, terms_version, created_at, status)
select ('a0000000-0000-4000-8000-00000000000' || n)::uuid, '00000000-0000-4000-8000-000000000003', 'Casey Jordan',
       'customer@demo.test', label, 'Texas', 'Corporation',
       '[{"name":"a.pdf","size":10,"storage_path":"00000000-0000-4000-8000-000000000003/o1/a.pdf"}]', 'v.20250822',
       now() - interval '200 days', status
from (values (1, 'ready 91 days ago', 'Report ready'), (2, 'cancelled 90 days ago', 'Cancelled'),
             (3, 'cancelled 90 days ago less a second', 'Cancelled'), (4, 'ready 150 days ago, corrected 10 days ago', 'Report ready'),
             (5, 'ready 150 days ago, documents added 89 days ago', 'Report ready')) v(n, label, status);
insert into public.order_status_history (order_id, from_status, to_status, actor, created_at) values
  ('a0000000-0000-4000-8000-000000000001', 'In review', 'Report ready', 'staff', now() - interval '91 days'),
  ('a0000000-0000-4000-8000-000000000002', 'In review', 'Cancelled', 'staff', now() - interval '90 days'),
  ('a0000000-0000-4000-8000-000000000003', 'In review', 'Cancelled', 'staff', now() - interval '90 days' + interval '1 second'),
  ('a0000000-0000-4000-8000-000000000004', 'In review', 'Report ready', 'staff', now() - interval '150 days'),
  ('a0000000-0000-4000-8000-000000000004', 'Report ready', 'Report ready', 'staff', now() - interval '10 days'),
  ('a0000000-0000-4000-8000-000000000005', 'Needs documents', 'In review', 'customer', now() - interval '89 days'),
  ('a0000000-0000-4000-8000-000000000005', 'In review', 'Report ready', 'staff', now() - interval '150 days');

set local role service_role;
select results_eq($$select entity_legal_name from public.orders_past_document_retention()
                    where id between 'a0000000-0000-4000-8000-000000000001' and 'a0000000-0000-4000-8000-000000000005' order by id$$,
  $$values ('ready 91 days ago'), ('cancelled 90 days ago')$$, 'the two final orders 90 days past their last change');
select lives_ok($$select public.mark_order_documents_purged('a0000000-0000-4000-8000-000000000001')$$, 'ready 91 days ago: marked');
select lives_ok($$select public.mark_order_documents_purged('a0000000-0000-4000-8000-000000000002')$$, 'cancelled 90 days ago: marked');
select throws_ok($$select public.mark_order_documents_purged('a0000000-0000-4000-8000-000000000003')$$, '23514',
  'Documents are kept while the order is open and for 90 days after its final status and last upload', 'one second short');
select throws_ok($$select public.mark_order_documents_purged('a0000000-0000-4000-8000-000000000004')$$, '23514',
  'Documents are kept while the order is open and for 90 days after its final status and last upload', 'corrected 10 days ago');
select throws_ok($$select public.mark_order_documents_purged('a0000000-0000-4000-8000-000000000005')$$, '23514',
  'Documents are kept while the order is open and for 90 days after its final status and last upload', 'documents added 89 days ago');
reset role;
select results_eq($$select id::text, documents_purged_at = now() from public.order_requests
                    where id between 'a0000000-0000-4000-8000-000000000001' and 'a0000000-0000-4000-8000-000000000005'
                      and documents_purged_at is not null order by id$$,
  $$values ('a0000000-0000-4000-8000-000000000001', true), ('a0000000-0000-4000-8000-000000000002', true)$$,
  'only the two due orders are marked, now');
set local role service_role;
select is_empty($$select 1 from public.orders_past_document_retention()
                  where id between 'a0000000-0000-4000-8000-000000000001' and 'a0000000-0000-4000-8000-000000000005'$$,
  'a marked order leaves the list');

select * from finish();
rollback;
