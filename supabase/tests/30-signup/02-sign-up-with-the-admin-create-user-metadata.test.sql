-- sign-up with the admin create-user metadata fills every field
-- GoTrue writes auth.users as supabase_auth_admin (plain statements: any error fails the file); the triggers run as their owner.
begin;
select plan(1);

set local role supabase_auth_admin;
insert into auth.users (id, email, raw_user_meta_data, created_at)
  values ('10000000-0000-4000-8000-000000000002', 'new.user@demo.test',
          '{"first_name":"Lee","last_name":"O''Neil","display_name":"Lee O''Neil","company":"Acme Lending","phone":"+15555550123"}',
          now());
reset role;
select is(
  (select format('%s|%s|%s|%s|%s|%s|%s', first_name, last_name, display_name, company, phone, role, status)
   from public.profiles where id = '10000000-0000-4000-8000-000000000002'),
  'Lee|O''Neil|Lee O''Neil|Acme Lending|+15555550123|User|Active', 'profile');

select * from finish();
rollback;
