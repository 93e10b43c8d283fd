-- assigning an order to the staff member who already has it, or unassigning an unassigned order, writes nothing
-- Order assignment (migration 2000). Seed: c06 assigned to the admin (...0001); c07 unassigned.
begin;
select plan(2);

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select public.assign_order('7d2a9f31-0000-4000-8000-000000000c06', '00000000-0000-4000-8000-000000000001');
select public.assign_order('0f6b8e24-0000-4000-8000-000000000c07', null);
reset role;
select is((select count(*)::int from public.order_assignments), 2, 'still the two seeded rows');
select is((select count(*)::int from public.staff_audit_log), 0, 'and no audit entry');

select * from finish();
rollback;
