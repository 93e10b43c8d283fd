-- admin_dashboard counts a new signup and a role change at once (nothing is cached)
-- Staff lists (migration 1000). Personas: admin ...0001, moderator ...0002, customer ...0003, suspended ...0004.
begin;
select plan(4);

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
create temporary table before_figures on commit drop as select public.admin_dashboard() as f;

reset role;
-- A signup (the auth trigger writes the profile and the 'user' role), and a customer made moderator.
insert into auth.users (id, email, raw_user_meta_data, created_at)
values ('00000000-0000-4000-8000-00000000f001', 'new.signup@example.test', '{"full_name":"New Signup"}', now());
update public.user_roles set role = 'moderator' where user_id = '00000000-0000-4000-8000-000000000003';

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select is((public.admin_dashboard() ->> 'totalUsers')::int, (select (f ->> 'totalUsers')::int + 1 from before_figures), 'one more user');
select is((public.admin_dashboard() ->> 'recentSignups')::int, (select (f ->> 'recentSignups')::int + 1 from before_figures), 'one more recent signup');
select is((public.admin_dashboard() ->> 'moderatorUsers')::int, (select (f ->> 'moderatorUsers')::int + 1 from before_figures), 'one more moderator');
select is((public.admin_dashboard() ->> 'newestSignupAt')::timestamptz, now(), 'the newest signup is the new one');

select * from finish();
rollback;
