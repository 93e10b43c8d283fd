-- anon holds no privilege on the staff audit log and cannot record an export
-- Staff audit log (migration 1100). Personas: admin ...0001, moderator ...0002, customer ...0003, suspended ...0004.
begin;
select plan(3);

select ok(not has_table_privilege('anon', 'public.staff_audit_log', 'select'), 'anon select');
select ok(not has_any_column_privilege('anon', 'public.staff_audit_log', 'insert'), 'anon insert');
set local role anon;
set local request.jwt.claims = '{"role":"anon"}';
select throws_ok($$select public.log_export('users', '{}', 1)$$, '42501', 'permission denied for function log_export',
  'anon calls log_export');

select * from finish();
rollback;
