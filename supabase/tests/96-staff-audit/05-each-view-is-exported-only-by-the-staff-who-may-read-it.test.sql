-- each view is exported only by the staff who may read it: moderators the order queue only, customers and a
-- suspended admin nothing, the service role (no auth.uid()) nothing
-- Staff audit log (migration 1100). Personas: admin ...0001, moderator ...0002, customer ...0003, suspended ...0004.
begin;
select plan(10);

update public.user_roles set role = 'admin' where user_id = '00000000-0000-4000-8000-000000000004';

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select lives_ok($$select public.log_export('orders', '{}', 0)$$, 'an admin exports orders');
select lives_ok($$select public.log_export('role_audit', '{}', 0)$$, 'an admin exports the role audit log');
select lives_ok($$select public.log_export('staff_audit', '{}', 0)$$, 'an admin exports the staff audit log');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000002","role":"authenticated","aal":"aal1"}';
select lives_ok($$select public.log_export('orders', '{}', 5)$$, 'a moderator exports orders');
select throws_ok($$select public.log_export('users', '{}', 5)$$, '42501', 'You cannot export this list', 'a moderator exports users');
select throws_ok($$select public.log_export('staff_audit', '{}', 5)$$, '42501', 'You cannot export this list', 'a moderator exports the staff audit log');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select throws_ok($$select public.log_export('orders', '{}', 5)$$, '42501', 'You cannot export this list', 'a customer exports orders');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000004","role":"authenticated","aal":"aal2"}';
select throws_ok($$select public.log_export('users', '{}', 5)$$, '42501', 'You cannot export this list', 'a suspended admin exports users');
reset role;
select is((select count(*)::int from public.staff_audit_log), 4, 'only the allowed exports were recorded');

set local role service_role;
set local request.jwt.claims = '{"role":"service_role"}';
select throws_ok($$select public.log_export('orders', '{}', 5)$$, '42501', 'You cannot export this list', 'the service role');

select * from finish();
rollback;
