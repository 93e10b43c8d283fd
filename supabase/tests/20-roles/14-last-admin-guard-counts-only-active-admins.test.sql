-- last-admin guard counts only active admins
-- Personas: admin ...0001, moderator ...0002, customer ...0003, suspended ...0004; other customer ...0101.
begin;
select plan(1);

update public.user_roles set role = 'admin' where user_id = '00000000-0000-4000-8000-000000000004';
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select throws_ok($$select public.assign_user_role('00000000-0000-4000-8000-000000000001', 'moderator')$$,
  'P0001', 'Cannot remove the last admin', 'the only active admin steps down beside a suspended admin');

select * from finish();
rollback;
