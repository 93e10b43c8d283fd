-- customer cannot upload into another user's folder or the bucket root
-- The private 'order-documents' bucket; the Storage API writes storage.objects as the caller's role with owner = the JWT's sub.
begin;
select plan(2);

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select throws_ok($$insert into storage.objects (bucket_id, name, owner)
  values ('order-documents', '00000000-0000-4000-8000-000000000101/evil.pdf', '00000000-0000-4000-8000-000000000003')$$,
  '42501', 'new row violates row-level security policy for table "objects"', 'upload into another user''s folder');
select throws_ok($$insert into storage.objects (bucket_id, name, owner)
  values ('order-documents', 'root.pdf', '00000000-0000-4000-8000-000000000003')$$,
  '42501', 'new row violates row-level security policy for table "objects"', 'upload into the bucket root');

select * from finish();
rollback;
