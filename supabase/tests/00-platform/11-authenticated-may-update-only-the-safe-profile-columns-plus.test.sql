-- authenticated may update only the safe profile columns (plus status and updated_at, trigger-guarded)
begin;
select plan(2);

select is(
  (select string_agg(column_name, ', ' order by column_name) from information_schema.column_privileges
   where grantee = 'authenticated' and table_schema = 'public' and table_name = 'profiles' and privilege_type = 'UPDATE'),
  'company, display_name, first_name, last_name, phone, status, updated_at', 'updatable profile columns');
select ok(not has_table_privilege('authenticated', 'public.profiles', 'update'), 'table-level update on profiles');

select * from finish();
rollback;
