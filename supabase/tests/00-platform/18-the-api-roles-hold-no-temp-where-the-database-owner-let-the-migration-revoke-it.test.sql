-- anon and authenticated hold no TEMPORARY privilege on the database wherever the migrations could take it from
-- PUBLIC (the database's owner ran them); where another role owns it (supabase_admin on hosted Supabase, and
-- this test cluster) PostgreSQL only warns, and search_path = pg_catalog, pg_temp (00-platform/04, 17) is what
-- protects the definer functions
begin;
select plan(2);

select ok(
  not has_database_privilege('anon', current_database(), 'TEMPORARY')
  or not (select pg_has_role('postgres', d.datdba, 'USAGE') from pg_database d where d.datname = current_database()),
  'anon holds no TEMP where postgres owns the database');
select ok(
  not has_database_privilege('authenticated', current_database(), 'TEMPORARY')
  or not (select pg_has_role('postgres', d.datdba, 'USAGE') from pg_database d where d.datname = current_database()),
  'authenticated holds no TEMP where postgres owns the database');

select * from finish();
rollback;
