-- moderator reads every file in the bucket (the checker reads the order's documents beside the draft, migration 3100) but cannot delete them
-- The private 'order-documents' bucket; the Storage API writes storage.objects as the caller's role with owner = the JWT's sub.
begin;
select plan(3);

insert into storage.objects (bucket_id, name, owner) values
  ('order-documents', '00000000-0000-4000-8000-000000000003/mine.pdf', '00000000-0000-4000-8000-000000000003'),
  ('order-documents', '00000000-0000-4000-8000-000000000101/theirs.pdf', '00000000-0000-4000-8000-000000000101');
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000002","role":"authenticated","aal":"aal1"}';
select is((select count(*) from storage.objects where created_at = now()), 2::bigint, 'visible objects of this case');
select is_empty($$delete from storage.objects returning id$$, 'rows deleted (the seed''s included)');
reset role;
update public.profiles set status = 'Suspended' where id = '00000000-0000-4000-8000-000000000002';
set local role authenticated;
select is((select count(*) from storage.objects), 0::bigint, 'a suspended moderator reads none');

select * from finish();
rollback;
