-- customer cannot set the status, update or delete an order
-- order_requests: the owner submits and reads their own, admins read all, nobody edits or deletes.
begin;
select plan(3);

insert into public.order_requests (user_id, name, email, entity_legal_name, formation_state, report_type, documents)
values ('00000000-0000-4000-8000-000000000003', 'Casey Jordan', 'customer@demo.test', 'Mine LLC', 'Texas', 'Corporation',
   '[{"name":"a.pdf","size":10,"storage_path":"00000000-0000-4000-8000-000000000003/a.pdf"}]');
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select throws_ok($$
  insert into public.order_requests (name, email, entity_legal_name, formation_state, report_type, documents, status)
  values ('Casey Jordan', 'customer@demo.test', 'X LLC', 'Texas', 'Corporation',
          '[{"name":"a.pdf","size":10,"storage_path":"00000000-0000-4000-8000-000000000003/a.pdf"}]', 'Completed')$$,
  '42501', 'permission denied for table order_requests', 'insert with a status');
select throws_ok($$update public.order_requests set status = 'Completed'$$, '42501', 'permission denied for table order_requests',
  'update');
select throws_ok($$delete from public.order_requests$$, '42501', 'permission denied for table order_requests', 'delete');

select * from finish();
rollback;
