-- a customer enrolling a factor is not a staff action: their factor becoming verified writes no staff audit row
-- Admin MFA (migration 1300). Personas: admin ...0001 (a verified TOTP factor in the seed), moderator ...0002,
-- customer ...0003, suspended ...0004, other customer ...0101.
begin;
select plan(2);

set local role supabase_auth_admin;
insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, secret, created_at, updated_at) values
  ('00000000-0000-4000-8000-00000000f013', '00000000-0000-4000-8000-000000000003', 'My phone', 'totp', 'unverified', 'JBSWY3DPEHPK3PXP', now(), now());
update auth.mfa_factors set status = 'verified', updated_at = now() where id = '00000000-0000-4000-8000-00000000f013';
reset role;

select is((select status::text from auth.mfa_factors where id = '00000000-0000-4000-8000-00000000f013'), 'verified', 'the factor is verified');
select is((select count(*) from public.staff_audit_log), 0::bigint, 'no staff audit row');

select * from finish();
rollback;
