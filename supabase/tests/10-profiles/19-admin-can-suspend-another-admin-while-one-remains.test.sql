-- admin can suspend another admin while an active admin remains
-- Personas: admin ...0001, moderator ...0002, customer ...0003, suspended ...0004; other customer ...0101.
begin;
select plan(1);

update public.user_roles set role = 'admin' where user_id = '00000000-0000-4000-8000-000000000101';
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select results_eq($$update public.profiles set status = 'Suspended' where id = '00000000-0000-4000-8000-000000000101' returning id$$,
  $$values ('00000000-0000-4000-8000-000000000101'::uuid)$$, 'rows updated');

select * from finish();
rollback;
