-- security-definer helpers live in private, except the assign_user_role RPC
begin;
select plan(1);

select is(
  (select string_agg(p.proname, ', ') from pg_proc p join pg_namespace n on n.oid = p.pronamespace
   where n.nspname = 'public' and p.prosecdef),
  'assign_user_role', 'security-definer functions in the exposed schema');

select * from finish();
rollback;
