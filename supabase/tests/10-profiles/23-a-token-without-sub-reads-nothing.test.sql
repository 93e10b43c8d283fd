-- a token without sub reads nothing
-- Personas: admin ...0001, moderator ...0002, customer ...0003, suspended ...0004; other customer ...0101.
begin;
select plan(1);

set local role authenticated;
set local request.jwt.claims = '{"role":"authenticated"}';
select is((select count(*) from public.profiles), 0::bigint, 'visible profiles');

select * from finish();
rollback;
