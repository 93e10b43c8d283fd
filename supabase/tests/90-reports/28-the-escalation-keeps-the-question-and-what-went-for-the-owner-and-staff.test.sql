-- the escalation is a row of public.order_escalations written by escalate_order() itself: the question trimmed as JavaScript trims it, the report version sent, the names of the documents sent (or none, with the date they were removed, which the firm's mail gives in UTC), who escalated and when; the order's owner and active staff (admins, moderators) read it; another customer, a suspended owner and anon do not, and nobody writes it through the API
-- Reports (migrations 0900, 3400). Personas: admin ...0001, moderator ...0002, customer ...0003, Jordan ...0100.
-- Seed: the customer's c02 is Report ready with f02 and three documents, c01 with f01 and its documents purged.
begin;
select plan(15);

-- A purge late in the evening in the Americas, already the next day in UTC.
update public.order_requests set created_at = '2025-11-01 00:00:00+00', documents_purged_at = '2026-03-03 02:00:00+00'
where id = 'a3f27c19-0000-4000-8000-000000000c01';
set local timezone = 'America/Los_Angeles';

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select is((select count(*) from public.order_escalations), 0::bigint, 'nothing on the record before an escalation');
select lives_ok($$select public.escalate_order('5e81b40d-0000-4000-8000-000000000c02', E'\u00a0 Can the president sign alone?\n\t')$$,
  'the owner escalates with a question padded with spaces, a no-break space, a tab and a line break');
select lives_ok($$select public.escalate_order('a3f27c19-0000-4000-8000-000000000c01', 'Is the manager''s authority enough?')$$,
  'and escalates the order whose documents were removed');
select results_eq($$select order_id::text, report_id::text, report_version, question, documents, documents_purged_at, escalated_by::text, escalated_at = now()
                    from public.order_escalations order by order_id$$,
  $$values ('5e81b40d-0000-4000-8000-000000000c02', '00000000-0000-4000-8000-000000000f02', 1, 'Can the president sign alone?',
            '["articles-of-incorporation.pdf", "bylaws.pdf", "certificate-of-good-standing.pdf"]'::jsonb, null::timestamptz,
            '00000000-0000-4000-8000-000000000003', true),
           ('a3f27c19-0000-4000-8000-000000000c01', '00000000-0000-4000-8000-000000000f01', 1, 'Is the manager''s authority enough?',
            '[]'::jsonb, '2026-03-03 02:00:00+00'::timestamptz, '00000000-0000-4000-8000-000000000003', true)$$,
  'the owner reads both: the question trimmed, the version sent, each document sent by name, or none and since when');

set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select is((select question from public.order_escalations where order_id = '5e81b40d-0000-4000-8000-000000000c02'),
  'Can the president sign alone?', 'an admin reads the question');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000002","role":"authenticated","aal":"aal1"}';
select is((select count(*) from public.order_escalations), 2::bigint, 'a moderator reads both');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000100","role":"authenticated","aal":"aal1"}';
select is((select count(*) from public.order_escalations), 0::bigint, 'another customer reads none');

-- Nobody writes the record through the API, not even staff.
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select throws_ok($$insert into public.order_escalations (order_id, report_id, report_version, question)
                   values ('9c4e1a73-0000-4000-8000-000000000c08', '00000000-0000-4000-8000-000000000f02', 1, 'Forged')$$,
  '42501', null, 'an admin inserts an escalation');
select throws_ok($$update public.order_escalations set question = 'Changed'$$, '42501', null, 'an admin edits the question');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select throws_ok($$update public.order_escalations set question = 'Changed'$$, '42501', null, 'the owner edits their question');
select throws_ok($$delete from public.order_escalations$$, '42501', null, 'the owner deletes it');
reset role;

select is((select body like E'%What we send you:\n- Report version 1: its data packet (JSON), attached\n'
                             '- No documents: documents no longer held since March 3, 2026 (removed after the 90-day retention period)\n\nEntityLens'
           from public.outbound_emails where kind = 'legal_review' and order_id = 'a3f27c19-0000-4000-8000-000000000c01'),
  true, 'the firm''s mail gives the removal''s date in UTC, whatever the session''s time zone');
select is((select string_agg(question, ' | ' order by order_id) from public.order_escalations),
  'Can the president sign alone? | Is the manager''s authority enough?', 'the record is unchanged');

update public.profiles set status = 'Suspended' where id = '00000000-0000-4000-8000-000000000003';
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select is((select count(*) from public.order_escalations), 0::bigint, 'a suspended owner reads none');
set local role anon;
set local request.jwt.claims = '{"role":"anon"}';
select throws_ok('select count(*) from public.order_escalations', '42501', null, 'anon may not read the record at all');

select * from finish();
rollback;
