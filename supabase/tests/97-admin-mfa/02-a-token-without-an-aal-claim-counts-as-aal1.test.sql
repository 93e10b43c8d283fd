-- a token without an aal claim (or with null, an unknown level or another spelling) counts as aal1: the admin gets no admin right from it
-- Admin MFA (migration 1300). Personas: admin ...0001 (a verified TOTP factor in the seed), moderator ...0002,
-- customer ...0003, suspended ...0004, other customer ...0101.
begin;
select plan(8);

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated"}';
select is(public.is_admin(), false, 'is_admin without aal');
select is((select count(*) from public.profiles), 1::bigint, 'profiles visible without aal: their own');
select throws_ok($$select public.assign_user_role('00000000-0000-4000-8000-000000000003', 'moderator')$$,
  '42501', 'Only admins can assign roles', 'assign_user_role without aal');
select is(private.caller_is_staff(), false, 'caller_is_staff without aal');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":null}';
select is(public.is_admin(), false, 'aal null');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"AAL2"}';
select is(public.is_admin(), false, 'aal "AAL2"');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":["aal2"]}';
select is(public.is_admin(), false, 'aal ["aal2"]');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal3"}';
select is(public.is_admin(), false, 'aal "aal3" (GoTrue issues no such level)');

select * from finish();
rollback;
