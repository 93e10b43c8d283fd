-- anon can call none of the private helpers except caller_is_active
begin;
select plan(1);

select is(
  (select string_agg(p.proname, ', ' order by p.proname) from pg_proc p join pg_namespace n on n.oid = p.pronamespace
   where n.nspname = 'private' and has_function_privilege('anon', p.oid, 'execute')),
  'caller_is_active', 'private functions executable by anon');

select * from finish();
rollback;
