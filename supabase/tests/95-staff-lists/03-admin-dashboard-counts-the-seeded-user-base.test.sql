-- admin_dashboard counts the seeded user base: the five statistics of SPEC §3 and the overview's counts
-- (inactive is every status but Active, the profile without a status included; admins come from user_roles)
-- Staff lists (migration 1000). Personas: admin ...0001, moderator ...0002, customer ...0003, suspended ...0004.
begin;
select plan(3);

-- Two signups inside the last 7 days, one just outside, the rest long ago.
update public.profiles set created_at = now() - interval '30 days';
update public.profiles set created_at = now() - interval '1 hour' where id = '00000000-0000-4000-8000-000000000003';
update public.profiles set created_at = now() - interval '6 days 23 hours' where id = '00000000-0000-4000-8000-000000000100';
update public.profiles set created_at = now() - interval '7 days 1 hour' where id = '00000000-0000-4000-8000-000000000002';

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select is(
  public.admin_dashboard() - 'newestSignupAt',
  jsonb_build_object(
    'totalUsers', 25, 'activeUsers', 18, 'inactiveUsers', 7, 'suspendedUsers', 3, 'recentSignups', 2,
    'adminUsers', 1, 'moderatorUsers', 2),
  'the figures');
select is((public.admin_dashboard() ->> 'newestSignupAt')::timestamptz, now() - interval '1 hour', 'the newest signup');
-- The same figures as counting the rows the admin reads (the function adds nothing the admin could not see).
select is(
  (public.admin_dashboard() ->> 'inactiveUsers')::bigint,
  (select count(*) from public.profiles where status is distinct from 'Active'),
  'inactive = every status but Active');

select * from finish();
rollback;
