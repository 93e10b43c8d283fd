-- anon cannot call assign_user_role
-- Personas: admin ...0001, moderator ...0002, customer ...0003, suspended ...0004; other customer ...0101.
begin;
select plan(1);

set local role anon;
set local request.jwt.claims = '{"role":"anon"}';
select throws_ok($$select public.assign_user_role('00000000-0000-4000-8000-000000000003', 'admin')$$,
  '42501', 'permission denied for function assign_user_role', 'anon calls assign_user_role');

select * from finish();
rollback;
