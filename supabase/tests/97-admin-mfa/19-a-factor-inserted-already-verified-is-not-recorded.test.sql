-- a factor inserted already verified (the seed, an import) was not enrolled here: even an admin's writes no staff audit row
-- Admin MFA (migration 1300). Personas: admin ...0001 (a verified TOTP factor in the seed), moderator ...0002,
-- customer ...0003, suspended ...0004, other customer ...0101.
begin;
select plan(2);

select is((select count(*) from public.staff_audit_log where action = 'mfa_enrolled'), 0::bigint,
  'the seeded admin factor left no row');
set local role supabase_auth_admin;
insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, secret, created_at, updated_at) values
  ('00000000-0000-4000-8000-00000000f014', '00000000-0000-4000-8000-000000000002', 'Imported app', 'totp', 'verified', 'JBSWY3DPEHPK3PXP', now(), now());
reset role;
select is((select count(*) from public.staff_audit_log), 0::bigint, 'a moderator''s factor inserted verified leaves none');

select * from finish();
rollback;
