-- publishing without a checker's approval of the draft's current version (no draft, no check, a check waiting or sent back) and without a reason (none, null or blank) is refused with 22023 through every form of publish_report, after every other check, and writes nothing; a reason over 2000 characters is refused right after the caller and the order
-- A second pair of eyes (migration 3100). Personas: admin ...0001, moderator ...0002. Seed: c06 (Oak Hollow) In review
-- without a draft; c07 (Riverbend) Submitted; c02 (Maple Street) Report ready; f02 is a valid, consistent report whose
-- content is reused.
begin;
select plan(22);

select set_config('test.content', (select content::text from public.order_reports where id = '00000000-0000-4000-8000-000000000f02'), true);
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';

-- No draft at all.
select throws_ok($$select public.publish_report('7d2a9f31-0000-4000-8000-000000000c06', current_setting('test.content')::jsonb, null, '[]')$$,
  '22023', 'No checker has approved this draft: publishing it needs a written reason', 'an order with no draft, no reason');
select throws_ok($$select public.publish_report('7d2a9f31-0000-4000-8000-000000000c06', current_setting('test.content')::jsonb, null)$$,
  '22023', 'No checker has approved this draft: publishing it needs a written reason', 'the three-argument form');
select throws_ok($$select public.publish_report('7d2a9f31-0000-4000-8000-000000000c06', current_setting('test.content')::jsonb, null, '[]', null)$$,
  '22023', 'No checker has approved this draft: publishing it needs a written reason', 'the five-argument form');
select throws_ok($$select public.publish_report('7d2a9f31-0000-4000-8000-000000000c06', current_setting('test.content')::jsonb, null, '[]', null, null)$$,
  '22023', 'No checker has approved this draft: publishing it needs a written reason', 'a null reason');
select throws_ok($$select public.publish_report('7d2a9f31-0000-4000-8000-000000000c06', current_setting('test.content')::jsonb, null, '[]',
  _without_approval => E' \n\t\u00a0')$$,
  '22023', 'No checker has approved this draft: publishing it needs a written reason', 'a blank reason');

-- A draft whose check waits, or was sent back.
select public.save_report_draft('7d2a9f31-0000-4000-8000-000000000c06', 0, '{"values": {"entityName": "Oak Hollow Development Corp."}}');
select throws_ok($$select public.publish_report('7d2a9f31-0000-4000-8000-000000000c06', current_setting('test.content')::jsonb, null, '[]')$$,
  '22023', 'No checker has approved this draft: publishing it needs a written reason', 'a draft no one was asked to check');
select public.ask_for_approval('7d2a9f31-0000-4000-8000-000000000c06', 1, '00000000-0000-4000-8000-000000000002');
select throws_ok($$select public.publish_report('7d2a9f31-0000-4000-8000-000000000c06', current_setting('test.content')::jsonb, null, '[]')$$,
  '22023', 'No checker has approved this draft: publishing it needs a written reason', 'a draft waiting for its checker');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000002","role":"authenticated","aal":"aal1"}';
select public.decide_approval('7d2a9f31-0000-4000-8000-000000000c06', 1, false, 'The purpose clause is missing');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select throws_ok($$select public.publish_report('7d2a9f31-0000-4000-8000-000000000c06', current_setting('test.content')::jsonb, null, '[]')$$,
  '22023', 'No checker has approved this draft: publishing it needs a written reason', 'a draft sent back');

-- Every other check comes first.
select throws_ok($$select public.publish_report('7d2a9f31-0000-4000-8000-000000000c06',
  jsonb_set(current_setting('test.content')::jsonb, '{ownership,0,percentage}', '10'), null, '[]')$$,
  '22023', 'Report content is invalid: ownership: Ownership percentages must add up to 100', 'invalid content: its error, not the approval''s');
select throws_ok($$select public.publish_report('7d2a9f31-0000-4000-8000-000000000c06',
  jsonb_set(jsonb_set(current_setting('test.content')::jsonb, '{riskLevel}', '"Low"'), '{riskItems}',
    '[{"id": "A2", "severity": "High", "title": "Signer not shown to hold the office", "finding": "No appointment.", "evidence": "Bylaws.", "mitigation": "Incumbency certificate.", "closingCondition": false}]'),
  null, '[]')$$,
  '22023', 'The report contradicts itself: publishing it needs a written override reason', 'a report that contradicts itself: the override is asked for first');
