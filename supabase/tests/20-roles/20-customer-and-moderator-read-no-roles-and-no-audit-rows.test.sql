-- customer and moderator read no roles and no audit rows
-- Personas: admin ...0001, moderator ...0002, customer ...0003, suspended ...0004; other customer ...0101.
begin;
select plan(4);

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select is((select count(*) from public.user_roles), 0::bigint, 'customer: user_roles');
select is((select count(*) from public.role_audit_log), 0::bigint, 'customer: role_audit_log');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000002","role":"authenticated","aal":"aal1"}';
select is((select count(*) from public.user_roles), 0::bigint, 'moderator: user_roles');
select is((select count(*) from public.role_audit_log), 0::bigint, 'moderator: role_audit_log');

select * from finish();
rollback;
