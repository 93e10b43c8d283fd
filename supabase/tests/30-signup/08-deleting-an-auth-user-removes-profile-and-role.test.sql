-- deleting an auth user removes their profile and role, and keeps the audit trail
-- GoTrue writes auth.users as supabase_auth_admin (plain statements: any error fails the file); the triggers run as their owner.
begin;
select plan(4);

set local role supabase_auth_admin;
delete from auth.users where id = '00000000-0000-4000-8000-000000000002';
reset role;
select is((select count(*) from public.profiles where id = '00000000-0000-4000-8000-000000000002'), 0::bigint, 'profile');
select is((select count(*) from public.user_roles where user_id = '00000000-0000-4000-8000-000000000002'), 0::bigint, 'role');
select is((select count(*) from public.role_audit_log where target_user_id is null), 0::bigint, 'no audit row loses its target');
select is(
  (select string_agg(format('%s->%s for %s (%s)', old_role, new_role, target_user_id, target_user_email), '; ')
   from public.role_audit_log where target_user_id = '00000000-0000-4000-8000-000000000002'),
  'user->moderator for 00000000-0000-4000-8000-000000000002 (moderator@demo.test)', 'audit row kept, target recorded');

select * from finish();
rollback;
