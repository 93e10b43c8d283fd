-- signing out ends staff rights at once: an admin's or a moderator's token whose session is gone (signed out, or ended by an admin or a password change) is refused every staff right, though it stays valid for the rest of its hour; a token of a live session, or one tied to no session, keeps them
-- Staff rights need the token's session to exist (migration 1400). Personas: admin ...0001 (a verified TOTP
-- factor in the seed), moderator ...0002, customer ...0003.
begin;
select plan(12);

insert into auth.sessions (id, user_id, created_at, updated_at, aal) values
  ('00000000-0000-4000-8000-0000000005a1', '00000000-0000-4000-8000-000000000001', now() - interval '10 minutes', now() - interval '10 minutes', 'aal2'),
  ('00000000-0000-4000-8000-0000000005a2', '00000000-0000-4000-8000-000000000002', now() - interval '10 minutes', now() - interval '10 minutes', 'aal1'),
  ('00000000-0000-4000-8000-0000000005a3', '00000000-0000-4000-8000-000000000003', now() - interval '10 minutes', now() - interval '10 minutes', 'aal1');

create temporary table tokens (name text primary key, claims text);
insert into tokens values
  ('admin', '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2","session_id":"00000000-0000-4000-8000-0000000005a1"}'),
  ('moderator', '{"sub":"00000000-0000-4000-8000-000000000002","role":"authenticated","aal":"aal1","session_id":"00000000-0000-4000-8000-0000000005a2"}'),
  -- The admin's token naming the customer's session: a session is the holder's own or none.
  ('borrowed', '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2","session_id":"00000000-0000-4000-8000-0000000005a3"}'),
  ('no session', '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}');
grant select on tokens to authenticated;

set local role authenticated;
select set_config('request.jwt.claims', (select claims from tokens where name = 'admin'), true);
select is(public.is_admin(), true, 'an admin at aal2 in a live session');
select is((select count(*) from public.profiles), 25::bigint, 'reads every profile');
select set_config('request.jwt.claims', (select claims from tokens where name = 'moderator'), true);
select is(private.caller_is_staff(), true, 'a moderator in a live session is staff');
select isnt((select count(*) from public.order_requests), 0::bigint, 'and reads the order queue');
select set_config('request.jwt.claims', (select claims from tokens where name = 'borrowed'), true);
select is(public.is_admin(), false, 'a token naming another user''s session is no admin''s');

-- Both sign out (GoTrue deletes the session row).
reset role;
delete from auth.sessions where id in ('00000000-0000-4000-8000-0000000005a1', '00000000-0000-4000-8000-0000000005a2');
set local role authenticated;

select set_config('request.jwt.claims', (select claims from tokens where name = 'admin'), true);
select is(public.is_admin(), false, 'the admin''s token after sign-out is no admin''s');
select is((select count(*) from public.profiles), 0::bigint, 'it reads no profile, not even its own (migration 1520: every right ends with the session)');
select is(private.caller_is_staff(), false, 'nor staff');
select throws_ok($$select public.reset_user_mfa('00000000-0000-4000-8000-000000000002')$$,
  '42501', 'Only admins can reset two-factor authentication', 'and is refused the admin functions');
select set_config('request.jwt.claims', (select claims from tokens where name = 'moderator'), true);
select is(private.caller_is_staff(), false, 'the moderator''s token after sign-out is no staff''s');
select is((select count(*) from public.order_requests where user_id <> '00000000-0000-4000-8000-000000000002'), 0::bigint, 'and reads no one else''s orders');

select set_config('request.jwt.claims', (select claims from tokens where name = 'no session'), true);
select is(public.is_admin(), true, 'a token tied to no session keeps the admin rights');

select * from finish();
rollback;
