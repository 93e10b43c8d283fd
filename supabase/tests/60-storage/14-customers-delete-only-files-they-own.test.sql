-- customers delete only unreferenced files they own: owner_id, or owner when owner_id is null
-- The private 'order-documents' bucket; the Storage API writes storage.objects as the caller's role with owner = the JWT's sub.
begin;
select plan(1);

insert into storage.objects (bucket_id, name, owner, owner_id) values
  -- in the customer's folder but put there for someone else (only the service role can)
  ('order-documents', '00000000-0000-4000-8000-000000000003/o1/planted.pdf', '00000000-0000-4000-8000-000000000101', '00000000-0000-4000-8000-000000000101'),
  ('order-documents', '00000000-0000-4000-8000-000000000003/o1/mixed.pdf', '00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000101'),
  -- written by an older Storage API that set only owner
  ('order-documents', '00000000-0000-4000-8000-000000000003/o1/legacy.pdf', '00000000-0000-4000-8000-000000000003', null);
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select results_eq($$delete from storage.objects where bucket_id = 'order-documents' returning name$$,
  $$values ('00000000-0000-4000-8000-000000000003/o1/legacy.pdf')$$, 'only the file the customer owns is deleted');

select * from finish();
rollback;
