-- customer cannot call assign_user_role, not even to make themselves admin
-- Personas: admin ...0001, moderator ...0002, customer ...0003, suspended ...0004; other customer ...0101.
begin;
select plan(4);

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select throws_ok($$select public.assign_user_role('00000000-0000-4000-8000-000000000003', 'admin')$$,
  '42501', 'Only admins can assign roles', 'customer makes themselves admin');
select throws_ok($$select public.assign_user_role(null, null)$$, '42501', 'Only admins can assign roles',
  'customer calls assign_user_role with nulls');
reset role;
select is((select role::text from public.user_roles where user_id = '00000000-0000-4000-8000-000000000003'), 'user', 'role');
select is((select count(*) from public.role_audit_log), 3::bigint, 'audit rows (seed only)');

select * from finish();
rollback;
