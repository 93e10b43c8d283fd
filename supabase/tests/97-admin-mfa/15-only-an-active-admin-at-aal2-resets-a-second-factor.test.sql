-- reset_user_mfa is refused to an admin at aal1, a moderator and a customer (at aal2 too), a suspended admin at aal2 and the service role (42501, "Only admins can reset two-factor authentication"), anon cannot call it, and no refusal writes anything
-- Admin MFA (migration 1300). Personas: admin ...0001 (a verified TOTP factor in the seed), moderator ...0002,
-- customer ...0003, suspended ...0004, other customer ...0101.
begin;
select plan(11);

-- The target: the moderator with an authenticator and a session at aal2.
insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, secret, created_at, updated_at) values
  ('00000000-0000-4000-8000-00000000f002', '00000000-0000-4000-8000-000000000002', 'Authenticator app', 'totp', 'verified', 'JBSWY3DPEHPK3PXP', now(), now());
insert into auth.sessions (id, user_id, created_at, updated_at, aal, factor_id) values
  ('00000000-0000-4000-8000-000000005002', '00000000-0000-4000-8000-000000000002', now(), now(), 'aal2', '00000000-0000-4000-8000-00000000f002');
insert into auth.mfa_amr_claims (id, session_id, created_at, updated_at, authentication_method) values
  (gen_random_uuid(), '00000000-0000-4000-8000-000000005002', now(), now(), 'totp');
-- The suspended persona holds the admin role: suspension takes the right away all the same.
update public.user_roles set role = 'admin' where user_id = '00000000-0000-4000-8000-000000000004';

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal1"}';
select throws_ok($$select public.reset_user_mfa('00000000-0000-4000-8000-000000000002')$$,
  '42501', 'Only admins can reset two-factor authentication', 'an admin at aal1');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated"}';
select throws_ok($$select public.reset_user_mfa('00000000-0000-4000-8000-000000000002')$$,
  '42501', 'Only admins can reset two-factor authentication', 'an admin without an aal claim');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000002","role":"authenticated","aal":"aal1"}';
select throws_ok($$select public.reset_user_mfa('00000000-0000-4000-8000-000000000001')$$,
  '42501', 'Only admins can reset two-factor authentication', 'a moderator');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000002","role":"authenticated","aal":"aal2"}';
select throws_ok($$select public.reset_user_mfa('00000000-0000-4000-8000-000000000001')$$,
  '42501', 'Only admins can reset two-factor authentication', 'a moderator at aal2');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal2"}';
select throws_ok($$select public.reset_user_mfa('00000000-0000-4000-8000-000000000002')$$,
  '42501', 'Only admins can reset two-factor authentication', 'a customer at aal2');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000004","role":"authenticated","aal":"aal2"}';
select throws_ok($$select public.reset_user_mfa('00000000-0000-4000-8000-000000000002')$$,
  '42501', 'Only admins can reset two-factor authentication', 'a suspended admin at aal2');
set local role service_role;
set local request.jwt.claims = '{"role":"service_role"}';
select throws_ok($$select public.reset_user_mfa('00000000-0000-4000-8000-000000000002')$$,
  '42501', 'Only admins can reset two-factor authentication', 'the service role (no user)');
set local role anon;
set local request.jwt.claims = '{"role":"anon"}';
select throws_ok($$select public.reset_user_mfa('00000000-0000-4000-8000-000000000002')$$,
  '42501', 'permission denied for function reset_user_mfa', 'anon');
reset role;

select results_eq($$select id::text, status::text from auth.mfa_factors order by id$$,
  $$values ('00000000-0000-4000-8000-00000000f001', 'verified'), ('00000000-0000-4000-8000-00000000f002', 'verified')$$,
  'every factor is still there');
select results_eq($$select s.aal::text, s.factor_id::text, (select count(*) from auth.mfa_amr_claims c where c.session_id = s.id)
                    from auth.sessions s where s.id = '00000000-0000-4000-8000-000000005002'$$,
  $$values ('aal2', '00000000-0000-4000-8000-00000000f002', 1::bigint)$$, 'the moderator''s session is unchanged');
select is((select count(*) from public.staff_audit_log), 0::bigint, 'no staff audit row');

select * from finish();
rollback;
