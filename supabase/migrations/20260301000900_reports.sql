-- Reports (docs/decisions/0004-reports.md): staff publish an order's report as data (the content of
-- src/backend/schemas/report.ts, schema version 1), customers read it, escalate it to the partner firm's legal
-- review once per order (the credit comes back) and hand it on to their loan origination system by email.
--
-- public.order_reports holds published versions only; a correction is the next version, nothing is updated or
-- deleted. Publishing is the only way to Report ready: set_order_status no longer makes that move.
-- public.outbound_emails is the production mail queue (the edge function deliver-outbound-email sends it);
-- the in-browser twin (mocks/handlers/reports.ts) puts the same mails in the demo outbox instead.

-- Deployment configuration the functions read: the partner law firm that receives legal reviews, and the
-- site origin the customers' mail links point at. A deployment updates these rows.
create table private.settings (
  key text primary key check (key in ('partner_firm_name', 'partner_firm_email', 'site_url')),
  value text not null check (char_length(btrim(value)) between 1 and 300)
);
revoke all on private.settings from public, anon, authenticated;
insert into private.settings (key, value) values
  ('partner_firm_name', 'Marlow & Pierce LLP'),
  ('partner_firm_email', 'legal-review@marlowpierce.test'),
  ('site_url', 'http://localhost:5173');

create function private.setting(_key text) returns text
language sql stable set search_path = '' as $$
  select s.value from private.settings s where s.key = _key
$$;
revoke all on function private.setting(text) from public;

-- The order form's states (US_STATES), for the report's enums.
create function private.us_states() returns text[]
language sql immutable set search_path = '' as $$
  select array[
    'Alabama', 'Alaska', 'Arizona', 'Arkansas', 'California', 'Colorado', 'Connecticut', 'Delaware',
    'District of Columbia', 'Florida', 'Georgia', 'Hawaii', 'Idaho', 'Illinois', 'Indiana', 'Iowa', 'Kansas',
    'Kentucky', 'Louisiana', 'Maine', 'Maryland', 'Massachusetts', 'Michigan', 'Minnesota', 'Mississippi',
    'Missouri', 'Montana', 'Nebraska', 'Nevada', 'New Hampshire', 'New Jersey', 'New Mexico', 'New York',
    'North Carolina', 'North Dakota', 'Ohio', 'Oklahoma', 'Oregon', 'Pennsylvania', 'Rhode Island',
    'South Carolina', 'South Dakota', 'Tennessee', 'Texas', 'Utah', 'Vermont', 'Virginia', 'Washington',
    'West Virginia', 'Wisconsin', 'Wyoming'
  ]
$$;
revoke all on function private.us_states() from public;

-- ---------------------------------------------------------------------------------------------------------
-- The SQL twin of reportContentSchema (zod 4). Issues come in zod's order (the schema's keys, then list items,
-- then the cross-field rules) with zod's paths (issue.path.join('.')) and messages. As in zod:
--   * unknown keys are ignored;
--   * text is measured in code points after JavaScript's trim() (private.trimmed() keeps NBSP and BOM in a
--     C.UTF-8 database, so the content rules use private.js_trim());
--   * a list longer than its maximum gets that one issue and its items are not checked;
--   * a value of the wrong type, an enum or literal miss, a non-integer and a too-long list "abort": the
--     cross-field rules (ownership total, Secretary of State checks, corporate details) run only when no
--     issue aborted, exactly when zod's superRefine runs.
-- Each issue is kept as {"path", "message", "aborts"} while collecting.

-- JavaScript's String.prototype.trim(): WhiteSpace and LineTerminator code points at either end.
create function private.js_trim(_text text) returns text
language sql immutable set search_path = '' as $$
  select regexp_replace(
    _text,
    E'^[\\u0009-\\u000d\\u0020\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff]+|[\\u0009-\\u000d\\u0020\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff]+$',
    '', 'g')
$$;

create function private.report_issue(_path text, _message text, _aborts boolean) returns jsonb
language sql immutable set search_path = '' as $$
  select jsonb_build_array(jsonb_build_object('path', _path, 'message', _message, 'aborts', _aborts))
$$;

