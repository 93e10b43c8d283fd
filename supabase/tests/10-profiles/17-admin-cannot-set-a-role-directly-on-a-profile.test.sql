-- admin cannot set a role directly on a profile
-- Personas: admin ...0001, moderator ...0002, customer ...0003, suspended ...0004; other customer ...0101.
begin;
select plan(1);

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select throws_ok($$update public.profiles set role = 'Admin' where id = '00000000-0000-4000-8000-000000000003'$$,
  '42501', 'permission denied for table profiles', 'admin writes the role mirror');

select * from finish();
rollback;
