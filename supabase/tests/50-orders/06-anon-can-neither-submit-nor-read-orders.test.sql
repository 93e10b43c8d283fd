-- anon can neither submit nor read orders
-- order_requests: the owner submits and reads their own, admins read all, nobody edits or deletes.
begin;
select plan(2);

set local role anon;
set local request.jwt.claims = '{"role":"anon"}';
select throws_ok($$
  insert into public.order_requests (name, email, entity_legal_name, formation_state, report_type, documents)
  values ('Anon', 'anon@example.com', 'X LLC', 'Texas', 'Corporation', '[{"name":"a.pdf","size":10,"storage_path":"x/a.pdf"}]')$$,
  '42501', 'permission denied for table order_requests', 'anon submits');
select throws_ok('select * from public.order_requests', '42501', 'permission denied for table order_requests', 'anon reads');

select * from finish();
rollback;
