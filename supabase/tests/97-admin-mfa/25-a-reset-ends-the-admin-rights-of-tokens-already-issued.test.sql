-- an admin's rights end with their factor: after another admin resets it, the token they still hold (aal2, within its hour) is refused every admin right at once, a factor enrolled later does not revive that token, and a token issued after the new factor is an admin's again
-- Admin rights need a verified factor that existed when the token was issued (migration 1400). Personas: admin
-- ...0001 (a verified TOTP factor in the seed), customer ...0003, other customer ...0101 (made a second admin here).
begin;
select plan(10);

update public.user_roles set role = 'admin' where user_id = '00000000-0000-4000-8000-000000000101';
insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, secret, created_at, updated_at) values
  ('00000000-0000-4000-8000-00000000f101', '00000000-0000-4000-8000-000000000101', 'Phone', 'totp', 'verified', 'JBSWY3DPEHPK3PXP', now() - interval '2 hours', now() - interval '2 hours');
-- Approved by the first admin (migration 1520: an admin's factor gives rights once another admin approves it).
insert into private.admin_factor_approvals (factor_id, user_id, approved_by) values
  ('00000000-0000-4000-8000-00000000f101', '00000000-0000-4000-8000-000000000101', '00000000-0000-4000-8000-000000000001');

-- The second admin's access token: aal2, issued half an hour ago (it expires in another half hour).
create temporary table tokens (name text primary key, claims text);
insert into tokens values
  ('before', json_build_object('sub', '00000000-0000-4000-8000-000000000101', 'role', 'authenticated', 'aal', 'aal2',
                               'iat', extract(epoch from now() - interval '30 minutes')::bigint)::text),
  ('after', json_build_object('sub', '00000000-0000-4000-8000-000000000101', 'role', 'authenticated', 'aal', 'aal2',
                              'iat', extract(epoch from now() - interval '1 minute')::bigint)::text),
  ('no iat', '{"sub":"00000000-0000-4000-8000-000000000101","role":"authenticated","aal":"aal2"}');
grant select on tokens to authenticated;

set local role authenticated;
select set_config('request.jwt.claims', (select claims from tokens where name = 'before'), true);
select is(public.is_admin(), true, 'an admin at aal2 whose factor is older than their token');
select is((select count(*) from public.profiles), 25::bigint, 'reads every profile');

set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select is(public.reset_user_mfa('00000000-0000-4000-8000-000000000101'), 1, 'the first admin resets the second one''s factor');

select set_config('request.jwt.claims', (select claims from tokens where name = 'before'), true);
select is(public.is_admin(), false, 'the token from before the reset is no admin''s any more');
select is((select count(*) from public.profiles), 1::bigint, 'it reads only its own profile');
select is(private.caller_is_staff(), false, 'nor staff');
select throws_ok($$select public.reset_user_mfa('00000000-0000-4000-8000-000000000001')$$,
  '42501', 'Only admins can reset two-factor authentication', 'and is refused the admin functions');

-- They enrol a new authenticator five minutes ago.
reset role;
insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, secret, created_at, updated_at) values
  ('00000000-0000-4000-8000-00000000f102', '00000000-0000-4000-8000-000000000101', 'New phone', 'totp', 'verified', 'KRSXG5CTMVRXEZLU', now() - interval '5 minutes', now() - interval '5 minutes');
insert into private.admin_factor_approvals (factor_id, user_id, approved_by) values
  ('00000000-0000-4000-8000-00000000f102', '00000000-0000-4000-8000-000000000101', '00000000-0000-4000-8000-000000000001');
set local role authenticated;
select set_config('request.jwt.claims', (select claims from tokens where name = 'before'), true);
select is(public.is_admin(), false, 'a factor enrolled after the token does not revive it');
select set_config('request.jwt.claims', (select claims from tokens where name = 'after'), true);
select is(public.is_admin(), true, 'a token issued after the new factor is an admin''s');
select set_config('request.jwt.claims', (select claims from tokens where name = 'no iat'), true);
select is(public.is_admin(), true, 'a token without iat counts as issued now');

select * from finish();
rollback;
