-- the user list's search applies profiles_select itself: an active admin searches every profile; a moderator
-- or a customer only their own row (as the policy shows them the list today); a suspended admin and the
-- service role (no auth.uid()) see no row
-- Staff lists (migration 2800). Personas: admin ...0001, moderator ...0002, customer ...0003, suspended ...0004.
begin;
select plan(7);

-- The suspended persona holds the admin role here, so the empty answer below is for the status, not the role.
update public.user_roles set role = 'admin' where user_id = '00000000-0000-4000-8000-000000000004';

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select is((public.user_list_page('@demo.test', null, null, 'email', 1, 25) -> 'total')::int,
  (select count(*)::int from public.profiles where email ilike '%@demo.test%'),
  'an active admin: every match, as the policy shows them');
select set_eq($$select jsonb_array_elements(public.user_list_page('@demo.test', null, null, 'email', 1, 25) -> 'rows') ->> 'email'$$,
  array['admin@demo.test', 'moderator@demo.test', 'customer@demo.test', 'suspended@demo.test'],
  'an admin finds the other personas');

set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000002","role":"authenticated","aal":"aal1"}';
select is(public.user_list_page('@demo.test', null, null, 'newest', 1, 25) #>> '{rows,0,email}', 'moderator@demo.test',
  'a moderator: their own row only');
select is((public.user_list_page('customer@demo', null, null, 'newest', 1, 25) -> 'total')::int, 0,
  'a moderator does not find a customer');

set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select is(public.user_list_page('demo', null, null, 'newest', 1, 25),
  jsonb_build_object('rows', (select jsonb_agg(to_jsonb(p)) from public.profiles p), 'total', 1),
  'a customer: their own row only, as the policy shows it');

set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000004","role":"authenticated","aal":"aal2"}';
select is(public.user_list_page('demo', null, null, 'newest', 1, 25), '{"rows": [], "total": 0}'::jsonb,
  'a suspended admin: no row');

reset role;
set local role service_role;
set local request.jwt.claims = '{"role":"service_role"}';
select is(public.user_list_page('demo', null, null, 'newest', 1, 25), '{"rows": [], "total": 0}'::jsonb,
  'the service role, which has no auth.uid(): no row');

select * from finish();
rollback;
