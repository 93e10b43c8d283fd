-- authenticated can write neither user_roles nor role_audit_log
begin;
select plan(6);

select ok(not has_any_column_privilege('authenticated', 'public.user_roles', 'insert'), 'insert user_roles');
select ok(not has_any_column_privilege('authenticated', 'public.user_roles', 'update'), 'update user_roles');
select ok(not has_table_privilege('authenticated', 'public.user_roles', 'delete'), 'delete user_roles');
select ok(not has_any_column_privilege('authenticated', 'public.role_audit_log', 'insert'), 'insert role_audit_log');
select ok(not has_any_column_privilege('authenticated', 'public.role_audit_log', 'update'), 'update role_audit_log');
select ok(not has_table_privilege('authenticated', 'public.role_audit_log', 'delete'), 'delete role_audit_log');

select * from finish();
rollback;
