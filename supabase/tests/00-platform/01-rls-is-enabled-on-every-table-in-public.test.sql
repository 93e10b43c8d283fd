-- RLS is enabled on every table in public
begin;
select plan(2);

select is(
  (select string_agg(tablename, ', ' order by tablename) from pg_tables where schemaname = 'public' and not rowsecurity),
  null::text, 'tables without row-level security');
select tables_are('public', array['account_los_addresses', 'account_los_settings', 'credit_checkouts', 'credit_ledger', 'inbound_requests', 'los_handoffs', 'order_assignments', 'order_document_readings', 'order_document_texts', 'order_escalations', 'order_reports', 'order_requests', 'order_sos_lookups',
  'order_status_history', 'outbound_emails', 'profiles', 'report_approvals', 'report_drafts', 'report_field_events', 'report_field_reviews', 'report_overrides', 'report_questions',
  'report_signoffs', 'role_audit_log', 'staff_audit_log', 'user_roles'],
  'public tables');

select * from finish();
rollback;
