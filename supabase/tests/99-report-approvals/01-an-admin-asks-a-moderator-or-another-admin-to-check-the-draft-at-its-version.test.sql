-- an admin asks a checker (a moderator, or another admin) to check the draft at its current version: the check waits for them, naming who asked and when; asking again, after a decision or a save too, starts a new check and keeps the questions
-- A second pair of eyes (migration 3100). Personas: admin ...0001 (the maker), moderator ...0002, customer ...0003 (owns c06);
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

select results_eq($$select order_id::text, draft_version, state, maker_id::text, maker_email, asked_at = now(), checker_id::text,
                           checker_email, decided_at, note
                    from public.ask_for_approval('7d2a9f31-0000-4000-8000-000000000c06', 1, '00000000-0000-4000-8000-000000000002')$$,
  $$values ('7d2a9f31-0000-4000-8000-000000000c06', 1, 'waiting', '00000000-0000-4000-8000-000000000001', 'admin@demo.test', true,
            '00000000-0000-4000-8000-000000000002', 'moderator@demo.test', null::timestamptz, null::text)$$,
  'the check of version 1 waits for the moderator, asked by the admin now');
select is((select count(*) from public.report_approvals where order_id = '7d2a9f31-0000-4000-8000-000000000c06'), 1::bigint,
  'the draft has one check');

-- The moderator questions a field and sends the draft back.
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000002","role":"authenticated","aal":"aal1"}';
select public.question_report_field('7d2a9f31-0000-4000-8000-000000000c06', 'entityName', 'Legal name', 'Corp. or Corporation?');
select public.decide_approval('7d2a9f31-0000-4000-8000-000000000c06', 1, false, 'See my question');

-- Asked again, of another admin: a new check, the question kept.
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select results_eq($$select draft_version, state, checker_id::text, checker_email, decided_at, note
                    from public.ask_for_approval('7d2a9f31-0000-4000-8000-000000000c06', 1, '00000000-0000-4000-8000-00000000010c')$$,
  $$values (1, 'waiting', '00000000-0000-4000-8000-00000000010c', 'lucy.chen@redwood.test', null::timestamptz, null::text)$$,
  'asking again after it was sent back starts a new check, of the admin named now, with no decision');
select is((select count(*) from public.report_approvals where order_id = '7d2a9f31-0000-4000-8000-000000000c06'), 1::bigint, 'still one check for the draft');
select is((select count(*) from public.report_questions where order_id = '7d2a9f31-0000-4000-8000-000000000c06' and answer is null), 1::bigint, 'the question asked so far is kept, open');

-- The maker answers; the other admin approves.
select public.answer_report_question((select id from public.report_questions where order_id = '7d2a9f31-0000-4000-8000-000000000c06'), 'Corp., as the articles spell it');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-00000000010c","role":"authenticated","aal":"aal2"}';
select is((select state from public.decide_approval('7d2a9f31-0000-4000-8000-000000000c06', 1, true, null)), 'approved',
  'another admin checks and approves');

-- A save moves the draft to version 2; asking again, after the approval, checks version 2.
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select public.save_report_draft('7d2a9f31-0000-4000-8000-000000000c06', 1, '{"values": {"entityName": "Oak Hollow Development Corp"}}');
select results_eq($$select draft_version, state, checker_id::text, decided_at, note
                    from public.ask_for_approval('7d2a9f31-0000-4000-8000-000000000c06', 2, '00000000-0000-4000-8000-000000000002')$$,
  $$values (2, 'waiting', '00000000-0000-4000-8000-000000000002', null::timestamptz, null::text)$$,
  'asking again after an approval and a save starts a new check of version 2');
select lives_ok($$select public.ask_for_approval('7d2a9f31-0000-4000-8000-000000000c06', 2, '00000000-0000-4000-8000-000000000002')$$,
  'asking again while the check waits starts it again');
select results_eq($$select count(*), bool_and(answer is not null) from public.report_questions where order_id = '7d2a9f31-0000-4000-8000-000000000c06'$$, $$values (1::bigint, true)$$,
  'and the answered question is still there');

select * from finish();
rollback;
