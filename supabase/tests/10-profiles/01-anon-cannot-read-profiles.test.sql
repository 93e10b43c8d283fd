-- anon cannot read profiles
-- Personas: admin ...0001, moderator ...0002, customer ...0003, suspended ...0004; other customer ...0101.
begin;
select plan(1);

set local role anon;
set local request.jwt.claims = '{"role":"anon"}';
select throws_ok('select * from public.profiles', '42501', 'permission denied for table profiles', 'anon selects profiles');

select * from finish();
rollback;
