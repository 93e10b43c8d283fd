-- staff (admins and moderators) read the overrides; the customer who owns the order reads its report but not the override, anon reads nothing; nobody writes overrides through the API, and not even the table's owner changes or deletes one
-- Migration 3000. Personas: admin ...0001, moderator ...0002, customer ...0003 (owns c06). Seed: c06 In review; f02's content reused.
begin;
select plan(9);

select set_config('test.content', (select jsonb_set(content, '{riskItems}',
  '[{"id": "A2", "severity": "High", "title": "Signer not shown to hold the office", "finding": "No appointment.", "evidence": "Bylaws.", "mitigation": "Incumbency certificate.", "closingCondition": false}]')::text
  from public.order_reports where id = '00000000-0000-4000-8000-000000000f02'), true);
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select public.publish_report('7d2a9f31-0000-4000-8000-000000000c06',
  jsonb_set(current_setting('test.content')::jsonb, '{riskLevel}', '"Low"'), null, '[]', 'Accepted by credit', _without_approval => 'Published in a test without a checker');

select is((select count(*) from public.report_overrides), 1::bigint, 'the admin reads the override');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000002","role":"authenticated"}';
select is((select count(*) from public.report_overrides), 1::bigint, 'a moderator reads it');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated"}';
select is((select count(*) from public.order_reports where order_id = '7d2a9f31-0000-4000-8000-000000000c06'), 1::bigint,
  'the customer reads the published version');
select is((select count(*) from public.report_overrides), 0::bigint, 'but not its override');
select throws_ok($$insert into public.report_overrides (order_id, version, reason, contradictions, overridden_by)
  values ('7d2a9f31-0000-4000-8000-000000000c06', 1, 'x', '[{}]', '00000000-0000-4000-8000-000000000003')$$,
  '42501', null, 'nobody inserts an override through the API');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select throws_ok($$update public.report_overrides set reason = 'changed'$$, '42501', null, 'an admin cannot change one');
reset role;
set local role anon;
select throws_ok($$select count(*) from public.report_overrides$$, '42501', null, 'anon reads nothing');
reset role;
select throws_ok($$update public.report_overrides set reason = 'changed'$$, '42501',
  'Overrides are kept as they were published: they cannot be changed or deleted', 'not even the table''s owner changes one');
select throws_ok($$delete from public.report_overrides$$, '42501',
  'Overrides are kept as they were published: they cannot be changed or deleted', 'or deletes one');

select * from finish();
rollback;
