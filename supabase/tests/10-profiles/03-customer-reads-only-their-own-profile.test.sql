-- customer reads only their own profile
-- Personas: admin ...0001, moderator ...0002, customer ...0003, suspended ...0004; other customer ...0101.
begin;
select plan(2);

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select is((select count(*) from public.profiles), 1::bigint, 'visible profiles');
select is((select email from public.profiles), 'customer@demo.test', 'the visible profile');

select * from finish();
rollback;
