-- deleted_user_documents() lists the order-documents objects in the folders of users who no longer exist (not those of live users, of other buckets or outside a user folder), and only the service role calls it
-- Storage (migrations 0300, 1510). Personas: admin ...0001, moderator ...0002, customer ...0003.
begin;
select plan(5);

insert into storage.buckets (id, name, public) values ('other-bucket', 'other-bucket', false);
insert into storage.objects (bucket_id, name, owner, owner_id) values
  ('order-documents', '00000000-0000-4000-8000-000000000002/o1/kept.pdf', '00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000002'),
  ('order-documents', '00000000-0000-4000-8000-000000000002/reports/kept.pdf', '00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000002'),
  ('order-documents', 'not-a-user/stray.pdf', null, null),
  ('other-bucket', '00000000-0000-4000-8000-000000000002/other.pdf', null, null);

set local role service_role;
select is_empty($$select * from public.deleted_user_documents() d where d like '00000000-0000-4000-8000-000000000002/%'$$,
  'a live user''s files are not listed');
reset role;

set local role supabase_auth_admin;
delete from auth.users where id = '00000000-0000-4000-8000-000000000002';
reset role;

set local role service_role;
select set_eq($$select * from public.deleted_user_documents()$$,
  $$values ('00000000-0000-4000-8000-000000000002/o1/kept.pdf'), ('00000000-0000-4000-8000-000000000002/reports/kept.pdf')$$,
  'every file in the deleted user''s folder of the bucket, and nothing else');

set local role anon;
set local request.jwt.claims = '{"role":"anon"}';
select throws_ok('select * from public.deleted_user_documents()', '42501',
  'permission denied for function deleted_user_documents', 'anon');
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select throws_ok('select * from public.deleted_user_documents()', '42501',
  'permission denied for function deleted_user_documents', 'a customer');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select throws_ok('select * from public.deleted_user_documents()', '42501',
  'permission denied for function deleted_user_documents', 'an admin');

select * from finish();
rollback;
