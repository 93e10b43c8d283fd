-- the demo seed's draft (Brightwater Partners LP, Escalated) waits for the moderator persona's check, asked by the admin persona an hour after it was saved, with one open question on the legal name: staff read it, its customer does not; it cannot be approved until the maker answers, and then it publishes signed off by both
-- A second pair of eyes (migration 3100). Personas: admin ...0001, moderator ...0002, customer ...0003 (owns c04).
-- Seed: c04 (Brightwater) is Escalated with a draft at version 1 and its check; f02's content is reused.
begin;
select plan(8);

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000002","role":"authenticated","aal":"aal1"}';
select results_eq($$select a.draft_version, a.state, a.maker_id::text, a.maker_email, a.checker_id::text, a.checker_email,
                           a.asked_at - d.saved_at, a.decided_at, a.note
                    from public.report_approvals a join public.report_drafts d using (order_id)
                    where a.order_id = '1b7f3a52-0000-4000-8000-000000000c04'$$,
  $$values (1, 'waiting', '00000000-0000-4000-8000-000000000001', 'admin@demo.test', '00000000-0000-4000-8000-000000000002', 'moderator@demo.test',
            interval '1 hour', null::timestamptz, null::text)$$,
  'the moderator reads the check of version 1, asked by the admin an hour after the save, waiting for them');
select results_eq($$select q.id::text, q.field, q.label, q.question, q.asked_by::text, q.asked_by_email, q.asked_at - a.asked_at, q.answer,
                           q.answered_by, q.answered_by_email, q.answered_at
                    from public.report_questions q join public.report_approvals a using (order_id)$$,
  $$values ('7d2a9f31-0000-4000-8000-0000000000e1', 'entityName', 'Entity legal name',
            'The certificate on page 1 spells it "Brightwater Partners, L.P.": which spelling does the agreement use?',
            '00000000-0000-4000-8000-000000000002', 'moderator@demo.test', interval '2 hours', null::text, null::uuid, null::text, null::timestamptz)$$,
  'and its one open question on the legal name, asked two hours later');

set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select results_eq($$select (select count(*) from public.report_approvals), (select count(*) from public.report_questions)$$,
  $$values (0::bigint, 0::bigint)$$, 'its customer reads neither');

set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000002","role":"authenticated","aal":"aal1"}';
select throws_ok($$select public.decide_approval('1b7f3a52-0000-4000-8000-000000000c04', 1, true, null)$$,
  'P0001', 'Every question must be answered before the draft is approved', 'the moderator cannot approve it with the question open');

set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select is((select answered_by_email from public.answer_report_question('7d2a9f31-0000-4000-8000-0000000000e1',
  'The agreement says "Brightwater Partners LP"; the report uses that.')), 'admin@demo.test', 'the admin answers the question');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000002","role":"authenticated","aal":"aal1"}';
select is((select state from public.decide_approval('1b7f3a52-0000-4000-8000-000000000c04', 1, true, null)), 'approved',
  'the moderator approves version 1');

select set_config('test.content', (select content::text from public.order_reports where id = '00000000-0000-4000-8000-000000000f02'), true);
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select lives_ok($$select public.publish_report('1b7f3a52-0000-4000-8000-000000000c04', current_setting('test.content')::jsonb, null, '[]')$$,
  'the admin publishes it without a reason');
select results_eq($$select maker_email, checker_email, unapproved_reason from public.report_signoffs
                    where order_id = '1b7f3a52-0000-4000-8000-000000000c04'$$,
  $$values ('admin@demo.test'::text, 'moderator@demo.test'::text, null::text)$$, 'signed off by the admin and the moderator');

select * from finish();
rollback;
