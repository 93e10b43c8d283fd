-- admin promotes a customer to admin, approves the authenticator they already had, and the new admin can act at once
-- Personas: admin ...0001, moderator ...0002, customer ...0003, suspended ...0004; other customer ...0101.
begin;
select plan(5);

-- The customer already has an authenticator, and their session passed it (admin rights need both, migration 1400).
insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, secret, created_at, updated_at) values
  ('00000000-0000-4000-8000-00000000f003', '00000000-0000-4000-8000-000000000003', 'Authenticator app', 'totp', 'verified', 'JBSWY3DPEHPK3PXP', now() - interval '1 day', now() - interval '1 day');

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select lives_ok($$select public.assign_user_role('00000000-0000-4000-8000-000000000003', 'admin')$$, 'admin promotes the customer');
-- Their factor gives admin rights once another admin approves it (migration 1520).
select is(public.approve_admin_factor('00000000-0000-4000-8000-000000000003'), 1, 'and approves their authenticator');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal2"}';
select is(public.is_admin(), true, 'new admin');
select is((select role from public.profiles where id = '00000000-0000-4000-8000-000000000003'), 'Admin', 'mirror');
select is((select count(*) from public.profiles), 25::bigint, 'new admin reads every profile');

select * from finish();
rollback;