-- The length zod's length checks see on a value of the wrong type (a string's code points, a list's entries).
create function private.report_length(_value jsonb) returns integer
language sql immutable set search_path = '' as $$
  select case jsonb_typeof(_value)
    when 'string' then char_length(_value #>> '{}')
    when 'array' then jsonb_array_length(_value)
  end
$$;

-- z.string({message}).trim().min(1, '<label> is required').max(n) when required, else
-- z.string({message: '<label> must be text'}).trim().max(n). Length checks also run on a list given instead.
create function private.report_text_issues(_value jsonb, _path text, _label text, _required boolean, _max integer)
returns jsonb
language sql immutable set search_path = '' as $$
  select case
    when jsonb_typeof(_value) is distinct from 'string' then
      private.report_issue(_path, _label || case when _required then ' is required' else ' must be text' end, true)
      || case
           when _required and private.report_length(_value) < 1 then private.report_issue(_path, _label || ' is required', false)
           when private.report_length(_value) > _max
             then private.report_issue(_path, format('%s must be at most %s characters', _label, _max), false)
           else '[]'::jsonb
         end
    when _required and private.js_trim(_value #>> '{}') = '' then private.report_issue(_path, _label || ' is required', false)
    when char_length(private.js_trim(_value #>> '{}')) > _max
      then private.report_issue(_path, format('%s must be at most %s characters', _label, _max), false)
    else '[]'::jsonb
  end
$$;

-- z.enum(values, {message}) and z.literal: one aborting issue unless the value is one of them.
create function private.report_enum_issues(_value jsonb, _path text, _allowed text[], _message text) returns jsonb
language sql immutable set search_path = '' as $$
  select case
    when jsonb_typeof(_value) = 'string' and (_value #>> '{}') = any (_allowed) then '[]'::jsonb
    else private.report_issue(_path, _message, true)
  end
$$;

-- z.iso.date({message}), or z.iso.date({message}).or(z.literal('')) when blank is allowed: a string that is
-- not a date is a format issue; anything but a string fails both union options ('Invalid input').
create function private.report_date_issues(_value jsonb, _path text, _label text, _blank_allowed boolean)
returns jsonb
language sql immutable set search_path = '' as $$
  select case
    when jsonb_typeof(_value) is distinct from 'string' then
      private.report_issue(_path, case when _blank_allowed then 'Invalid input' else _label || ' must be a date (YYYY-MM-DD)' end, true)
    when _blank_allowed and (_value #>> '{}') = '' then '[]'::jsonb
    when (_value #>> '{}') ~ '^(?:(?:[0-9][0-9][2468][048]|[0-9][0-9][13579][26]|[0-9][0-9]0[48]|[02468][048]00|[13579][26]00)-02-29|[0-9]{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|(?:02)-(?:0[1-9]|1[0-9]|2[0-8])))$'
      then '[]'::jsonb
    else private.report_issue(_path, _label || ' must be a date (YYYY-MM-DD)', false)
  end
$$;

-- z.iso.datetime({offset: true, message}): seconds required, fraction optional, Z or ±hh:mm.
create function private.report_datetime_issues(_value jsonb, _path text, _message text) returns jsonb
language sql immutable set search_path = '' as $$
  select case
    when jsonb_typeof(_value) is distinct from 'string' then private.report_issue(_path, _message, true)
    when (_value #>> '{}') ~ '^(?:(?:[0-9][0-9][2468][048]|[0-9][0-9][13579][26]|[0-9][0-9]0[48]|[02468][048]00|[13579][26]00)-02-29|[0-9]{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|(?:02)-(?:0[1-9]|1[0-9]|2[0-8])))T(?:[01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](?:\.[0-9]+)?(?:Z|[+-](?:[01][0-9]|2[0-3]):[0-5][0-9])$'
      then '[]'::jsonb
    else private.report_issue(_path, _message, false)
  end
$$;

-- A JSON number JavaScript reads as a finite number (larger ones become Infinity, which z.number() refuses).
create function private.report_is_number(_value jsonb) returns boolean
language sql immutable set search_path = '' as $$
  select coalesce(jsonb_typeof(_value) = 'number' and abs((_value #>> '{}')::numeric) <= 1.7976931348623157e308, false)
$$;

-- z.number({message}).int(intMessage).min(min, minMessage).max(max, maxMessage): a non-integer aborts; an
-- integer beyond 2^53 - 1 is the int rule's issue too, then the range is still checked.
create function private.report_integer_issues(
  _value jsonb, _path text, _type_message text, _int_message text,
  _min integer, _min_message text, _max integer, _max_message text
) returns jsonb
language sql immutable set search_path = '' as $$
  select case
    when not private.report_is_number(_value) then private.report_issue(_path, _type_message, true)
    when (_value #>> '{}')::numeric <> trunc((_value #>> '{}')::numeric) then private.report_issue(_path, _int_message, true)
    else
      case when abs((_value #>> '{}')::numeric) > 9007199254740991 then private.report_issue(_path, _int_message, false)
           else '[]'::jsonb end
      || case when (_value #>> '{}')::numeric < _min then private.report_issue(_path, _min_message, false)
              when (_value #>> '{}')::numeric > _max then private.report_issue(_path, _max_message, false)
              else '[]'::jsonb end
  end
$$;

-- An object zod did not get: 'Invalid input: expected object, received <type>' (a missing key is undefined).
create function private.report_object_issues(_value jsonb, _path text) returns jsonb
language sql immutable set search_path = '' as $$
  select case
    when jsonb_typeof(_value) = 'object' then '[]'::jsonb
    else private.report_issue(_path, 'Invalid input: expected object, received ' || coalesce(jsonb_typeof(_value), 'undefined'), true)
  end
$$;

-- z.array(item, {message: '<label> must be a list'}).max(n).min(m): the list's own issues. A list over its
-- maximum gets that issue alone (aborting, items unchecked); the minimum is checked after the items. Length
-- checks also run on a string given instead.
create function private.report_list_issues(_value jsonb, _path text, _label text, _max integer, _min_message text)
returns jsonb
language sql immutable set search_path = '' as $$
  select case
    when jsonb_typeof(_value) = 'array' and jsonb_array_length(_value) > _max
      then private.report_issue(_path, format('%s can have at most %s entries', _label, _max), true)
    when jsonb_typeof(_value) = 'array' then
      case when _min_message is not null and jsonb_array_length(_value) < 1
           then private.report_issue(_path, _min_message, false) else '[]'::jsonb end
    else
      private.report_issue(_path, _label || ' must be a list', true)
      || case
           when _min_message is not null and private.report_length(_value) < 1 then private.report_issue(_path, _min_message, false)
           when private.report_length(_value) > _max
             then private.report_issue(_path, format('%s can have at most %s entries', _label, _max), false)
           else '[]'::jsonb
         end
  end
$$;

-- The items of a list whose items are checked (an array within its maximum), with their index.
create function private.report_list_items(_value jsonb, _max integer) returns table (idx text, item jsonb)
language sql immutable set search_path = '' as $$
  select (e.n - 1)::text, e.v
  from jsonb_array_elements(case when jsonb_typeof(_value) = 'array' and jsonb_array_length(_value) <= _max
                                 then _value else '[]'::jsonb end) with ordinality e(v, n)
  order by e.n
$$;

create function private.report_content_errors(_content jsonb) returns table (path text, message text)
language plpgsql immutable set search_path = '' as $$
declare
  _c jsonb := coalesce(_content, 'null'::jsonb);
  _issues jsonb := '[]';
  _states text[] := private.us_states();
  _p text;
  _o jsonb;
  _i record;
  _total float8 := 0;
  _formation jsonb;
  _property jsonb;
  _property_state text;
begin
  if jsonb_typeof(_c) <> 'object' then
    return query select '', 'Invalid input: expected object, received ' || jsonb_typeof(_c);
    return;
  end if;

  if not (private.report_is_number(_c -> 'schemaVersion') and (_c ->> 'schemaVersion')::numeric = 1) then
    _issues := _issues || private.report_issue('schemaVersion', 'Schema version must be 1', true);
  end if;
  _issues := _issues
    || private.report_enum_issues(_c -> 'reportType', 'reportType', array[
         'Limited Liability Company', 'Corporation', 'Limited Partnership', 'General Partnership',
         'Revocable Trust', 'Irrevocable Trust'], 'Please choose a report type')
    || private.report_text_issues(_c -> 'entityName', 'entityName', 'Entity legal name', true, 300)
    || private.report_text_issues(_c -> 'entityType', 'entityType', 'Entity type', true, 200)
    || private.report_enum_issues(_c -> 'formationState', 'formationState', _states, 'Please choose the formation state')
    || private.report_date_issues(_c -> 'formationDate', 'formationDate', 'Formation date', true)
    || private.report_text_issues(_c -> 'fileNumber', 'fileNumber', 'File number', false, 100)
    || private.report_enum_issues(_c -> 'propertyState', 'propertyState', array_prepend('', _states), 'Please choose a state')
    || private.report_text_issues(_c -> 'loanReference', 'loanReference', 'Loan reference', false, 100)
    || private.report_text_issues(_c -> 'principalOffice', 'principalOffice', 'Principal office', false, 300)
    || private.report_text_issues(_c -> 'registeredAgent', 'registeredAgent', 'Registered agent', false, 300)
    || private.report_text_issues(_c -> 'purpose', 'purpose', 'Purpose', false, 2000)
    || private.report_text_issues(_c -> 'managementType', 'managementType', 'Management type', true, 200);

  _o := _c -> 'conclusion';
  _issues := _issues || private.report_object_issues(_o, 'conclusion');
  if jsonb_typeof(_o) = 'object' then
    _issues := _issues
      || private.report_enum_issues(_o -> 'verdict', 'conclusion.verdict', array[
           'Confirmed', 'Confirmed subject to conditions', 'Not confirmed', 'Cannot determine'], 'Please choose a conclusion')
      || private.report_text_issues(_o -> 'detail', 'conclusion.detail', 'Conclusion detail', true, 2000);
  end if;

  for _i in select * from private.report_list_items(_c -> 'ownership', 50) loop
    _p := 'ownership.' || _i.idx;
    _issues := _issues || private.report_object_issues(_i.item, _p);
    continue when jsonb_typeof(_i.item) <> 'object';
    _issues := _issues || private.report_text_issues(_i.item -> 'owner', _p || '.owner', 'Owner', true, 2000);
    if not private.report_is_number(_i.item -> 'percentage') then
      _issues := _issues || private.report_issue(_p || '.percentage', 'Percentage must be a number', true);
    elsif (_i.item ->> 'percentage')::numeric <= 0 then
      _issues := _issues || private.report_issue(_p || '.percentage', 'Percentage must be more than 0', false);
    elsif (_i.item ->> 'percentage')::numeric > 100 then
      _issues := _issues || private.report_issue(_p || '.percentage', 'Percentage must be at most 100', false);
    end if;
    _issues := _issues || private.report_text_issues(_i.item -> 'interest', _p || '.interest', 'Interest', false, 2000);
  end loop;
  _issues := _issues || private.report_list_issues(_c -> 'ownership', 'ownership', 'Ownership', 50, 'Add at least one owner');

  _o := _c -> 'authority';
  _issues := _issues || private.report_object_issues(_o, 'authority');
  if jsonb_typeof(_o) = 'object' then
    _issues := _issues
      || private.report_text_issues(_o -> 'signers', 'authority.signers', 'Signers', true, 2000)
      || private.report_text_issues(_o -> 'clause', 'authority.clause', 'Authority clause', true, 2000);
    for _i in select * from private.report_list_items(_o -> 'consents', 20) loop
      _issues := _issues || private.report_text_issues(_i.item, 'authority.consents.' || _i.idx, 'Consent', true, 2000);
    end loop;
    _issues := _issues || private.report_list_issues(_o -> 'consents', 'authority.consents', 'Consents', 20, null);
  end if;

  _o := _c -> 'signatureBlock';
  _issues := _issues || private.report_object_issues(_o, 'signatureBlock');
  if jsonb_typeof(_o) = 'object' then
    for _i in select * from private.report_list_items(_o -> 'lines', 30) loop
      _issues := _issues || private.report_text_issues(_i.item, 'signatureBlock.lines.' || _i.idx, 'Signature line', false, 200);
    end loop;
    _issues := _issues
      || private.report_list_issues(_o -> 'lines', 'signatureBlock.lines', 'Signature block', 30, 'Add the signature block')
      || private.report_text_issues(_o -> 'supportingDeliverable', 'signatureBlock.supportingDeliverable',
                                    'Supporting deliverable', true, 2000);
  end if;

  _issues := _issues
    || private.report_enum_issues(_c -> 'riskLevel', 'riskLevel', array['Low', 'Medium', 'High'], 'Risk level must be Low, Medium or High');

  for _i in select * from private.report_list_items(_c -> 'riskItems', 40) loop
    _p := 'riskItems.' || _i.idx;
    _issues := _issues || private.report_object_issues(_i.item, _p);
    continue when jsonb_typeof(_i.item) <> 'object';
    _issues := _issues
      || private.report_text_issues(_i.item -> 'id', _p || '.id', 'Flag ID', true, 20)
      || private.report_enum_issues(_i.item -> 'severity', _p || '.severity', array['Low', 'Medium', 'High'],
                                    'Severity must be Low, Medium or High')
      || private.report_text_issues(_i.item -> 'title', _p || '.title', 'Flag title', true, 200)
      || private.report_text_issues(_i.item -> 'finding', _p || '.finding', 'Finding', true, 2000)
      || private.report_text_issues(_i.item -> 'evidence', _p || '.evidence', 'Evidence', true, 2000)
      || private.report_text_issues(_i.item -> 'mitigation', _p || '.mitigation', 'Mitigation', true, 2000)
      || case when jsonb_typeof(_i.item -> 'closingCondition') = 'boolean' then '[]'::jsonb
              else private.report_issue(_p || '.closingCondition', 'Closing condition must be true or false', true) end;
  end loop;
  _issues := _issues || private.report_list_issues(_c -> 'riskItems', 'riskItems', 'Risk flags', 40, null);

  for _i in select * from private.report_list_items(_c -> 'secretaryOfState', 4) loop
    _p := 'secretaryOfState.' || _i.idx;
    _issues := _issues || private.report_object_issues(_i.item, _p);
    continue when jsonb_typeof(_i.item) <> 'object';
    _issues := _issues
      || private.report_enum_issues(_i.item -> 'role', _p || '.role', array['Formation state', 'Property state'],
                                    'Role must be Formation state or Property state')
      || private.report_enum_issues(_i.item -> 'state', _p || '.state', _states, 'Please choose a state')
      || private.report_text_issues(_i.item -> 'registeredName', _p || '.registeredName', 'Registered name', false, 300)
      || private.report_text_issues(_i.item -> 'fileNumber', _p || '.fileNumber', 'File number', false, 100)
      || private.report_enum_issues(_i.item -> 'registration', _p || '.registration', array['Domestic', 'Foreign'],
                                    'Registration must be Domestic or Foreign')
      || private.report_text_issues(_i.item -> 'stateStatus', _p || '.stateStatus', 'State status wording', true, 300)
      || private.report_enum_issues(_i.item -> 'normalizedStatus', _p || '.normalizedStatus', array[
           'Active - good standing', 'Active - not in good standing', 'Pending inactive', 'Suspended / forfeited',
           'Revoked', 'Administratively dissolved', 'Voluntarily ended', 'Unknown', 'Not found'],
           'Please choose a normalized status')
      || private.report_text_issues(_i.item -> 'lastFiling', _p || '.lastFiling', 'Last filing', false, 300)
      || private.report_text_issues(_i.item -> 'registeredAgent', _p || '.registeredAgent', 'Registered agent', false, 300)
      || private.report_datetime_issues(_i.item -> 'capturedAt', _p || '.capturedAt', 'Captured at must be a date and time')
      || private.report_text_issues(_i.item -> 'source', _p || '.source', 'Source', true, 500);
  end loop;
  _issues := _issues || private.report_list_issues(_c -> 'secretaryOfState', 'secretaryOfState',
    'Secretary of State checks', 4, 'Add the Secretary of State check for the formation state');

  for _i in select * from private.report_list_items(_c -> 'documents', 50) loop
    _p := 'documents.' || _i.idx;
    _issues := _issues || private.report_object_issues(_i.item, _p);
    continue when jsonb_typeof(_i.item) <> 'object';
    _issues := _issues
      || private.report_text_issues(_i.item -> 'title', _p || '.title', 'Document title', true, 300)
      || private.report_date_issues(_i.item -> 'date', _p || '.date', 'Document date', true)
      || private.report_integer_issues(_i.item -> 'pages', _p || '.pages', 'Pages must be a number',
           'Pages must be a whole number', 0, 'Pages must be a number', 10000, 'Pages must be a number')
      || private.report_text_issues(_i.item -> 'status', _p || '.status', 'Document status', false, 300);
  end loop;
  _issues := _issues || private.report_list_issues(_c -> 'documents', 'documents', 'Documents reviewed', 50,
    'List the documents reviewed');

  for _i in select * from private.report_list_items(_c -> 'missingDocuments', 50) loop
    _issues := _issues || private.report_text_issues(_i.item, 'missingDocuments.' || _i.idx, 'Missing document', true, 300);
  end loop;
  _issues := _issues || private.report_list_issues(_c -> 'missingDocuments', 'missingDocuments', 'Missing documents', 50, null);

  for _i in select * from private.report_list_items(_c -> 'closingChecklist', 50) loop
    _issues := _issues || private.report_text_issues(_i.item, 'closingChecklist.' || _i.idx, 'Checklist item', true, 500);
  end loop;
  _issues := _issues || private.report_list_issues(_c -> 'closingChecklist', 'closingChecklist', 'Closing checklist', 50, null);

  if _c ? 'corporate' then
    _o := _c -> 'corporate';
    _issues := _issues || private.report_object_issues(_o, 'corporate');
    if jsonb_typeof(_o) = 'object' then
      _issues := _issues
        || private.report_text_issues(_o -> 'principalOffice', 'corporate.principalOffice', 'Principal office', true, 300)
        || private.report_integer_issues(_o -> 'numberOfDirectors', 'corporate.numberOfDirectors',
             'Number of directors must be a number', 'Number of directors must be a whole number',
             1, 'Number of directors must be at least 1', 100, 'Number of directors must be a number')
        || private.report_text_issues(_o -> 'chairman', 'corporate.chairman', 'Chairman', false, 200)
        || private.report_text_issues(_o -> 'viceChairman', 'corporate.viceChairman', 'Vice chairman', false, 200)
        || private.report_object_issues(_o -> 'officers', 'corporate.officers');
      if jsonb_typeof(_o -> 'officers') = 'object' then
        _issues := _issues
          || private.report_text_issues(_o #> '{officers,presidentAndCeo}', 'corporate.officers.presidentAndCeo',
                                        'President and CEO', true, 200)
          || private.report_text_issues(_o #> '{officers,secretary}', 'corporate.officers.secretary', 'Secretary', true, 200)
          || private.report_text_issues(_o #> '{officers,treasurer}', 'corporate.officers.treasurer', 'Treasurer', false, 200);
      end if;
    end if;
  end if;

  if _c ? 'attorneyReview' then
    _o := _c -> 'attorneyReview';
    _issues := _issues || private.report_object_issues(_o, 'attorneyReview');
    if jsonb_typeof(_o) = 'object' then
      _issues := _issues
        || private.report_text_issues(_o -> 'reviewer', 'attorneyReview.reviewer', 'Reviewer', true, 200)
        || private.report_date_issues(_o -> 'date', 'attorneyReview.date', 'Review date', false)
        || private.report_text_issues(_o -> 'notes', 'attorneyReview.notes', 'Review notes', true, 2000);
    end if;
  end if;

  -- The cross-field rules (zod's superRefine) see only well-typed content: every value is of its type here.
  if not exists (select 1 from jsonb_array_elements(_issues) e(v) where (e.v ->> 'aborts')::boolean) then
    -- ownershipTotal(): the sum in double precision, in list order, rounded to cents as Math.round does.
    for _i in select * from private.report_list_items(_c -> 'ownership', 50) loop
      _total := _total + case when abs((_i.item ->> 'percentage')::numeric) < 1e-300 then 0
                              else (_i.item ->> 'percentage')::numeric::float8 end;
    end loop;
    if not (_total * 100 >= 9999.5 and _total * 100 < 10000.5) then
      _issues := _issues || private.report_issue('ownership', 'Ownership percentages must add up to 100', false);
    end if;
    select jsonb_agg(e.v order by e.n) filter (where e.v ->> 'role' = 'Formation state'),
           jsonb_agg(e.v order by e.n) filter (where e.v ->> 'role' = 'Property state')
      into _formation, _property
      from jsonb_array_elements(_c -> 'secretaryOfState') with ordinality e(v, n);
    if coalesce(jsonb_array_length(_formation), 0) <> 1 or _formation -> 0 ->> 'state' <> _c ->> 'formationState' then
      _issues := _issues || private.report_issue('secretaryOfState', 'Add one Secretary of State check for the formation state', false);
    end if;
    _property_state := _c ->> 'propertyState';
    if _property_state <> '' and _property_state <> _c ->> 'formationState'
       and (coalesce(jsonb_array_length(_property), 0) <> 1 or _property -> 0 ->> 'state' <> _property_state) then
      _issues := _issues || private.report_issue('secretaryOfState', 'Add one Secretary of State check for the property state', false);
    end if;
    if _c ->> 'reportType' = 'Corporation' and not _c ? 'corporate' then
      _issues := _issues || private.report_issue('corporate', 'A corporation report needs the corporate details', false);
    end if;
  end if;

  return query select e.v ->> 'path', e.v ->> 'message' from jsonb_array_elements(_issues) with ordinality e(v, n) order by e.n;
end
$$;
revoke all on function private.js_trim(text) from public;
revoke all on function private.report_issue(text, text, boolean) from public;
revoke all on function private.report_length(jsonb) from public;
revoke all on function private.report_text_issues(jsonb, text, text, boolean, integer) from public;
revoke all on function private.report_enum_issues(jsonb, text, text[], text) from public;
revoke all on function private.report_date_issues(jsonb, text, text, boolean) from public;
revoke all on function private.report_datetime_issues(jsonb, text, text) from public;
revoke all on function private.report_is_number(jsonb) from public;
revoke all on function private.report_integer_issues(jsonb, text, text, text, integer, text, integer, text) from public;
revoke all on function private.report_object_issues(jsonb, text) from public;
revoke all on function private.report_list_issues(jsonb, text, text, integer, text) from public;
revoke all on function private.report_list_items(jsonb, integer) from public;
revoke all on function private.report_content_errors(jsonb) from public;

create function private.report_content_is_valid(_content jsonb) returns boolean
language sql immutable set search_path = '' as $$
  select not exists (select 1 from private.report_content_errors(_content))
$$;
revoke all on function private.report_content_is_valid(jsonb) from public;

-- ---------------------------------------------------------------------------------------------------------
-- Published reports: one row per version, never updated or deleted (a correction is the next version).
create table public.order_reports (
  id uuid primary key default gen_random_uuid(),
  order_id uuid not null references public.order_requests (id) on delete cascade,
  version integer not null check (version >= 1),
  content jsonb not null constraint order_reports_content_valid check (private.report_content_is_valid(content)),
  note text check (char_length(note) between 1 and 500),
  published_by uuid references auth.users (id) on delete set null,
  published_at timestamptz not null default now(),
  constraint order_reports_one_row_per_version unique (order_id, version)
);

revoke all on public.order_reports from anon, authenticated;
grant select on public.order_reports to authenticated;
alter table public.order_reports enable row level security;
-- The order's owner reads the reports of their own orders (the order's policy applies inside the subquery);
-- active staff read all. Nobody writes through the API: publish_report() does.
create policy order_reports_select on public.order_reports for select to authenticated
  using (
    (select private.caller_is_active())
    and (
      (select private.caller_is_staff())
      or exists (select 1 from public.order_requests o where o.id = order_id and o.user_id = (select auth.uid()))
    )
  );

-- The LOS address kept on the account (queue_los_delivery's _remember writes it).
create table public.account_los_settings (
  user_id uuid primary key references auth.users (id) on delete cascade,
  los_email text not null check (char_length(los_email) between 3 and 255),
  updated_at timestamptz not null default now()
);
revoke all on public.account_los_settings from anon, authenticated;
grant select on public.account_los_settings to authenticated;
alter table public.account_los_settings enable row level security;
create policy account_los_settings_select on public.account_los_settings for select to authenticated
  using ((select private.caller_is_active()) and user_id = (select auth.uid()));

-- The production mail queue. attachments: storage paths in the order-documents bucket (strings) and
-- {"packet": <report id>}, the report's JSON data packet, which the delivery function builds when it sends.
create table public.outbound_emails (
  id uuid primary key default gen_random_uuid(),
  kind text not null check (kind in ('report_ready', 'los_delivery', 'legal_review')),
  recipient text not null check (char_length(recipient) between 3 and 255),
  subject text not null check (char_length(subject) between 1 and 500),
  body text not null check (char_length(body) between 1 and 20000),
  order_id uuid references public.order_requests (id) on delete set null,
  report_id uuid references public.order_reports (id) on delete set null,
  attachments jsonb not null default '[]' check (jsonb_typeof(attachments) = 'array'),
  status text not null default 'queued' check (status in ('queued', 'sent', 'failed')),
  attempts integer not null default 0 check (attempts >= 0),
  last_error text check (char_length(last_error) <= 2000),
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  constraint outbound_emails_sent_at_when_sent check ((status = 'sent') = (sent_at is not null))
);
create index outbound_emails_status_created_at_idx on public.outbound_emails (status, created_at);

revoke all on public.outbound_emails from anon, authenticated;
grant select on public.outbound_emails to authenticated;
alter table public.outbound_emails enable row level security;
create policy outbound_emails_select on public.outbound_emails for select to authenticated
  using ((select private.caller_is_admin()));

-- ---------------------------------------------------------------------------------------------------------
-- Publishing is the only way to Report ready: staff no longer make that move with set_order_status().
create or replace function private.order_transition_allowed(_from text, _to text) returns boolean
language sql immutable set search_path = '' as $$
  select (_from, _to) in (
    ('Submitted', 'In review'), ('Submitted', 'Needs documents'), ('Submitted', 'Cancelled'),
    ('In review', 'Needs documents'), ('In review', 'Escalated'), ('In review', 'Cancelled'),
    ('Needs documents', 'In review'), ('Needs documents', 'Cancelled'),
    ('Escalated', 'Cancelled')
  )
$$;

-- The stable name of a report: reportNumber() of src/backend/schemas/report.ts.
create function private.report_number(_order_id uuid, _version integer) returns text
language sql immutable set search_path = '' as $$
  select 'ELR-' || upper(left(replace(_order_id::text, '-', ''), 8)) || '-v' || _version
$$;
revoke all on function private.report_number(uuid, integer) from public;

-- The customer's link to a report, on the site the settings name.
create function private.report_link(_order_id uuid) returns text
language sql stable set search_path = '' as $$
  select rtrim(private.setting('site_url'), '/') || '/portal/orders/' || _order_id || '/report'
$$;
revoke all on function private.report_link(uuid) from public;

-- Staff publish the next version of an order's report. The order must be In review, Escalated (back from the
-- partner firm) or Report ready (a correction, which needs a note); the content must pass
-- private.report_content_errors(). The order becomes (or stays) Report ready with a history row, and the
-- customer is mailed a link to the report.
create function public.publish_report(_order_id uuid, _content jsonb, _note text) returns public.order_reports
language plpgsql volatile security definer set search_path = '' as $$
declare
  _order public.order_requests;
  _errors jsonb;
  _note_text text := private.trimmed(_note);
  _report public.order_reports;
  _number text;
  _lines text[];
begin
  if not private.caller_is_admin() then
    raise exception 'Only admins can publish reports' using errcode = '42501';
  end if;
  if _order_id is null then
    raise exception 'Order not found' using errcode = 'PT404';
  end if;
  _order := private.order_for_change(_order_id);
  if _order.status not in ('In review', 'Escalated', 'Report ready') then
    raise exception 'A report cannot be published for an order that is %', _order.status
      using errcode = 'P0001', hint = 'invalid_transition';
  end if;
  select jsonb_agg(jsonb_build_object('path', e.path, 'message', e.message)) into _errors
  from private.report_content_errors(_content) e;
  if _errors is not null then
    raise exception 'Report content is invalid: %',
      case when _errors -> 0 ->> 'path' = '' then _errors -> 0 ->> 'message'
           else (_errors -> 0 ->> 'path') || ': ' || (_errors -> 0 ->> 'message') end
      using errcode = '22023', detail = _errors::text;
  end if;
  if char_length(_note) > 500 then
    raise exception 'Note must be at most 500 characters' using errcode = '22023';
  end if;
  if _order.status = 'Report ready' and _note_text is null then
    raise exception 'Say what the correction changes' using errcode = '22023';
  end if;

  insert into public.order_reports (order_id, version, content, note, published_by)
  values (
    _order.id,
    (select coalesce(max(r.version), 0) + 1 from public.order_reports r where r.order_id = _order.id),
    _content, _note_text, (select auth.uid())
  )
  returning * into _report;
  _number := private.report_number(_order.id, _report.version);

  perform private.move_order(_order, 'Report ready',
    case _order.status
      when 'Report ready' then format('Corrected report (version %s): %s', _report.version, _note_text)
      when 'Escalated' then format('Report published after legal review (version %s)', _report.version)
      else format('Report published (version %s)', _report.version)
    end,
    'staff');

  _lines := array[
    format('Hello %s,', _order.name),
    '',
    case _order.status
      when 'Report ready' then format('We corrected the report for %s (%s, %s): %s replaces the earlier version.',
                                      _order.entity_legal_name, _order.report_type, _order.formation_state, _number)
      when 'Escalated' then format('The report for %s (%s, %s) is ready after the partner firm''s legal review: %s.',
                                   _order.entity_legal_name, _order.report_type, _order.formation_state, _number)
      else format('The report for %s (%s, %s) is ready: %s.',
                  _order.entity_legal_name, _order.report_type, _order.formation_state, _number)
    end
  ];
  if _order.status = 'Report ready' then
    _lines := _lines || array['', 'What changed: ' || _note_text];
  end if;
  _lines := _lines || array[
    '',
    'Read it, download it as a PDF or a data packet, or send it to your loan origination system:',
    private.report_link(_order.id),
    '',
    'EntityLens'
  ];
  insert into public.outbound_emails (kind, recipient, subject, body, order_id, report_id)
  values (
    'report_ready', _order.email,
    case when _order.status = 'Report ready'
         then format('Corrected report for %s (%s)', _order.entity_legal_name, _number)
         else format('Your report for %s is ready (%s)', _order.entity_legal_name, _number) end,
    array_to_string(_lines, E'\n'), _order.id, _report.id
  );
  return _report;
end
$$;
revoke all on function public.publish_report(uuid, jsonb, text) from public, anon;
grant execute on function public.publish_report(uuid, jsonb, text) to authenticated;

-- The owner sends a ready report to the partner firm's legal review, once per order: the order becomes
-- Escalated, its credit is refunded (private.move_order's rule, at most one refund per order) and the firm is
-- mailed the report's data packet and the order's documents. Anyone but the active owner: "Order not found".
create function public.escalate_order(_order_id uuid) returns void
language plpgsql volatile security definer set search_path = '' as $$
declare
  _order public.order_requests;
  _report public.order_reports;
  _number text;
  _paths jsonb;
begin
  if _order_id is null then
    raise exception 'Order not found' using errcode = 'PT404';
  end if;
  _order := private.order_for_change(_order_id);
  if _order.user_id is distinct from (select auth.uid()) then
    raise exception 'Order not found' using errcode = 'PT404';
  end if;
  if exists (select 1 from public.order_status_history h where h.order_id = _order.id and h.to_status = 'Escalated') then
    raise exception 'This order has already been escalated to legal review' using errcode = 'P0001';
  end if;
  select * into _report from public.order_reports r where r.order_id = _order.id order by r.version desc limit 1;
  if _order.status <> 'Report ready' or _report.id is null then
    raise exception 'Only an order whose report is ready can be escalated to legal review' using errcode = 'P0001';
  end if;

  perform private.move_order(_order, 'Escalated', 'Escalated to legal review by the customer', 'customer');

  _number := private.report_number(_order.id, _report.version);
  _paths := case when _order.documents_purged_at is null then
              coalesce((select jsonb_agg(d -> 'storage_path' order by n) from jsonb_array_elements(_order.documents)
                        with ordinality e(d, n) where jsonb_typeof(d -> 'storage_path') = 'string'), '[]')
            else '[]' end;
  insert into public.outbound_emails (kind, recipient, subject, body, order_id, report_id, attachments)
  values (
    'legal_review', private.setting('partner_firm_email'),
    format('Legal review request: %s (%s)', _order.entity_legal_name, _number),
    array_to_string(array[
      format('Hello %s,', private.setting('partner_firm_name')),
      '',
      'A customer asks for your legal review of this report. Its data packet is attached (JSON), with the documents the customer provided.',
      '',
      'Report: ' || _number,
      format('Entity: %s (%s, %s)', _order.entity_legal_name, _order.report_type, _order.formation_state),
      'Property state: ' || coalesce(_order.property_state, 'not given'),
      'Loan reference: ' || coalesce(_order.loan_reference, 'not given'),
      format('Customer: %s <%s>%s', _order.name, _order.email, coalesce(', ' || _order.company, '')),
      'Order: ' || _order.id,
      case when _order.documents_purged_at is null
           then format('Documents attached: %s', jsonb_array_length(_paths))
           else 'Documents: removed after the 90-day retention period; ask us for copies if you need them' end,
      '',
      'EntityLens'
    ], E'\n'),
    _order.id, _report.id,
    jsonb_build_array(jsonb_build_object('packet', _report.id)) || _paths
  );
end
$$;
revoke all on function public.escalate_order(uuid) from public, anon;
grant execute on function public.escalate_order(uuid) to authenticated;

-- The owner hands a published report on to their loan origination system: the PDF they built and uploaded
-- to their own folder (<uid>/reports/...) and the data packet. _remember keeps the address on the account.
create function public.queue_los_delivery(_report_id uuid, _recipient text, _pdf_path text, _remember boolean)
returns void
language plpgsql volatile security definer set search_path = '' as $$
declare
  _caller uuid := (select auth.uid());
  _report public.order_reports;
  _order public.order_requests;
  _email text := private.js_trim(_recipient);
  _parts text[] := string_to_array(_pdf_path, '/');
  _number text;
begin
  if private.caller_is_active() then
    select * into _report from public.order_reports r where r.id = _report_id;
    select * into _order from public.order_requests o where o.id = _report.order_id;
  end if;
  if _report.id is null or _order.user_id is distinct from _caller then
    raise exception 'Report not found' using errcode = 'PT404';
  end if;
  -- emailSchema: trimmed, at most 255 characters, zod's email pattern.
  if _email is null or char_length(_email) > 255
     or _email !~ '^(?:[A-Za-z0-9_''+-]+\.)*[A-Za-z0-9_''+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$' then
    raise exception 'Please enter a valid email address' using errcode = '22023';
  end if;
  if _pdf_path is null or strpos(_pdf_path, E'\\') > 0 or cardinality(_parts) < 3
     or _parts[1] <> _caller::text or _parts[2] <> 'reports'
     or exists (select 1 from unnest(_parts) s where s in ('', '.', '..'))
     or not exists (
       select 1 from storage.objects o
       where o.bucket_id = 'order-documents' and o.name = _pdf_path
         and coalesce(o.owner_id, o.owner::text) = _caller::text
     ) then
    raise exception 'The PDF must be one of your own uploads in your reports folder' using errcode = '42501';
  end if;

  if _remember then
    insert into public.account_los_settings (user_id, los_email) values (_caller, _email)
    on conflict (user_id) do update set los_email = excluded.los_email, updated_at = now();
  end if;

  _number := private.report_number(_order.id, _report.version);
  insert into public.outbound_emails (kind, recipient, subject, body, order_id, report_id, attachments)
  values (
    'los_delivery', _email,
    format('Legal entity report %s: %s', _number, _order.entity_legal_name),
    array_to_string(array[
      format('Legal entity report %s for %s (%s, %s), sent by %s <%s>%s.',
             _number, _order.entity_legal_name, _order.report_type, _order.formation_state,
             _order.name, _order.email, coalesce(' of ' || _order.company, '')),
      'Loan reference: ' || coalesce(_order.loan_reference, 'not given'),
      '',
      format('Attached: the report as a PDF and as a JSON data packet (schema version %s).', _report.content ->> 'schemaVersion'),
      '',
      'EntityLens'
    ], E'\n'),
    _order.id, _report.id,
    jsonb_build_array(_pdf_path, jsonb_build_object('packet', _report.id))
  );
end
$$;
revoke all on function public.queue_los_delivery(uuid, text, text, boolean) from public, anon;
grant execute on function public.queue_los_delivery(uuid, text, text, boolean) to authenticated;
