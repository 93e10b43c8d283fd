-- an open order (Submitted, In review, Needs documents, Escalated: the partner firm is still reviewing it) is never listed for the purge nor marked, however old it and its last move are
-- Order lifecycle (migrations 0800, 1510). Personas: admin ...0001, moderator ...0002, customer ...0003, suspended ...0004, other customer ...0101.
begin;
select plan(6);

insert into public.credit_ledger (user_id, kind, credits, amount_paid_cents, reason) values
  ('00000000-0000-4000-8000-000000000003', 'purchase', 10, 50000, 'Ten reports');
-- Four orders 400 days old, each in one open status since then (written as postgres; history dated with them).
insert into public.order_requests (id, user_id, name, email, entity_legal_name, formation_state, report_type, documents, terms_version, created_at, status)
select ('a0000000-0000-4000-8000-00000000000' || n)::uuid, '00000000-0000-4000-8000-000000000003', 'Casey Jordan',
       'customer@demo.test', status, 'Texas', 'Corporation',
       '[{"name":"a.pdf","size":10,"storage_path":"00000000-0000-4000-8000-000000000003/o1/a.pdf"}]', 'v.20250822',
       now() - interval '400 days', status
from (values (1, 'Submitted'), (2, 'In review'), (3, 'Needs documents'), (4, 'Escalated')) v(n, status);
insert into public.order_status_history (order_id, from_status, to_status, actor, created_at)
select o.id, 'Submitted', o.status, 'staff', now() - interval '399 days'
from public.order_requests o where o.id between 'a0000000-0000-4000-8000-000000000002' and 'a0000000-0000-4000-8000-000000000004';

set local role service_role;
select is_empty($$select 1 from public.orders_past_document_retention()
                  where id between 'a0000000-0000-4000-8000-000000000001' and 'a0000000-0000-4000-8000-000000000004'$$,
  'no open order is listed');
select throws_ok($$select public.mark_order_documents_purged('a0000000-0000-4000-8000-000000000001')$$, '23514',
  'Documents are kept while the order is open and for 90 days after its final status and last upload', 'Submitted');
select throws_ok($$select public.mark_order_documents_purged('a0000000-0000-4000-8000-000000000002')$$, '23514',
  'Documents are kept while the order is open and for 90 days after its final status and last upload', 'In review');
select throws_ok($$select public.mark_order_documents_purged('a0000000-0000-4000-8000-000000000003')$$, '23514',
  'Documents are kept while the order is open and for 90 days after its final status and last upload', 'Needs documents');
select throws_ok($$select public.mark_order_documents_purged('a0000000-0000-4000-8000-000000000004')$$, '23514',
  'Documents are kept while the order is open and for 90 days after its final status and last upload', 'Escalated');
reset role;
select is((select count(*)::int from public.order_requests
           where id between 'a0000000-0000-4000-8000-000000000001' and 'a0000000-0000-4000-8000-000000000004'
             and documents_purged_at is not null), 0, 'none marked');

select * from finish();
rollback;
