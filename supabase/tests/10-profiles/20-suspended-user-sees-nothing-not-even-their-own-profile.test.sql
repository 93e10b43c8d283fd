-- suspended user sees nothing, not even their own profile
-- Personas: admin ...0001, moderator ...0002, customer ...0003, suspended ...0004; other customer ...0101.
begin;
select plan(2);

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000004","role":"authenticated","aal":"aal1"}';
select is((select count(*) from public.profiles), 0::bigint, 'visible profiles');
select is_empty($$update public.profiles set first_name = 'R' where id = '00000000-0000-4000-8000-000000000004' returning id$$, 'rows updated');

select * from finish();
rollback;