select throws_ok($$select public.publish_report('7d2a9f31-0000-4000-8000-000000000c06', current_setting('test.content')::jsonb, null,
  '[{"field": "f", "label": "Legal name", "decision": "verified", "draftedValue": "A", "publishedValue": "A", "source": {"file": "bylaws.pdf", "page": 1, "quote": "Oak"}, "reader": null}]')$$,
  '22023', 'Field review 1 (Legal name): the source is not in the stored document texts: bylaws.pdf page 1', 'a review that is not grounded');
select throws_ok($$select public.publish_report('5e81b40d-0000-4000-8000-000000000c02', current_setting('test.content')::jsonb, null, '[]')$$,
  '22023', 'Say what the correction changes', 'a correction without its note');
select throws_ok($$select public.publish_report('0f6b8e24-0000-4000-8000-000000000c07', current_setting('test.content')::jsonb, null, '[]')$$,
  'P0001', 'A report cannot be published for an order that is Submitted', 'an order that cannot be published');
select throws_ok($$select public.publish_report('00000000-0000-4000-8000-0000000000ff', current_setting('test.content')::jsonb, null, '[]')$$,
  'PT404', 'Order not found', 'an order that does not exist');
select throws_ok($$select public.publish_report(null, current_setting('test.content')::jsonb, null, '[]')$$,
  'PT404', 'Order not found', 'no order id');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000002","role":"authenticated","aal":"aal1"}';
select throws_ok($$select public.publish_report('7d2a9f31-0000-4000-8000-000000000c06', current_setting('test.content')::jsonb, null, '[]')$$,
  '42501', 'Only admins can publish reports', 'the moderator, without a reason');
select throws_ok(format($$select public.publish_report('7d2a9f31-0000-4000-8000-000000000c06', current_setting('test.content')::jsonb, null, '[]',
  _without_approval => %L)$$, repeat('r', 2001)),
  '42501', 'Only admins can publish reports', 'the moderator, with a reason too long: the caller comes first');

-- A reason too long comes right after the caller and the order.
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select throws_ok(format($$select public.publish_report('7d2a9f31-0000-4000-8000-000000000c06', current_setting('test.content')::jsonb, null, '[]',
  _without_approval => %L)$$, repeat('r', 2001)),
  '22023', 'The reason for publishing without approval must be at most 2000 characters', 'a reason of 2001 characters');
select throws_ok(format($$select public.publish_report('7d2a9f31-0000-4000-8000-000000000c06', '{}', null, '[]', %L, %L)$$, repeat('o', 2001), repeat('r', 2001)),
  '22023', 'The reason for publishing without approval must be at most 2000 characters',
  'a reason too long, an override too long and invalid content: the reason comes first');
select throws_ok(format($$select public.publish_report('00000000-0000-4000-8000-0000000000ff', current_setting('test.content')::jsonb, null, '[]',
  _without_approval => %L)$$, repeat('r', 2001)),
  'PT404', 'Order not found', 'an order that does not exist, with a reason too long: the order comes first');

reset role;
select results_eq($$select (select count(*) from public.order_reports where order_id in ('7d2a9f31-0000-4000-8000-000000000c06', '0f6b8e24-0000-4000-8000-000000000c07')),
                          (select count(*) from public.order_reports where order_id = '5e81b40d-0000-4000-8000-000000000c02'),
                          (select count(*) from public.report_signoffs),
                          (select count(*) from public.report_overrides),
                          (select status from public.order_requests where id = '7d2a9f31-0000-4000-8000-000000000c06'),
                          (select count(*) from public.outbound_emails where created_at = now()),
                          (select count(*) from public.staff_audit_log where action in ('report_published', 'report_reviewed', 'order_status_changed'))$$,
  $$values (0::bigint, 1::bigint, 0::bigint, 0::bigint, 'In review'::text, 0::bigint, 0::bigint)$$,
  'nothing was written: no version, no sign-off, no override, no move, no mail, no audit entry');
select results_eq($$select d.version, a.state, a.draft_version from public.report_drafts d join public.report_approvals a using (order_id)
                    where d.order_id = '7d2a9f31-0000-4000-8000-000000000c06'$$,
  $$values (1, 'sent_back'::text, 1)$$, 'the draft and its check are as they were');

select * from finish();
rollback;
