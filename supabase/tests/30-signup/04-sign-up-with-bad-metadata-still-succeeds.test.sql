-- sign-up with bad metadata still succeeds, dropping the bad values
-- GoTrue writes auth.users as supabase_auth_admin (plain statements: any error fails the file); the triggers run as their owner.
begin;
select plan(1);

set local role supabase_auth_admin;
insert into auth.users (id, email, raw_user_meta_data, created_at)
  values ('10000000-0000-4000-8000-000000000004', 'odd@demo.test',
          jsonb_build_object('first_name', repeat('x', 150), 'phone', 'call me', 'company', repeat('c', 250)), now());
reset role;
select is(
  (select format('%s|%s|%s', char_length(first_name), coalesce(phone, 'null'), char_length(company))
   from public.profiles where id = '10000000-0000-4000-8000-000000000004'),
  '100|null|200', 'cleaned profile');

select * from finish();
rollback;
