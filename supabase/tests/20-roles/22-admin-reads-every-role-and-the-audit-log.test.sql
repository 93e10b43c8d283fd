-- admin reads every role and the audit log
-- Personas: admin ...0001, moderator ...0002, customer ...0003, suspended ...0004; other customer ...0101.
begin;
select plan(2);

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select is((select count(*) from public.user_roles), 25::bigint, 'user_roles');
select is(
  (select string_agg(format('%s %s->%s', action_type, old_role, new_role), '; ' order by created_at desc) from public.role_audit_log),
  'role_changed admin->moderator; role_changed user->admin; role_changed user->moderator', 'audit log, newest first');

select * from finish();
rollback;
