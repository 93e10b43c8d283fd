-- only an active admin gets the dashboard figures: customers, moderators, a suspended admin and the service
-- role without a user are refused, not shown their own one-row view of the user base
-- Staff lists (migration 1000). Personas: admin ...0001, moderator ...0002, customer ...0003, suspended ...0004.
begin;
select plan(5);

-- The suspended persona holds the admin role here, so the refusal below is for the status, not the role.
update public.user_roles set role = 'admin' where user_id = '00000000-0000-4000-8000-000000000004';

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select throws_ok('select public.admin_dashboard()', '42501', 'Only admins can view the dashboard', 'a customer');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000002","role":"authenticated","aal":"aal1"}';
select throws_ok('select public.admin_dashboard()', '42501', 'Only admins can view the dashboard', 'a moderator');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000004","role":"authenticated","aal":"aal2"}';
select throws_ok('select public.admin_dashboard()', '42501', 'Only admins can view the dashboard', 'a suspended admin');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select lives_ok('select public.admin_dashboard()', 'an active admin');

reset role;
set local role service_role;
set local request.jwt.claims = '{"role":"service_role"}';
select throws_ok('select public.admin_dashboard()', '42501', 'Only admins can view the dashboard',
  'the service role, which has no auth.uid()');

select * from finish();
rollback;
