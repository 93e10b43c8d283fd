-- an admin changing a profile's status is recorded with the old and new status; other profile edits are not
-- Staff audit trail (migrations 1100, 1200). Personas: admin ...0001, moderator ...0002, customer ...0003, suspended ...0004.
begin;
select plan(4);

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
update public.profiles set status = 'Suspended' where id = '00000000-0000-4000-8000-000000000003';
update public.profiles set company = 'Renamed Co' where id = '00000000-0000-4000-8000-000000000003';
update public.profiles set status = 'Suspended' where id = '00000000-0000-4000-8000-000000000003';
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
update public.profiles set phone = '+1 555 0100' where id = '00000000-0000-4000-8000-000000000003';
reset role;

select is((select count(*)::int from public.staff_audit_log), 1, 'one row: the status change only');
select is((select action from public.staff_audit_log), 'status_changed', 'the action');
select is((select array[actor_id, target_user_id] from public.staff_audit_log),
  array['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000003']::uuid[], 'actor and target');
select is((select details from public.staff_audit_log), '{"from":"Active","to":"Suspended"}'::jsonb, 'from and to');

select * from finish();
rollback;
