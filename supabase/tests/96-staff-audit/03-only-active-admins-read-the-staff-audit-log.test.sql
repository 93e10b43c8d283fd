-- only active admins read the staff audit log; moderators, customers and a suspended admin see no row
-- Staff audit log (migration 1100). Personas: admin ...0001, moderator ...0002, customer ...0003, suspended ...0004.
begin;
select plan(4);

insert into public.staff_audit_log (action, actor_id, details)
values ('export_made', '00000000-0000-4000-8000-000000000001', '{"view":"users","filters":{},"rows":3}');
update public.user_roles set role = 'admin' where user_id = '00000000-0000-4000-8000-000000000004';

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select is((select count(*)::int from public.staff_audit_log), 1, 'an active admin');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000002","role":"authenticated","aal":"aal1"}';
select is((select count(*)::int from public.staff_audit_log), 0, 'a moderator');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select is((select count(*)::int from public.staff_audit_log), 0, 'a customer');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000004","role":"authenticated","aal":"aal2"}';
select is((select count(*)::int from public.staff_audit_log), 0, 'a suspended admin');

select * from finish();
rollback;
