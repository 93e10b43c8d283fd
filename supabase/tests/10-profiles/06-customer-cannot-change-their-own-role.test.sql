-- customer cannot change their own role (privilege escalation)
-- Personas: admin ...0001, moderator ...0002, customer ...0003, suspended ...0004; other customer ...0101.
begin;
select plan(3);

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select throws_ok($$update public.profiles set role = 'Admin' where id = '00000000-0000-4000-8000-000000000003'$$,
  '42501', 'permission denied for table profiles', 'customer sets their role mirror to Admin');
select is((select role from public.profiles), 'User', 'role unchanged');
select is(public.is_admin(), false, 'is_admin after the attempt');

select * from finish();
rollback;
