-- admin reads every profile
-- Personas: admin ...0001, moderator ...0002, customer ...0003, suspended ...0004; other customer ...0101.
begin;
select plan(2);

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select is((select count(*) from public.profiles), 25::bigint, 'visible profiles');
select is((select id from public.profiles where email = 'customer@demo.test'), '00000000-0000-4000-8000-000000000003'::uuid, 'lookup by email');

select * from finish();
rollback;
