-- is_admin(), assign_user_role(), user_roles and role_audit_log.
-- Personas: admin ...0001, moderator ...0002, customer ...0003, suspended ...0004; other customer ...0101.

-- test: anon cannot call is_admin
begin;
set local role anon;
set local request.jwt.claims = '{"role":"anon"}';
select tests.throws('select public.is_admin()', '42501', 'permission denied for function is_admin');
rollback;

-- test: is_admin answers for the caller only
begin;
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal1"}';
select tests.is(public.is_admin(), true, 'admin');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000002","role":"authenticated","aal":"aal1"}';
select tests.is(public.is_admin(), false, 'moderator');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select tests.is(public.is_admin(), false, 'customer');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000004","role":"authenticated","aal":"aal1"}';
select tests.is(public.is_admin(), false, 'suspended');
rollback;

-- test: is_admin ignores role claims in the JWT and in user metadata
begin;
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","app_metadata":{"role":"admin"},"user_metadata":{"role":"admin"}}';
select tests.is(public.is_admin(), false, 'customer with forged claims');
rollback;

-- test: anon cannot call assign_user_role
begin;
set local role anon;
set local request.jwt.claims = '{"role":"anon"}';
select tests.throws($$select public.assign_user_role('00000000-0000-4000-8000-000000000003', 'admin')$$,
  '42501', 'permission denied for function assign_user_role');
rollback;

-- test: customer cannot call assign_user_role, not even to make themselves admin
begin;
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select tests.throws($$select public.assign_user_role('00000000-0000-4000-8000-000000000003', 'admin')$$,
  '42501', 'Only admins can assign roles');
select tests.throws($$select public.assign_user_role(null, null)$$, '42501', 'Only admins can assign roles');
reset role;
select tests.is((select role::text from public.user_roles where user_id = '00000000-0000-4000-8000-000000000003'), 'user', 'role');
select tests.is((select count(*) from public.role_audit_log), 3::bigint, 'audit rows (seed only)');
rollback;

-- test: moderator cannot call assign_user_role
begin;
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000002","role":"authenticated","aal":"aal1"}';
select tests.throws($$select public.assign_user_role('00000000-0000-4000-8000-000000000002', 'admin')$$,
  '42501', 'Only admins can assign roles');
rollback;

-- test: suspended user cannot call assign_user_role
begin;
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000004","role":"authenticated","aal":"aal1"}';
select tests.throws($$select public.assign_user_role('00000000-0000-4000-8000-000000000004', 'admin')$$,
  '42501', 'Only admins can assign roles');
rollback;

-- test: service role without a user is refused by assign_user_role
begin;
set local role service_role;
set local request.jwt.claims = '{"role":"service_role"}';
select tests.throws($$select public.assign_user_role('00000000-0000-4000-8000-000000000003', 'admin')$$,
  '42501', 'Only admins can assign roles');
rollback;

-- test: admin assigns a role: role row, profile mirror and audit row together
begin;
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal1"}';
select public.assign_user_role('00000000-0000-4000-8000-000000000003', 'moderator');
select tests.is(
  (select format('%s by %s', role, assigned_by) from public.user_roles where user_id = '00000000-0000-4000-8000-000000000003'),
  'moderator by 00000000-0000-4000-8000-000000000001', 'user_roles row');
select tests.is((select assigned_at from public.user_roles where user_id = '00000000-0000-4000-8000-000000000003'), now(), 'assigned_at');
select tests.is((select role from public.profiles where id = '00000000-0000-4000-8000-000000000003'), 'Moderator', 'profile mirror');
select tests.is(
  (select string_agg(format('%s %s->%s by %s', action_type, old_role, new_role, assigned_by), '; ')
   from public.role_audit_log where target_user_id = '00000000-0000-4000-8000-000000000003'),
  'role_changed user->moderator by 00000000-0000-4000-8000-000000000001', 'audit row');
rollback;

-- test: assigning the role a user already has writes nothing
begin;
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal1"}';
select public.assign_user_role('00000000-0000-4000-8000-000000000002', 'moderator');
select tests.is((select count(*) from public.role_audit_log), 3::bigint, 'audit rows (seed only)');
rollback;

-- test: admin promotes a customer to admin and the new admin can act at once
begin;
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal1"}';
select public.assign_user_role('00000000-0000-4000-8000-000000000003', 'admin');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select tests.is(public.is_admin(), true, 'new admin');
select tests.is((select role from public.profiles where id = '00000000-0000-4000-8000-000000000003'), 'Admin', 'mirror');
select tests.is((select count(*) from public.profiles), 25::bigint, 'new admin reads every profile');
rollback;

-- test: a user without a role row gets role_assigned with no old role
begin;
delete from public.user_roles where user_id = '00000000-0000-4000-8000-000000000101';
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal1"}';
select public.assign_user_role('00000000-0000-4000-8000-000000000101', 'moderator');
select tests.is(
  (select format('%s %s->%s', action_type, coalesce(old_role::text, 'none'), new_role) from public.role_audit_log
   where target_user_id = '00000000-0000-4000-8000-000000000101'),
  'role_assigned none->moderator', 'audit row');
rollback;

-- test: last-admin guard: the only admin cannot demote themselves
begin;
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal1"}';
select tests.throws($$select public.assign_user_role('00000000-0000-4000-8000-000000000001', 'user')$$,
  'P0001', 'Cannot remove the last admin');
select tests.is(public.is_admin(), true, 'still admin');
select tests.is((select role from public.profiles where id = '00000000-0000-4000-8000-000000000001'), 'Admin', 'mirror');
select tests.is((select count(*) from public.role_audit_log), 3::bigint, 'no audit row for the refusal');
rollback;

