-- the seed and maintenance without a signed-in user (no auth.uid(), like the service role's jobs) are not staff
-- actions: they leave no staff audit rows
-- Staff audit trail (migrations 1100, 1200). Personas: admin ...0001, moderator ...0002, customer ...0003, suspended ...0004.
begin;
select plan(2);

select is((select count(*)::int from public.staff_audit_log), 0, 'the seed wrote no audit rows');
-- As the migrations' owner with a service-role token: no user behind the writes.
set local request.jwt.claims = '{"role":"service_role"}';
update public.profiles set status = 'Inactive' where id = '00000000-0000-4000-8000-000000000003';
insert into public.credit_ledger (user_id, kind, credits, reason) values ('00000000-0000-4000-8000-000000000003', 'adjustment', 2, 'script');
select is((select count(*)::int from public.staff_audit_log), 0, 'writes without a user are not recorded');

select * from finish();
rollback;
