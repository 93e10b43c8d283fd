-- the checker's question on a field and the maker's answer are events of whoever asked and answered, when they did, in the draft's version then, against the page the field was drafted from; a question on a field the reading did not draft has no page
-- Who verified what (migration 3200). Personas: admin ...0001 (the maker, aal2), moderator ...0002 (the checker).
-- Seed: c06 (Oak Hollow) is In review, without a draft; c04 (Brightwater) has the seed's draft and its open question.
begin;
select plan(5);

select is((select kind || ' ' || field || ' ' || actor_email || ' v' || draft_version from public.report_field_events
           where order_id = '1b7f3a52-0000-4000-8000-000000000c04'),
  'questioned entityName moderator@demo.test v1', 'the seed''s open question is an event of the moderator');

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select public.save_report_draft('7d2a9f31-0000-4000-8000-000000000c06', 0, '{"values": {}, "review": {"state": {"reader": "built-in",
  "drafted": [{"path": "entityName", "label": "Entity legal name", "draftedValue": "Oak Hollow", "source": {"file": "articles.pdf", "page": 4, "quote": "Oak Hollow"}}],
  "marks": {}, "added": {}}}}');
select public.ask_for_approval('7d2a9f31-0000-4000-8000-000000000c06', 1, '00000000-0000-4000-8000-000000000002');

set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000002","role":"authenticated","aal":"aal1"}';
select public.question_report_field('7d2a9f31-0000-4000-8000-000000000c06', 'entityName', 'Entity legal name', 'Corp. or Corporation?');
select public.question_report_field('7d2a9f31-0000-4000-8000-000000000c06', 'purpose', 'Purpose', 'Where is this stated?');
select results_eq($$select kind, field, label, actor_email, at = now(), draft_version, file, page
                    from public.report_field_events where order_id = '7d2a9f31-0000-4000-8000-000000000c06' and kind = 'questioned' order by id$$,
  $$values ('questioned', 'entityName', 'Entity legal name', 'moderator@demo.test', true, 1, 'articles.pdf', 4),
           ('questioned', 'purpose', 'Purpose', 'moderator@demo.test', true, 1, null::text, null::integer)$$,
  'each question is the checker''s event, on the drafted field''s page when it has one');

set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select public.answer_report_question((select id from public.report_questions where order_id = '7d2a9f31-0000-4000-8000-000000000c06' and field = 'entityName'),
  'Corp., as the articles spell it');
select results_eq($$select kind, field, actor_email, at = now(), draft_version, file, page
                    from public.report_field_events where order_id = '7d2a9f31-0000-4000-8000-000000000c06' and kind = 'answered'$$,
  $$values ('answered', 'entityName', 'admin@demo.test', true, 1, 'articles.pdf', 4)$$,
  'the answer is the maker''s event on the same page');
select throws_ok($$select public.answer_report_question((select id from public.report_questions where order_id = '7d2a9f31-0000-4000-8000-000000000c06' and field = 'entityName'), 'Again')$$,
  'P0001', 'This question was already answered', 'a second answer is refused');
select is((select count(*) from public.report_field_events where order_id = '7d2a9f31-0000-4000-8000-000000000c06' and kind = 'answered'),
  1::bigint, 'and records nothing');

select * from finish();
rollback;
