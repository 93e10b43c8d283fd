-- customer cannot change their own status
-- Personas: admin ...0001, moderator ...0002, customer ...0003, suspended ...0004; other customer ...0101.
begin;
select plan(1);

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select throws_ok($$update public.profiles set status = 'Inactive' where id = '00000000-0000-4000-8000-000000000003'$$,
  '42501', 'Only admins can change a user''s status', 'customer sets their own status');

select * from finish();
rollback;
