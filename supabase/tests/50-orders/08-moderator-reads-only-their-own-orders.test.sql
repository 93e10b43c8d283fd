-- moderator reads only their own orders
-- order_requests: the owner submits and reads their own, admins read all, nobody edits or deletes.
begin;
select plan(1);

insert into public.order_requests (user_id, name, email, entity_legal_name, formation_state, report_type, documents)
values ('00000000-0000-4000-8000-000000000003', 'Casey Jordan', 'customer@demo.test', 'Mine LLC', 'Texas', 'Corporation',
   '[{"name":"a.pdf","size":10,"storage_path":"00000000-0000-4000-8000-000000000003/a.pdf"}]');
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000002","role":"authenticated","aal":"aal1"}';
select is((select count(*) from public.order_requests), 0::bigint, 'visible orders');

select * from finish();
rollback;
