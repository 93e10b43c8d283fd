-- an approval holds for the version approved only: after a save the draft no longer counts as approved (publishing it needs a reason, the check stays approved at the older version and cannot be decided again) until the maker asks again and the checker approves the new version
-- A second pair of eyes (migration 3100). Personas: admin ...0001 (the maker), moderator ...0002 (the checker).
-- Seed: c06 (Oak Hollow) In review without a draft; f02's content is reused.
begin;
select plan(7);

select set_config('test.content', (select content::text from public.order_reports where id = '00000000-0000-4000-8000-000000000f02'), true);
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select public.save_report_draft('7d2a9f31-0000-4000-8000-000000000c06', 0, '{"values": {"entityName": "Oak Hollow Development Corp."}}');
select public.ask_for_approval('7d2a9f31-0000-4000-8000-000000000c06', 1, '00000000-0000-4000-8000-000000000002');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000002","role":"authenticated","aal":"aal1"}';
select public.decide_approval('7d2a9f31-0000-4000-8000-000000000c06', 1, true, null);

set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select is((select version from public.save_report_draft('7d2a9f31-0000-4000-8000-000000000c06', 1,
  '{"values": {"entityName": "Oak Hollow Development Corporation"}}')), 2, 'the maker saves after the approval: version 2');
select throws_ok($$select public.publish_report('7d2a9f31-0000-4000-8000-000000000c06', current_setting('test.content')::jsonb, null, '[]')$$,
  '22023', 'No checker has approved this draft: publishing it needs a written reason', 'version 2 is not approved: no publishing without a reason');
select results_eq($$select draft_version, state from public.report_approvals where order_id = '7d2a9f31-0000-4000-8000-000000000c06'$$, $$values (1, 'approved')$$,
  'the check still reads approved, for version 1');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000002","role":"authenticated","aal":"aal1"}';
select throws_ok($$select public.decide_approval('7d2a9f31-0000-4000-8000-000000000c06', 2, true, null)$$,
  'P0001', 'The draft is not waiting for a check', 'the checker cannot approve version 2 without being asked again');

set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select public.ask_for_approval('7d2a9f31-0000-4000-8000-000000000c06', 2, '00000000-0000-4000-8000-000000000002');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000002","role":"authenticated","aal":"aal1"}';
select results_eq($$select draft_version, state from public.decide_approval('7d2a9f31-0000-4000-8000-000000000c06', 2, true, null)$$,
  $$values (2, 'approved')$$, 'asked again, the checker approves version 2');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select lives_ok($$select public.publish_report('7d2a9f31-0000-4000-8000-000000000c06', current_setting('test.content')::jsonb, null, '[]')$$,
  'and the draft publishes without a reason');
reset role;
select results_eq($$select version, checker_email, unapproved_reason from public.report_signoffs$$,
  $$values (1, 'moderator@demo.test', null::text)$$, 'signed off by the checker');

select * from finish();
rollback;
