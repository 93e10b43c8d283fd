-- an Inactive user or one without a status still reads their own profile
-- Personas: admin ...0001, moderator ...0002, customer ...0003, suspended ...0004; other customer ...0101.
begin;
select plan(2);

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000104","role":"authenticated","aal":"aal1"}';
select is((select status from public.profiles), 'Inactive', 'own status');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000105","role":"authenticated","aal":"aal1"}';
select is((select coalesce(status, 'none') from public.profiles), 'none', 'own status');

select * from finish();
rollback;
