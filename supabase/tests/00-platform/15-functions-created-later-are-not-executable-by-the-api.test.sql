-- a function created after the migrations (by postgres, as a later migration or the SQL editor would) is executable by neither anon nor authenticated until granted
begin;
select plan(6);

create function public.created_later() returns integer language sql as 'select 1';
create function private.created_later() returns integer language sql as 'select 1';
select ok(not has_function_privilege('anon', 'public.created_later()', 'execute'), 'anon on public.created_later');
select ok(not has_function_privilege('authenticated', 'public.created_later()', 'execute'), 'authenticated on public.created_later');
select ok(not has_function_privilege('anon', 'private.created_later()', 'execute'), 'anon on private.created_later');
select ok(not has_function_privilege('authenticated', 'private.created_later()', 'execute'), 'authenticated on private.created_later');
select is(
  (select string_agg(p.oid::regprocedure::text, ', ') from pg_proc p
   cross join lateral aclexplode(coalesce(p.proacl, acldefault('f', p.proowner))) a
   where p.proname = 'created_later' and a.grantee = 0 and a.privilege_type = 'EXECUTE'),
  null::text, 'functions created later executable by PUBLIC');
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select throws_ok('select public.created_later()', '42501', 'permission denied for function created_later',
  'a customer calls it');

select * from finish();
rollback;
