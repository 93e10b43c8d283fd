-- suspended user can neither upload nor read their own files
-- The private 'order-documents' bucket; the Storage API writes storage.objects as the caller's role with owner = the JWT's sub.
begin;
select plan(2);

insert into storage.objects (bucket_id, name, owner) values
  ('order-documents', '00000000-0000-4000-8000-000000000004/old.pdf', '00000000-0000-4000-8000-000000000004');
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000004","role":"authenticated","aal":"aal1"}';
select is((select count(*) from storage.objects), 0::bigint, 'visible objects');
select throws_ok($$insert into storage.objects (bucket_id, name, owner)
  values ('order-documents', '00000000-0000-4000-8000-000000000004/new.pdf', '00000000-0000-4000-8000-000000000004')$$,
  '42501', 'new row violates row-level security policy for table "objects"', 'suspended user uploads');

select * from finish();
rollback;
