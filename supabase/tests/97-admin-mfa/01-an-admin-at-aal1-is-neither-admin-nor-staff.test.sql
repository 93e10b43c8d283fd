-- an active admin signed in with the password alone (aal1) is neither admin nor staff; the same admin at aal2 is both
-- Admin MFA (migration 1300). Personas: admin ...0001 (a verified TOTP factor in the seed), moderator ...0002,
-- customer ...0003, suspended ...0004, other customer ...0101.
begin;
select plan(4);

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal1"}';
select is(public.is_admin(), false, 'is_admin at aal1');
select is(private.caller_is_staff(), false, 'caller_is_staff at aal1');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select is(public.is_admin(), true, 'is_admin at aal2');
select is(private.caller_is_staff(), true, 'caller_is_staff at aal2');

select * from finish();
rollback;
