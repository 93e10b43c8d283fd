-- anon can neither read nor upload order documents
-- The private 'order-documents' bucket; the Storage API writes storage.objects as the caller's role with owner = the JWT's sub.
begin;
select plan(2);

insert into storage.objects (bucket_id, name, owner) values
  ('order-documents', '00000000-0000-4000-8000-000000000003/mine.pdf', '00000000-0000-4000-8000-000000000003');
set local role anon;
set local request.jwt.claims = '{"role":"anon"}';
select is((select count(*) from storage.objects), 0::bigint, 'visible objects');
select throws_ok($$insert into storage.objects (bucket_id, name) values ('order-documents', 'anon/a.pdf')$$,
  '42501', 'new row violates row-level security policy for table "objects"', 'anon uploads');

select * from finish();
rollback;
