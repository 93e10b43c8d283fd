-- customer's update of another profile changes nothing
-- Personas: admin ...0001, moderator ...0002, customer ...0003, suspended ...0004; other customer ...0101.
begin;
select plan(2);

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select is_empty($$update public.profiles set company = 'Hijacked' where id = '00000000-0000-4000-8000-000000000101' returning id$$, 'rows updated');
reset role;
select is((select company from public.profiles where id = '00000000-0000-4000-8000-000000000101'), 'Summit Capital', 'company');

select * from finish();
rollback;
