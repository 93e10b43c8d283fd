-- customer cannot write user_roles directly
-- Personas: admin ...0001, moderator ...0002, customer ...0003, suspended ...0004; other customer ...0101.
begin;
select plan(3);

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select throws_ok($$update public.user_roles set role = 'admin' where user_id = '00000000-0000-4000-8000-000000000003'$$,
  '42501', 'permission denied for table user_roles', 'update');
select throws_ok($$insert into public.user_roles (user_id, role) values ('00000000-0000-4000-8000-000000000003', 'admin')
                    on conflict (user_id) do update set role = excluded.role$$,
  '42501', 'permission denied for table user_roles', 'upsert');
select throws_ok($$delete from public.user_roles where user_id = '00000000-0000-4000-8000-000000000001'$$,
  '42501', 'permission denied for table user_roles', 'delete');

select * from finish();
rollback;
