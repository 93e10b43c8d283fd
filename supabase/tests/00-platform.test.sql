-- Platform-wide rules: RLS everywhere, hardened security-definer functions, nothing callable by anon,
-- the helpers out of the exposed schema.

-- test: RLS is enabled on every table in public
begin;
select tests.is(
  (select string_agg(tablename, ', ' order by tablename) from pg_tables where schemaname = 'public' and not rowsecurity),
  null::text, 'tables without row-level security');
select tests.is(
  (select string_agg(tablename, ', ' order by tablename) from pg_tables where schemaname = 'public'),
  'inbound_requests, order_requests, profiles, role_audit_log, user_roles', 'public tables');
rollback;

-- test: every public table has at most one policy per action
begin;
select tests.is(
  (select string_agg(format('%s.%s', tablename, cmd), ', ')
   from (select tablename, cmd from pg_policies where schemaname = 'public' group by 1, 2 having count(*) > 1) dup),
  null::text, 'tables with several policies for one action');
rollback;

-- test: policies call auth.uid() through (select ...) so it runs once per statement
begin;
select tests.is(
  (select string_agg(policyname, ', ') from pg_policies
   where schemaname in ('public', 'storage')
     and (coalesce(qual, '') || coalesce(with_check, '')) ~ 'auth\.uid\(\)'
     and (coalesce(qual, '') || coalesce(with_check, '')) !~ 'SELECT auth\.uid\(\)'),
  null::text, 'policies calling auth.uid() per row');
rollback;

