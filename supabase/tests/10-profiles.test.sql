-- profiles: each persona's allowed and denied reads and writes, as PostgREST runs them.
-- Personas: admin ...0001, moderator ...0002, customer ...0003, suspended ...0004; other customer ...0101.

-- test: anon cannot read profiles
begin;
set local role anon;
set local request.jwt.claims = '{"role":"anon"}';
select tests.throws('select * from public.profiles', '42501', 'permission denied for table profiles');
rollback;

-- test: anon cannot update profiles
begin;
set local role anon;
set local request.jwt.claims = '{"role":"anon"}';
select tests.throws($$update public.profiles set first_name = 'X'$$, '42501', 'permission denied for table profiles');
rollback;

-- test: customer reads only their own profile
begin;
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select tests.is((select count(*) from public.profiles), 1::bigint, 'visible profiles');
select tests.is((select email from public.profiles), 'customer@demo.test', 'the visible profile');
rollback;

-- test: customer cannot read another customer's profile by id
begin;
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select tests.is(tests.rows($$select * from public.profiles where id = '00000000-0000-4000-8000-000000000101'$$), 0::bigint, 'other customer');
select tests.is(tests.rows($$select * from public.profiles where email = 'admin@demo.test'$$), 0::bigint, 'admin by email');
rollback;

-- test: customer updates the safe columns of their own profile
begin;
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select tests.is(
  tests.rows($$update public.profiles set first_name = 'Cas', last_name = 'Jordan-Lee', phone = '+17145550199',
                 company = 'Harbor Point', display_name = 'Cas Jordan-Lee'
               where id = '00000000-0000-4000-8000-000000000003' returning id$$),
  1::bigint, 'updated rows');
select tests.is((select display_name || ' / ' || company || ' / ' || phone from public.profiles),
  'Cas Jordan-Lee / Harbor Point / +17145550199', 'saved values');
select tests.is((select updated_at from public.profiles), now(), 'updated_at stamped by the server');
rollback;

-- test: customer cannot change their own role (privilege escalation)
begin;
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select tests.throws($$update public.profiles set role = 'Admin' where id = '00000000-0000-4000-8000-000000000003'$$,
  '42501', 'permission denied for table profiles');
select tests.is((select role from public.profiles), 'User', 'role unchanged');
select tests.is(public.is_admin(), false, 'is_admin after the attempt');
rollback;

-- test: customer cannot change their own status
begin;
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select tests.throws($$update public.profiles set status = 'Inactive' where id = '00000000-0000-4000-8000-000000000003'$$,
  '42501', 'Only admins can change a user''s status');
rollback;

-- test: suspended user cannot reactivate themselves
begin;
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000004","role":"authenticated","aal":"aal1"}';
select tests.is(tests.rows($$update public.profiles set status = 'Active' where id = '00000000-0000-4000-8000-000000000004' returning id$$),
  0::bigint, 'rows updated');
reset role;
select tests.is((select status from public.profiles where id = '00000000-0000-4000-8000-000000000004'), 'Suspended', 'status');
rollback;

-- test: customer cannot change their email, id or created_at
begin;
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select tests.throws($$update public.profiles set email = 'x@demo.test' where id = '00000000-0000-4000-8000-000000000003'$$,
  '42501', 'permission denied for table profiles');
select tests.throws($$update public.profiles set id = gen_random_uuid() where id = '00000000-0000-4000-8000-000000000003'$$,
  '42501', 'permission denied for table profiles');
select tests.throws($$update public.profiles set created_at = now() where id = '00000000-0000-4000-8000-000000000003'$$,
  '42501', 'permission denied for table profiles');
rollback;

-- test: customer's update of another profile changes nothing
begin;
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select tests.is(tests.rows($$update public.profiles set company = 'Hijacked' where id = '00000000-0000-4000-8000-000000000101' returning id$$),
  0::bigint, 'rows updated');
reset role;
select tests.is((select company from public.profiles where id = '00000000-0000-4000-8000-000000000101'), 'Summit Capital', 'company');
rollback;

-- test: customer cannot insert or delete profiles
begin;
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select tests.throws($$insert into public.profiles (id, email) values (gen_random_uuid(), 'x@demo.test')$$,
  '42501', 'permission denied for table profiles');
select tests.throws($$delete from public.profiles where id = '00000000-0000-4000-8000-000000000003'$$,
  '42501', 'permission denied for table profiles');
rollback;

-- test: phone must match the phone rule
begin;
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select tests.throws($$update public.profiles set phone = '555-abc' where id = '00000000-0000-4000-8000-000000000003'$$,
  '23514', 'new row for relation "profiles" violates check constraint "profiles_phone_check"');
