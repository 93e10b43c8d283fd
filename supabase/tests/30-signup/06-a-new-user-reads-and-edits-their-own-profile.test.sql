-- a new user reads and edits their own profile right after sign-up
-- GoTrue writes auth.users as supabase_auth_admin (plain statements: any error fails the file); the triggers run as their owner.
begin;
select plan(2);

set local role supabase_auth_admin;
insert into auth.users (id, email, raw_user_meta_data, created_at)
  values ('10000000-0000-4000-8000-000000000006', 'fresh@demo.test', '{"full_name":"Fresh Start"}', now());
set local role authenticated;
set local request.jwt.claims = '{"sub":"10000000-0000-4000-8000-000000000006","role":"authenticated","aal":"aal1"}';
select is((select display_name from public.profiles), 'Fresh Start', 'own profile');
select results_eq($$update public.profiles set company = 'Fresh Co' where id = '10000000-0000-4000-8000-000000000006' returning id$$,
  $$values ('10000000-0000-4000-8000-000000000006'::uuid)$$, 'rows updated');

select * from finish();
rollback;
