-- every public table has at most one policy per action, and exactly the policies below
begin;
select plan(10);

select is(
  (select string_agg(format('%s.%s', tablename, cmd), ', ')
   from (select tablename, cmd from pg_policies where schemaname = 'public' group by 1, 2 having count(*) > 1) dup),
  null::text, 'tables with several policies for one action');
select policies_are('public', 'profiles', array['profiles_select', 'profiles_update'], 'profiles policies');
select policies_are('public', 'user_roles', array['user_roles_select'], 'user_roles policies');
select policies_are('public', 'role_audit_log', array['role_audit_log_select'], 'role_audit_log policies');
select policies_are('public', 'staff_audit_log', array['staff_audit_log_select'], 'staff_audit_log policies');
select policies_are('public', 'inbound_requests', array['inbound_requests_insert', 'inbound_requests_select'],
  'inbound_requests policies');
select policies_are('public', 'order_requests', array['order_requests_insert', 'order_requests_select'],
  'order_requests policies');
select policies_are('public', 'order_status_history', array['order_status_history_select'], 'order_status_history policies');
select policies_are('public', 'credit_ledger', array['credit_ledger_select'], 'credit_ledger policies');
select policies_are('storage', 'objects', array['order_documents_delete', 'order_documents_insert', 'order_documents_select'],
  'storage.objects policies');

select * from finish();
rollback;
