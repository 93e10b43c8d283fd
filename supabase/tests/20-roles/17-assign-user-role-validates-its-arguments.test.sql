-- assign_user_role validates its arguments
-- Personas: admin ...0001, moderator ...0002, customer ...0003, suspended ...0004; other customer ...0101.
begin;
select plan(6);

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select throws_ok($$select public.assign_user_role(null, 'user')$$, '22023', 'Invalid user ID format', 'null user id');
select throws_ok($$select public.assign_user_role('00000000-0000-4000-8000-000000000003', null)$$,
  '22023', 'Role must be one of: user, admin, moderator', 'null role');
-- PostgREST passes RPC arguments as text: malformed values fail the cast.
select throws_ok($$select public.assign_user_role('not-a-uuid', 'user')$$,
  '22P02', 'invalid input syntax for type uuid: "not-a-uuid"', 'malformed user id');
select throws_ok($$select public.assign_user_role('00000000-0000-4000-8000-000000000003', 'superadmin')$$,
  '22P02', 'invalid input value for enum app_role: "superadmin"', 'unknown role');
select throws_ok($$select public.assign_user_role('00000000-0000-4000-8000-00000000ffff', 'user')$$,
  'PT404', 'User not found', 'unknown user');
select is((select count(*) from public.role_audit_log), 3::bigint, 'audit rows (seed only)');

select * from finish();
rollback;
