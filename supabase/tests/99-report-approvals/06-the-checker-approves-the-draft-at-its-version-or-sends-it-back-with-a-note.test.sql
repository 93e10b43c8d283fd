-- the named checker approves the draft at the version on their screen once every question is answered (a note is a remark, blank none) or sends it back saying why; the decision keeps when and the note trimmed; a draft saved while the check waited is decided at its new version
-- A second pair of eyes (migration 3100). Personas: admin ...0001 (the maker), moderator ...0002; Lucy ...010c, a
-- moderator made an admin here, with an approved factor. Seed: c06 (Oak Hollow) is In review, without a draft.
begin;
select plan(7);

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
select public.question_report_field('7d2a9f31-0000-4000-8000-000000000c06', 'entityName', 'Legal name', 'Corp. or Corporation?');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select public.answer_report_question((select id from public.report_questions where order_id = '7d2a9f31-0000-4000-8000-000000000c06'), 'Corp.');

-- Approved, with a remark.
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000002","role":"authenticated","aal":"aal1"}';
select results_eq($$select order_id::text, draft_version, state, maker_email, checker_email, decided_at = now(), note
                    from public.decide_approval('7d2a9f31-0000-4000-8000-000000000c06', 1, true, E'  Checked against the articles.\n')$$,
  $$values ('7d2a9f31-0000-4000-8000-000000000c06', 1, 'approved', 'admin@demo.test', 'moderator@demo.test', true,
            'Checked against the articles.')$$,
  'every question answered, the moderator approves version 1 now, the remark trimmed');

-- Approved without a remark: a blank note is none.
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select public.ask_for_approval('7d2a9f31-0000-4000-8000-000000000c06', 1, '00000000-0000-4000-8000-000000000002');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000002","role":"authenticated","aal":"aal1"}';
select results_eq($$select state, note from public.decide_approval('7d2a9f31-0000-4000-8000-000000000c06', 1, true, E' \n ')$$,
  $$values ('approved', null::text)$$, 'approved with a blank note: no note');

-- Sent back, saying why, with a note of 2000 characters at most.
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select public.ask_for_approval('7d2a9f31-0000-4000-8000-000000000c06', 1, '00000000-0000-4000-8000-000000000002');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000002","role":"authenticated","aal":"aal1"}';
select results_eq($$select draft_version, state, decided_at = now(), note
                    from public.decide_approval('7d2a9f31-0000-4000-8000-000000000c06', 1, false, '  The purpose clause is missing.  ')$$,
  $$values (1, 'sent_back', true, 'The purpose clause is missing.')$$, 'sent back now, the note trimmed');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select public.ask_for_approval('7d2a9f31-0000-4000-8000-000000000c06', 1, '00000000-0000-4000-8000-000000000002');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000002","role":"authenticated","aal":"aal1"}';
select is((select state || ' ' || char_length(note) from public.decide_approval('7d2a9f31-0000-4000-8000-000000000c06', 1, false, repeat('n', 2000) || '  ')),
  'sent_back 2000', 'a note of 2000 characters');

-- A decision that is not true is a sending back.
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select public.ask_for_approval('7d2a9f31-0000-4000-8000-000000000c06', 1, '00000000-0000-4000-8000-000000000002');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000002","role":"authenticated","aal":"aal1"}';
select is((select state from public.decide_approval('7d2a9f31-0000-4000-8000-000000000c06', 1, null, 'Undecided')), 'sent_back',
  'no decision (null) with a note sends the draft back');

-- The maker saves while the check waits: the checker decides on the version they now see.
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select public.ask_for_approval('7d2a9f31-0000-4000-8000-000000000c06', 1, '00000000-0000-4000-8000-00000000010c');
select public.save_report_draft('7d2a9f31-0000-4000-8000-000000000c06', 1, '{"values": {"entityName": "Oak Hollow Development Corp"}}');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-00000000010c","role":"authenticated","aal":"aal2"}';
select results_eq($$select draft_version, state, checker_email from public.decide_approval('7d2a9f31-0000-4000-8000-000000000c06', 2, true, null)$$,
  $$values (2, 'approved', 'lucy.chen@redwood.test')$$, 'another admin named as checker approves version 2, saved after the asking');
select results_eq($$select draft_version, state from public.report_approvals where order_id = '7d2a9f31-0000-4000-8000-000000000c06'$$, $$values (2, 'approved')$$, 'the check reads so');

select * from finish();
rollback;
