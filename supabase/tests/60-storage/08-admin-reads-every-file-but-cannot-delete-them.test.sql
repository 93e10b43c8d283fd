-- admin reads every file in the bucket but cannot delete them
-- The private 'order-documents' bucket; the Storage API writes storage.objects as the caller's role with owner = the JWT's sub.
begin;
select plan(2);

insert into storage.objects (bucket_id, name, owner) values
  ('order-documents', '00000000-0000-4000-8000-000000000003/mine.pdf', '00000000-0000-4000-8000-000000000003'),
  ('order-documents', '00000000-0000-4000-8000-000000000101/theirs.pdf', '00000000-0000-4000-8000-000000000101');
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select is((select count(*) from storage.objects where created_at = now()), 2::bigint, 'visible objects of this case');
select is_empty($$delete from storage.objects returning id$$, 'rows deleted (the seed''s included)');

select * from finish();
rollback;
