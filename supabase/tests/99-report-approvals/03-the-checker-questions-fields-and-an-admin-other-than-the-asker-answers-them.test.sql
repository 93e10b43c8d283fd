-- the checker questions fields of the draft while it waits (field, label and question trimmed as zod trims, 200/200/2000 characters at most); an admin other than whoever asked answers each question once, trimmed; an open question can be answered after the draft was sent back
-- A second pair of eyes (migration 3100). Personas: admin ...0001 (the maker), moderator ...0002 (the checker);
-- Lucy ...010c, a moderator made an admin here, with an approved factor. Seed: c06 (Oak Hollow) is In review, without a draft.
begin;
select plan(9);

update public.user_roles set role = 'admin' where user_id = '00000000-0000-4000-8000-00000000010c';
insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, secret, created_at, updated_at) values
  ('00000000-0000-4000-8000-00000000f10c', '00000000-0000-4000-8000-00000000010c', 'Phone', 'totp', 'verified', 'JBSWY3DPEHPK3PXP', now() - interval '1 day', now() - interval '1 day');
insert into private.admin_factor_approvals (factor_id, user_id) values
  ('00000000-0000-4000-8000-00000000f10c', '00000000-0000-4000-8000-00000000010c');

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select public.save_report_draft('7d2a9f31-0000-4000-8000-000000000c06', 0, '{"values": {"entityName": "Oak Hollow Development Corp."}}');
select public.ask_for_approval('7d2a9f31-0000-4000-8000-000000000c06', 1, '00000000-0000-4000-8000-000000000002');

set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000002","role":"authenticated","aal":"aal1"}';
select results_eq($$select order_id::text, field, label, question, asked_by::text, asked_by_email, asked_at = now(), answer,
                           answered_by, answered_by_email, answered_at
                    from public.question_report_field('7d2a9f31-0000-4000-8000-000000000c06', '  entityName ', E'\u00a0Legal name\t',
                      E'\n  Corp. or Corporation: which do the articles use?  ')$$,
  $$values ('7d2a9f31-0000-4000-8000-000000000c06', 'entityName', 'Legal name', 'Corp. or Corporation: which do the articles use?',
            '00000000-0000-4000-8000-000000000002', 'moderator@demo.test', true, null::text, null::uuid, null::text, null::timestamptz)$$,
  'the moderator''s question is kept trimmed (no-break spaces too), with who asked it and when, open');
select lives_ok(format($$select public.question_report_field('7d2a9f31-0000-4000-8000-000000000c06', %L, %L, %L)$$,
                       ' ' || repeat('f', 200) || ' ', repeat('l', 200), '  ' || repeat('q', 2000) || '  '),
  'a field and a label of 200 characters and a question of 2000, trimmed, are kept');
select is((select string_agg(char_length(field) || '/' || char_length(label) || '/' || char_length(question), ' ' order by char_length(field))
           from public.report_questions where order_id = '7d2a9f31-0000-4000-8000-000000000c06'), '10/10/48 200/200/2000', 'both questions, at their lengths');
select set_config('test.first', (select id::text from public.report_questions where order_id = '7d2a9f31-0000-4000-8000-000000000c06' and field = 'entityName'), true);
select set_config('test.second', (select id::text from public.report_questions where order_id = '7d2a9f31-0000-4000-8000-000000000c06' and field <> 'entityName'), true);

-- The maker answers the first question.
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select results_eq($$select id::text, answer, answered_by::text, answered_by_email, answered_at = now(), question
                    from public.answer_report_question(current_setting('test.first')::uuid, E'  Corp., as the articles spell it.\n')$$,
  $$values (current_setting('test.first'), 'Corp., as the articles spell it.', '00000000-0000-4000-8000-000000000001', 'admin@demo.test', true,
            'Corp. or Corporation: which do the articles use?')$$,
  'the maker''s answer is kept trimmed, with who answered and when');

-- Another admin, not the one who asked, answers the second, with 2000 characters.
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-00000000010c","role":"authenticated","aal":"aal2"}';
select is((select char_length(answer) || ' ' || answered_by_email
           from public.answer_report_question(current_setting('test.second')::uuid, repeat('a', 2000) || ' ')),
  '2000 lucy.chen@redwood.test', 'another admin answers a question they did not ask, up to 2000 characters');

-- An open question is answered after the draft was sent back.
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000002","role":"authenticated","aal":"aal1"}';
select public.question_report_field('7d2a9f31-0000-4000-8000-000000000c06', 'purpose', 'Purpose', 'Where is the purpose clause?');
select is((select state from public.decide_approval('7d2a9f31-0000-4000-8000-000000000c06', 1, false, 'See my question on the purpose')),
  'sent_back', 'the checker sends the draft back with the question open');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select is((select answer from public.answer_report_question((select id from public.report_questions where order_id = '7d2a9f31-0000-4000-8000-000000000c06' and field = 'purpose'), 'Article 3')),
  'Article 3', 'the maker answers it all the same');
select is((select count(*) from public.report_questions where order_id = '7d2a9f31-0000-4000-8000-000000000c06' and answer is null), 0::bigint, 'every question is answered');

-- The checker being an admin: the maker answers what that admin asked.
select public.ask_for_approval('7d2a9f31-0000-4000-8000-000000000c06', 1, '00000000-0000-4000-8000-00000000010c');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-00000000010c","role":"authenticated","aal":"aal2"}';
select set_config('test.third', (select id::text from public.question_report_field('7d2a9f31-0000-4000-8000-000000000c06', 'fileNumber', 'File number', 'Which registry?')), true);
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select is((select asked_by_email || ' / ' || answered_by_email from public.answer_report_question(current_setting('test.third')::uuid, 'Georgia')),
  'lucy.chen@redwood.test / admin@demo.test', 'an admin checker''s question is answered by the maker');

select * from finish();
rollback;
