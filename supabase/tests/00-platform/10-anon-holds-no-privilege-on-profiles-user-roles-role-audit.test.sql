-- anon holds no privilege on profiles, user_roles, role_audit_log, order_requests, order_status_history or credit_ledger
begin;
select plan(2);

select is(
  (select string_agg(distinct table_name, ', ') from information_schema.role_table_grants
   where grantee = 'anon' and table_schema = 'public'
     and table_name in ('profiles', 'user_roles', 'role_audit_log', 'order_requests', 'order_status_history',
                        'credit_ledger')),
  null::text, 'anon table grants');
select ok(not has_any_column_privilege('anon', 'public.profiles', 'select'), 'anon column select on profiles');

select * from finish();
rollback;
