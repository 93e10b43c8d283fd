-- after users are deleted (as the dashboard does, through GoTrue) the audit rows still say who assigned what to whom
-- Personas: admin ...0001, moderator ...0002, customer ...0003, suspended ...0004; other customer ...0101.
begin;
select plan(6);

-- A second admin, so the trail can still be read through the API after the first one is gone.
update public.user_roles set role = 'admin' where user_id = '00000000-0000-4000-8000-000000000101';
insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, secret, created_at, updated_at) values
  ('00000000-0000-4000-8000-00000000f101', '00000000-0000-4000-8000-000000000101', 'Authenticator app', 'totp', 'verified', 'JBSWY3DPEHPK3PXP', now() - interval '1 day', now() - interval '1 day');
insert into private.admin_factor_approvals (factor_id, user_id) values
  ('00000000-0000-4000-8000-00000000f101', '00000000-0000-4000-8000-000000000101');
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select lives_ok($$select public.assign_user_role('00000000-0000-4000-8000-000000000003', 'moderator')$$, 'admin makes the customer a moderator');
reset role;
set local role supabase_auth_admin;
delete from auth.users where id in ('00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000003');
reset role;
select is((select count(*) from auth.users where id in ('00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000003')), 0::bigint, 'both users are gone');
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000101","role":"authenticated","aal":"aal2"}';
select is(
  (select string_agg(format('%s %s->%s by %s for %s', action_type, old_role, new_role, assigned_by, target_user_id), '; ')
   from public.role_audit_log where created_at = now()),
  'role_changed user->moderator by 00000000-0000-4000-8000-000000000001 for 00000000-0000-4000-8000-000000000003', 'the new audit row keeps both ids');
select is(
  (select string_agg(format('%s -> %s', assigned_by_email, target_user_email), '; ')
   from public.role_audit_log where created_at = now()),
  'admin@demo.test -> customer@demo.test', 'and both emails as they were when the role was assigned');
select is(
  (select string_agg(format('%s %s->%s by %s for %s', action_type, old_role, new_role, assigned_by_email, target_user_email), '; '
                     order by created_at)
   from public.role_audit_log where created_at < now()),
  'role_changed user->moderator by admin@demo.test for moderator@demo.test; '
  'role_changed user->admin by admin@demo.test for lucy.chen@redwood.test; '
  'role_changed admin->moderator by admin@demo.test for lucy.chen@redwood.test',
  'the seeded history still names the deleted admin');
select is((select assigned_by from public.user_roles where user_id = '00000000-0000-4000-8000-000000000002'), '00000000-0000-4000-8000-000000000001'::uuid,
  'the moderator''s role still says who assigned it');

select * from finish();
rollback;
