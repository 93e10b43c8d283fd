-- each step of a check is one staff audit entry for the order's customer, of whoever took it: approval_asked (the version and the checker), field_questioned (the field, its label and the question), question_answered (the field, its label and the answer), draft_sent_back and draft_approved (the version and the note, null when none); the trail's export filters by the five actions
-- A second pair of eyes (migration 3100). Personas: admin ...0001 (the maker), moderator ...0002 (the checker), customer
-- ...0003 (owns c06). Seed: c06 (Oak Hollow) is In review, without a draft; the seed leaves no staff audit entry.
begin;
select plan(4);

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select public.save_report_draft('7d2a9f31-0000-4000-8000-000000000c06', 0, '{"values": {"entityName": "Oak Hollow Development Corp."}}');
select public.ask_for_approval('7d2a9f31-0000-4000-8000-000000000c06', 1, '00000000-0000-4000-8000-000000000002');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000002","role":"authenticated","aal":"aal1"}';
select public.question_report_field('7d2a9f31-0000-4000-8000-000000000c06', ' entityName ', ' Legal name ', ' Corp. or Corporation? ');
select public.decide_approval('7d2a9f31-0000-4000-8000-000000000c06', 1, false, ' See my question ');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select public.answer_report_question((select id from public.report_questions where order_id = '7d2a9f31-0000-4000-8000-000000000c06'), ' Corp. ');
select public.save_report_draft('7d2a9f31-0000-4000-8000-000000000c06', 1, '{"values": {"entityName": "Oak Hollow Development Corp."}}');
select public.ask_for_approval('7d2a9f31-0000-4000-8000-000000000c06', 2, '00000000-0000-4000-8000-000000000002');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000002","role":"authenticated","aal":"aal1"}';
select public.decide_approval('7d2a9f31-0000-4000-8000-000000000c06', 2, true, null);

reset role;
select set_eq($$select action, actor_email, target_user_id::text, details from public.staff_audit_log$$,
  $$values
    ('approval_asked', 'admin@demo.test', '00000000-0000-4000-8000-000000000003',
     '{"orderId": "7d2a9f31-0000-4000-8000-000000000c06", "draftVersion": 1, "checker": "00000000-0000-4000-8000-000000000002", "checkerEmail": "moderator@demo.test"}'::jsonb),
    ('field_questioned', 'moderator@demo.test', '00000000-0000-4000-8000-000000000003',
     '{"orderId": "7d2a9f31-0000-4000-8000-000000000c06", "field": "entityName", "label": "Legal name", "question": "Corp. or Corporation?"}'),
    ('draft_sent_back', 'moderator@demo.test', '00000000-0000-4000-8000-000000000003',
     '{"orderId": "7d2a9f31-0000-4000-8000-000000000c06", "draftVersion": 1, "note": "See my question"}'),
    ('question_answered', 'admin@demo.test', '00000000-0000-4000-8000-000000000003',
     '{"orderId": "7d2a9f31-0000-4000-8000-000000000c06", "field": "entityName", "label": "Legal name", "answer": "Corp."}'),
    ('approval_asked', 'admin@demo.test', '00000000-0000-4000-8000-000000000003',
     '{"orderId": "7d2a9f31-0000-4000-8000-000000000c06", "draftVersion": 2, "checker": "00000000-0000-4000-8000-000000000002", "checkerEmail": "moderator@demo.test"}'),
    ('draft_approved', 'moderator@demo.test', '00000000-0000-4000-8000-000000000003',
     '{"orderId": "7d2a9f31-0000-4000-8000-000000000c06", "draftVersion": 2, "note": null}')$$,
  'one entry per step, of whoever took it, for the order''s customer, with the trimmed texts');
select is((select count(*) from public.staff_audit_log), 6::bigint, 'and nothing else (saves are not recorded)');

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select lives_ok($$
  select public.log_export('staff_audit', '{"action": "approval_asked"}', 2), public.log_export('staff_audit', '{"action": "field_questioned"}', 1),
         public.log_export('staff_audit', '{"action": "question_answered"}', 1), public.log_export('staff_audit', '{"action": "draft_approved"}', 1),
         public.log_export('staff_audit', '{"action": "draft_sent_back"}', 1)$$,
  'the trail''s export knows the five actions and counts their entries');
select throws_ok($$select public.log_export('staff_audit', '{"action": "draft_asked"}', 0)$$,
  '22023', 'Invalid value for export filter: action', 'and no other');

select * from finish();
rollback;
