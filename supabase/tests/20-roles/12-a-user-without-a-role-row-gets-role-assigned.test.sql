-- a user without a role row gets role_assigned with no old role
-- Personas: admin ...0001, moderator ...0002, customer ...0003, suspended ...0004; other customer ...0101.
begin;
select plan(2);

delete from public.user_roles where user_id = '00000000-0000-4000-8000-000000000101';
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select lives_ok($$select public.assign_user_role('00000000-0000-4000-8000-000000000101', 'moderator')$$, 'admin assigns a first role');
select is(
  (select format('%s %s->%s', action_type, coalesce(old_role::text, 'none'), new_role) from public.role_audit_log
   where target_user_id = '00000000-0000-4000-8000-000000000101'),
  'role_assigned none->moderator', 'audit row');

select * from finish();
rollback;
