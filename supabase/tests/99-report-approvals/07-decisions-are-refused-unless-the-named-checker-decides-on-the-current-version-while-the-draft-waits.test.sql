-- deciding is refused, checked in this order: not staff (42501), no check or one not waiting (P0001, a missing order too), not the checker named (42501), another version than the draft's (PT409), a note over 2000 characters (22023), sending back without a note (22023), approving with a question open (P0001); a refusal writes nothing, and open questions do not stop sending back
-- A second pair of eyes (migration 3100). Personas: admin ...0001 (the maker), moderator ...0002 (the checker), customer
-- ...0003 (owns c06), suspended ...0004 (made a moderator here). Seed: c06 (Oak Hollow) In review without a draft; c08
-- (Pacific Crest) has no draft.
begin;
select plan(27);

update public.user_roles set role = 'moderator' where user_id = '00000000-0000-4000-8000-000000000004';

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select public.save_report_draft('7d2a9f31-0000-4000-8000-000000000c06', 0, '{"values": {"entityName": "Oak Hollow Development Corp."}}');
select public.ask_for_approval('7d2a9f31-0000-4000-8000-000000000c06', 1, '00000000-0000-4000-8000-000000000002');
select public.save_report_draft('7d2a9f31-0000-4000-8000-000000000c06', 1, '{"values": {"entityName": "Oak Hollow Development Corp"}}');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000002","role":"authenticated","aal":"aal1"}';
select public.question_report_field('7d2a9f31-0000-4000-8000-000000000c06', 'entityName', 'Legal name', 'Corp. or Corporation?');

-- Who decides.
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select throws_ok($$select public.decide_approval('7d2a9f31-0000-4000-8000-000000000c06', 2, true, null)$$,
  '42501', 'Only staff can approve or send back a draft', 'the order''s owner');
select throws_ok($$select public.decide_approval('00000000-0000-4000-8000-0000000000ff', 9, false, null)$$,
  '42501', 'Only staff can approve or send back a draft', 'a customer, on an order that does not exist: the caller is checked first');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000004","role":"authenticated","aal":"aal1"}';
select throws_ok($$select public.decide_approval('7d2a9f31-0000-4000-8000-000000000c06', 2, true, null)$$,
  '42501', 'Only staff can approve or send back a draft', 'a suspended moderator');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal1"}';
select throws_ok($$select public.decide_approval('7d2a9f31-0000-4000-8000-000000000c06', 2, true, null)$$,
  '42501', 'Only staff can approve or send back a draft', 'an admin at aal1');
reset request.jwt.claims;
set local role anon;
select throws_ok($$select public.decide_approval('7d2a9f31-0000-4000-8000-000000000c06', 2, true, null)$$,
  '42501', null, 'anon holds no grant');

-- Which check.
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000002","role":"authenticated","aal":"aal1"}';
select throws_ok($$select public.decide_approval('9c4e1a73-0000-4000-8000-000000000c08', 1, true, null)$$,
  'P0001', 'The draft is not waiting for a check', 'an order with no check');
select throws_ok($$select public.decide_approval('00000000-0000-4000-8000-0000000000ff', 1, true, null)$$,
  'P0001', 'The draft is not waiting for a check', 'an order that does not exist');
select throws_ok($$select public.decide_approval(null, 1, true, null)$$,
  'P0001', 'The draft is not waiting for a check', 'no order id');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select throws_ok($$select public.decide_approval('9c4e1a73-0000-4000-8000-000000000c08', 9, false, null)$$,
  'P0001', 'The draft is not waiting for a check', 'staff who are not the checker, on an order with no check: the check is looked at first');
select throws_ok($$select public.decide_approval('7d2a9f31-0000-4000-8000-000000000c06', 2, true, null)$$,
  '42501', 'Only the checker named for this draft can question it or decide on it', 'the maker, who is not the checker');
select throws_ok($$select public.decide_approval('7d2a9f31-0000-4000-8000-000000000c06', 1, false, null)$$,
  '42501', 'Only the checker named for this draft can question it or decide on it', 'the maker, on an older version without a note: who comes first');

