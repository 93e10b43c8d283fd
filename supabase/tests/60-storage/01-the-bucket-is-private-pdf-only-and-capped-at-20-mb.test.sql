-- the order-documents bucket is private, PDF-only and capped at 20 MB
-- The private 'order-documents' bucket; the Storage API writes storage.objects as the caller's role with owner = the JWT's sub.
begin;
select plan(1);

select is(
  (select format('%s|%s|%s', public, file_size_limit, allowed_mime_types) from storage.buckets where id = 'order-documents'),
  'f|20971520|{application/pdf}', 'bucket');

select * from finish();
rollback;
