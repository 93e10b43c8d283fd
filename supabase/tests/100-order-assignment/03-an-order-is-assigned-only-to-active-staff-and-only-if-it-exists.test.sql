-- the assignee must be an admin or a moderator who is not suspended (a customer, a suspended moderator or an
-- unknown id is refused), and the order must exist; a refusal writes nothing
-- Order assignment (migration 2000). Personas: admin ...0001, moderator ...0002, customer ...0003, suspended ...0004.
begin;
select plan(7);

-- The moderator persona, suspended (written without a caller, so no audit row).
update public.profiles set status = 'Suspended' where id = '00000000-0000-4000-8000-000000000002';

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select throws_ok($$select public.assign_order('0f6b8e24-0000-4000-8000-000000000c07', '00000000-0000-4000-8000-000000000003')$$,
  '22023', 'An order can be assigned only to an admin or a moderator', 'a customer is no assignee');
select throws_ok($$select public.assign_order('0f6b8e24-0000-4000-8000-000000000c07', '00000000-0000-4000-8000-000000000004')$$,
  '22023', 'An order can be assigned only to an admin or a moderator', 'a suspended user is no assignee');
select throws_ok($$select public.assign_order('0f6b8e24-0000-4000-8000-000000000c07', '00000000-0000-4000-8000-000000000002')$$,
  '22023', 'An order can be assigned only to an admin or a moderator', 'a suspended moderator is no assignee');
select throws_ok($$select public.assign_order('0f6b8e24-0000-4000-8000-000000000c07', '00000000-0000-4000-8000-0000000009ff')$$,
  '22023', 'An order can be assigned only to an admin or a moderator', 'an unknown id is no assignee');
select throws_ok($$select public.assign_order('0f6b8e24-0000-4000-8000-0000000009ff', '00000000-0000-4000-8000-000000000001')$$,
  'PT404', 'Order not found', 'an unknown order is not found');
select throws_ok($$select public.assign_order(null, '00000000-0000-4000-8000-000000000001')$$,
  'PT404', 'Order not found', 'no order is not found');
reset role;
select results_eq(
  $$select (select count(*) from public.order_assignments where order_id = '0f6b8e24-0000-4000-8000-000000000c07'),
           (select count(*) from public.staff_audit_log)$$,
  $$values (0::bigint, 0::bigint)$$, 'nothing was written');

select * from finish();
rollback;
