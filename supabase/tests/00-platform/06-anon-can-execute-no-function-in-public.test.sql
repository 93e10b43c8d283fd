-- anon can execute no function in public
begin;
select plan(1);

select is(
  (select string_agg(p.oid::regprocedure::text, ', ') from pg_proc p join pg_namespace n on n.oid = p.pronamespace
   where n.nspname = 'public' and has_function_privilege('anon', p.oid, 'execute')),
  null::text, 'public functions executable by anon');

select * from finish();
rollback;
