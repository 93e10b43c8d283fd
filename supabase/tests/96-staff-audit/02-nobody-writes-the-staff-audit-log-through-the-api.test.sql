-- nobody writes the staff audit log through the API: authenticated may only read it (through its policy)
-- Staff audit log (migration 1100). Personas: admin ...0001, moderator ...0002, customer ...0003, suspended ...0004.
begin;
select plan(4);

select ok(has_table_privilege('authenticated', 'public.staff_audit_log', 'select'), 'authenticated select');
select ok(not has_any_column_privilege('authenticated', 'public.staff_audit_log', 'insert'), 'authenticated insert');
select ok(not has_any_column_privilege('authenticated', 'public.staff_audit_log', 'update'), 'authenticated update');
select ok(not has_table_privilege('authenticated', 'public.staff_audit_log', 'delete'), 'authenticated delete');

select * from finish();
rollback;
