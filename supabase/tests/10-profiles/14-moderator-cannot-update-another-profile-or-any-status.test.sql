-- moderator cannot update another profile or any status
-- Personas: admin ...0001, moderator ...0002, customer ...0003, suspended ...0004; other customer ...0101.
begin;
select plan(2);

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000002","role":"authenticated","aal":"aal1"}';
select is_empty($$update public.profiles set company = 'X' where id = '00000000-0000-4000-8000-000000000003' returning id$$, 'rows updated');
select throws_ok($$update public.profiles set status = 'Suspended' where id = '00000000-0000-4000-8000-000000000002'$$,
  '42501', 'Only admins can change a user''s status', 'moderator sets a status');

select * from finish();
rollback;
