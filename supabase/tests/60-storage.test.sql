-- The private 'order-documents' bucket: each user's folder is their user id. The Storage API inserts and
-- reads storage.objects as the caller's role with owner = the JWT's sub, which these cases reproduce.

-- test: the order-documents bucket is private, PDF-only and capped at 20 MB
begin;
select tests.is(
  (select format('%s|%s|%s', public, file_size_limit, allowed_mime_types) from storage.buckets where id = 'order-documents'),
  'f|20971520|{application/pdf}', 'bucket');
rollback;

-- test: customer uploads into their own folder
begin;
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
insert into storage.objects (bucket_id, name, owner, owner_id)
values ('order-documents', '00000000-0000-4000-8000-000000000003/o1/articles.pdf',
        '00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000003');
select tests.is((select count(*) from storage.objects), 1::bigint, 'visible objects');
rollback;

-- test: customer cannot upload into another user's folder or the bucket root
begin;
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select tests.throws($$insert into storage.objects (bucket_id, name, owner)
  values ('order-documents', '00000000-0000-4000-8000-000000000101/evil.pdf', '00000000-0000-4000-8000-000000000003')$$,
  '42501', 'new row violates row-level security policy for table "objects"');
select tests.throws($$insert into storage.objects (bucket_id, name, owner)
  values ('order-documents', 'root.pdf', '00000000-0000-4000-8000-000000000003')$$,
  '42501', 'new row violates row-level security policy for table "objects"');
rollback;

-- test: customer reads only their own files
begin;
insert into storage.objects (bucket_id, name, owner) values
  ('order-documents', '00000000-0000-4000-8000-000000000003/mine.pdf', '00000000-0000-4000-8000-000000000003'),
  ('order-documents', '00000000-0000-4000-8000-000000000101/theirs.pdf', '00000000-0000-4000-8000-000000000101');
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select tests.is((select string_agg(name, ',') from storage.objects), '00000000-0000-4000-8000-000000000003/mine.pdf', 'visible objects');
rollback;

-- test: customer deletes their own file but not another user's
begin;
insert into storage.objects (bucket_id, name, owner) values
  ('order-documents', '00000000-0000-4000-8000-000000000003/mine.pdf', '00000000-0000-4000-8000-000000000003'),
  ('order-documents', '00000000-0000-4000-8000-000000000101/theirs.pdf', '00000000-0000-4000-8000-000000000101');
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select tests.is(tests.rows($$delete from storage.objects where name like '%/theirs.pdf' returning id$$), 0::bigint, 'other user''s file');
select tests.is(tests.rows($$delete from storage.objects where name like '%/mine.pdf' returning id$$), 1::bigint, 'own file');
reset role;
select tests.is((select count(*) from storage.objects), 1::bigint, 'objects left');
rollback;

-- test: customer cannot overwrite or move a stored file
begin;
insert into storage.objects (bucket_id, name, owner)
values ('order-documents', '00000000-0000-4000-8000-000000000003/mine.pdf', '00000000-0000-4000-8000-000000000003');
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select tests.is(tests.rows($$update storage.objects set name = '00000000-0000-4000-8000-000000000003/moved.pdf' returning id$$),
  0::bigint, 'rows updated');
rollback;

-- test: moderator reads no other user's files
begin;
insert into storage.objects (bucket_id, name, owner)
values ('order-documents', '00000000-0000-4000-8000-000000000003/mine.pdf', '00000000-0000-4000-8000-000000000003');
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000002","role":"authenticated","aal":"aal1"}';
select tests.is((select count(*) from storage.objects), 0::bigint, 'visible objects');
rollback;

-- test: admin reads every file in the bucket but cannot delete them
begin;
insert into storage.objects (bucket_id, name, owner) values
  ('order-documents', '00000000-0000-4000-8000-000000000003/mine.pdf', '00000000-0000-4000-8000-000000000003'),
  ('order-documents', '00000000-0000-4000-8000-000000000101/theirs.pdf', '00000000-0000-4000-8000-000000000101');
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal1"}';
select tests.is((select count(*) from storage.objects), 2::bigint, 'visible objects');
select tests.is(tests.rows($$delete from storage.objects returning id$$), 0::bigint, 'rows deleted');
rollback;

-- test: anon can neither read nor upload order documents
begin;
insert into storage.objects (bucket_id, name, owner)
values ('order-documents', '00000000-0000-4000-8000-000000000003/mine.pdf', '00000000-0000-4000-8000-000000000003');
set local role anon;
set local request.jwt.claims = '{"role":"anon"}';
select tests.is((select count(*) from storage.objects), 0::bigint, 'visible objects');
select tests.throws($$insert into storage.objects (bucket_id, name) values ('order-documents', 'anon/a.pdf')$$,
  '42501', 'new row violates row-level security policy for table "objects"');
rollback;

-- test: suspended user can neither upload nor read their own files
begin;
insert into storage.objects (bucket_id, name, owner)
values ('order-documents', '00000000-0000-4000-8000-000000000004/old.pdf', '00000000-0000-4000-8000-000000000004');
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000004","role":"authenticated","aal":"aal1"}';
select tests.is((select count(*) from storage.objects), 0::bigint, 'visible objects');
select tests.throws($$insert into storage.objects (bucket_id, name, owner)
  values ('order-documents', '00000000-0000-4000-8000-000000000004/new.pdf', '00000000-0000-4000-8000-000000000004')$$,
  '42501', 'new row violates row-level security policy for table "objects"');
rollback;

-- test: the policies do not open other buckets
begin;
insert into storage.buckets (id, name) values ('other', 'other');
insert into storage.objects (bucket_id, name, owner)
values ('other', '00000000-0000-4000-8000-000000000003/x.pdf', '00000000-0000-4000-8000-000000000003');
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select tests.is((select count(*) from storage.objects), 0::bigint, 'visible objects');
select tests.throws($$insert into storage.objects (bucket_id, name, owner)
  values ('other', '00000000-0000-4000-8000-000000000003/y.pdf', '00000000-0000-4000-8000-000000000003')$$,
  '42501', 'new row violates row-level security policy for table "objects"');
rollback;
