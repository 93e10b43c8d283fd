-- only an active admin at aal2 assigns: a moderator, the order's owner, a suspended user, an admin without the
-- second factor and anon are refused, and nothing is written
-- Order assignment (migration 2000). Personas: admin ...0001, moderator ...0002, customer ...0003 (owns c07), suspended ...0004.
begin;
select plan(7);

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000002","role":"authenticated","aal":"aal1"}';
select throws_ok($$select public.assign_order('0f6b8e24-0000-4000-8000-000000000c07', '00000000-0000-4000-8000-000000000002')$$,
  '42501', 'Only admins can assign orders', 'a moderator cannot take an order');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000002","role":"authenticated","aal":"aal2"}';
select throws_ok($$select public.assign_order('0f6b8e24-0000-4000-8000-000000000c07', null)$$,
  '42501', 'Only admins can assign orders', 'a moderator at aal2 cannot unassign either');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select throws_ok($$select public.assign_order('0f6b8e24-0000-4000-8000-000000000c07', '00000000-0000-4000-8000-000000000001')$$,
  '42501', 'Only admins can assign orders', 'the order''s owner is refused');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000004","role":"authenticated","aal":"aal1"}';
select throws_ok($$select public.assign_order('0f6b8e24-0000-4000-8000-000000000c07', '00000000-0000-4000-8000-000000000001')$$,
  '42501', 'Only admins can assign orders', 'a suspended user is refused');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal1"}';
select throws_ok($$select public.assign_order('0f6b8e24-0000-4000-8000-000000000c07', '00000000-0000-4000-8000-000000000001')$$,
  '42501', 'Only admins can assign orders', 'an admin without the second factor is refused');
set local role anon;
set local request.jwt.claims = '{"role":"anon"}';
select throws_ok($$select public.assign_order('0f6b8e24-0000-4000-8000-000000000c07', '00000000-0000-4000-8000-000000000001')$$,
  '42501', null, 'anon cannot call it');
reset role;
select results_eq(
  $$select (select count(*) from public.order_assignments where order_id = '0f6b8e24-0000-4000-8000-000000000c07'),
           (select count(*) from public.staff_audit_log)$$,
  $$values (0::bigint, 0::bigint)$$, 'nothing was written');

select * from finish();
rollback;
