-- an admin at aal1 reads no role, no role audit row and no staff audit row; at aal2 they read them all
-- Admin MFA (migration 1300). Personas: admin ...0001 (a verified TOTP factor in the seed), moderator ...0002,
-- customer ...0003, suspended ...0004, other customer ...0101.
begin;
select plan(6);

insert into public.staff_audit_log (action, actor_id, details)
values ('export_made', '00000000-0000-4000-8000-000000000001', '{"view":"users","filters":{},"rows":3}');

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal1"}';
select is((select count(*) from public.user_roles), 0::bigint, 'user_roles at aal1 (their own row included)');
select is((select count(*) from public.role_audit_log), 0::bigint, 'role_audit_log at aal1');
select is((select count(*) from public.staff_audit_log), 0::bigint, 'staff_audit_log at aal1');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select is((select count(*) from public.user_roles), 25::bigint, 'user_roles at aal2');
select is((select count(*) from public.role_audit_log), 3::bigint, 'role_audit_log at aal2');
select is((select count(*) from public.staff_audit_log), 1::bigint, 'staff_audit_log at aal2');

select * from finish();
rollback;
