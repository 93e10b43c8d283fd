-- an admin at aal1 cannot assign a role (42501, the customer's and their own alike) and nothing is written
-- Admin MFA (migration 1300). Personas: admin ...0001 (a verified TOTP factor in the seed), moderator ...0002,
-- customer ...0003, suspended ...0004, other customer ...0101.
begin;
select plan(5);

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal1"}';
select throws_ok($$select public.assign_user_role('00000000-0000-4000-8000-000000000003', 'admin')$$,
  '42501', 'Only admins can assign roles', 'promoting the customer');
select throws_ok($$select public.assign_user_role('00000000-0000-4000-8000-000000000002', 'user')$$,
  '42501', 'Only admins can assign roles', 'demoting the moderator');
reset role;
select is((select string_agg(format('%s=%s', user_id, role), ', ' order by user_id) from public.user_roles
           where user_id in ('00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000003')),
  '00000000-0000-4000-8000-000000000002=moderator, 00000000-0000-4000-8000-000000000003=user', 'roles unchanged');
select is((select string_agg(role, ', ' order by id) from public.profiles
           where id in ('00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000003')),
  'Moderator, User', 'mirror unchanged');
select is((select count(*) from public.role_audit_log), 3::bigint, 'audit rows (seed only)');

select * from finish();
rollback;
