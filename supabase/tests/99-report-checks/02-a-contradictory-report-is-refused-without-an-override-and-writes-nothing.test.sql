-- a report that contradicts itself is refused without an override (none, null, or blank): 22023 naming what does not fit, every contradiction in the detail with the field it starts at, and nothing is written; an override over 2000 characters is refused too
-- Migration 3000. Personas: admin ...0001. Seed: c06 is In review; f02 is a valid, consistent report (of c02) whose content is reused.
begin;
select plan(7);

-- f02 with a High flag under Low overall risk, and a Texas property-state check the state calls "Forfeited" but
-- the report calls active: two contradictions.
select set_config('test.content', (
  select jsonb_set(jsonb_set(jsonb_set(content, '{riskLevel}', '"Low"'), '{riskItems}',
    '[{"id": "S1", "severity": "High", "title": "Formation-state status not active", "finding": "Not in good standing.", "evidence": "State record.", "mitigation": "Reinstate.", "closingCondition": false}]'),
    '{secretaryOfState,0,stateStatus}', '"Forfeited"')::text
  from public.order_reports where id = '00000000-0000-4000-8000-000000000f02'), true);
select set_config('test.detail', (select jsonb_build_array(
  jsonb_build_object('path', 'riskLevel', 'message', 'Flag S1 (Formation-state status not active) is High, but the overall risk is Low.'),
  jsonb_build_object('path', 'secretaryOfState.0.stateStatus', 'message',
    format('The %s status wording "Forfeited" means "Suspended / forfeited", not "%s".',
           current_setting('test.content')::jsonb -> 'secretaryOfState' -> 0 ->> 'state',
           current_setting('test.content')::jsonb -> 'secretaryOfState' -> 0 ->> 'normalizedStatus')))::text), true);

select is(jsonb_array_length(private.report_contradictions(current_setting('test.content')::jsonb)), 2,
  'the content has two contradictions');

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';


create function pg_temp.refusal(_call text) returns text language plpgsql as $$
declare
  _state text; _message text; _detail text;
begin
  execute _call;
  return 'published';
exception when others then
  get stacked diagnostics _state = returned_sqlstate, _message = message_text, _detail = pg_exception_detail;
  return format('%s %s %s', _state, _message, _detail::jsonb);
end
$$;

select is(pg_temp.refusal($$select public.publish_report('7d2a9f31-0000-4000-8000-000000000c06', current_setting('test.content')::jsonb, null, '[]')$$),
  format('22023 The report contradicts itself: publishing it needs a written override reason %s', current_setting('test.detail')::jsonb),
  'without an override: 22023, every contradiction in the detail');
select is(pg_temp.refusal($$select public.publish_report('7d2a9f31-0000-4000-8000-000000000c06', current_setting('test.content')::jsonb, null, '[]', null)$$),
  format('22023 The report contradicts itself: publishing it needs a written override reason %s', current_setting('test.detail')::jsonb),
  'with a null override: the same');
select is(pg_temp.refusal($$select public.publish_report('7d2a9f31-0000-4000-8000-000000000c06', current_setting('test.content')::jsonb, null, '[]', E'  \n ')$$),
  format('22023 The report contradicts itself: publishing it needs a written override reason %s', current_setting('test.detail')::jsonb),
  'with a blank override: the same');
select throws_ok($$select public.publish_report('7d2a9f31-0000-4000-8000-000000000c06', current_setting('test.content')::jsonb, null)$$,
  '22023', 'The report contradicts itself: publishing it needs a written override reason',
  'the three-argument form is refused the same way');
select throws_ok(format($$select public.publish_report('7d2a9f31-0000-4000-8000-000000000c06', current_setting('test.content')::jsonb, null, '[]', %L)$$, repeat('x', 2001)),
  '22023', 'The override reason must be at most 2000 characters', 'an override over 2000 characters is refused');

reset role;
select results_eq($$select (select count(*) from public.order_reports where order_id = '7d2a9f31-0000-4000-8000-000000000c06'),
                          (select count(*) from public.report_overrides),
                          (select status from public.order_requests where id = '7d2a9f31-0000-4000-8000-000000000c06')$$,
  $$values (0::bigint, 0::bigint, 'In review'::text)$$, 'nothing was written: no version, no override, the order still In review');

select * from finish();
rollback;
