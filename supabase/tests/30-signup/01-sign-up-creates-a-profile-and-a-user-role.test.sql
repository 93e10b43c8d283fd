-- sign-up creates a profile from full_name and a user role
-- GoTrue writes auth.users as supabase_auth_admin (plain statements: any error fails the file); the triggers run as their owner.
begin;
select plan(3);

set local role supabase_auth_admin;
insert into auth.users (id, email, raw_user_meta_data, created_at)
  values ('10000000-0000-4000-8000-000000000001', 'mary@demo.test',
          '{"full_name":"Mary  Ann van Dyke","first_name":null}', now());
reset role;
select is(
  (select format('%s|%s|%s|%s|%s|%s|%s', first_name, last_name, display_name, email, role, status, coalesce(company, '-'))
   from public.profiles where id = '10000000-0000-4000-8000-000000000001'),
  'Mary|Ann van Dyke|Mary  Ann van Dyke|mary@demo.test|User|Active|-', 'profile');
select is((select role::text from public.user_roles where user_id = '10000000-0000-4000-8000-000000000001'), 'user', 'role row');
select is((select count(*) from public.role_audit_log where target_user_id = '10000000-0000-4000-8000-000000000001'), 0::bigint,
  'audit rows');

select * from finish();
rollback;
