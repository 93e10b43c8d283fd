-- an admin at aal2 resets another admin's second factor (recovery for a lost authenticator): every factor of that user goes with its challenges, their sessions drop to aal1 with their second-factor claims removed, one mfa_reset row records the caller and the count, and the count is returned; nobody else's factor or session changes
-- Admin MFA (migration 1300). Personas: admin ...0001 (a verified TOTP factor in the seed), moderator ...0002,
-- customer ...0003, suspended ...0004, other customer ...0101 (made a second admin here).
begin;
select plan(10);

update public.user_roles set role = 'admin' where user_id = '00000000-0000-4000-8000-000000000101';
-- As GoTrue leaves them: a verified authenticator and an enrollment never finished, a challenge of each, a
-- session raised to aal2 by the first (its amr claims: password, then totp) and one still at aal1.
insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, secret, created_at, updated_at) values
  ('00000000-0000-4000-8000-00000000f101', '00000000-0000-4000-8000-000000000101', 'Lost phone', 'totp', 'verified', 'JBSWY3DPEHPK3PXP', now(), now()),
  ('00000000-0000-4000-8000-00000000f102', '00000000-0000-4000-8000-000000000101', 'New phone', 'totp', 'unverified', 'KRSXG5CTMVRXEZLU', now(), now());
insert into auth.mfa_challenges (id, factor_id, created_at, ip_address) values
  ('00000000-0000-4000-8000-00000000c101', '00000000-0000-4000-8000-00000000f101', now(), '203.0.113.7'),
  ('00000000-0000-4000-8000-00000000c102', '00000000-0000-4000-8000-00000000f102', now(), '203.0.113.7');
insert into auth.sessions (id, user_id, created_at, updated_at, aal, factor_id) values
  ('00000000-0000-4000-8000-000000005101', '00000000-0000-4000-8000-000000000101', now(), now(), 'aal2', '00000000-0000-4000-8000-00000000f101'),
  ('00000000-0000-4000-8000-000000005102', '00000000-0000-4000-8000-000000000101', now(), now(), 'aal1', null),
  ('00000000-0000-4000-8000-000000005001', '00000000-0000-4000-8000-000000000001', now(), now(), 'aal2', '00000000-0000-4000-8000-00000000f001');
insert into auth.mfa_amr_claims (id, session_id, created_at, updated_at, authentication_method) values
  (gen_random_uuid(), '00000000-0000-4000-8000-000000005101', now(), now(), 'password'),
  (gen_random_uuid(), '00000000-0000-4000-8000-000000005101', now(), now(), 'totp'),
  (gen_random_uuid(), '00000000-0000-4000-8000-000000005102', now(), now(), 'password'),
  (gen_random_uuid(), '00000000-0000-4000-8000-000000005001', now(), now(), 'password'),
  (gen_random_uuid(), '00000000-0000-4000-8000-000000005001', now(), now(), 'totp');

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select is(public.reset_user_mfa('00000000-0000-4000-8000-000000000101'), 2, 'returns the number of factors removed');
reset role;

select is((select count(*) from auth.mfa_factors where user_id = '00000000-0000-4000-8000-000000000101'), 0::bigint,
  'the user''s factors are gone, the unverified one too');
select is((select count(*) from auth.mfa_challenges where factor_id in ('00000000-0000-4000-8000-00000000f101', '00000000-0000-4000-8000-00000000f102')),
  0::bigint, 'their challenges went with them');
select results_eq($$select id::text, aal::text, factor_id from auth.sessions where user_id = '00000000-0000-4000-8000-000000000101' order by id$$,
  $$values ('00000000-0000-4000-8000-000000005101', 'aal1', null::uuid), ('00000000-0000-4000-8000-000000005102', 'aal1', null::uuid)$$,
  'the user''s sessions are at aal1 with no factor');
select results_eq($$select s.id::text, c.authentication_method from auth.mfa_amr_claims c join auth.sessions s on s.id = c.session_id
                    where s.user_id = '00000000-0000-4000-8000-000000000101' order by 1, 2$$,
  $$values ('00000000-0000-4000-8000-000000005101', 'password'), ('00000000-0000-4000-8000-000000005102', 'password')$$,
  'their totp claim is removed (a refresh would otherwise issue aal2 again), the password claims stay');
select results_eq($$select f.id::text, f.status::text from auth.mfa_factors f order by f.id$$,
  $$values ('00000000-0000-4000-8000-00000000f001', 'verified')$$, 'the caller''s own factor is untouched');
select results_eq($$select s.aal::text, s.factor_id::text, (select count(*) from auth.mfa_amr_claims c where c.session_id = s.id)
                    from auth.sessions s where s.user_id = '00000000-0000-4000-8000-000000000001'$$,
  $$values ('aal2', '00000000-0000-4000-8000-00000000f001', 2::bigint)$$, 'and so is the caller''s session');
select is((select count(*) from public.staff_audit_log), 1::bigint, 'one staff audit row');
select results_eq($$select action, actor_id, actor_email, target_user_id, details from public.staff_audit_log$$,
  $$values ('mfa_reset', '00000000-0000-4000-8000-000000000001'::uuid, 'admin@demo.test',
            '00000000-0000-4000-8000-000000000101'::uuid, '{"factors":2}'::jsonb)$$,
  'mfa_reset by the caller, for the user, with the number of factors');
select cmp_ok((select created_at from public.staff_audit_log), '=', now(), 'stamped by the transaction');

select * from finish();
rollback;
