-- a correction of a ready report is the next version (2, 3, …) and needs a note saying what changed (22023 without one, or with one over 500 characters); earlier versions stay as they were, and each correction writes a Report ready -> Report ready history row with the note
-- Reports (migration 0900). Personas: admin ...0001, customer ...0003. Seed: the customer's c02 is Report ready with version 1 (f02).
begin;
select plan(12);

select set_config('test.content', (select content::text from public.order_reports where id = '00000000-0000-4000-8000-000000000f02'), true);
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select throws_ok($$select public.publish_report('5e81b40d-0000-4000-8000-000000000c02', current_setting('test.content')::jsonb, null)$$,
  '22023', 'Say what the correction changes', 'a correction without a note');
select throws_ok($$select public.publish_report('5e81b40d-0000-4000-8000-000000000c02', current_setting('test.content')::jsonb, E' \n\t ')$$,
  '22023', 'Say what the correction changes', 'a correction with a blank note');
select throws_ok(format('select public.publish_report(%L, %L, %L)', '5e81b40d-0000-4000-8000-000000000c02',
                        current_setting('test.content'), repeat('x', 501)),
  '22023', 'Note must be at most 500 characters', 'a note over 500 characters');
select results_eq($$select version, note, order_id::text from public.publish_report('5e81b40d-0000-4000-8000-000000000c02',
                      jsonb_set(current_setting('test.content')::jsonb, '{riskLevel}', '"High"'), '  Raised the risk level to High.  ', '[]', _without_approval => 'Published in a test without a checker')$$,
  $$values (2, 'Raised the risk level to High.', '5e81b40d-0000-4000-8000-000000000c02')$$,
  'the first correction is version 2, its note trimmed, and publish_report returns the new row');
select results_eq($$select version from public.publish_report('5e81b40d-0000-4000-8000-000000000c02',
                      current_setting('test.content')::jsonb, 'Back to Medium after the bylaws amendment.', '[]', _without_approval => 'Published in a test without a checker')$$,
  $$values (3)$$, 'the next correction is version 3');

set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select results_eq($$select version, note, content ->> 'riskLevel' from public.order_reports
                    where order_id = '5e81b40d-0000-4000-8000-000000000c02' order by version desc$$,
  $$values (3, 'Back to Medium after the bylaws amendment.', (current_setting('test.content')::jsonb ->> 'riskLevel')),
           (2, 'Raised the risk level to High.', 'High'),
           (1, null, (current_setting('test.content')::jsonb ->> 'riskLevel'))$$,
  'the customer reads every version, the first one unchanged');
select results_eq($$select from_status, to_status, actor, message from public.order_status_history
                    where order_id = '5e81b40d-0000-4000-8000-000000000c02' and created_at = now() order by message$$,
  $$values ('Report ready', 'Report ready', 'staff', 'Corrected report (version 2): Raised the risk level to High.'),
           ('Report ready', 'Report ready', 'staff', 'Corrected report (version 3): Back to Medium after the bylaws amendment.')$$,
  'one history row per correction, with its note, that the customer reads');
select is((select status from public.order_requests where id = '5e81b40d-0000-4000-8000-000000000c02'), 'Report ready',
  'the order stays Report ready');
reset role;
select is((select updated_at from public.order_requests where id = '5e81b40d-0000-4000-8000-000000000c02'), now(),
  'and its updated_at is the time of the last correction');
select is((select count(*) from public.order_status_history where order_id = '5e81b40d-0000-4000-8000-000000000c02'), 5::bigint,
  'the refused corrections wrote no history');
select is((select string_agg(subject, ' | ' order by subject) from public.outbound_emails),
  'Corrected report ELR-5E81B40D-v2 | Corrected report ELR-5E81B40D-v3',
  'the customer is mailed about each correction');
-- Even the table refuses a second row with the same version number.
select throws_ok($$insert into public.order_reports (order_id, version, content)
                   select order_id, 2, content from public.order_reports where id = '00000000-0000-4000-8000-000000000f02'$$,
  '23505', 'duplicate key value violates unique constraint "order_reports_one_row_per_version"', 'a duplicate version');

select * from finish();
rollback;