-- test: every function in public and private has an empty search_path
begin;
select tests.is(
  (select string_agg(p.oid::regprocedure::text, ', ')
   from pg_proc p join pg_namespace n on n.oid = p.pronamespace
   where n.nspname in ('public', 'private')
     and not coalesce(p.proconfig @> array['search_path=""'], false)),
  null::text, 'functions without search_path = ''''');
select tests.ok((select count(*) from pg_proc p join pg_namespace n on n.oid = p.pronamespace
                 where n.nspname = 'private' and p.prosecdef) >= 5, 'security-definer helpers exist in private');
rollback;

-- test: security-definer helpers live in private, except the assign_user_role RPC
begin;
select tests.is(
  (select string_agg(p.proname, ', ') from pg_proc p join pg_namespace n on n.oid = p.pronamespace
   where n.nspname = 'public' and p.prosecdef),
  'assign_user_role', 'security-definer functions in the exposed schema');
rollback;

-- test: anon can execute no function in public
begin;
select tests.is(
  (select string_agg(p.oid::regprocedure::text, ', ') from pg_proc p join pg_namespace n on n.oid = p.pronamespace
   where n.nspname = 'public' and has_function_privilege('anon', p.oid, 'execute')),
  null::text, 'public functions executable by anon');
rollback;

-- test: PUBLIC can execute no function in public or private
begin;
select tests.is(
  (select string_agg(p.oid::regprocedure::text, ', ') from pg_proc p join pg_namespace n on n.oid = p.pronamespace
   cross join lateral aclexplode(coalesce(p.proacl, acldefault('f', p.proowner))) a
   where n.nspname in ('public', 'private') and a.grantee = 0 and a.privilege_type = 'EXECUTE'),
  null::text, 'functions executable by PUBLIC');
rollback;

-- test: anon can call none of the private helpers except caller_is_active
begin;
select tests.is(
  (select string_agg(p.proname, ', ' order by p.proname) from pg_proc p join pg_namespace n on n.oid = p.pronamespace
   where n.nspname = 'private' and has_function_privilege('anon', p.oid, 'execute')),
  'caller_is_active', 'private functions executable by anon');
rollback;

-- test: the API roles cannot create objects in public or private
begin;
select tests.ok(not has_schema_privilege('anon', 'public', 'create'), 'anon create on public');
select tests.ok(not has_schema_privilege('authenticated', 'public', 'create'), 'authenticated create on public');
select tests.ok(not has_schema_privilege('anon', 'private', 'create'), 'anon create on private');
select tests.ok(not has_schema_privilege('authenticated', 'private', 'create'), 'authenticated create on private');
rollback;

-- test: anon holds no privilege on profiles, user_roles, role_audit_log or order_requests
begin;
select tests.is(
  (select string_agg(distinct table_name, ', ') from information_schema.role_table_grants
   where grantee = 'anon' and table_schema = 'public'
     and table_name in ('profiles', 'user_roles', 'role_audit_log', 'order_requests')),
  null::text, 'anon table grants');
select tests.ok(not has_any_column_privilege('anon', 'public.profiles', 'select'), 'anon column select on profiles');
rollback;

-- test: authenticated may update only the safe profile columns (plus status and updated_at, trigger-guarded)
begin;
select tests.is(
  (select string_agg(column_name, ', ' order by column_name) from information_schema.column_privileges
   where grantee = 'authenticated' and table_schema = 'public' and table_name = 'profiles' and privilege_type = 'UPDATE'),
  'company, display_name, first_name, last_name, phone, status, updated_at', 'updatable profile columns');
select tests.ok(not has_table_privilege('authenticated', 'public.profiles', 'update'), 'table-level update on profiles');
rollback;

-- test: authenticated can write neither user_roles nor role_audit_log
begin;
select tests.ok(not has_any_column_privilege('authenticated', 'public.user_roles', 'insert'), 'insert user_roles');
select tests.ok(not has_any_column_privilege('authenticated', 'public.user_roles', 'update'), 'update user_roles');
select tests.ok(not has_table_privilege('authenticated', 'public.user_roles', 'delete'), 'delete user_roles');
select tests.ok(not has_any_column_privilege('authenticated', 'public.role_audit_log', 'insert'), 'insert role_audit_log');
select tests.ok(not has_any_column_privilege('authenticated', 'public.role_audit_log', 'update'), 'update role_audit_log');
select tests.ok(not has_table_privilege('authenticated', 'public.role_audit_log', 'delete'), 'delete role_audit_log');
rollback;

-- test: the seed holds the four personas and the twenty-one customers of mocks/seed
begin;
select tests.is((select count(*) from public.profiles), 25::bigint, 'profiles');
select tests.is(
  (select string_agg(format('%s=%s/%s', email, role, status), ', ' order by id) from public.profiles
   where id between '00000000-0000-4000-8000-000000000001' and '00000000-0000-4000-8000-000000000004'),
  'admin@demo.test=Admin/Active, moderator@demo.test=Moderator/Active, customer@demo.test=User/Active, suspended@demo.test=User/Suspended',
  'personas');
select tests.is((select company from public.profiles where email = 'customer@demo.test'), 'Harbor Point Lending', 'customer company');
select tests.ok(
  (select encrypted_password = extensions.crypt('DemoPass-2026!', encrypted_password) from auth.users where email = 'customer@demo.test'),
  'bcrypt password DemoPass-2026!');
select tests.is((select count(*) from auth.identities), 25::bigint, 'email identities');
select tests.is((select string_agg(u.email, ', ' order by u.email) from auth.users u where u.banned_until > now()),
  (select string_agg(email, ', ' order by email) from public.profiles where status = 'Suspended'), 'banned = suspended users');
select tests.is((select count(*) from public.profiles where status is null), 1::bigint, 'a profile without status, as in the mock');
select tests.is((select display_name from public.profiles where id = '00000000-0000-4000-8000-000000000003'), 'Casey Customer', 'display name');
select tests.is((select updated_at = created_at from public.profiles where id = '00000000-0000-4000-8000-000000000003'), true, 'updated_at kept at created_at');
rollback;

-- test: the assertion helpers fail when they should
begin;
do $$
begin
  begin
    perform tests.is(1, 2, 'one is two');
    raise exception 'tests.is passed a wrong value';
  exception when raise_exception then
    if sqlerrm <> 'one is two: expected 2, got 1' then raise; end if;
  end;
  begin
    perform tests.throws('select 1', '42501');
    raise exception 'tests.throws passed a statement that succeeded';
  exception when raise_exception then
    if sqlerrm not like 'expected error 42501 , but it succeeded%' then raise; end if;
  end;
  begin
    perform tests.throws('select 1/0', '42501');
    raise exception 'tests.throws passed the wrong error';
  exception when raise_exception then
    if sqlerrm not like 'expected error 42501 , got 22012%' then raise; end if;
  end;
  begin
    perform tests.ok(false, 'falsehood');
    raise exception 'tests.ok passed false';
  exception when raise_exception then
    if sqlerrm <> 'falsehood: not true' then raise; end if;
  end;
end
$$;
rollback;
