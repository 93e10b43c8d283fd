-- customer updates the safe columns of their own profile
-- Personas: admin ...0001, moderator ...0002, customer ...0003, suspended ...0004; other customer ...0101.
begin;
select plan(3);

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select results_eq(
  $$update public.profiles set first_name = 'Cas', last_name = 'Jordan-Lee', phone = '+17145550199',
      company = 'Harbor Point', display_name = 'Cas Jordan-Lee'
    where id = '00000000-0000-4000-8000-000000000003' returning id$$,
  $$values ('00000000-0000-4000-8000-000000000003'::uuid)$$,
  'updated rows');
select is((select display_name || ' / ' || company || ' / ' || phone from public.profiles),
  'Cas Jordan-Lee / Harbor Point / +17145550199', 'saved values');
select is((select updated_at from public.profiles), now(), 'updated_at stamped by the server');

select * from finish();
rollback;
