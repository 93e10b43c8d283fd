-- an admin at aal1 reads no other user's file in the order-documents bucket (only their own folder); at aal2 they read every file
-- Admin MFA (migration 1300). Personas: admin ...0001 (a verified TOTP factor in the seed), moderator ...0002,
-- customer ...0003, suspended ...0004, other customer ...0101.
-- The Storage API reads storage.objects as the caller's role with the caller's JWT claims.
begin;
select plan(3);

insert into storage.objects (bucket_id, name, owner, owner_id) values
  ('order-documents', '00000000-0000-4000-8000-000000000001/o1/mine.pdf', '00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000001');
select set_config('test.files', (select count(*)::text from storage.objects where bucket_id = 'order-documents'), true);

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal1"}';
select results_eq($$select name from storage.objects$$,
  $$values ('00000000-0000-4000-8000-000000000001/o1/mine.pdf')$$, 'at aal1: their own file only');
select is_empty($$select id from storage.objects where name like '00000000-0000-4000-8000-000000000003/%'$$,
  'at aal1: none of the customer''s files');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select is((select count(*)::text from storage.objects), current_setting('test.files'), 'at aal2: every file of the bucket');

select * from finish();
rollback;
