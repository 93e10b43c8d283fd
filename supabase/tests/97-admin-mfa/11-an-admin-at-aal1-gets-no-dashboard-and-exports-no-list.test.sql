-- an admin at aal1 gets no dashboard figures and may export no list, the order queue included (42501); no export is recorded
-- Admin MFA (migration 1300). Personas: admin ...0001 (a verified TOTP factor in the seed), moderator ...0002,
-- customer ...0003, suspended ...0004, other customer ...0101.
begin;
select plan(6);

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal1"}';
select throws_ok($$select public.admin_dashboard()$$, '42501', 'Only admins can view the dashboard', 'admin_dashboard');
select throws_ok($$select public.log_export('users', '{}', 25)$$, '42501', 'You cannot export this list', 'exporting users');
select throws_ok($$select public.log_export('orders', '{}', 9)$$, '42501', 'You cannot export this list', 'exporting the order queue');
select throws_ok($$select public.log_export('role_audit', '{}', 3)$$, '42501', 'You cannot export this list', 'exporting the role audit log');
select throws_ok($$select public.log_export('staff_audit', '{}', 0)$$, '42501', 'You cannot export this list', 'exporting the staff audit log');
reset role;
select is((select count(*) from public.staff_audit_log), 0::bigint, 'no export recorded');

select * from finish();
rollback;
