-- admin assigns a role: role row, profile mirror and audit row together
-- Personas: admin ...0001, moderator ...0002, customer ...0003, suspended ...0004; other customer ...0101.
begin;
select plan(5);

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select lives_ok($$select public.assign_user_role('00000000-0000-4000-8000-000000000003', 'moderator')$$, 'admin makes the customer a moderator');
select is(
  (select format('%s by %s', role, assigned_by) from public.user_roles where user_id = '00000000-0000-4000-8000-000000000003'),
  'moderator by 00000000-0000-4000-8000-000000000001', 'user_roles row');
select is((select assigned_at from public.user_roles where user_id = '00000000-0000-4000-8000-000000000003'), now(), 'assigned_at');
select is((select role from public.profiles where id = '00000000-0000-4000-8000-000000000003'), 'Moderator', 'profile mirror');
select is(
  (select string_agg(format('%s %s->%s by %s', action_type, old_role, new_role, assigned_by), '; ')
   from public.role_audit_log where target_user_id = '00000000-0000-4000-8000-000000000003'),
  'role_changed user->moderator by 00000000-0000-4000-8000-000000000001', 'audit row');

select * from finish();
rollback;
