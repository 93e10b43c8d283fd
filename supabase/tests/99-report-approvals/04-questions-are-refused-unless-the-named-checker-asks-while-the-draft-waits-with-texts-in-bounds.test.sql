-- questioning a field is refused, checked in this order: not staff (42501), no check or one that is not waiting (P0001, a missing order too), not the checker named (42501), a blank or over-long field or label (22023), a blank or over-long question (22023); a refusal writes nothing
-- A second pair of eyes (migration 3100). Personas: admin ...0001 (the maker), moderator ...0002 (the checker), customer
-- ...0003 (owns c06), suspended ...0004 (made a moderator here). Seed: c06 (Oak Hollow) In review without a draft; c08
-- (Pacific Crest) has no draft.
begin;
select plan(24);

update public.user_roles set role = 'moderator' where user_id = '00000000-0000-4000-8000-000000000004';

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select public.save_report_draft('7d2a9f31-0000-4000-8000-000000000c06', 0, '{"values": {"entityName": "Oak Hollow Development Corp."}}');
select public.ask_for_approval('7d2a9f31-0000-4000-8000-000000000c06', 1, '00000000-0000-4000-8000-000000000002');

-- Who asks.
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select throws_ok($$select public.question_report_field('7d2a9f31-0000-4000-8000-000000000c06', 'entityName', 'Legal name', 'Why?')$$,
  '42501', 'Only staff can question a report field', 'the order''s owner');
select throws_ok($$select public.question_report_field('00000000-0000-4000-8000-0000000000ff', '', '', '')$$,
  '42501', 'Only staff can question a report field', 'a customer, on an order that does not exist, with blank texts: the caller is checked first');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000004","role":"authenticated","aal":"aal1"}';
select throws_ok($$select public.question_report_field('7d2a9f31-0000-4000-8000-000000000c06', 'entityName', 'Legal name', 'Why?')$$,
  '42501', 'Only staff can question a report field', 'a suspended moderator');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal1"}';
select throws_ok($$select public.question_report_field('7d2a9f31-0000-4000-8000-000000000c06', 'entityName', 'Legal name', 'Why?')$$,
  '42501', 'Only staff can question a report field', 'an admin at aal1');
reset request.jwt.claims;
set local role anon;
select throws_ok($$select public.question_report_field('7d2a9f31-0000-4000-8000-000000000c06', 'entityName', 'Legal name', 'Why?')$$,
  '42501', null, 'anon holds no grant');

-- Which check.
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000002","role":"authenticated","aal":"aal1"}';
select throws_ok($$select public.question_report_field('9c4e1a73-0000-4000-8000-000000000c08', 'entityName', 'Legal name', 'Why?')$$,
  'P0001', 'The draft is not waiting for a check', 'an order with no check');
select throws_ok($$select public.question_report_field('00000000-0000-4000-8000-0000000000ff', 'entityName', 'Legal name', 'Why?')$$,
  'P0001', 'The draft is not waiting for a check', 'an order that does not exist');
select throws_ok($$select public.question_report_field(null, 'entityName', 'Legal name', 'Why?')$$,
  'P0001', 'The draft is not waiting for a check', 'no order id');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select throws_ok($$select public.question_report_field('9c4e1a73-0000-4000-8000-000000000c08', '', '', '')$$,
  'P0001', 'The draft is not waiting for a check', 'staff who are not the checker, on an order with no check: the check is looked at first');
select throws_ok($$select public.question_report_field('7d2a9f31-0000-4000-8000-000000000c06', 'entityName', 'Legal name', 'Why?')$$,
  '42501', 'Only the checker named for this draft can question it or decide on it', 'the maker, who is not the checker');
select throws_ok($$select public.question_report_field('7d2a9f31-0000-4000-8000-000000000c06', '', '', '')$$,
  '42501', 'Only the checker named for this draft can question it or decide on it', 'the maker with blank texts: who comes before what');

-- What is asked.
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000002","role":"authenticated","aal":"aal1"}';
select throws_ok($$select public.question_report_field('7d2a9f31-0000-4000-8000-000000000c06', E' \t\n', 'Legal name', 'Why?')$$,
  '22023', 'The field and its label must be 1 to 200 characters each', 'a blank field');
select throws_ok($$select public.question_report_field('7d2a9f31-0000-4000-8000-000000000c06', null, 'Legal name', 'Why?')$$,
  '22023', 'The field and its label must be 1 to 200 characters each', 'no field');
select throws_ok(format($$select public.question_report_field('7d2a9f31-0000-4000-8000-000000000c06', %L, 'Legal name', 'Why?')$$, repeat('f', 201)),
  '22023', 'The field and its label must be 1 to 200 characters each', 'a field of 201 characters');
select throws_ok($$select public.question_report_field('7d2a9f31-0000-4000-8000-000000000c06', 'entityName', E'\u00a0', 'Why?')$$,
  '22023', 'The field and its label must be 1 to 200 characters each', 'a label of a no-break space');
select throws_ok(format($$select public.question_report_field('7d2a9f31-0000-4000-8000-000000000c06', 'entityName', %L, 'Why?')$$, repeat('l', 201)),
  '22023', 'The field and its label must be 1 to 200 characters each', 'a label of 201 characters');
select throws_ok($$select public.question_report_field('7d2a9f31-0000-4000-8000-000000000c06', '', 'Legal name', '')$$,
  '22023', 'The field and its label must be 1 to 200 characters each', 'a blank field and a blank question: the field is checked first');
select throws_ok($$select public.question_report_field('7d2a9f31-0000-4000-8000-000000000c06', 'entityName', 'Legal name', '   ')$$,
  '22023', 'The question must be 1 to 2000 characters', 'a blank question');
select throws_ok($$select public.question_report_field('7d2a9f31-0000-4000-8000-000000000c06', 'entityName', 'Legal name', null)$$,
  '22023', 'The question must be 1 to 2000 characters', 'no question');
select throws_ok(format($$select public.question_report_field('7d2a9f31-0000-4000-8000-000000000c06', 'entityName', 'Legal name', %L)$$, repeat('q', 2001)),
  '22023', 'The question must be 1 to 2000 characters', 'a question of 2001 characters');

-- A check that is no longer waiting.
select public.decide_approval('7d2a9f31-0000-4000-8000-000000000c06', 1, false, 'Not ready');
select throws_ok($$select public.question_report_field('7d2a9f31-0000-4000-8000-000000000c06', 'entityName', 'Legal name', 'Why?')$$,
  'P0001', 'The draft is not waiting for a check', 'a draft sent back');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select public.ask_for_approval('7d2a9f31-0000-4000-8000-000000000c06', 1, '00000000-0000-4000-8000-000000000002');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000002","role":"authenticated","aal":"aal1"}';
select public.decide_approval('7d2a9f31-0000-4000-8000-000000000c06', 1, true, null);
select throws_ok($$select public.question_report_field('7d2a9f31-0000-4000-8000-000000000c06', 'entityName', 'Legal name', 'Why?')$$,
  'P0001', 'The draft is not waiting for a check', 'an approved draft');

reset role;
select is((select count(*) from public.report_questions where order_id = '7d2a9f31-0000-4000-8000-000000000c06'), 0::bigint, 'no question was written');
select is((select count(*) from public.staff_audit_log where action = 'field_questioned'), 0::bigint, 'and no audit entry');

select * from finish();
rollback;