select tests.throws($$update public.profiles set first_name = repeat('a', 101) where id = '00000000-0000-4000-8000-000000000003'$$,
  '23514', 'new row for relation "profiles" violates check constraint "profiles_first_name_check"');
rollback;

-- test: moderator reads only their own profile
begin;
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000002","role":"authenticated","aal":"aal1"}';
select tests.is((select count(*) from public.profiles), 1::bigint, 'visible profiles');
select tests.is((select role from public.profiles), 'Moderator', 'own role mirror');
rollback;

-- test: moderator cannot update another profile or any status
begin;
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000002","role":"authenticated","aal":"aal1"}';
select tests.is(tests.rows($$update public.profiles set company = 'X' where id = '00000000-0000-4000-8000-000000000003' returning id$$),
  0::bigint, 'rows updated');
select tests.throws($$update public.profiles set status = 'Suspended' where id = '00000000-0000-4000-8000-000000000002'$$,
  '42501', 'Only admins can change a user''s status');
rollback;

-- test: admin reads every profile
begin;
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal1"}';
select tests.is((select count(*) from public.profiles), 25::bigint, 'visible profiles');
select tests.is((select id from public.profiles where email = 'customer@demo.test'), '00000000-0000-4000-8000-000000000003'::uuid, 'lookup by email');
rollback;

-- test: admin updates another user's display name, company, phone and status
begin;
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal1"}';
select tests.is(
  tests.rows($$update public.profiles set display_name = 'Casey J', first_name = 'Casey', last_name = 'J', company = 'New Co',
                 phone = '+14155550100', status = 'Suspended', updated_at = '2000-01-01'
               where id = '00000000-0000-4000-8000-000000000003' returning id$$),
  1::bigint, 'rows updated');
select tests.is((select status || ' / ' || company from public.profiles where id = '00000000-0000-4000-8000-000000000003'),
  'Suspended / New Co', 'saved values');
select tests.is((select updated_at from public.profiles where id = '00000000-0000-4000-8000-000000000003'), now(),
  'client-sent updated_at replaced by the server time');
rollback;

-- test: admin cannot set a role directly on a profile
begin;
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal1"}';
select tests.throws($$update public.profiles set role = 'Admin' where id = '00000000-0000-4000-8000-000000000003'$$,
  '42501', 'permission denied for table profiles');
rollback;

-- test: admin cannot suspend the last active admin
begin;
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal1"}';
select tests.throws($$update public.profiles set status = 'Suspended' where id = '00000000-0000-4000-8000-000000000001'$$,
  'P0001', 'Cannot suspend the last admin');
rollback;

-- test: admin can suspend another admin while an active admin remains
begin;
update public.user_roles set role = 'admin' where user_id = '00000000-0000-4000-8000-000000000101';
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal1"}';
select tests.is(tests.rows($$update public.profiles set status = 'Suspended' where id = '00000000-0000-4000-8000-000000000101' returning id$$),
  1::bigint, 'rows updated');
rollback;

-- test: suspended user sees nothing, not even their own profile
begin;
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000004","role":"authenticated","aal":"aal1"}';
select tests.is((select count(*) from public.profiles), 0::bigint, 'visible profiles');
select tests.is(tests.rows($$update public.profiles set first_name = 'R' where id = '00000000-0000-4000-8000-000000000004' returning id$$),
  0::bigint, 'rows updated');
rollback;

-- test: a suspended admin loses every admin right
begin;
update public.user_roles set role = 'admin' where user_id = '00000000-0000-4000-8000-000000000004';
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000004","role":"authenticated","aal":"aal1"}';
select tests.is(public.is_admin(), false, 'is_admin');
select tests.is((select count(*) from public.profiles), 0::bigint, 'visible profiles');
select tests.is((select count(*) from public.user_roles), 0::bigint, 'visible roles');
select tests.throws($$select public.assign_user_role('00000000-0000-4000-8000-000000000004', 'admin')$$,
  '42501', 'Only admins can assign roles');
rollback;

-- test: an Inactive user or one without a status still reads their own profile
begin;
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000104","role":"authenticated","aal":"aal1"}';
select tests.is((select status from public.profiles), 'Inactive', 'own status');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000105","role":"authenticated","aal":"aal1"}';
select tests.is((select coalesce(status, 'none') from public.profiles), 'none', 'own status');
rollback;

-- test: a token without sub reads nothing
begin;
set local role authenticated;
set local request.jwt.claims = '{"role":"authenticated"}';
select tests.is((select count(*) from public.profiles), 0::bigint, 'visible profiles');
rollback;
