-- log_export refuses an unknown view, filters that are not a small object and a negative or missing row count,
-- and writes nothing
-- Staff audit log (migration 1100). Personas: admin ...0001, moderator ...0002, customer ...0003, suspended ...0004.
begin;
select plan(8);

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select throws_ok($$select public.log_export('secrets', '{}', 1)$$, '22023', 'Unknown export view', 'an unknown view');
select throws_ok($$select public.log_export(null, '{}', 1)$$, '22023', 'Unknown export view', 'no view');
select throws_ok($$select public.log_export('users', '[]', 1)$$, '22023', 'Export filters must be an object of at most 2000 characters', 'an array');
select throws_ok($$select public.log_export('users', null, 1)$$, '22023', 'Export filters must be an object of at most 2000 characters', 'no filters');
select throws_ok(format('select public.log_export(%L, %L, 1)', 'users', jsonb_build_object('search', repeat('x', 2000))),
  '22023', 'Export filters must be an object of at most 2000 characters', 'filters too long');
select throws_ok($$select public.log_export('users', '{}', -1)$$, '22023', 'Exported rows must be zero or more', 'negative rows');
select throws_ok($$select public.log_export('users', '{}', null)$$, '22023', 'Exported rows must be zero or more', 'no row count');
reset role;
select is((select count(*)::int from public.staff_audit_log), 0, 'nothing recorded');

select * from finish();
rollback;