-- test: last-admin guard counts only active admins
begin;
update public.user_roles set role = 'admin' where user_id = '00000000-0000-4000-8000-000000000004';
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal1"}';
select tests.throws($$select public.assign_user_role('00000000-0000-4000-8000-000000000001', 'moderator')$$,
  'P0001', 'Cannot remove the last admin');
rollback;

-- test: an admin may step down while another active admin remains
begin;
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal1"}';
select public.assign_user_role('00000000-0000-4000-8000-000000000003', 'admin');
select public.assign_user_role('00000000-0000-4000-8000-000000000001', 'user');
select tests.is(public.is_admin(), false, 'former admin');
select tests.is((select count(*) from public.profiles), 1::bigint, 'former admin sees only their profile');
rollback;

-- test: audit rows are written atomically: a failing assignment leaves no role change and no audit row
begin;
create function pg_temp.refuse_audit() returns trigger language plpgsql as $$
begin raise exception 'audit storage unavailable'; end $$;
create trigger refuse_audit before insert on public.role_audit_log for each row execute function pg_temp.refuse_audit();
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal1"}';
select tests.throws($$select public.assign_user_role('00000000-0000-4000-8000-000000000003', 'admin')$$,
  'P0001', 'audit storage unavailable');
reset role;
select tests.is((select role::text from public.user_roles where user_id = '00000000-0000-4000-8000-000000000003'), 'user', 'role row');
select tests.is((select role from public.profiles where id = '00000000-0000-4000-8000-000000000003'), 'User', 'mirror');
select tests.is((select count(*) from public.role_audit_log), 3::bigint, 'audit rows (seed only)');
rollback;

-- test: assign_user_role validates its arguments
begin;
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal1"}';
select tests.throws($$select public.assign_user_role(null, 'user')$$, '22023', 'Invalid user ID format');
select tests.throws($$select public.assign_user_role('00000000-0000-4000-8000-000000000003', null)$$,
  '22023', 'Role must be one of: user, admin, moderator');
-- PostgREST passes RPC arguments as text: malformed values fail the cast.
select tests.throws($$select public.assign_user_role('not-a-uuid', 'user')$$, '22P02', 'invalid input syntax for type uuid: "not-a-uuid"');
select tests.throws($$select public.assign_user_role('00000000-0000-4000-8000-000000000003', 'superadmin')$$,
  '22P02', 'invalid input value for enum app_role: "superadmin"');
select tests.throws($$select public.assign_user_role('00000000-0000-4000-8000-00000000ffff', 'user')$$, 'PT404', 'User not found');
select tests.is((select count(*) from public.role_audit_log), 3::bigint, 'audit rows (seed only)');
rollback;

-- test: customer cannot write user_roles directly
begin;
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select tests.throws($$update public.user_roles set role = 'admin' where user_id = '00000000-0000-4000-8000-000000000003'$$,
  '42501', 'permission denied for table user_roles');
select tests.throws($$insert into public.user_roles (user_id, role) values ('00000000-0000-4000-8000-000000000003', 'admin')
                      on conflict (user_id) do update set role = excluded.role$$,
  '42501', 'permission denied for table user_roles');
select tests.throws($$delete from public.user_roles where user_id = '00000000-0000-4000-8000-000000000001'$$,
  '42501', 'permission denied for table user_roles');
rollback;

-- test: customer cannot write role_audit_log directly
begin;
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select tests.throws($$insert into public.role_audit_log (action_type, new_role, target_user_id)
                      values ('role_changed', 'admin', '00000000-0000-4000-8000-000000000003')$$,
  '42501', 'permission denied for table role_audit_log');
select tests.throws($$delete from public.role_audit_log$$, '42501', 'permission denied for table role_audit_log');
select tests.throws($$update public.role_audit_log set new_role = 'user'$$, '42501', 'permission denied for table role_audit_log');
rollback;

-- test: customer and moderator read no roles and no audit rows
begin;
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select tests.is((select count(*) from public.user_roles), 0::bigint, 'customer: user_roles');
select tests.is((select count(*) from public.role_audit_log), 0::bigint, 'customer: role_audit_log');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000002","role":"authenticated","aal":"aal1"}';
select tests.is((select count(*) from public.user_roles), 0::bigint, 'moderator: user_roles');
select tests.is((select count(*) from public.role_audit_log), 0::bigint, 'moderator: role_audit_log');
rollback;

-- test: anon cannot read user_roles or role_audit_log
begin;
set local role anon;
set local request.jwt.claims = '{"role":"anon"}';
select tests.throws('select * from public.user_roles', '42501', 'permission denied for table user_roles');
select tests.throws('select * from public.role_audit_log', '42501', 'permission denied for table role_audit_log');
rollback;

-- test: admin reads every role and the audit log
begin;
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal1"}';
select tests.is((select count(*) from public.user_roles), 25::bigint, 'user_roles');
select tests.is(
  (select string_agg(format('%s %s->%s', action_type, old_role, new_role), '; ' order by created_at desc) from public.role_audit_log),
  'role_changed admin->moderator; role_changed user->admin; role_changed user->moderator', 'audit log, newest first');
rollback;

-- test: admin cannot write user_roles or role_audit_log directly either
begin;
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal1"}';
select tests.throws($$update public.user_roles set role = 'admin' where user_id = '00000000-0000-4000-8000-000000000003'$$,
  '42501', 'permission denied for table user_roles');
select tests.throws($$delete from public.role_audit_log$$, '42501', 'permission denied for table role_audit_log');
rollback;
