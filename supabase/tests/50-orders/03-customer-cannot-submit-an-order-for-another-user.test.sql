-- customer cannot submit an order for another user
-- order_requests: the owner submits and reads their own, admins read all, nobody edits or deletes.
begin;
select plan(1);

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select throws_ok($$
  insert into public.order_requests (user_id, name, email, entity_legal_name, formation_state, report_type, documents)
  values ('00000000-0000-4000-8000-000000000101', 'Casey Jordan', 'customer@demo.test', 'X LLC', 'Texas', 'Corporation',
          '[{"name":"a.pdf","size":10,"storage_path":"00000000-0000-4000-8000-000000000101/a.pdf"}]')$$,
  '42501', 'new row violates row-level security policy for table "order_requests"', 'order for another user');

select * from finish();
rollback;
