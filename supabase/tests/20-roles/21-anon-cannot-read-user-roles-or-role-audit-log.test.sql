-- anon cannot read user_roles or role_audit_log
-- Personas: admin ...0001, moderator ...0002, customer ...0003, suspended ...0004; other customer ...0101.
begin;
select plan(2);

set local role anon;
set local request.jwt.claims = '{"role":"anon"}';
select throws_ok('select * from public.user_roles', '42501', 'permission denied for table user_roles', 'user_roles');
select throws_ok('select * from public.role_audit_log', '42501', 'permission denied for table role_audit_log', 'role_audit_log');

select * from finish();
rollback;
