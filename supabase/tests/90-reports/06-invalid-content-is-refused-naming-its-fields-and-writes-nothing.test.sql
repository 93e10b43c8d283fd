-- content that breaks the report schema is refused with 22023: the message names the first field at fault ("Report content is invalid: <path>: <message>"), the detail lists every issue as JSON, and nothing is written (no version, no move, no history, no mail)
-- Reports (migration 0900). Personas: admin ...0001. Seed: the customer's c06 is In review; f01 is a valid LLC report (Delaware, property state Texas).
begin;
select plan(12);

select set_config('test.content', (select content::text from public.order_reports where id = '00000000-0000-4000-8000-000000000f01'), true);
-- The error a statement raises, as {code, message, detail}; null when it succeeds.
create function pg_temp.error_of(_statement text) returns jsonb
language plpgsql as $$
declare
  _code text;
  _message text;
  _detail text;
begin
  execute _statement;
  return null;
exception when others then
  get stacked diagnostics _code = returned_sqlstate, _message = message_text, _detail = pg_exception_detail;
  return jsonb_build_object('code', _code, 'message', _message, 'detail', _detail::jsonb);
end
$$;
grant execute on function pg_temp.error_of(text) to authenticated;

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select is(pg_temp.error_of($$select public.publish_report('7d2a9f31-0000-4000-8000-000000000c06',
            jsonb_set(current_setting('test.content')::jsonb, '{ownership,0,percentage}', '10'), null)$$),
  '{"code": "22023", "message": "Report content is invalid: ownership: Ownership percentages must add up to 100",
    "detail": [{"path": "ownership", "message": "Ownership percentages must add up to 100"}]}'::jsonb,
  'ownership that does not add up to 100');
select is(pg_temp.error_of($$select public.publish_report('7d2a9f31-0000-4000-8000-000000000c06',
            jsonb_set(current_setting('test.content')::jsonb, '{ownership,0,percentage}', '"60"'), null)$$),
  '{"code": "22023", "message": "Report content is invalid: ownership.0.percentage: Percentage must be a number",
    "detail": [{"path": "ownership.0.percentage", "message": "Percentage must be a number"}]}'::jsonb,
  'a percentage given as text');
select is(pg_temp.error_of($$select public.publish_report('7d2a9f31-0000-4000-8000-000000000c06',
            jsonb_set(current_setting('test.content')::jsonb, '{reportType}', '"Corporation"'), null)$$),
  '{"code": "22023", "message": "Report content is invalid: corporate: A corporation report needs the corporate details",
    "detail": [{"path": "corporate", "message": "A corporation report needs the corporate details"}]}'::jsonb,
  'a Corporation report without its corporate details');
select is(pg_temp.error_of($$select public.publish_report('7d2a9f31-0000-4000-8000-000000000c06',
            current_setting('test.content')::jsonb #- '{secretaryOfState,1}', null)$$),
  '{"code": "22023", "message": "Report content is invalid: secretaryOfState: Add one Secretary of State check for the property state",
    "detail": [{"path": "secretaryOfState", "message": "Add one Secretary of State check for the property state"}]}'::jsonb,
  'no Secretary of State check for a property state that differs');
select is(pg_temp.error_of($$select public.publish_report('7d2a9f31-0000-4000-8000-000000000c06',
            jsonb_set(current_setting('test.content')::jsonb, '{secretaryOfState,0,capturedAt}', '"yesterday"'), null)$$),
  '{"code": "22023", "message": "Report content is invalid: secretaryOfState.0.capturedAt: Captured at must be a date and time",
    "detail": [{"path": "secretaryOfState.0.capturedAt", "message": "Captured at must be a date and time"}]}'::jsonb,
  'a capture time that is not an ISO date and time');
select is(pg_temp.error_of($$select public.publish_report('7d2a9f31-0000-4000-8000-000000000c06',
            jsonb_set(current_setting('test.content')::jsonb, '{schemaVersion}', '2'), null)$$),
  '{"code": "22023", "message": "Report content is invalid: schemaVersion: Schema version must be 1",
    "detail": [{"path": "schemaVersion", "message": "Schema version must be 1"}]}'::jsonb,
  'another schema version');
-- Several faults: all listed, in the schema's order; the type fault stops the cross-field rules, as in zod.
select is(pg_temp.error_of($$select public.publish_report('7d2a9f31-0000-4000-8000-000000000c06',
            jsonb_set(jsonb_set(jsonb_set(current_setting('test.content')::jsonb,
              '{entityName}', '"   "'), '{riskItems,0,severity}', '"Critical"'), '{documents,0,pages}', '2.5')
            - 'managementType', null)$$),
  '{"code": "22023", "message": "Report content is invalid: entityName: Entity legal name is required",
    "detail": [{"path": "entityName", "message": "Entity legal name is required"},
               {"path": "managementType", "message": "Management type is required"},
               {"path": "riskItems.0.severity", "message": "Severity must be Low, Medium or High"},
               {"path": "documents.0.pages", "message": "Pages must be a whole number"}]}'::jsonb,
  'every fault is listed');
select is(pg_temp.error_of($$select public.publish_report('7d2a9f31-0000-4000-8000-000000000c06', '[]', null)$$),
  '{"code": "22023", "message": "Report content is invalid: Invalid input: expected object, received array",
    "detail": [{"path": "", "message": "Invalid input: expected object, received array"}]}'::jsonb,
  'content that is not an object');
select is(pg_temp.error_of($$select public.publish_report('7d2a9f31-0000-4000-8000-000000000c06', null, null)$$),
  '{"code": "22023", "message": "Report content is invalid: Invalid input: expected object, received null",
    "detail": [{"path": "", "message": "Invalid input: expected object, received null"}]}'::jsonb,
  'no content');
reset role;

select is((select count(*) from public.order_reports), 2::bigint, 'no report added');
select is((select status || ' ' || (select count(*) from public.order_status_history h where h.order_id = o.id)
           from public.order_requests o where o.id = '7d2a9f31-0000-4000-8000-000000000c06'),
  'In review 2', 'the order did not move and has no new history row');
select is((select count(*) from public.outbound_emails), 0::bigint, 'no mail queued');

select * from finish();
rollback;
