-- customer uploads into their own folder
-- The private 'order-documents' bucket; the Storage API writes storage.objects as the caller's role with owner = the JWT's sub.
begin;
select plan(2);

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select lives_ok($$insert into storage.objects (bucket_id, name, owner, owner_id)
  values ('order-documents', '00000000-0000-4000-8000-000000000003/o1/articles.pdf', '00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000003')$$, 'upload');
-- (The seed's files were stored earlier; this case's rows are those created now.)
select is((select name from storage.objects where created_at = now()), '00000000-0000-4000-8000-000000000003/o1/articles.pdf',
  'the upload is stored and visible to its owner');

select * from finish();
rollback;
