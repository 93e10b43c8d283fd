-- sign-up ignores a role in the metadata
-- GoTrue writes auth.users as supabase_auth_admin (plain statements: any error fails the file); the triggers run as their owner.
begin;
select plan(3);

set local role supabase_auth_admin;
insert into auth.users (id, email, raw_user_meta_data, raw_app_meta_data, created_at)
  values ('10000000-0000-4000-8000-000000000003', 'sneaky@demo.test',
          '{"full_name":"Sneaky Pete","role":"admin","status":"Active"}', '{"role":"admin"}', now());
reset role;
select is((select role::text from public.user_roles where user_id = '10000000-0000-4000-8000-000000000003'), 'user', 'role row');
select is((select role from public.profiles where id = '10000000-0000-4000-8000-000000000003'), 'User', 'mirror');
set local role authenticated;
set local request.jwt.claims = '{"sub":"10000000-0000-4000-8000-000000000003","role":"authenticated","user_metadata":{"role":"admin"}}';
select is(public.is_admin(), false, 'is_admin');

select * from finish();
rollback;
