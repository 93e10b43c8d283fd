-- an email change in auth.users is mirrored on the profile
-- GoTrue writes auth.users as supabase_auth_admin (plain statements: any error fails the file); the triggers run as their owner.
begin;
select plan(1);

set local role supabase_auth_admin;
update auth.users set email = 'casey@demo.test' where id = '00000000-0000-4000-8000-000000000003';
reset role;
select is((select email from public.profiles where id = '00000000-0000-4000-8000-000000000003'), 'casey@demo.test', 'profile email');

select * from finish();
rollback;
