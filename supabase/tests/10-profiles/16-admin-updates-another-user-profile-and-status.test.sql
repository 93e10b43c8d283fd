-- admin updates another user's display name, company, phone and status
-- Personas: admin ...0001, moderator ...0002, customer ...0003, suspended ...0004; other customer ...0101.
begin;
select plan(3);

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select results_eq(
  $$update public.profiles set display_name = 'Casey J', first_name = 'Casey', last_name = 'J', company = 'New Co',
      phone = '+14155550100', status = 'Suspended', updated_at = '2000-01-01'
    where id = '00000000-0000-4000-8000-000000000003' returning id$$,
  $$values ('00000000-0000-4000-8000-000000000003'::uuid)$$,
  'rows updated');
select is((select status || ' / ' || company from public.profiles where id = '00000000-0000-4000-8000-000000000003'),
  'Suspended / New Co', 'saved values');
select is((select updated_at from public.profiles where id = '00000000-0000-4000-8000-000000000003'), now(),
  'client-sent updated_at replaced by the server time');

select * from finish();
rollback;
