-- an admin publishes a draft no checker approved (none asked, one waiting, one sent back, an approval of an older version) with a written reason: the reason, trimmed, up to 2000 characters, is the version's sign-off (no maker, no checker) and goes into the version's audit entry
-- A second pair of eyes (migration 3100). Personas: admin ...0001, moderator ...0002. Seed: c06 (Oak Hollow) In review
-- without a draft; f02 is a valid, consistent report whose content is reused.
begin;
select plan(8);

select set_config('test.content', (select content::text from public.order_reports where id = '00000000-0000-4000-8000-000000000f02'), true);
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';

-- Version 1: a draft whose check waits.
select public.save_report_draft('7d2a9f31-0000-4000-8000-000000000c06', 0, '{"values": {"entityName": "Oak Hollow Development Corp."}}');
select public.ask_for_approval('7d2a9f31-0000-4000-8000-000000000c06', 1, '00000000-0000-4000-8000-000000000002');
select lives_ok($$select public.publish_report('7d2a9f31-0000-4000-8000-000000000c06', current_setting('test.content')::jsonb, null, '[]',
  _without_approval => E'  The checker is on leave; the lender closes today.\n')$$, 'a draft waiting for its checker, published with a reason');
reset role;
select results_eq($$select s.version, s.maker_id, s.maker_email, s.checker_id, s.checker_email, s.approved_at, s.unapproved_reason,
                           s.published_by::text, s.published_at = r.published_at
                    from public.report_signoffs s join public.order_reports r on r.order_id = s.order_id and r.version = s.version
                    where s.order_id = '7d2a9f31-0000-4000-8000-000000000c06'$$,
  $$values (1, null::uuid, null::text, null::uuid, null::text, null::timestamptz, 'The checker is on leave; the lender closes today.',
            '00000000-0000-4000-8000-000000000001', true)$$,
  'its sign-off is the reason, trimmed, with no maker or checker, published by the admin with the version');
select is((select details from public.staff_audit_log where action = 'report_published'),
  jsonb_build_object('orderId', '7d2a9f31-0000-4000-8000-000000000c06', 'version', 1,
                     'signoff', jsonb_build_object('withoutApproval', 'The checker is on leave; the lender closes today.')),
  'the version''s audit entry carries the reason');
select is((select count(*) from public.report_approvals where order_id = '7d2a9f31-0000-4000-8000-000000000c06'), 0::bigint, 'the waiting check went with the draft');

-- Version 2: no draft at all (a correction written straight into the dialog).
set local role authenticated;
select lives_ok($$select public.publish_report('7d2a9f31-0000-4000-8000-000000000c06', current_setting('test.content')::jsonb, 'Typo', '[]',
  _without_approval => 'Typo only')$$, 'a correction with no draft, published with a reason');

-- Version 3: a draft sent back, and a reason of 2000 characters.
select public.save_report_draft('7d2a9f31-0000-4000-8000-000000000c06', 0, '{"values": {}}');
select public.ask_for_approval('7d2a9f31-0000-4000-8000-000000000c06', 1, '00000000-0000-4000-8000-000000000002');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000002","role":"authenticated","aal":"aal1"}';
select public.decide_approval('7d2a9f31-0000-4000-8000-000000000c06', 1, false, 'Not ready');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select lives_ok(format($$select public.publish_report('7d2a9f31-0000-4000-8000-000000000c06', current_setting('test.content')::jsonb, 'Third', '[]',
  _without_approval => %L)$$, repeat('r', 2000) || E'\n'), 'a draft sent back, published with a reason of 2000 characters');

-- Version 4: a draft approved at version 1, then saved as version 2.
select public.save_report_draft('7d2a9f31-0000-4000-8000-000000000c06', 0, '{"values": {}}');
select public.ask_for_approval('7d2a9f31-0000-4000-8000-000000000c06', 1, '00000000-0000-4000-8000-000000000002');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000002","role":"authenticated","aal":"aal1"}';
select public.decide_approval('7d2a9f31-0000-4000-8000-000000000c06', 1, true, null);
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select public.save_report_draft('7d2a9f31-0000-4000-8000-000000000c06', 1, '{"values": {"purpose": "Changed after the approval"}}');
select lives_ok($$select public.publish_report('7d2a9f31-0000-4000-8000-000000000c06', current_setting('test.content')::jsonb, 'Fourth', '[]',
  _without_approval => 'Changed after the approval; the checker has gone home')$$,
  'a draft changed after its approval, published with a reason');

reset role;
select results_eq($$select version, checker_id is null, left(unapproved_reason, 20), char_length(unapproved_reason)
                    from public.report_signoffs where order_id = '7d2a9f31-0000-4000-8000-000000000c06' order by version$$,
  $$values (1, true, 'The checker is on le', 49), (2, true, 'Typo only', 9), (3, true, repeat('r', 20), 2000),
           (4, true, 'Changed after the ap', 53)$$,
  'one sign-off per version, each the reason it was published without an approval');

select * from finish();
rollback;
