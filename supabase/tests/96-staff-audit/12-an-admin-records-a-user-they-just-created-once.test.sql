-- an admin records a user created in the last 5 minutes, once; an older or unknown user, a second record, a
-- moderator and anon are refused and write nothing
-- Staff audit trail (migrations 1100, 1200). Personas: admin ...0001, moderator ...0002, customer ...0003, suspended ...0004.
begin;
select plan(8);

-- Both created by the admin through admin-create-user, which stamps the creating admin (migration 1520).
insert into auth.users (id, email, created_at, raw_app_meta_data) values
  ('00000000-0000-4000-8000-0000000000a1', 'new.hire@customers.test', now(), '{"created_by":"00000000-0000-4000-8000-000000000001"}'),
  ('00000000-0000-4000-8000-0000000000a2', 'old.hire@customers.test', now() - interval '6 minutes', '{"created_by":"00000000-0000-4000-8000-000000000001"}');

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000002","role":"authenticated","aal":"aal1"}';
select throws_ok($$select public.record_user_created('00000000-0000-4000-8000-0000000000a1')$$, '42501',
  'Only admins can record a created user', 'a moderator');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select lives_ok($$select public.record_user_created('00000000-0000-4000-8000-0000000000a1')$$, 'the admin, for a new user');
select throws_ok($$select public.record_user_created('00000000-0000-4000-8000-0000000000a1')$$, '23505',
  'This user''s creation is already recorded', 'the same user twice');
select throws_ok($$select public.record_user_created('00000000-0000-4000-8000-0000000000a2')$$, 'P0002',
  'No user was created with this id in the last 5 minutes', 'a user created 6 minutes ago');
select throws_ok($$select public.record_user_created('00000000-0000-4000-8000-00000000dead')$$, 'P0002',
  'No user was created with this id in the last 5 minutes', 'an unknown user');
set local role anon;
set local request.jwt.claims = '{"role":"anon"}';
select throws_ok($$select public.record_user_created('00000000-0000-4000-8000-0000000000a1')$$, '42501',
  'permission denied for function record_user_created', 'anon');
reset role;

select is((select count(*)::int from public.staff_audit_log), 1, 'one row');
select is((select array[action, actor_id::text, target_user_id::text, details->>'email'] from public.staff_audit_log),
  array['user_created', '00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-0000000000a1', 'new.hire@customers.test'],
  'the admin created the new user, with their email');

select * from finish();
rollback;
