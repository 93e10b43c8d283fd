-- staff (admins at aal2, moderators) read checks, questions and sign-offs; customers (the order's owner too), suspended users, an admin at aal1 and anon read none; nobody writes the three tables through the API, and not even the table's owner changes or deletes a sign-off, which goes only with its order
-- A second pair of eyes (migration 3100). Personas: admin ...0001, moderator ...0002, customer ...0003 (owns c06),
-- suspended ...0004 (made a moderator here); Jordan ...0100 (owns c08). Seed: c06 (Oak Hollow) and c08 (Pacific Crest)
-- In review without a draft; c04 (Brightwater) has the seed's check and question; f02 is a valid, consistent report whose content is reused.
begin;
select plan(23);

update public.user_roles set role = 'moderator' where user_id = '00000000-0000-4000-8000-000000000004';
select set_config('test.content', (select content::text from public.order_reports where id = '00000000-0000-4000-8000-000000000f02'), true);
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select public.save_report_draft('7d2a9f31-0000-4000-8000-000000000c06', 0, '{"values": {"entityName": "Oak Hollow Development Corp."}}');
select public.ask_for_approval('7d2a9f31-0000-4000-8000-000000000c06', 1, '00000000-0000-4000-8000-000000000002');
select public.publish_report('9c4e1a73-0000-4000-8000-000000000c08', current_setting('test.content')::jsonb, null, '[]',
  _without_approval => 'Published in a test without a checker');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000002","role":"authenticated","aal":"aal1"}';
select public.question_report_field('7d2a9f31-0000-4000-8000-000000000c06', 'entityName', 'Legal name', 'Corp. or Corporation?');

create function pg_temp.visible() returns text language sql as $$
  select format('%s checks, %s questions, %s sign-offs', (select count(*) from public.report_approvals),
                (select count(*) from public.report_questions), (select count(*) from public.report_signoffs))
$$;
grant execute on function pg_temp.visible() to authenticated;

select is(pg_temp.visible(), '2 checks, 2 questions, 1 sign-offs', 'a moderator reads them (the seed''s check of Brightwater too)');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select is(pg_temp.visible(), '2 checks, 2 questions, 1 sign-offs', 'an admin reads them');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal1"}';
select is(pg_temp.visible(), '0 checks, 0 questions, 0 sign-offs', 'an admin at aal1 reads none');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select is(pg_temp.visible(), '0 checks, 0 questions, 0 sign-offs', 'the owner of the order being checked reads none');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000100","role":"authenticated","aal":"aal1"}';
select is((select count(*) from public.order_reports where order_id = '9c4e1a73-0000-4000-8000-000000000c08'), 1::bigint,
  'the owner of the published order reads its version');
select is(pg_temp.visible(), '0 checks, 0 questions, 0 sign-offs', 'but not its sign-off');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000004","role":"authenticated","aal":"aal1"}';
select is(pg_temp.visible(), '0 checks, 0 questions, 0 sign-offs', 'a suspended moderator reads none');
reset request.jwt.claims;
set local role anon;
select throws_ok($$select count(*) from public.report_approvals$$, '42501', null, 'anon cannot read checks');
select throws_ok($$select count(*) from public.report_questions$$, '42501', null, 'anon cannot read questions');
select throws_ok($$select count(*) from public.report_signoffs$$, '42501', null, 'anon cannot read sign-offs');

-- Nobody writes them through the API: not the admin, not the checker.
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select throws_ok($$insert into public.report_approvals (order_id, draft_version, state, maker_id, checker_id)
  values ('7d2a9f31-0000-4000-8000-000000000c06', 1, 'approved', '00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002')$$,
  '42501', null, 'an admin cannot insert a check');
select throws_ok($$update public.report_approvals set state = 'approved'$$, '42501', null, 'an admin cannot approve by hand');
select throws_ok($$delete from public.report_approvals$$, '42501', null, 'or delete a check');
select throws_ok($$insert into public.report_questions (order_id, field, label, question, asked_by)
  values ('7d2a9f31-0000-4000-8000-000000000c06', 'f', 'l', 'q', '00000000-0000-4000-8000-000000000001')$$,
  '42501', null, 'an admin cannot insert a question');
select throws_ok($$update public.report_questions set answer = 'Yes'$$, '42501', null, 'or answer one by hand');
select throws_ok($$delete from public.report_questions$$, '42501', null, 'or delete one');
select throws_ok($$insert into public.report_signoffs (order_id, version, unapproved_reason, published_by)
  values ('9c4e1a73-0000-4000-8000-000000000c08', 1, 'x', '00000000-0000-4000-8000-000000000001')$$,
  '42501', null, 'an admin cannot insert a sign-off');
select throws_ok($$update public.report_signoffs set unapproved_reason = 'changed'$$, '42501', null, 'or change one');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000002","role":"authenticated","aal":"aal1"}';
select throws_ok($$update public.report_approvals set state = 'approved'$$, '42501', null, 'the checker cannot approve by hand');

-- Sign-offs are kept as published, even from the table's owner; they go with their order. (Their deferred key is checked
-- now, as at commit, so the truncate meets the trigger rather than the pending check.)
reset role;
set constraints all immediate;
select throws_ok($$update public.report_signoffs set unapproved_reason = 'changed'$$, '42501',
  'Sign-offs are kept as they were published: they cannot be changed or deleted', 'not even the table''s owner changes one');
select throws_ok($$delete from public.report_signoffs$$, '42501',
  'Sign-offs are kept as they were published: they cannot be changed or deleted', 'or deletes one');
select throws_ok($$truncate public.report_signoffs$$, '42501',
  'Sign-offs are kept as they were published: they cannot be changed or deleted', 'or empties the table');
delete from public.order_requests where id = '9c4e1a73-0000-4000-8000-000000000c08';
select is((select count(*) from public.report_signoffs), 0::bigint, 'deleting the order takes its versions and their sign-offs');

select * from finish();
rollback;
