-- admin cannot suspend the last active admin
-- Personas: admin ...0001, moderator ...0002, customer ...0003, suspended ...0004; other customer ...0101.
begin;
select plan(1);

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select throws_ok($$update public.profiles set status = 'Suspended' where id = '00000000-0000-4000-8000-000000000001'$$,
  'P0001', 'Cannot suspend the last admin', 'the only admin suspends themselves');

select * from finish();
rollback;
