-- when a staff member's new factor becomes verified (GoTrue's first verify, on its own connection with no JWT) one mfa_enrolled row records them as actor and target with the factor's type and name; a moderator's enrollment is recorded the same way
-- Admin MFA (migration 1300). Personas: admin ...0001 (a verified TOTP factor in the seed), moderator ...0002,
-- customer ...0003, suspended ...0004, other customer ...0101.
-- GoTrue writes auth.mfa_factors as supabase_auth_admin: /factors inserts the factor unverified, /verify
-- updates its status and updated_at.
begin;
select plan(4);

set local role supabase_auth_admin;
insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, secret, created_at, updated_at) values
  ('00000000-0000-4000-8000-00000000f011', '00000000-0000-4000-8000-000000000001', 'Backup phone', 'totp', 'unverified', 'JBSWY3DPEHPK3PXP', now(), now());
update auth.mfa_factors set status = 'verified', updated_at = now() where id = '00000000-0000-4000-8000-00000000f011';
reset role;

select is((select count(*) from public.staff_audit_log), 1::bigint, 'one staff audit row for the admin''s factor');
select results_eq($$select action, actor_id, actor_email, target_user_id, details from public.staff_audit_log$$,
  $$values ('mfa_enrolled', '00000000-0000-4000-8000-000000000001'::uuid, 'admin@demo.test',
            '00000000-0000-4000-8000-000000000001'::uuid, '{"factor_type":"totp","friendly_name":"Backup phone"}'::jsonb)$$,
  'mfa_enrolled by the admin, for the admin, with the factor''s type and name');

set local role supabase_auth_admin;
insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, secret, created_at, updated_at) values
  ('00000000-0000-4000-8000-00000000f012', '00000000-0000-4000-8000-000000000002', 'Authenticator app', 'totp', 'unverified', 'KRSXG5CTMVRXEZLU', now(), now());
update auth.mfa_factors set status = 'verified', updated_at = now() where id = '00000000-0000-4000-8000-00000000f012';
reset role;

select is((select count(*) from public.staff_audit_log), 2::bigint, 'and one for the moderator''s');
select results_eq($$select action, actor_id, actor_email, target_user_id, details from public.staff_audit_log
                    where actor_id = '00000000-0000-4000-8000-000000000002'$$,
  $$values ('mfa_enrolled', '00000000-0000-4000-8000-000000000002'::uuid, 'moderator@demo.test',
            '00000000-0000-4000-8000-000000000002'::uuid, '{"factor_type":"totp","friendly_name":"Authenticator app"}'::jsonb)$$,
  'mfa_enrolled by the moderator, for the moderator');

select * from finish();
rollback;
