-- PUBLIC can execute no function in public or private
begin;
select plan(1);

select is(
  (select string_agg(p.oid::regprocedure::text, ', ') from pg_proc p join pg_namespace n on n.oid = p.pronamespace
   cross join lateral aclexplode(coalesce(p.proacl, acldefault('f', p.proowner))) a
   where n.nspname in ('public', 'private') and a.grantee = 0 and a.privilege_type = 'EXECUTE'),
  null::text, 'functions executable by PUBLIC');

select * from finish();
rollback;
