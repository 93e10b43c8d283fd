-- an admin at aal1 reads and edits only their own profile, like a customer: another profile is hidden and unchanged, no status changes (their own included); at aal2 they read every profile
-- Admin MFA (migration 1300). Personas: admin ...0001 (a verified TOTP factor in the seed), moderator ...0002,
-- customer ...0003, suspended ...0004, other customer ...0101.
begin;
select plan(7);

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal1"}';
select results_eq($$select email from public.profiles$$, $$values ('admin@demo.test')$$, 'visible profiles: their own');
select is_empty($$select id from public.profiles where id = '00000000-0000-4000-8000-000000000003'$$, 'the customer by id');
select is_empty($$update public.profiles set company = 'Taken Over' where id = '00000000-0000-4000-8000-000000000003' returning id$$,
  'rows updated on the customer''s profile');
select is_empty($$update public.profiles set status = 'Suspended' where id = '00000000-0000-4000-8000-000000000004' returning id$$,
  'rows updated on the suspended user''s profile');
select throws_ok($$update public.profiles set status = 'Inactive' where id = '00000000-0000-4000-8000-000000000001'$$,
  '42501', 'Only admins can change a user''s status', 'their own status');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select is((select count(*) from public.profiles), 25::bigint, 'at aal2: every profile');
reset role;
select is((select string_agg(format('%s %s', company, status), ', ' order by id) from public.profiles
           where id in ('00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000004')),
  'EntityLens Active, Harbor Point Lending Active, Dormant Holdings Suspended', 'nothing changed');

select * from finish();
rollback;
