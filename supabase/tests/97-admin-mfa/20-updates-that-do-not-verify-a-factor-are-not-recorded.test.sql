-- only a status change to verified is an enrollment: a factor set to verified while verified, set back to unverified, set to unverified while unverified, renamed or challenged writes no staff audit row
-- Admin MFA (migration 1300). Personas: admin ...0001 (a verified TOTP factor in the seed), moderator ...0002,
-- customer ...0003, suspended ...0004, other customer ...0101.
-- GoTrue writes auth.mfa_factors as supabase_auth_admin; the rows are read back as postgres.
begin;
select plan(6);

set local role supabase_auth_admin;
insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, secret, created_at, updated_at) values
  ('00000000-0000-4000-8000-00000000f015', '00000000-0000-4000-8000-000000000002', 'Pending app', 'totp', 'unverified', 'JBSWY3DPEHPK3PXP', now(), now());
update auth.mfa_factors set status = 'verified', updated_at = now() where id = '00000000-0000-4000-8000-00000000f001';
reset role;
select is((select count(*) from public.staff_audit_log), 0::bigint, 'verified set on a verified factor');
set local role supabase_auth_admin;
update auth.mfa_factors set status = 'unverified', updated_at = now() where id = '00000000-0000-4000-8000-00000000f001';
reset role;
select is((select count(*) from public.staff_audit_log), 0::bigint, 'a verified factor set back to unverified');
set local role supabase_auth_admin;
update auth.mfa_factors set status = 'unverified', updated_at = now() where id = '00000000-0000-4000-8000-00000000f015';
reset role;
select is((select count(*) from public.staff_audit_log), 0::bigint, 'unverified set on an unverified factor');
set local role supabase_auth_admin;
update auth.mfa_factors set friendly_name = 'Renamed app', updated_at = now() where id = '00000000-0000-4000-8000-00000000f015';
reset role;
select is((select count(*) from public.staff_audit_log), 0::bigint, 'an unverified factor renamed');
set local role supabase_auth_admin;
update auth.mfa_factors set last_challenged_at = now(), updated_at = now() where id = '00000000-0000-4000-8000-00000000f015';
reset role;
select is((select count(*) from public.staff_audit_log), 0::bigint, 'an unverified factor challenged');
select results_eq($$select id::text, friendly_name, status::text from auth.mfa_factors order by id$$,
  $$values ('00000000-0000-4000-8000-00000000f001', 'Authenticator app', 'unverified'),
           ('00000000-0000-4000-8000-00000000f015', 'Renamed app', 'unverified')$$, 'every update was made');

select * from finish();
rollback;
