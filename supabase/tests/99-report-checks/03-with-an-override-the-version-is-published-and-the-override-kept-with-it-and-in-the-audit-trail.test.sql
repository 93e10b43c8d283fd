-- with a written override a contradictory report is published: the override (its reason trimmed, the contradictions it overrode, who and when) is kept with the version, and the version's staff audit entry carries the reason and the contradictions; a report with no contradiction keeps no override, even if one is given
-- Migration 3000. Personas: admin ...0001. Seed: c06 is In review; f02 is a valid, consistent report (of c02) whose content is reused.
begin;
select plan(6);

select set_config('test.clean', (select content::text from public.order_reports where id = '00000000-0000-4000-8000-000000000f02'), true);
select set_config('test.content', jsonb_set(jsonb_set(current_setting('test.clean')::jsonb, '{riskLevel}', '"Medium"'), '{riskItems}',
  '[{"id": "S1", "severity": "High", "title": "No record in the formation state", "finding": "No record.", "evidence": "State search.", "mitigation": "Confirm the registered name.", "closingCondition": false}]')::text, true);

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';

select lives_ok($$select public.publish_report('7d2a9f31-0000-4000-8000-000000000c06', current_setting('test.content')::jsonb, null, '[]',
  '  The lender''s credit officer accepted Medium risk: the state record is being corrected.  ', _without_approval => 'Published in a test without a checker')$$,
  'a contradictory report is published with an override');

reset role;
select results_eq($$select o.version, o.reason, o.contradictions, o.overridden_by
                    from public.report_overrides o where o.order_id = '7d2a9f31-0000-4000-8000-000000000c06'$$,
  $$values (1, 'The lender''s credit officer accepted Medium risk: the state record is being corrected.',
            '[{"rule": "high-flag-under-lower-risk", "message": "Flag S1 (No record in the formation state) is High, but the overall risk is Medium.", "paths": ["riskLevel", "riskItems.0.severity"]}]'::jsonb,
            '00000000-0000-4000-8000-000000000001'::uuid)$$,
  'the override is kept with version 1: the reason trimmed, what it overrode, who');
select is((select o.overridden_at = r.published_at from public.report_overrides o
           join public.order_reports r on r.order_id = o.order_id and r.version = o.version
           where o.order_id = '7d2a9f31-0000-4000-8000-000000000c06'), true, 'when: the moment the version was published');
select is((select details from public.staff_audit_log
           where action = 'report_published' and details ->> 'orderId' = '7d2a9f31-0000-4000-8000-000000000c06'),
  jsonb_build_object('orderId', '7d2a9f31-0000-4000-8000-000000000c06', 'version', 1, 'override', jsonb_build_object(
    'reason', 'The lender''s credit officer accepted Medium risk: the state record is being corrected.',
    'contradictions', jsonb_build_array('Flag S1 (No record in the formation state) is High, but the overall risk is Medium.')),
    'signoff', jsonb_build_object('withoutApproval', 'Published in a test without a checker')),
  'the staff audit entry of the version carries the override (and its sign-off)');

-- A correction with no contradiction: an override given anyway overrides nothing and is not kept.
set local role authenticated;
select lives_ok($$select public.publish_report('7d2a9f31-0000-4000-8000-000000000c06', current_setting('test.clean')::jsonb,
  'Risk level corrected', '[]', 'Nothing to override', _without_approval => 'Published in a test without a checker')$$, 'a consistent correction is published with an override given');
reset role;
select results_eq($$select r.version, o.reason, a.details ? 'override'
                    from public.order_reports r
                    left join public.report_overrides o on o.order_id = r.order_id and o.version = r.version
                    join public.staff_audit_log a on a.action = 'report_published' and a.details ->> 'orderId' = r.order_id::text
                      and (a.details ->> 'version')::int = r.version
                    where r.order_id = '7d2a9f31-0000-4000-8000-000000000c06' order by r.version$$,
  $$values (1, 'The lender''s credit officer accepted Medium risk: the state record is being corrected.'::text, true),
           (2, null, false)$$,
  'version 2 has no override, and its audit entry none');

select * from finish();
rollback;
