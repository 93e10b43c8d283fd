-- the policies do not open other buckets
-- The private 'order-documents' bucket; the Storage API writes storage.objects as the caller's role with owner = the JWT's sub.
begin;
select plan(2);

insert into storage.buckets (id, name) values ('other', 'other');
insert into storage.objects (bucket_id, name, owner) values
  ('other', '00000000-0000-4000-8000-000000000003/x.pdf', '00000000-0000-4000-8000-000000000003');
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select is((select count(*) from storage.objects where bucket_id <> 'order-documents'), 0::bigint, 'visible objects of other buckets');
select throws_ok($$insert into storage.objects (bucket_id, name, owner)
  values ('other', '00000000-0000-4000-8000-000000000003/y.pdf', '00000000-0000-4000-8000-000000000003')$$,
  '42501', 'new row violates row-level security policy for table "objects"', 'upload into another bucket');

select * from finish();
rollback;
