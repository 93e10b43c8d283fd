-- The sign-up trigger on auth.users. GoTrue inserts users as supabase_auth_admin; the trigger runs as its
-- owner and must create the profile (role User, status Active) and the 'user' role row.

-- test: sign-up creates a profile from full_name and a user role
begin;
set local role supabase_auth_admin;
insert into auth.users (id, email, raw_user_meta_data, created_at)
values ('10000000-0000-4000-8000-000000000001', 'mary@demo.test',
        '{"full_name":"Mary  Ann van Dyke","first_name":null}', now());
reset role;
select tests.is(
  (select format('%s|%s|%s|%s|%s|%s|%s', first_name, last_name, display_name, email, role, status, coalesce(company, '-'))
   from public.profiles where id = '10000000-0000-4000-8000-000000000001'),
  'Mary|Ann van Dyke|Mary  Ann van Dyke|mary@demo.test|User|Active|-', 'profile');
select tests.is((select role::text from public.user_roles where user_id = '10000000-0000-4000-8000-000000000001'), 'user', 'role row');
select tests.is((select count(*) from public.role_audit_log where target_user_id = '10000000-0000-4000-8000-000000000001'), 0::bigint, 'audit rows');
rollback;

-- test: sign-up with the admin create-user metadata fills every field
begin;
set local role supabase_auth_admin;
insert into auth.users (id, email, raw_user_meta_data, created_at)
values ('10000000-0000-4000-8000-000000000002', 'new.user@demo.test',
        '{"first_name":"Lee","last_name":"O''Neil","display_name":"Lee O''Neil","company":"Acme Lending","phone":"+15555550123"}', now());
reset role;
select tests.is(
  (select format('%s|%s|%s|%s|%s|%s|%s', first_name, last_name, display_name, company, phone, role, status)
   from public.profiles where id = '10000000-0000-4000-8000-000000000002'),
  'Lee|O''Neil|Lee O''Neil|Acme Lending|+15555550123|User|Active', 'profile');
rollback;

-- test: sign-up ignores a role in the metadata
begin;
set local role supabase_auth_admin;
insert into auth.users (id, email, raw_user_meta_data, raw_app_meta_data, created_at)
values ('10000000-0000-4000-8000-000000000003', 'sneaky@demo.test',
        '{"full_name":"Sneaky Pete","role":"admin","status":"Active"}', '{"role":"admin"}', now());
reset role;
select tests.is((select role::text from public.user_roles where user_id = '10000000-0000-4000-8000-000000000003'), 'user', 'role row');
select tests.is((select role from public.profiles where id = '10000000-0000-4000-8000-000000000003'), 'User', 'mirror');
set local role authenticated;
set local request.jwt.claims = '{"sub":"10000000-0000-4000-8000-000000000003","role":"authenticated","user_metadata":{"role":"admin"}}';
select tests.is(public.is_admin(), false, 'is_admin');
rollback;

-- test: sign-up with bad metadata still succeeds, dropping the bad values
begin;
set local role supabase_auth_admin;
insert into auth.users (id, email, raw_user_meta_data, created_at)
values ('10000000-0000-4000-8000-000000000004', 'odd@demo.test',
        jsonb_build_object('first_name', repeat('x', 150), 'phone', 'call me', 'company', repeat('c', 250)), now());
reset role;
select tests.is(
  (select format('%s|%s|%s', char_length(first_name), coalesce(phone, 'null'), char_length(company))
   from public.profiles where id = '10000000-0000-4000-8000-000000000004'),
  '100|null|200', 'cleaned profile');
rollback;

-- test: sign-up without metadata leaves the names empty
begin;
set local role supabase_auth_admin;
insert into auth.users (id, email, created_at) values ('10000000-0000-4000-8000-000000000005', 'bare@demo.test', now());
reset role;
select tests.is(
  (select format('%s|%s|%s|%s', coalesce(first_name, 'null'), coalesce(last_name, 'null'), coalesce(display_name, 'null'), status)
   from public.profiles where id = '10000000-0000-4000-8000-000000000005'),
  'null|null|null|Active', 'profile');
rollback;

-- test: a new user reads and edits their own profile right after sign-up
begin;
set local role supabase_auth_admin;
insert into auth.users (id, email, raw_user_meta_data, created_at)
values ('10000000-0000-4000-8000-000000000006', 'fresh@demo.test', '{"full_name":"Fresh Start"}', now());
set local role authenticated;
set local request.jwt.claims = '{"sub":"10000000-0000-4000-8000-000000000006","role":"authenticated","aal":"aal1"}';
select tests.is((select display_name from public.profiles), 'Fresh Start', 'own profile');
select tests.is(tests.rows($$update public.profiles set company = 'Fresh Co' where id = '10000000-0000-4000-8000-000000000006' returning id$$),
  1::bigint, 'rows updated');
rollback;

-- test: an email change in auth.users is mirrored on the profile
begin;
set local role supabase_auth_admin;
update auth.users set email = 'casey@demo.test' where id = '00000000-0000-4000-8000-000000000003';
reset role;
select tests.is((select email from public.profiles where id = '00000000-0000-4000-8000-000000000003'), 'casey@demo.test', 'profile email');
rollback;

-- test: deleting an auth user removes their profile and role, and keeps the audit trail
begin;
set local role supabase_auth_admin;
delete from auth.users where id = '00000000-0000-4000-8000-000000000002';
reset role;
select tests.is((select count(*) from public.profiles where id = '00000000-0000-4000-8000-000000000002'), 0::bigint, 'profile');
select tests.is((select count(*) from public.user_roles where user_id = '00000000-0000-4000-8000-000000000002'), 0::bigint, 'role');
select tests.is((select count(*) from public.role_audit_log where target_user_id is null), 1::bigint, 'audit row kept, target cleared');
rollback;
