-- phone must match the phone rule
-- Personas: admin ...0001, moderator ...0002, customer ...0003, suspended ...0004; other customer ...0101.
begin;
select plan(2);

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select throws_ok($$update public.profiles set phone = '555-abc' where id = '00000000-0000-4000-8000-000000000003'$$,
  '23514', 'new row for relation "profiles" violates check constraint "profiles_phone_check"', 'phone 555-abc');
select throws_ok($$update public.profiles set first_name = repeat('a', 101) where id = '00000000-0000-4000-8000-000000000003'$$,
  '23514', 'new row for relation "profiles" violates check constraint "profiles_first_name_check"',
  'first name of 101 characters');

select * from finish();
rollback;