-- Which version.
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000002","role":"authenticated","aal":"aal1"}';
select throws_ok($$select public.decide_approval('7d2a9f31-0000-4000-8000-000000000c06', 1, true, null)$$,
  'PT409', 'The draft was changed by someone else (version 2): reload to see it', 'the version asked about, saved over since');
select throws_ok($$select public.decide_approval('7d2a9f31-0000-4000-8000-000000000c06', 3, true, null)$$,
  'PT409', 'The draft was changed by someone else (version 2): reload to see it', 'a version the draft never had');
select throws_ok($$select public.decide_approval('7d2a9f31-0000-4000-8000-000000000c06', null, true, null)$$,
  'PT409', 'The draft was changed by someone else (version 2): reload to see it', 'no version');
select throws_ok(format($$select public.decide_approval('7d2a9f31-0000-4000-8000-000000000c06', 1, false, %L)$$, repeat('n', 2001)),
  'PT409', 'The draft was changed by someone else (version 2): reload to see it', 'an older version with a note too long: the version comes first');

-- The note, and the questions.
select throws_ok(format($$select public.decide_approval('7d2a9f31-0000-4000-8000-000000000c06', 2, false, %L)$$, repeat('n', 2001)),
  '22023', 'The note must be at most 2000 characters', 'sending back with a note of 2001 characters');
select throws_ok(format($$select public.decide_approval('7d2a9f31-0000-4000-8000-000000000c06', 2, true, %L)$$, repeat('n', 2001)),
  '22023', 'The note must be at most 2000 characters', 'approving, a question open, with a note of 2001 characters: the note comes first');
select throws_ok($$select public.decide_approval('7d2a9f31-0000-4000-8000-000000000c06', 2, false, null)$$,
  '22023', 'Say why the draft is sent back', 'sending back without a note');
select throws_ok($$select public.decide_approval('7d2a9f31-0000-4000-8000-000000000c06', 2, false, E' \n\t')$$,
  '22023', 'Say why the draft is sent back', 'sending back with a blank note');
select throws_ok($$select public.decide_approval('7d2a9f31-0000-4000-8000-000000000c06', 2, null, null)$$,
  '22023', 'Say why the draft is sent back', 'no decision (null) and no note');
select throws_ok($$select public.decide_approval('7d2a9f31-0000-4000-8000-000000000c06', 2, true, null)$$,
  'P0001', 'Every question must be answered before the draft is approved', 'approving with a question open');
select throws_ok($$select public.decide_approval('7d2a9f31-0000-4000-8000-000000000c06', 2, true, 'Fine by me')$$,
  'P0001', 'Every question must be answered before the draft is approved', 'approving with a question open and a remark');

reset role;
select results_eq($$select draft_version, state, decided_at, note from public.report_approvals where order_id = '7d2a9f31-0000-4000-8000-000000000c06'$$,
  $$values (1, 'waiting', null::timestamptz, null::text)$$, 'the check still waits, as asked');
select is((select count(*) from public.staff_audit_log where action in ('draft_approved', 'draft_sent_back')), 0::bigint,
  'no decision was recorded');

-- Open questions do not stop the checker sending the draft back; then it no longer waits.
set local role authenticated;
select is((select state from public.decide_approval('7d2a9f31-0000-4000-8000-000000000c06', 2, false, 'Answer my question first')), 'sent_back',
  'a draft with a question open is sent back');
select throws_ok($$select public.decide_approval('7d2a9f31-0000-4000-8000-000000000c06', 2, false, 'Again')$$,
  'P0001', 'The draft is not waiting for a check', 'a draft sent back is not decided again');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select public.answer_report_question((select id from public.report_questions where order_id = '7d2a9f31-0000-4000-8000-000000000c06'), 'Corp.');
select public.ask_for_approval('7d2a9f31-0000-4000-8000-000000000c06', 2, '00000000-0000-4000-8000-000000000002');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000002","role":"authenticated","aal":"aal1"}';
select public.decide_approval('7d2a9f31-0000-4000-8000-000000000c06', 2, true, null);
select throws_ok($$select public.decide_approval('7d2a9f31-0000-4000-8000-000000000c06', 2, false, 'Changed my mind')$$,
  'P0001', 'The draft is not waiting for a check', 'nor is an approved draft');

select * from finish();
rollback;
