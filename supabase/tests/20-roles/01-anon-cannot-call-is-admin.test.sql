-- anon cannot call is_admin
-- Personas: admin ...0001, moderator ...0002, customer ...0003, suspended ...0004; other customer ...0101.
begin;
select plan(1);

set local role anon;
set local request.jwt.claims = '{"role":"anon"}';
select throws_ok('select public.is_admin()', '42501', 'permission denied for function is_admin', 'anon calls is_admin');

select * from finish();
rollback;
