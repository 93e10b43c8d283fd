-- the retention list holds only unpurged final orders at least 90 days old, oldest first, and the purge mark is refused for a younger order and set once for an older one
-- Order lifecycle (migrations 0800, 1510). Personas: admin ...0001, moderator ...0002, customer ...0003, suspended ...0004, other customer ...0101.
begin;
select plan(9);

-- Cancelled orders of several ages, cancelled as they were placed (the creation times and statuses the API cannot
-- choose, written here as postgres; the submission's history row is dated with the order).
insert into public.credit_ledger (user_id, kind, credits, amount_paid_cents, reason) values
  ('00000000-0000-4000-8000-000000000003', 'purchase', 10, 50000, 'Ten reports');
insert into public.order_requests (id, user_id, name, email, entity_legal_name, formation_state, report_type, documents, terms_version, created_at, status)
select ('a0000000-0000-4000-8000-00000000000' || n)::uuid, '00000000-0000-4000-8000-000000000003', 'Casey Jordan',
       'customer@demo.test', label, 'Texas', 'Corporation',
       '[{"name":"a.pdf","size":10,"storage_path":"00000000-0000-4000-8000-000000000003/o1/a.pdf"}]', 'v.20250822',
       now() - age, 'Cancelled'
from (values (1, 'today', interval '0'), (2, '89 days', interval '89 days'),
             (3, '90 days less a second', interval '90 days' - interval '1 second'), (4, 'exactly 90 days', interval '90 days'),
             (5, '200 days', interval '200 days'), (6, '400 days, purged', interval '400 days')) v(n, label, age);
update public.order_requests set documents_purged_at = created_at + interval '100 days'
where id = 'a0000000-0000-4000-8000-000000000006';

set local role service_role;
select results_eq($$select entity_legal_name from public.orders_past_document_retention()
                    where id between 'a0000000-0000-4000-8000-000000000001' and 'a0000000-0000-4000-8000-000000000006'$$,
  $$values ('200 days'), ('exactly 90 days')$$, 'the orders whose documents may go, oldest first');
select throws_ok($$select public.mark_order_documents_purged('a0000000-0000-4000-8000-000000000001')$$, '23514',
  'Documents are kept while the order is open and for 90 days after its final status and last upload', 'a new order');
select throws_ok($$select public.mark_order_documents_purged('a0000000-0000-4000-8000-000000000002')$$, '23514',
  'Documents are kept while the order is open and for 90 days after its final status and last upload', 'an 89-day-old order');
select throws_ok($$select public.mark_order_documents_purged('a0000000-0000-4000-8000-000000000003')$$, '23514',
  'Documents are kept while the order is open and for 90 days after its final status and last upload', 'one second short of 90 days');
select lives_ok($$select public.mark_order_documents_purged('a0000000-0000-4000-8000-000000000004')$$, 'exactly 90 days');
select lives_ok($$select public.mark_order_documents_purged('a0000000-0000-4000-8000-000000000005')$$, '200 days');
select lives_ok($$select public.mark_order_documents_purged('a0000000-0000-4000-8000-000000000006')$$, 'an order already marked: no change');
select results_eq($$select id::text, documents_purged_at is not null, documents_purged_at = now() from public.order_requests
                    where id between 'a0000000-0000-4000-8000-000000000001' and 'a0000000-0000-4000-8000-000000000006' order by id$$,
  $$values ('a0000000-0000-4000-8000-000000000001', false, null::boolean), ('a0000000-0000-4000-8000-000000000002', false, null),
           ('a0000000-0000-4000-8000-000000000003', false, null), ('a0000000-0000-4000-8000-000000000004', true, true),
           ('a0000000-0000-4000-8000-000000000005', true, true), ('a0000000-0000-4000-8000-000000000006', true, false)$$,
  'marked now: the two old orders; the earlier mark is kept; the young orders are not marked');
select is_empty($$select 1 from public.orders_past_document_retention()
                  where id between 'a0000000-0000-4000-8000-000000000001' and 'a0000000-0000-4000-8000-000000000006'$$,
  'a marked order leaves the list');

select * from finish();
rollback;
