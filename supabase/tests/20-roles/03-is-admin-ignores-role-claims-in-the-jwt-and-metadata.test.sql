-- is_admin ignores role claims in the JWT and in user metadata
-- Personas: admin ...0001, moderator ...0002, customer ...0003, suspended ...0004; other customer ...0101.
begin;
select plan(1);

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","app_metadata":{"role":"admin"},"user_metadata":{"role":"admin"}}';
select is(public.is_admin(), false, 'customer with forged claims');

select * from finish();
rollback;
