-- admin reads every order but cannot change one
-- order_requests: the owner submits and reads their own, admins read all, nobody edits or deletes.
begin;
select plan(2);

insert into public.order_requests (user_id, name, email, entity_legal_name, formation_state, report_type, documents)
values
  ('00000000-0000-4000-8000-000000000003', 'Casey Jordan', 'customer@demo.test', 'Mine LLC', 'Texas', 'Corporation',
   '[{"name":"a.pdf","size":10,"storage_path":"00000000-0000-4000-8000-000000000003/a.pdf"}]'),
  ('00000000-0000-4000-8000-000000000101', 'Avery Alvarez', 'user01@demo.test', 'Theirs Inc', 'Ohio', 'Corporation',
   '[{"name":"b.pdf","size":10,"storage_path":"00000000-0000-4000-8000-000000000101/b.pdf"}]');
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal1"}';
select is((select count(*) from public.order_requests), 2::bigint, 'visible orders');
select throws_ok($$update public.order_requests set status = 'Completed'$$, '42501', 'permission denied for table order_requests',
  'admin updates an order');

select * from finish();
rollback;
