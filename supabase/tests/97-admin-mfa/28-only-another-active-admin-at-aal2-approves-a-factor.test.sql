-- approve_admin_factor is refused to the user themselves, a moderator and a customer (at aal2 too), an admin at aal1, an admin whose own factor is not approved, a suspended admin, the service role and anon; it refuses an unknown user, a user without a verified factor and a factor already approved; no refusal writes anything
-- Factor approval (migration 1520). Personas: admin ...0001 (a verified, approved factor in the seed), moderator
-- ...0002, customer ...0003, suspended ...0004, other customer ...0101 (an admin with an unapproved factor here).
begin;
select plan(16);

update public.user_roles set role = 'admin' where user_id in ('00000000-0000-4000-8000-000000000101', '00000000-0000-4000-8000-000000000004');
insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, secret, created_at, updated_at) values
  ('00000000-0000-4000-8000-00000000f101', '00000000-0000-4000-8000-000000000101', 'Phone', 'totp', 'verified', 'JBSWY3DPEHPK3PXP', now() - interval '1 hour', now() - interval '1 hour'),
  ('00000000-0000-4000-8000-00000000f002', '00000000-0000-4000-8000-000000000002', 'Phone', 'totp', 'verified', 'KRSXG5CTMVRXEZLU', now() - interval '1 hour', now() - interval '1 hour'),
  ('00000000-0000-4000-8000-00000000f003', '00000000-0000-4000-8000-000000000003', 'Phone', 'totp', 'unverified', 'KRSXG5CTMVRXEZLU', now() - interval '1 hour', now() - interval '1 hour'),
  ('00000000-0000-4000-8000-00000000f004', '00000000-0000-4000-8000-000000000004', 'Phone', 'totp', 'verified', 'KRSXG5CTMVRXEZLU', now() - interval '1 hour', now() - interval '1 hour');
insert into private.admin_factor_approvals (factor_id, user_id) values
  ('00000000-0000-4000-8000-00000000f004', '00000000-0000-4000-8000-000000000004');

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000101","role":"authenticated","aal":"aal2"}';
select throws_ok($$select public.approve_admin_factor('00000000-0000-4000-8000-000000000101')$$,
  '42501', 'Only admins can approve an authenticator app', 'the admin waiting for approval, for themselves');
select throws_ok($$select public.approve_admin_factor('00000000-0000-4000-8000-000000000002')$$,
  '42501', 'Only admins can approve an authenticator app', 'an admin whose own factor is not approved, for another user');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000002","role":"authenticated","aal":"aal2"}';
select throws_ok($$select public.approve_admin_factor('00000000-0000-4000-8000-000000000101')$$,
  '42501', 'Only admins can approve an authenticator app', 'a moderator at aal2');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal2"}';
select throws_ok($$select public.approve_admin_factor('00000000-0000-4000-8000-000000000101')$$,
  '42501', 'Only admins can approve an authenticator app', 'a customer at aal2');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal1"}';
select throws_ok($$select public.approve_admin_factor('00000000-0000-4000-8000-000000000101')$$,
  '42501', 'Only admins can approve an authenticator app', 'an admin at aal1');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000004","role":"authenticated","aal":"aal2"}';
select throws_ok($$select public.approve_admin_factor('00000000-0000-4000-8000-000000000101')$$,
  '42501', 'Only admins can approve an authenticator app', 'a suspended admin with an approved factor');
set local role service_role;
set local request.jwt.claims = '{"role":"service_role"}';
select throws_ok($$select public.approve_admin_factor('00000000-0000-4000-8000-000000000101')$$,
  '42501', 'Only admins can approve an authenticator app', 'the service role (no user)');
set local role anon;
set local request.jwt.claims = '{"role":"anon"}';
select throws_ok($$select public.approve_admin_factor('00000000-0000-4000-8000-000000000101')$$,
  '42501', 'permission denied for function approve_admin_factor', 'anon');

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select throws_ok($$select public.approve_admin_factor('00000000-0000-4000-8000-000000000001')$$,
  '22023', 'You cannot approve your own authenticator app', 'the admin, for themselves');
select throws_ok($$select public.approve_admin_factor('00000000-0000-4000-8000-00000000dead')$$,
  'P0002', 'User not found', 'an unknown user');
select throws_ok($$select public.approve_admin_factor(null)$$,
  'P0002', 'User not found', 'no user');
select throws_ok($$select public.approve_admin_factor('00000000-0000-4000-8000-000000000003')$$,
  'P0002', 'This user has no authenticator app to approve', 'a user whose enrolment is unfinished');
select throws_ok($$select public.approve_admin_factor('00000000-0000-4000-8000-000000000004')$$,
  '23505', 'This user''s authenticator app is already approved', 'a factor already approved');
reset role;

select results_eq($$select factor_id::text from private.admin_factor_approvals order by 1$$,
  $$values ('00000000-0000-4000-8000-00000000f001'), ('00000000-0000-4000-8000-00000000f004')$$,
  'no approval was added');
select is((select count(*) from public.staff_audit_log), 0::bigint, 'no staff audit row');
select is((select count(*) from private.admin_factor_approvals where factor_id = '00000000-0000-4000-8000-00000000f101'), 0::bigint,
  'the waiting admin''s factor is still unapproved');

select * from finish();
rollback;
