-- an approval is recorded in the staff audit trail as mfa_approved by the approving admin, for the user, with the factors approved; the API roles can neither read nor write the approvals; a reset removes the approval with the factor, so the factor enrolled next needs a new approval
-- Factor approval (migration 1520). Personas: admin ...0001 (a verified, approved factor in the seed), other
-- customer ...0101 (a second admin here).
begin;
select plan(9);

update public.user_roles set role = 'admin' where user_id = '00000000-0000-4000-8000-000000000101';
insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, secret, created_at, updated_at) values
  ('00000000-0000-4000-8000-00000000f101', '00000000-0000-4000-8000-000000000101', 'Phone', 'totp', 'verified', 'JBSWY3DPEHPK3PXP', now() - interval '1 hour', now() - interval '1 hour');

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select is(public.approve_admin_factor('00000000-0000-4000-8000-000000000101'), 1, 'the admin approves the second admin''s factor');
select results_eq($$select action, actor_id, actor_email, target_user_id, details from public.staff_audit_log$$,
  $$values ('mfa_approved', '00000000-0000-4000-8000-000000000001'::uuid, 'admin@demo.test',
            '00000000-0000-4000-8000-000000000101'::uuid,
            '{"factors":1,"factorIds":["00000000-0000-4000-8000-00000000f101"]}'::jsonb)$$,
  'mfa_approved by the approving admin, for the user, with the factor');
select throws_ok($$select * from private.admin_factor_approvals$$, '42501', 'permission denied for table admin_factor_approvals',
  'an admin cannot read the approvals directly');
select throws_ok($$insert into private.admin_factor_approvals (factor_id, user_id) values ('00000000-0000-4000-8000-00000000f101', '00000000-0000-4000-8000-000000000101')$$,
  '42501', 'permission denied for table admin_factor_approvals', 'nor write them');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000101","role":"authenticated","aal":"aal2"}';
select is(public.is_admin(), true, 'the approved admin is an admin');

set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select is(public.reset_user_mfa('00000000-0000-4000-8000-000000000101'), 1, 'later their factor is reset');
reset role;
select is((select count(*) from private.admin_factor_approvals where user_id = '00000000-0000-4000-8000-000000000101'), 0::bigint,
  'the approval went with the factor');

-- They enrol a new authenticator (with the password alone, or whoever has it).
insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, secret, created_at, updated_at) values
  ('00000000-0000-4000-8000-00000000f102', '00000000-0000-4000-8000-000000000101', 'New phone', 'totp', 'verified', 'KRSXG5CTMVRXEZLU', now() - interval '1 minute', now() - interval '1 minute');
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000101","role":"authenticated","aal":"aal2"}';
select is(public.is_admin(), false, 'the new factor gives no admin rights before another approval');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select is(public.approve_admin_factor('00000000-0000-4000-8000-000000000101'), 1, 'and can be approved in turn');

select * from finish();
rollback;
