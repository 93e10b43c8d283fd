-- suspended user can neither submit nor read their own orders
-- order_requests: the owner submits and reads their own, admins read all, nobody edits or deletes.
begin;
select plan(2);

insert into public.order_requests (user_id, name, email, entity_legal_name, formation_state, report_type, documents)
values ('00000000-0000-4000-8000-000000000004', 'Riley Stone', 'suspended@demo.test', 'Old LLC', 'Texas', 'Corporation',
   '[{"name":"a.pdf","size":10,"storage_path":"00000000-0000-4000-8000-000000000004/a.pdf"}]');
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000004","role":"authenticated","aal":"aal1"}';
select is((select count(*) from public.order_requests), 0::bigint, 'visible orders');
select throws_ok($$
  insert into public.order_requests (name, email, entity_legal_name, formation_state, report_type, documents)
  values ('Riley Stone', 'suspended@demo.test', 'New LLC', 'Texas', 'Corporation',
          '[{"name":"a.pdf","size":10,"storage_path":"00000000-0000-4000-8000-000000000004/b.pdf"}]')$$,
  '42501', 'new row violates row-level security policy for table "order_requests"', 'suspended user submits');

select * from finish();
rollback;
