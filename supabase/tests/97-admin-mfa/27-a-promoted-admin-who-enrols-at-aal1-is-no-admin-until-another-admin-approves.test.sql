-- the password-only admin attack: a user just promoted to admin (no factor yet) enrols an authenticator with the password alone, verifies its first code and holds a token at aal2 in a live session; they are neither admin nor staff and every admin function refuses them, until another admin approves that factor, and then they are an admin
-- Factor approval (migration 1520). Personas: admin ...0001 (a verified, approved factor in the seed), other
-- customer ...0101 (promoted here).
begin;
select plan(15);

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select lives_ok($$select public.assign_user_role('00000000-0000-4000-8000-000000000101', 'admin')$$, 'the admin promotes the customer');
reset role;

-- Whoever holds the new admin's password signs in (aal1) and enrols, as GoTrue writes it: the factor inserted
-- unverified, verified by its first code, the session raised to aal2.
set local role supabase_auth_admin;
insert into auth.sessions (id, user_id, created_at, updated_at, aal) values
  ('00000000-0000-4000-8000-000000005101', '00000000-0000-4000-8000-000000000101', now() - interval '2 minutes', now() - interval '2 minutes', 'aal1');
insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, secret, created_at, updated_at) values
  ('00000000-0000-4000-8000-00000000f101', '00000000-0000-4000-8000-000000000101', 'Authenticator app', 'totp', 'unverified', 'JBSWY3DPEHPK3PXP', now() - interval '1 minute', now() - interval '1 minute');
update auth.mfa_factors set status = 'verified', updated_at = now() where id = '00000000-0000-4000-8000-00000000f101';
update auth.sessions set aal = 'aal2', factor_id = '00000000-0000-4000-8000-00000000f101' where id = '00000000-0000-4000-8000-000000005101';
reset role;

create temporary table tokens (name text primary key, claims text);
insert into tokens values
  ('new admin', json_build_object('sub', '00000000-0000-4000-8000-000000000101', 'role', 'authenticated', 'aal', 'aal2',
    'iat', extract(epoch from now())::bigint, 'session_id', '00000000-0000-4000-8000-000000005101')::text);
grant select on tokens to authenticated;

set local role authenticated;
select set_config('request.jwt.claims', (select claims from tokens where name = 'new admin'), true);
select is(public.is_admin(), false, 'at aal2 with a factor nobody approved: no admin');
select is(public.awaits_factor_approval(), true, 'and told they wait for another admin''s approval');
select is(private.caller_is_staff(), false, 'nor staff');
select is((select count(*) from public.profiles), 1::bigint, 'reads only their own profile');
select throws_ok($$select public.assign_user_role('00000000-0000-4000-8000-000000000003', 'admin')$$,
  '42501', 'Only admins can assign roles', 'cannot assign roles');
select throws_ok($$select public.reset_user_mfa('00000000-0000-4000-8000-000000000001')$$,
  '42501', 'Only admins can reset two-factor authentication', 'cannot reset the first admin''s factor');
select throws_ok($$select public.approve_admin_factor('00000000-0000-4000-8000-000000000101')$$,
  '42501', 'Only admins can approve an authenticator app', 'cannot approve their own factor');

set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select is(public.awaits_factor_approval(), false, 'the first admin, approved, waits for nothing');
select is(public.approve_admin_factor('00000000-0000-4000-8000-000000000101'), 1, 'another admin approves the factor');

select set_config('request.jwt.claims', (select claims from tokens where name = 'new admin'), true);
select is(public.is_admin(), true, 'now the new admin is an admin');
select is(public.awaits_factor_approval(), false, 'and waits no more');
select is(private.caller_is_staff(), true, 'and staff');
select is((select count(*) from public.profiles), 25::bigint, 'and reads every profile');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal2"}';
select is(public.awaits_factor_approval(), false, 'a customer waits for no approval');

select * from finish();
rollback;
