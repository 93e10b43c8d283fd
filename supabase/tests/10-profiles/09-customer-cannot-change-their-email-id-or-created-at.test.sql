-- customer cannot change their email, id or created_at
-- Personas: admin ...0001, moderator ...0002, customer ...0003, suspended ...0004; other customer ...0101.
begin;
select plan(3);

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select throws_ok($$update public.profiles set email = 'x@demo.test' where id = '00000000-0000-4000-8000-000000000003'$$,
  '42501', 'permission denied for table profiles', 'customer changes their email');
select throws_ok($$update public.profiles set id = gen_random_uuid() where id = '00000000-0000-4000-8000-000000000003'$$,
  '42501', 'permission denied for table profiles', 'customer changes their id');
select throws_ok($$update public.profiles set created_at = now() where id = '00000000-0000-4000-8000-000000000003'$$,
  '42501', 'permission denied for table profiles', 'customer changes their created_at');

select * from finish();
rollback;
