-- customer cannot write role_audit_log directly
-- Personas: admin ...0001, moderator ...0002, customer ...0003, suspended ...0004; other customer ...0101.
begin;
select plan(3);

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select throws_ok($$insert into public.role_audit_log (action_type, new_role, target_user_id)
                    values ('role_changed', 'admin', '00000000-0000-4000-8000-000000000003')$$,
  '42501', 'permission denied for table role_audit_log', 'insert');
select throws_ok($$delete from public.role_audit_log$$, '42501', 'permission denied for table role_audit_log', 'delete');
select throws_ok($$update public.role_audit_log set new_role = 'user'$$, '42501', 'permission denied for table role_audit_log',
  'update');

select * from finish();
rollback;
