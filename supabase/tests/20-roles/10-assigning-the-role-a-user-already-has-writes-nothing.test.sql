-- assigning the role a user already has writes nothing
-- Personas: admin ...0001, moderator ...0002, customer ...0003, suspended ...0004; other customer ...0101.
begin;
select plan(2);

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select lives_ok($$select public.assign_user_role('00000000-0000-4000-8000-000000000002', 'moderator')$$, 'admin makes the moderator a moderator again');
select is((select count(*) from public.role_audit_log), 3::bigint, 'audit rows (seed only)');

select * from finish();
rollback;
