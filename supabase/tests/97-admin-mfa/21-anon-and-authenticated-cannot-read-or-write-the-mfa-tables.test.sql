-- anon and authenticated hold no privilege on auth.mfa_factors, mfa_challenges, mfa_amr_claims or sessions: an admin at aal2 can neither read a secret nor add, verify or remove a factor except through GoTrue (and reset_user_mfa)
-- Admin MFA (migration 1300). Personas: admin ...0001 (a verified TOTP factor in the seed), moderator ...0002,
-- customer ...0003, suspended ...0004, other customer ...0101.
begin;
select plan(8);

select is(
  (select string_agg(format('%s %s %s', r.role, t.tab, p.priv), ', ')
   from unnest(array['anon', 'authenticated']) r(role)
   cross join unnest(array['auth.mfa_factors', 'auth.mfa_challenges', 'auth.mfa_amr_claims', 'auth.sessions']) t(tab)
   cross join unnest(array['select', 'insert', 'update', 'delete', 'truncate', 'references', 'trigger']) p(priv)
   where has_table_privilege(r.role, t.tab, p.priv)),
  null::text, 'table privileges of anon and authenticated');

set local role anon;
set local request.jwt.claims = '{"role":"anon"}';
select throws_ok($$select secret from auth.mfa_factors$$, '42501', 'permission denied for table mfa_factors', 'anon reads factors');
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select throws_ok($$select secret from auth.mfa_factors where user_id = '00000000-0000-4000-8000-000000000001'$$,
  '42501', 'permission denied for table mfa_factors', 'the admin reads their own factor''s secret');
select throws_ok($$insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, secret, created_at, updated_at)
  values (gen_random_uuid(), '00000000-0000-4000-8000-000000000001', 'Mine', 'totp', 'verified', 'JBSWY3DPEHPK3PXP', now(), now())$$,
  '42501', 'permission denied for table mfa_factors', 'the admin adds a verified factor');
select throws_ok($$update auth.mfa_factors set status = 'verified'$$, '42501', 'permission denied for table mfa_factors',
  'the admin verifies a factor');
select throws_ok($$delete from auth.mfa_factors$$, '42501', 'permission denied for table mfa_factors', 'the admin removes factors');
select throws_ok($$update auth.sessions set aal = 'aal2'$$, '42501', 'permission denied for table sessions',
  'the admin raises a session');
reset role;
select is((select count(*) from auth.mfa_factors), 1::bigint, 'the seeded factor only');

select * from finish();
rollback;
