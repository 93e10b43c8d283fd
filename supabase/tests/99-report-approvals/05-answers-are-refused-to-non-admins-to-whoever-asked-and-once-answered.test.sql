-- answering a question is refused, checked in this order: not an active admin at aal2 (42501), no such question (PT404), already answered (P0001), the caller asked it (42501: the maker answers), a blank or over-long answer (22023); a refusal writes nothing
-- A second pair of eyes (migration 3100). Personas: admin ...0001 (the maker), moderator ...0002, customer ...0003 (owns
-- c06), suspended ...0004 (made an admin here, with an approved factor); Lucy ...010c, a moderator made an admin here
-- (the checker). Seed: c06 (Oak Hollow) is In review, without a draft.
begin;
select plan(20);

update public.user_roles set role = 'admin'
  where user_id in ('00000000-0000-4000-8000-00000000010c', '00000000-0000-4000-8000-000000000004');
insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, secret, created_at, updated_at) values
  ('00000000-0000-4000-8000-00000000f10c', '00000000-0000-4000-8000-00000000010c', 'Phone', 'totp', 'verified', 'JBSWY3DPEHPK3PXP', now() - interval '1 day', now() - interval '1 day'),
  ('00000000-0000-4000-8000-00000000f004', '00000000-0000-4000-8000-000000000004', 'Phone', 'totp', 'verified', 'JBSWY3DPEHPK3PXP', now() - interval '1 day', now() - interval '1 day');
insert into private.admin_factor_approvals (factor_id, user_id) values
  ('00000000-0000-4000-8000-00000000f10c', '00000000-0000-4000-8000-00000000010c'),
  ('00000000-0000-4000-8000-00000000f004', '00000000-0000-4000-8000-000000000004');

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select public.save_report_draft('7d2a9f31-0000-4000-8000-000000000c06', 0, '{"values": {"entityName": "Oak Hollow Development Corp."}}');
select public.ask_for_approval('7d2a9f31-0000-4000-8000-000000000c06', 1, '00000000-0000-4000-8000-00000000010c');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-00000000010c","role":"authenticated","aal":"aal2"}';
select set_config('test.question', (select id::text from public.question_report_field('7d2a9f31-0000-4000-8000-000000000c06',
  'entityName', 'Legal name', 'Corp. or Corporation?')), true);

-- Who answers.
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000002","role":"authenticated","aal":"aal1"}';
select throws_ok($$select public.answer_report_question(current_setting('test.question')::uuid, 'Corp.')$$,
  '42501', 'Only admins can answer a question', 'a moderator');
select throws_ok($$select public.answer_report_question('00000000-0000-4000-8000-0000000000ff', '')$$,
  '42501', 'Only admins can answer a question', 'a moderator, on a question that does not exist, blank: the caller is checked first');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal1"}';
select throws_ok($$select public.answer_report_question(current_setting('test.question')::uuid, 'Corp.')$$,
  '42501', 'Only admins can answer a question', 'an admin at aal1');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select throws_ok($$select public.answer_report_question(current_setting('test.question')::uuid, 'Corp.')$$,
  '42501', 'Only admins can answer a question', 'the order''s owner');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000004","role":"authenticated","aal":"aal2"}';
select throws_ok($$select public.answer_report_question(current_setting('test.question')::uuid, 'Corp.')$$,
  '42501', 'Only admins can answer a question', 'a suspended admin');
reset request.jwt.claims;
set local role anon;
select throws_ok($$select public.answer_report_question('00000000-0000-4000-8000-0000000000ff', 'Corp.')$$,
  '42501', null, 'anon holds no grant');

-- Which question.
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select throws_ok($$select public.answer_report_question('00000000-0000-4000-8000-0000000000ff', 'Corp.')$$,
  'PT404', 'Question not found', 'a question that does not exist');
select throws_ok($$select public.answer_report_question(null, 'Corp.')$$,
  'PT404', 'Question not found', 'no question id');
select throws_ok($$select public.answer_report_question('00000000-0000-4000-8000-0000000000ff', '')$$,
  'PT404', 'Question not found', 'a question that does not exist, with a blank answer: the question is looked up first');

-- Whoever asked does not answer.
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-00000000010c","role":"authenticated","aal":"aal2"}';
select throws_ok($$select public.answer_report_question(current_setting('test.question')::uuid, 'Corp.')$$,
  '42501', 'You asked this question: the maker answers it', 'the admin who asked it');
select throws_ok($$select public.answer_report_question(current_setting('test.question')::uuid, '')$$,
  '42501', 'You asked this question: the maker answers it', 'the admin who asked it, blank: who comes before what');

-- What is answered.
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select throws_ok($$select public.answer_report_question(current_setting('test.question')::uuid, E' \n\t\u00a0')$$,
  '22023', 'The answer must be 1 to 2000 characters', 'a blank answer');
select throws_ok($$select public.answer_report_question(current_setting('test.question')::uuid, null)$$,
  '22023', 'The answer must be 1 to 2000 characters', 'no answer');
select throws_ok(format($$select public.answer_report_question(current_setting('test.question')::uuid, %L)$$, repeat('a', 2001)),
  '22023', 'The answer must be 1 to 2000 characters', 'an answer of 2001 characters');
select results_eq($$select answer, answered_by_email from public.report_questions where order_id = '7d2a9f31-0000-4000-8000-000000000c06'$$, $$values (null::text, null::text)$$,
  'the question is still open');

-- Once answered.
select lives_ok($$select public.answer_report_question(current_setting('test.question')::uuid, 'Corp.')$$, 'the maker answers');
select throws_ok($$select public.answer_report_question(current_setting('test.question')::uuid, 'Corporation')$$,
  'P0001', 'This question was already answered', 'a second answer');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-00000000010c","role":"authenticated","aal":"aal2"}';
select throws_ok($$select public.answer_report_question(current_setting('test.question')::uuid, 'Corporation')$$,
  'P0001', 'This question was already answered', 'the admin who asked it, once it is answered: answered comes first');

reset role;
select results_eq($$select answer, answered_by_email from public.report_questions where order_id = '7d2a9f31-0000-4000-8000-000000000c06'$$, $$values ('Corp.', 'admin@demo.test')$$,
  'the first answer stands');
select is((select count(*) from public.staff_audit_log where action = 'question_answered'), 1::bigint, 'one audit entry, for that answer');

select * from finish();
rollback;
