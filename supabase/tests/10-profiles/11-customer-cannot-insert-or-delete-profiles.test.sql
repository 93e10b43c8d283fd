-- customer cannot insert or delete profiles
-- Personas: admin ...0001, moderator ...0002, customer ...0003, suspended ...0004; other customer ...0101.
begin;
select plan(2);

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select throws_ok($$insert into public.profiles (id, email) values (gen_random_uuid(), 'x@demo.test')$$,
  '42501', 'permission denied for table profiles', 'customer inserts a profile');
select throws_ok($$delete from public.profiles where id = '00000000-0000-4000-8000-000000000003'$$,
  '42501', 'permission denied for table profiles', 'customer deletes their profile');

select * from finish();
rollback;
