-- an admin may step down while another active admin remains
-- Personas: admin ...0001, moderator ...0002, customer ...0003, suspended ...0004; other customer ...0101.
begin;
select plan(4);

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select lives_ok($$select public.assign_user_role('00000000-0000-4000-8000-000000000003', 'admin')$$, 'admin promotes the customer');
select lives_ok($$select public.assign_user_role('00000000-0000-4000-8000-000000000001', 'user')$$, 'admin steps down');
select is(public.is_admin(), false, 'former admin');
select is((select count(*) from public.profiles), 1::bigint, 'former admin sees only their profile');

select * from finish();
rollback;
