-- the seed holds the four personas and the twenty-one customers of mocks/seed
begin;
select plan(9);

select is((select count(*) from public.profiles), 25::bigint, 'profiles');
select is(
  (select string_agg(format('%s=%s/%s', email, role, status), ', ' order by id) from public.profiles
   where id between '00000000-0000-4000-8000-000000000001' and '00000000-0000-4000-8000-000000000004'),
  'admin@demo.test=Admin/Active, moderator@demo.test=Moderator/Active, customer@demo.test=User/Active, suspended@demo.test=User/Suspended',
  'personas');
select is((select company from public.profiles where email = 'customer@demo.test'), 'Harbor Point Lending', 'customer company');
select ok(
  (select encrypted_password = extensions.crypt('DemoPass-2026!', encrypted_password) from auth.users where email = 'customer@demo.test'),
  'bcrypt password DemoPass-2026!');
select is((select count(*) from auth.identities), 25::bigint, 'email identities');
select is((select string_agg(u.email, ', ' order by u.email) from auth.users u where u.banned_until > now()),
  (select string_agg(email, ', ' order by email) from public.profiles where status = 'Suspended'), 'banned = suspended users');
select is((select count(*) from public.profiles where status is null), 1::bigint, 'a profile without status, as in the mock');
select is((select display_name from public.profiles where id = '00000000-0000-4000-8000-000000000003'), 'Casey Customer', 'display name');
select is((select updated_at = created_at from public.profiles where id = '00000000-0000-4000-8000-000000000003'), true, 'updated_at kept at created_at');

select * from finish();
rollback;
