-- an admin at aal1 cannot record a user created in the last 5 minutes (42501) and nothing is recorded; at aal2 they can
-- Admin MFA (migration 1300). Personas: admin ...0001 (a verified TOTP factor in the seed), moderator ...0002,
-- customer ...0003, suspended ...0004, other customer ...0101.
begin;
select plan(4);

-- Created by the admin through admin-create-user, which stamps the creating admin (migration 1520).
insert into auth.users (id, email, created_at, raw_app_meta_data)
values ('00000000-0000-4000-8000-0000000000a1', 'new.hire@customers.test', now(), '{"created_by":"00000000-0000-4000-8000-000000000001"}');

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal1"}';
select throws_ok($$select public.record_user_created('00000000-0000-4000-8000-0000000000a1')$$, '42501',
  'Only admins can record a created user', 'at aal1');
reset role;
select is((select count(*) from public.staff_audit_log), 0::bigint, 'nothing recorded');
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select lives_ok($$select public.record_user_created('00000000-0000-4000-8000-0000000000a1')$$, 'at aal2');
reset role;
select is((select count(*) from public.staff_audit_log where action = 'user_created'), 1::bigint, 'recorded once');

select * from finish();
rollback;
