-- customer deletes their own file but not another user's
-- The private 'order-documents' bucket; the Storage API writes storage.objects as the caller's role with owner = the JWT's sub.
begin;
select plan(3);

insert into storage.objects (bucket_id, name, owner) values
  ('order-documents', '00000000-0000-4000-8000-000000000003/mine.pdf', '00000000-0000-4000-8000-000000000003'),
  ('order-documents', '00000000-0000-4000-8000-000000000101/theirs.pdf', '00000000-0000-4000-8000-000000000101');
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select is_empty($$delete from storage.objects where name like '%/theirs.pdf' returning id$$, 'other user''s file');
select results_eq($$delete from storage.objects where name like '%/mine.pdf' returning name$$,
  $$values ('00000000-0000-4000-8000-000000000003/mine.pdf')$$, 'own file');
reset role;
select is((select string_agg(name, ',') from storage.objects where created_at = now()), '00000000-0000-4000-8000-000000000101/theirs.pdf',
  'objects of this case left');

select * from finish();
rollback;
