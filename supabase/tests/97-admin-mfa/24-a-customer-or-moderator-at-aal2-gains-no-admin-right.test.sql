-- aal2 is a second factor, not a role: a customer or a moderator at aal2 gains no admin right
-- Admin MFA (migration 1300). Personas: admin ...0001 (a verified TOTP factor in the seed), moderator ...0002,
-- customer ...0003, suspended ...0004, other customer ...0101.
begin;
select plan(7);

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal2"}';
select is(public.is_admin(), false, 'a customer: is_admin');
select is((select count(*) from public.profiles), 1::bigint, 'a customer: their own profile only');
select is(private.caller_is_staff(), false, 'a customer: caller_is_staff');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000002","role":"authenticated","aal":"aal2"}';
select is(public.is_admin(), false, 'a moderator: is_admin');
select is((select count(*) from public.user_roles), 0::bigint, 'a moderator: no role rows');
select throws_ok($$select public.grant_credits('00000000-0000-4000-8000-000000000003', 10, 35000, 'Ten reports')$$,
  '42501', 'Only admins can manage credits', 'a moderator: grant_credits');
select is(private.caller_is_staff(), true, 'a moderator: still staff');

select * from finish();
rollback;
