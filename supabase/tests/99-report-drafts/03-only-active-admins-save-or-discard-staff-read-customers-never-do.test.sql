-- moderators, admins below aal2, customers, suspended users and anon cannot save or discard; the table is not writable through the API; staff read drafts, customers and anon read none
begin;
select plan(12);

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select public.save_report_draft('7d2a9f31-0000-4000-8000-000000000c06', 0, '{"values": {"entityName": "Kept"}}');

set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000002","role":"authenticated","aal":"aal1"}';
select throws_ok($$select public.save_report_draft('7d2a9f31-0000-4000-8000-000000000c06', 1, '{"values": {}}')$$,
  '42501', 'Only admins can save a report draft', 'a moderator cannot save');
select throws_ok($$select public.discard_report_draft('7d2a9f31-0000-4000-8000-000000000c06', 1)$$,
  '42501', 'Only admins can discard a report draft', 'a moderator cannot discard');
select is((select count(*) from public.report_drafts where order_id = '7d2a9f31-0000-4000-8000-000000000c06'), 1::bigint, 'a moderator reads the draft');

set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal1"}';
select throws_ok($$select public.save_report_draft('7d2a9f31-0000-4000-8000-000000000c06', 1, '{"values": {}}')$$,
  '42501', 'Only admins can save a report draft', 'an admin below aal2 cannot save');

set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select throws_ok($$select public.save_report_draft('7d2a9f31-0000-4000-8000-000000000c06', 1, '{"values": {}}')$$,
  '42501', 'Only admins can save a report draft', 'the order''s owner cannot save');
select is((select count(*) from public.report_drafts), 0::bigint, 'the order''s owner reads no draft');
select throws_ok($$insert into public.report_drafts (order_id, version, content, saved_by) values ('7d2a9f31-0000-4000-8000-000000000c06', 9, '{"values": {}}', '00000000-0000-4000-8000-000000000003')$$,
  '42501', null, 'nobody inserts through the API');
select throws_ok($$update public.report_drafts set version = 9$$, '42501', null, 'nobody updates through the API');
select throws_ok($$delete from public.report_drafts$$, '42501', null, 'nobody deletes through the API');

set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000004","role":"authenticated","aal":"aal1"}';
select throws_ok($$select public.save_report_draft('7d2a9f31-0000-4000-8000-000000000c06', 1, '{"values": {}}')$$,
  '42501', 'Only admins can save a report draft', 'a suspended user cannot save');

reset request.jwt.claims;
set local role anon;
select throws_ok($$select public.save_report_draft('7d2a9f31-0000-4000-8000-000000000c06', 1, '{"values": {}}')$$,
  '42501', null, 'anon holds no grant');
select throws_ok($$select * from public.report_drafts$$, '42501', null, 'anon cannot read drafts');

select * from finish();
rollback;
