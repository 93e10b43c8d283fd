-- sign-up without metadata leaves the names empty
-- GoTrue writes auth.users as supabase_auth_admin (plain statements: any error fails the file); the triggers run as their owner.
begin;
select plan(1);

set local role supabase_auth_admin;
insert into auth.users (id, email, created_at)
  values ('10000000-0000-4000-8000-000000000005', 'bare@demo.test', now());
reset role;
select is(
  (select format('%s|%s|%s|%s', coalesce(first_name, 'null'), coalesce(last_name, 'null'), coalesce(display_name, 'null'), status)
   from public.profiles where id = '10000000-0000-4000-8000-000000000005'),
  'null|null|null|Active', 'profile');

select * from finish();
rollback;
