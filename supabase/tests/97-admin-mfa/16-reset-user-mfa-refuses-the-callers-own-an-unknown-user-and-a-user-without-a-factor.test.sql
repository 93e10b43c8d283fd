-- an admin at aal2 cannot reset their own second factor (22023), nor an unknown or null user ("User not found", P0002), nor a user without any factor ("This user has no second factor to reset", P0002); none of these writes anything
-- Admin MFA (migration 1300). Personas: admin ...0001 (a verified TOTP factor in the seed), moderator ...0002,
-- customer ...0003, suspended ...0004, other customer ...0101.
begin;
select plan(7);

insert into auth.sessions (id, user_id, created_at, updated_at, aal, factor_id) values
  ('00000000-0000-4000-8000-000000005001', '00000000-0000-4000-8000-000000000001', now(), now(), 'aal2', '00000000-0000-4000-8000-00000000f001');

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select throws_ok($$select public.reset_user_mfa('00000000-0000-4000-8000-000000000001')$$,
  '22023', 'You cannot reset your own two-factor authentication', 'their own');
select throws_ok($$select public.reset_user_mfa('00000000-0000-4000-8000-00000000dead')$$,
  'P0002', 'User not found', 'an unknown user');
select throws_ok($$select public.reset_user_mfa(null)$$, 'P0002', 'User not found', 'no user');
select throws_ok($$select public.reset_user_mfa('00000000-0000-4000-8000-000000000003')$$,
  'P0002', 'This user has no second factor to reset', 'the customer, who has none');
reset role;

select results_eq($$select id::text, user_id::text, status::text from auth.mfa_factors$$,
  $$values ('00000000-0000-4000-8000-00000000f001', '00000000-0000-4000-8000-000000000001', 'verified')$$,
  'the admin''s factor is still there');
select results_eq($$select aal::text, factor_id::text from auth.sessions$$,
  $$values ('aal2', '00000000-0000-4000-8000-00000000f001')$$, 'the admin''s session is unchanged');
select is((select count(*) from public.staff_audit_log), 0::bigint, 'no staff audit row');

select * from finish();
rollback;
