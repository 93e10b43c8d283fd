-- suspended user cannot call assign_user_role
-- Personas: admin ...0001, moderator ...0002, customer ...0003, suspended ...0004; other customer ...0101.
begin;
select plan(1);

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000004","role":"authenticated","aal":"aal1"}';
select throws_ok($$select public.assign_user_role('00000000-0000-4000-8000-000000000004', 'admin')$$,
  '42501', 'Only admins can assign roles', 'suspended user makes themselves admin');

select * from finish();
rollback;
