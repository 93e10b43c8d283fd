-- a suspended admin loses every admin right
-- Personas: admin ...0001, moderator ...0002, customer ...0003, suspended ...0004; other customer ...0101.
begin;
select plan(4);

update public.user_roles set role = 'admin' where user_id = '00000000-0000-4000-8000-000000000004';
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000004","role":"authenticated","aal":"aal2"}';
select is(public.is_admin(), false, 'is_admin');
select is((select count(*) from public.profiles), 0::bigint, 'visible profiles');
select is((select count(*) from public.user_roles), 0::bigint, 'visible roles');
select throws_ok($$select public.assign_user_role('00000000-0000-4000-8000-000000000004', 'admin')$$,
  '42501', 'Only admins can assign roles', 'assign_user_role');

select * from finish();
rollback;
