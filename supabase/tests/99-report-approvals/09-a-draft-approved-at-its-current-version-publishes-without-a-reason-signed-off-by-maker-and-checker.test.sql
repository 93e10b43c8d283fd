-- a draft the checker approved at its current version publishes without a reason: the version's sign-off names the maker and the checker and when it was approved, and its audit entry carries both emails; a reason given with an approval is not kept; the draft, its check and its questions go with the publishing
-- A second pair of eyes (migration 3100). Personas: admin ...0001 (the maker), moderator ...0002 (the checker).
-- Seed: c06 (Oak Hollow) In review without a draft; f02 is a valid, consistent report whose content is reused.
begin;
select plan(8);

select set_config('test.content', (select content::text from public.order_reports where id = '00000000-0000-4000-8000-000000000f02'), true);
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select public.save_report_draft('7d2a9f31-0000-4000-8000-000000000c06', 0, '{"values": {"entityName": "Oak Hollow Development Corp."}}');
select public.ask_for_approval('7d2a9f31-0000-4000-8000-000000000c06', 1, '00000000-0000-4000-8000-000000000002');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000002","role":"authenticated","aal":"aal1"}';
select public.question_report_field('7d2a9f31-0000-4000-8000-000000000c06', 'entityName', 'Legal name', 'Corp. or Corporation?');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select public.answer_report_question((select id from public.report_questions where order_id = '7d2a9f31-0000-4000-8000-000000000c06'), 'Corp.');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000002","role":"authenticated","aal":"aal1"}';
select set_config('test.approved_at', (select decided_at::text
  from public.decide_approval('7d2a9f31-0000-4000-8000-000000000c06', 1, true, 'Checked against the articles')), true);

set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select is((select version from public.publish_report('7d2a9f31-0000-4000-8000-000000000c06', current_setting('test.content')::jsonb, null, '[]')), 1,
  'the approved draft is published as version 1, without a reason');

reset role;
select results_eq($$select s.version, s.maker_id::text, s.maker_email, s.checker_id::text, s.checker_email,
                           s.approved_at = current_setting('test.approved_at')::timestamptz, s.unapproved_reason,
                           s.published_by::text, s.published_at = r.published_at
                    from public.report_signoffs s join public.order_reports r on r.order_id = s.order_id and r.version = s.version
                    where s.order_id = '7d2a9f31-0000-4000-8000-000000000c06'$$,
  $$values (1, '00000000-0000-4000-8000-000000000001', 'admin@demo.test', '00000000-0000-4000-8000-000000000002', 'moderator@demo.test',
            true, null::text, '00000000-0000-4000-8000-000000000001', true)$$,
  'its sign-off: the maker, the checker, approved when they decided, no reason, published by the admin with the version');
select is((select details from public.staff_audit_log where action = 'report_published'),
  jsonb_build_object('orderId', '7d2a9f31-0000-4000-8000-000000000c06', 'version', 1,
                     'signoff', jsonb_build_object('makerEmail', 'admin@demo.test', 'checkerEmail', 'moderator@demo.test')),
  'the version''s audit entry names the maker and the checker');
select results_eq($$select (select count(*) from public.report_drafts where order_id = '7d2a9f31-0000-4000-8000-000000000c06'),
                          (select count(*) from public.report_approvals where order_id = '7d2a9f31-0000-4000-8000-000000000c06'), (select count(*) from public.report_questions where order_id = '7d2a9f31-0000-4000-8000-000000000c06')$$,
  $$values (0::bigint, 0::bigint, 0::bigint)$$, 'the draft, its check and its question are gone');

-- The correction: approved again, published with a reason all the same.
set local role authenticated;
select public.save_report_draft('7d2a9f31-0000-4000-8000-000000000c06', 0, '{"values": {"entityName": "Oak Hollow Development Corp."}}');
select public.ask_for_approval('7d2a9f31-0000-4000-8000-000000000c06', 1, '00000000-0000-4000-8000-000000000002');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000002","role":"authenticated","aal":"aal1"}';
select public.decide_approval('7d2a9f31-0000-4000-8000-000000000c06', 1, true, null);
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select lives_ok($$select public.publish_report('7d2a9f31-0000-4000-8000-000000000c06', current_setting('test.content')::jsonb, 'Second', '[]', null,
  'Not needed: it was approved')$$, 'an approved correction published with a reason');
reset role;
select results_eq($$select checker_email, unapproved_reason from public.report_signoffs
                    where order_id = '7d2a9f31-0000-4000-8000-000000000c06' and version = 2$$,
  $$values ('moderator@demo.test'::text, null::text)$$, 'is signed off by its checker; the reason is not kept');
select is((select details -> 'signoff' from public.staff_audit_log where action = 'report_published' and (details ->> 'version')::int = 2),
  '{"makerEmail": "admin@demo.test", "checkerEmail": "moderator@demo.test"}'::jsonb, 'nor is it in the audit entry');
select results_eq($$select r.version, count(s.*) from public.order_reports r
                    left join public.report_signoffs s on s.order_id = r.order_id and s.version = r.version
                    where r.order_id = '7d2a9f31-0000-4000-8000-000000000c06' group by r.version order by r.version$$,
  $$values (1, 1::bigint), (2, 1::bigint)$$, 'each published version has exactly one sign-off');

select * from finish();
rollback;
