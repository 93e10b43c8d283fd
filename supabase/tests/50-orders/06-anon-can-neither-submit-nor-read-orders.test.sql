-- anon can neither submit nor read orders
-- order_requests: the owner submits (one credit each, the current Terms accepted) and reads their own, staff read
-- all; nobody writes the table directly (status changes go through set_order_status).
begin;
select plan(2);

set local role anon;
set local request.jwt.claims = '{"role":"anon"}';
select throws_ok($$
  insert into public.order_requests (name, email, entity_legal_name, formation_state, report_type, documents, terms_version)
  values ('Anon', 'anon@example.com', 'X LLC', 'Texas', 'Corporation', '[{"name":"a.pdf","size":10,"storage_path":"x/a.pdf"}]', 'v.20250822')$$,
  '42501', 'permission denied for table order_requests', 'anon submits');
select throws_ok('select * from public.order_requests', '42501', 'permission denied for table order_requests', 'anon reads');

select * from finish();
rollback;
