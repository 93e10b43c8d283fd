-- every function in public and private has search_path = pg_catalog, pg_temp: pg_catalog first, and the
-- session's temporary schema named explicitly and last, so neither a temp type nor a temp table can stand in
-- for a built-in one (an empty search_path still searches pg_temp first). A function a later migration
-- creates with another search_path, or none, fails this case until it is set.
begin;
select plan(3);

select is(
  (select string_agg(p.oid::regprocedure::text, ', ')
   from pg_proc p join pg_namespace n on n.oid = p.pronamespace
   where n.nspname in ('public', 'private')
     and not coalesce(p.proconfig @> array['search_path=pg_catalog, pg_temp'], false)),
  null::text, 'functions without search_path = pg_catalog, pg_temp');
select ok((select count(*) from pg_proc p join pg_namespace n on n.oid = p.pronamespace
                 where n.nspname = 'private' and p.prosecdef) >= 5, 'security-definer helpers exist in private');
-- The rule catches a function created later with the old empty search_path.
create function private.created_later_with_an_empty_search_path() returns integer
language sql set search_path = '' as 'select 1';
select is(
  (select string_agg(p.proname, ', ')
   from pg_proc p join pg_namespace n on n.oid = p.pronamespace
   where n.nspname in ('public', 'private')
     and not coalesce(p.proconfig @> array['search_path=pg_catalog, pg_temp'], false)),
  'created_later_with_an_empty_search_path', 'a later function with search_path = '''' is caught');

select * from finish();
rollback;
