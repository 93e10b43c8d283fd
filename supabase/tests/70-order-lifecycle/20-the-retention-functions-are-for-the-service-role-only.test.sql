-- the document retention functions (orders_past_document_retention, mark_order_documents_purged) are executable by the service role only: anon, customers and admins get 42501
-- Order lifecycle (migration 0800). Personas: admin ...0001, moderator ...0002, customer ...0003, suspended ...0004, other customer ...0101.
begin;
select plan(8);

insert into public.credit_ledger (user_id, kind, credits, amount_paid_cents, reason) values
  ('00000000-0000-4000-8000-000000000003', 'purchase', 5, 25000, 'Five reports');
insert into public.order_requests (id, user_id, name, email, entity_legal_name, formation_state, report_type, documents, terms_version, created_at)
values ('a0000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000003', 'Casey Jordan', 'customer@demo.test',
        'Old LLC', 'Texas', 'Corporation',
        '[{"name":"a.pdf","size":10,"storage_path":"00000000-0000-4000-8000-000000000003/o1/a.pdf"}]', 'v.20250822',
        now() - interval '120 days');

select set_eq(
  $$select a.grantee::regrole::text, p.proname::text from pg_proc p
    cross join lateral aclexplode(coalesce(p.proacl, acldefault('f', p.proowner))) a
    where p.oid in ('public.orders_past_document_retention()'::regprocedure, 'public.mark_order_documents_purged(uuid)'::regprocedure)
      and a.privilege_type = 'EXECUTE' and a.grantee <> p.proowner$$,
  $$values ('service_role', 'orders_past_document_retention'), ('service_role', 'mark_order_documents_purged')$$,
  'EXECUTE is granted to service_role only');

set local role anon;
set local request.jwt.claims = '{"role":"anon"}';
select throws_ok('select * from public.orders_past_document_retention()', '42501',
  'permission denied for function orders_past_document_retention', 'anon lists');
select throws_ok($$select public.mark_order_documents_purged('a0000000-0000-4000-8000-000000000001')$$, '42501',
  'permission denied for function mark_order_documents_purged', 'anon marks');
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select throws_ok('select * from public.orders_past_document_retention()', '42501',
  'permission denied for function orders_past_document_retention', 'the owner lists');
select throws_ok($$select public.mark_order_documents_purged('a0000000-0000-4000-8000-000000000001')$$, '42501',
  'permission denied for function mark_order_documents_purged', 'the owner marks');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select throws_ok('select * from public.orders_past_document_retention()', '42501',
  'permission denied for function orders_past_document_retention', 'an admin lists');
select throws_ok($$select public.mark_order_documents_purged('a0000000-0000-4000-8000-000000000001')$$, '42501',
  'permission denied for function mark_order_documents_purged', 'an admin marks');
reset role;
select is((select documents_purged_at from public.order_requests where id = 'a0000000-0000-4000-8000-000000000001'),
  null::timestamptz, 'nothing marked');

select * from finish();
rollback;
