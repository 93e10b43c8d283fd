-- every function in public and private has an empty search_path
begin;
select plan(2);

select is(
  (select string_agg(p.oid::regprocedure::text, ', ')
   from pg_proc p join pg_namespace n on n.oid = p.pronamespace
   where n.nspname in ('public', 'private')
     and not coalesce(p.proconfig @> array['search_path=""'], false)),
  null::text, 'functions without search_path = ''''');
select ok((select count(*) from pg_proc p join pg_namespace n on n.oid = p.pronamespace
                 where n.nspname = 'private' and p.prosecdef) >= 5, 'security-definer helpers exist in private');

select * from finish();
rollback;
