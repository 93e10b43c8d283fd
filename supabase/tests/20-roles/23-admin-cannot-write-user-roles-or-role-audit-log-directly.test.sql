-- admin cannot write user_roles or role_audit_log directly either
-- Personas: admin ...0001, moderator ...0002, customer ...0003, suspended ...0004; other customer ...0101.
begin;
select plan(2);

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select throws_ok($$update public.user_roles set role = 'admin' where user_id = '00000000-0000-4000-8000-000000000003'$$,
  '42501', 'permission denied for table user_roles', 'update user_roles');
select throws_ok($$delete from public.role_audit_log$$, '42501', 'permission denied for table role_audit_log',
  'delete role_audit_log');

select * from finish();
rollback;
