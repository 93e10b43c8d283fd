-- record_user_created refuses a self-service sign-up of the last 5 minutes (no creating admin), a user another admin created, and a user whose own metadata names the caller (users write user_metadata, never app_metadata); it records the user this admin created; refusals write nothing
-- Staff audit trail (migration 1520). Personas: admin ...0001; other customer ...0101 (a second admin here).
begin;
select plan(6);

update public.user_roles set role = 'admin' where user_id = '00000000-0000-4000-8000-000000000101';
insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, secret, created_at, updated_at) values
  ('00000000-0000-4000-8000-00000000f101', '00000000-0000-4000-8000-000000000101', 'Phone', 'totp', 'verified', 'JBSWY3DPEHPK3PXP', now() - interval '1 day', now() - interval '1 day');
insert into private.admin_factor_approvals (factor_id, user_id) values
  ('00000000-0000-4000-8000-00000000f101', '00000000-0000-4000-8000-000000000101');

insert into auth.users (id, email, created_at, raw_app_meta_data, raw_user_meta_data) values
  -- Signed up on their own a minute ago (GoTrue's app_metadata names only the provider).
  ('00000000-0000-4000-8000-0000000000b1', 'self.signup@customers.test', now() - interval '1 minute', '{"provider":"email","providers":["email"]}', '{}'),
  -- Created by the second admin through admin-create-user.
  ('00000000-0000-4000-8000-0000000000b2', 'other.admins@customers.test', now(), '{"provider":"email","created_by":"00000000-0000-4000-8000-000000000101"}', '{}'),
  -- Signed up on their own, naming the admin in the metadata they write themselves.
  ('00000000-0000-4000-8000-0000000000b3', 'forged@customers.test', now(), '{"provider":"email"}', '{"created_by":"00000000-0000-4000-8000-000000000001"}'),
  -- Created by the first admin through admin-create-user.
  ('00000000-0000-4000-8000-0000000000b4', 'new.hire@customers.test', now(), '{"provider":"email","created_by":"00000000-0000-4000-8000-000000000001"}', '{}');

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select throws_ok($$select public.record_user_created('00000000-0000-4000-8000-0000000000b1')$$, 'P0002',
  'No user was created with this id in the last 5 minutes', 'a self-service sign-up');
select throws_ok($$select public.record_user_created('00000000-0000-4000-8000-0000000000b2')$$, 'P0002',
  'No user was created with this id in the last 5 minutes', 'a user another admin created');
select throws_ok($$select public.record_user_created('00000000-0000-4000-8000-0000000000b3')$$, 'P0002',
  'No user was created with this id in the last 5 minutes', 'a user naming the admin in their own metadata');
select lives_ok($$select public.record_user_created('00000000-0000-4000-8000-0000000000b4')$$, 'the user this admin created');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000101","role":"authenticated","aal":"aal2"}';
select lives_ok($$select public.record_user_created('00000000-0000-4000-8000-0000000000b2')$$, 'the other admin records theirs');
reset role;

select results_eq($$select actor_id::text, target_user_id::text from public.staff_audit_log order by actor_id$$,
  $$values ('00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-0000000000b4'),
           ('00000000-0000-4000-8000-000000000101', '00000000-0000-4000-8000-0000000000b2')$$,
  'only the two users created by admins are recorded, each by their creator');

select * from finish();
rollback;
