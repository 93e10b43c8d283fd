-- customer cannot overwrite or move a stored file
-- The private 'order-documents' bucket; the Storage API writes storage.objects as the caller's role with owner = the JWT's sub.
begin;
select plan(1);

insert into storage.objects (bucket_id, name, owner) values
  ('order-documents', '00000000-0000-4000-8000-000000000003/mine.pdf', '00000000-0000-4000-8000-000000000003');
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select is_empty($$update storage.objects set name = '00000000-0000-4000-8000-000000000003/moved.pdf' returning id$$, 'rows updated');

select * from finish();
rollback;
