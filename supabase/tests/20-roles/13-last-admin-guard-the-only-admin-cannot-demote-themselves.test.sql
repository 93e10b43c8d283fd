-- last-admin guard: the only admin cannot demote themselves
-- Personas: admin ...0001, moderator ...0002, customer ...0003, suspended ...0004; other customer ...0101.
begin;
select plan(4);

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select throws_ok($$select public.assign_user_role('00000000-0000-4000-8000-000000000001', 'user')$$,
  'P0001', 'Cannot remove the last admin', 'the only admin demotes themselves');
select is(public.is_admin(), true, 'still admin');
select is((select role from public.profiles where id = '00000000-0000-4000-8000-000000000001'), 'Admin', 'mirror');
select is((select count(*) from public.role_audit_log), 3::bigint, 'no audit row for the refusal');

select * from finish();
rollback;
