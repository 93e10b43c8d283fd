-- anon cannot call admin_dashboard
-- Staff lists (migration 1000). Personas: admin ...0001, moderator ...0002, customer ...0003, suspended ...0004.
begin;
select plan(1);

set local role anon;
set local request.jwt.claims = '{"role":"anon"}';
select throws_ok('select public.admin_dashboard()', '42501', 'permission denied for function admin_dashboard',
  'anon calls admin_dashboard');

select * from finish();
rollback;
