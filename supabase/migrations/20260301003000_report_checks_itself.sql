-- Issue 46 §3: the report checks itself before publishing. A valid report can still contradict itself; such a
-- report is published only with a written override, which is kept with the version and goes into the audit trail.
--
-- private.report_contradictions(jsonb) returns jsonb: the SQL twin of src/lib/report/contradictions.ts, a list of
--   {rule, message, paths} in the same order with the same words. Both run the one case corpus
--   (supabase/tests/fixtures/report-contradictions-corpus.json; supabase/tests/99-report-checks/01-*). Its helpers
--   are private.report_name_key() (reportNameKey) and private.sos_status_bucket() (normalizeSosStatus of
--   src/lib/sos-lookup/statuses.ts, its table of state wordings written out here).
-- public.report_overrides: one row per version published over contradictions (order, version, the reason, the
--   contradictions it overrode, who and when). Staff read it; customers, who read order_reports, never see it.
--   Written only by publish_report, in the transaction of the version (the row comes first, so the version's
--   audit entry can carry it: its key on order_reports is checked at commit), never changed or deleted.
-- public.publish_report(_order_id, _content, _note, _reviews, _override text default null): migration 2100's
--   four-argument function, moved to private.publish_report_as_given() unchanged, with the report's own checks
--   around it: an override of more than 2000 characters is 22023 (after the caller and order checks); after every
--   check of the version as given, a report with contradictions and no override (blank counts as none) is refused
--   with 22023 "The report contradicts itself: publishing it needs a written override reason" and every
--   contradiction as JSON [{path, message}] in the detail (path: the first field it names), nothing written. An
--   override given for a report with no contradiction overrides nothing and is not kept. The new last argument
--   has a default, so every call with four arguments reaches the new function, and the three-argument wrapper
--   (migration 1700, which calls the four-argument form) with it.
-- The staff audit entry 'report_published' carries {override: {reason, contradictions: [messages]}} for such a
--   version. The twin is mocks/handlers/reports.ts (same checks, messages, SQLSTATEs).

-- One spelling of a state's status wording (wordingKey): lower case, one kind of dash, no spaces around "-" and
-- "/", single spaces.
create function private.sos_wording_key(_wording text) returns text
language sql immutable set search_path = pg_catalog, pg_temp as $$
  select btrim(regexp_replace(
    regexp_replace(regexp_replace(lower(coalesce(_wording, '')), '[\u2010-\u2015\u2212]', '-', 'g'),
                   '\s*([-/])\s*', '\1', 'g'),
    '\s+', ' ', 'g'))
$$;
revoke all on function private.sos_wording_key(text) from public;

-- The normalized bucket of a state's status wording, or 'Unknown' (normalizeSosStatus without a provider flag).
create function private.sos_status_bucket(_wording text) returns text
language sql immutable set search_path = pg_catalog, pg_temp as $$
  select coalesce((
    select t.bucket
    from (values
      ('Active - good standing', array['Active', 'Good Standing', 'In Good Standing', 'Active/Compliance',
        'Active - Good Standing', 'In Existence', 'Current-Active', 'Current', 'Existing', 'Active/In Good Standing',
        'Active/Current']),
      ('Active - not in good standing', array['Delinquent', 'Not in Good Standing', 'Active/Noncompliance',
        'Active - Not in Good Standing', 'AR Delinquent', 'Ceased Good Standing', 'Active/Failure to Pay Fee',
        'Non-compliant', 'Noncompliance', 'Past Due', 'Active - Delinquent', 'Tax Due']),
      ('Pending inactive', array['Pending Inactive', 'Pending Dissolution', 'Pending Forfeiture',
        'Pending Administrative Dissolution', 'Notice of Intent to Forfeit', 'Pending Revocation']),
      ('Suspended / forfeited', array['Forfeited', 'Tax Forfeited', 'Forfeited Existence',
        'Forfeited - Failure to File', 'Suspended', 'SOS Suspended', 'FTB Suspended', 'SOS/FTB Suspended',
        'Suspended - FTB', 'FTB Forfeited', 'SOS Forfeited', 'SOS/FTB Forfeited', 'Right to Transact Forfeited']),
      ('Revoked', array['Revoked', 'Administratively Revoked', 'Certificate of Authority Revoked',
        'Authority Revoked']),
      ('Administratively dissolved', array['Administratively Dissolved', 'Admin. Dissolved', 'Admin Dissolved',
        'Administrative Dissolution', 'Involuntarily Dissolved', 'Dissolved - Administrative', 'Void']),
      ('Voluntarily ended', array['Dissolved', 'Voluntarily Dissolved', 'Cancelled', 'Canceled', 'Terminated',
        'Withdrawn', 'Merged', 'Merged Out', 'Converted', 'Converted-Out', 'Surrendered', 'Surrender',
        'Term Expired', 'Expired'])
    ) t(bucket, wordings)
    cross join unnest(t.wordings) w
    where private.sos_wording_key(w) = private.sos_wording_key(_wording)
    limit 1), 'Unknown')
$$;
revoke all on function private.sos_status_bucket(text) from public;

-- A person's name as compared (reportNameKey): accents, case, apostrophes and full stops dropped, any other
-- punctuation separating words, single spaces.
create function private.report_name_key(_name text) returns text
language sql immutable set search_path = pg_catalog, pg_temp as $$
  select btrim(regexp_replace(
    regexp_replace(lower(regexp_replace(normalize(coalesce(_name, ''), NFKD), '[\u0300-\u036f]', '', 'g')),
                   '[''\u2019.]', '', 'g'),
    '[^a-z0-9]+', ' ', 'g'))
$$;
revoke all on function private.report_name_key(text) from public;

-- A jsonb list, or an empty one for anything else (the rules read valid content; this keeps them total).
create function private.jsonb_list(_value jsonb) returns jsonb
language sql immutable set search_path = pg_catalog, pg_temp as $$
  select case when jsonb_typeof(_value) = 'array' then _value else '[]'::jsonb end
$$;
revoke all on function private.jsonb_list(jsonb) from public;

-- Every contradiction of a report, rule by rule (reportContradictions' order), each rule in the report's order.
create function private.report_contradictions(_content jsonb) returns jsonb
language plpgsql immutable set search_path = pg_catalog, pg_temp as $$
declare
  _found jsonb := '[]';
  _risk text := _content ->> 'riskLevel';
  _verdict text := _content -> 'conclusion' ->> 'verdict';
  _trust boolean := coalesce(_content ->> 'reportType' in ('Revocable Trust', 'Irrevocable Trust'), false);
  _item jsonb;
  _i integer;
  _line text;
  _match text[];
  _name text;
  _named text[];
  _read text;
  _corporate jsonb := _content -> 'corporate';
begin
  -- A High flag under an overall risk of Low or Medium.
  if _risk is distinct from 'High' then
    for _item, _i in select e, n - 1 from jsonb_array_elements(private.jsonb_list(_content -> 'riskItems')) with ordinality x(e, n) loop
      if _item ->> 'severity' = 'High' then
        _found := _found || jsonb_build_object('rule', 'high-flag-under-lower-risk',
          'message', format('Flag %s (%s) is High, but the overall risk is %s.', _item ->> 'id', _item ->> 'title', _risk),
          'paths', jsonb_build_array('riskLevel', format('riskItems.%s.severity', _i)));
      end if;
    end loop;
  end if;

  -- A plain "Confirmed" with a flag that is a closing condition.
  if _verdict = 'Confirmed' then
    for _item, _i in select e, n - 1 from jsonb_array_elements(private.jsonb_list(_content -> 'riskItems')) with ordinality x(e, n) loop
      if _item -> 'closingCondition' = 'true'::jsonb then
        _found := _found || jsonb_build_object('rule', 'confirmed-with-closing-condition',
          'message', format('The conclusion is "Confirmed", but flag %s (%s) is an open closing condition.',
                            _item ->> 'id', _item ->> 'title'),
          'paths', jsonb_build_array('conclusion.verdict', format('riskItems.%s.closingCondition', _i)));
      end if;
    end loop;
  end if;

  -- A confirming conclusion on a Secretary of State status that is inactive, not found (but for a trust) or unknown.
  if _verdict in ('Confirmed', 'Confirmed subject to conditions') then
    for _item, _i in select e, n - 1 from jsonb_array_elements(private.jsonb_list(_content -> 'secretaryOfState')) with ordinality x(e, n) loop
      if coalesce(_item ->> 'normalizedStatus', '') not in ('', 'Active - good standing', 'Active - not in good standing')
         and not (_trust and _item ->> 'normalizedStatus' = 'Not found') then
        _found := _found || jsonb_build_object('rule', 'confirmed-with-inactive-status',
          'message', format('The conclusion is "%s", but the %s Secretary of State status is "%s".',
                            _verdict, _item ->> 'state', _item ->> 'normalizedStatus'),
          'paths', jsonb_build_array('conclusion.verdict', format('secretaryOfState.%s.normalizedStatus', _i)));
      end if;
    end loop;
  end if;

  -- A signer ("Name:" lines of the signature block) not among the signers named under authority or the officers.
  _named := array[' ' || private.report_name_key(_content -> 'authority' ->> 'signers') || ' '];
  if jsonb_typeof(_corporate) = 'object' then
    _named := _named || array(
      select ' ' || private.report_name_key(v) || ' '
      from unnest(array[_corporate -> 'officers' ->> 'presidentAndCeo', _corporate -> 'officers' ->> 'secretary',
                        _corporate -> 'officers' ->> 'treasurer', _corporate ->> 'chairman',
                        _corporate ->> 'viceChairman']) v);
  end if;
  for _line, _i in select e #>> '{}', n - 1 from jsonb_array_elements(private.jsonb_list(_content -> 'signatureBlock' -> 'lines')) with ordinality x(e, n) loop
    _match := regexp_match(_line, '^\s*name\s*:(.*)$', 'ip');
    continue when _match is null;
    _name := btrim(regexp_replace(regexp_replace(split_part(_match[1], ',', 1), '_+', ' ', 'g'), '\s+', ' ', 'g'));
    continue when private.report_name_key(_name) = '';
    if not exists (select 1 from unnest(_named) t where position(' ' || private.report_name_key(_name) || ' ' in t) > 0) then
      _found := _found || jsonb_build_object('rule', 'signer-not-named',
        'message', format('%s signs in the signature block, but the report does not name them among the signers, managers, officers or trustees.', _name),
        'paths', jsonb_build_array(format('signatureBlock.lines.%s', _i), 'authority.signers'));
    end if;
  end loop;

  -- A status wording the status table reads as another bucket than the normalized status (not for "Unknown").
  for _item, _i in select e, n - 1 from jsonb_array_elements(private.jsonb_list(_content -> 'secretaryOfState')) with ordinality x(e, n) loop
    _read := private.sos_status_bucket(_item ->> 'stateStatus');
    if _read <> 'Unknown' and _item ->> 'normalizedStatus' <> 'Unknown' and _read <> (_item ->> 'normalizedStatus') then
      _found := _found || jsonb_build_object('rule', 'status-wording-mismatch',
        'message', format('The %s status wording "%s" means "%s", not "%s".',
                          _item ->> 'state', _item ->> 'stateStatus', _read, _item ->> 'normalizedStatus'),
        'paths', jsonb_build_array(format('secretaryOfState.%s.stateStatus', _i), format('secretaryOfState.%s.normalizedStatus', _i)));
    end if;
  end loop;
  return _found;
end
$$;
revoke all on function private.report_contradictions(jsonb) from public;

-- The override of a version published over its contradictions: staff only, append-only.
create table public.report_overrides (
  order_id uuid not null,
  version integer not null,
  reason text not null check (char_length(reason) between 1 and 2000),
  contradictions jsonb not null
    check (jsonb_typeof(contradictions) = 'array' and jsonb_array_length(contradictions) between 1 and 500),
  overridden_by uuid not null,
  overridden_at timestamptz not null default now(),
  primary key (order_id, version),
  -- Written just before its version, in the same transaction (so the version's audit entry can read it).
  constraint report_overrides_version foreign key (order_id, version)
    references public.order_reports (order_id, version) on delete cascade deferrable initially deferred
);

alter table public.report_overrides enable row level security;
revoke all on public.report_overrides from anon, authenticated;
grant select on public.report_overrides to authenticated;
create policy report_overrides_select on public.report_overrides for select to authenticated
  using ((select private.caller_is_staff()));

create function private.report_overrides_append_only() returns trigger
language plpgsql set search_path = pg_catalog, pg_temp as $$
begin
  raise exception 'Overrides are kept as they were published: they cannot be changed or deleted'
    using errcode = '42501';
end
$$;
revoke all on function private.report_overrides_append_only() from public;
create trigger report_overrides_append_only before update on public.report_overrides
  for each row execute function private.report_overrides_append_only();
create trigger report_overrides_no_truncate before truncate on public.report_overrides
  for each statement execute function private.report_overrides_append_only();
-- Deleting is refused too, except through the cascade of the order's own deletion (its version goes with it).
create function private.report_overrides_no_delete() returns trigger
language plpgsql set search_path = pg_catalog, pg_temp as $$
begin
  if exists (select 1 from public.order_reports r where r.order_id = old.order_id and r.version = old.version) then
    raise exception 'Overrides are kept as they were published: they cannot be changed or deleted'
      using errcode = '42501';
  end if;
  return old;
end
$$;
revoke all on function private.report_overrides_no_delete() from public;
create trigger report_overrides_no_delete before delete on public.report_overrides
  for each row execute function private.report_overrides_no_delete();

-- A version published (publish_report): the audit entry carries the override it was published with, if any.
create or replace function private.order_reports_audit() returns trigger
language plpgsql security definer set search_path = pg_catalog, pg_temp as $$
declare
  _override public.report_overrides;
begin
  select * into _override from public.report_overrides o where o.order_id = new.order_id and o.version = new.version;
  perform private.record_staff_action('report_published',
    (select o.user_id from public.order_requests o where o.id = new.order_id),
    jsonb_build_object('orderId', new.order_id, 'version', new.version)
    || case when _override.reason is null then '{}'::jsonb
            else jsonb_build_object('override', jsonb_build_object(
              'reason', _override.reason,
              'contradictions', (select jsonb_agg(c ->> 'message' order by n)
                                 from jsonb_array_elements(_override.contradictions) with ordinality x(c, n))))
       end);
  return null;
end
$$;

-- Migration 2100's publish_report(_order_id, _content, _note, _reviews) becomes the private step that checks and
-- writes a version as given (unchanged: it checks its caller itself); the public function below wraps it with the
-- report's own checks. Moved, not restated, so that function has one text; the API no longer reaches it.
alter function public.publish_report(uuid, jsonb, text, jsonb) set schema private;
alter function private.publish_report(uuid, jsonb, text, jsonb) rename to publish_report_as_given;
revoke all on function private.publish_report_as_given(uuid, jsonb, text, jsonb) from public, anon, authenticated;

-- Publishing with the report's own checks (see the head of this file). Who may publish, and which order, first (as
-- publish_report_as_given answers them); then the override's length; an override that overrides something is
-- written before its version, so the version's audit entry carries it; then every check of the version as given;
-- last, a report that contradicts itself without an override is refused, which undoes all of it.
create function public.publish_report(_order_id uuid, _content jsonb, _note text, _reviews jsonb, _override text default null)
returns public.order_reports
language plpgsql volatile security definer set search_path = pg_catalog, pg_temp as $$
declare
  _order public.order_requests;
  _override_text text := private.trimmed(_override);
  _contradictions jsonb := private.report_contradictions(_content);
begin
  if not private.caller_is_admin() then
    raise exception 'Only admins can publish reports' using errcode = '42501';
  end if;
  if _order_id is null then
    raise exception 'Order not found' using errcode = 'PT404';
  end if;
  -- Locks the order: the next version number is ours until the end of the transaction.
  _order := private.order_for_change(_order_id);
  if char_length(_override_text) > 2000 then
    raise exception 'The override reason must be at most 2000 characters' using errcode = '22023';
  end if;
  if jsonb_array_length(_contradictions) > 0 and _override_text is not null then
    insert into public.report_overrides (order_id, version, reason, contradictions, overridden_by)
    values (_order.id, (select coalesce(max(r.version), 0) + 1 from public.order_reports r where r.order_id = _order.id),
            _override_text, _contradictions, (select auth.uid()));
  end if;
  if jsonb_array_length(_contradictions) > 0 and _override_text is null then
    -- Every other check first (its error is the one to fix first); the version it wrote is undone.
    perform private.publish_report_as_given(_order_id, _content, _note, _reviews);
    raise exception 'The report contradicts itself: publishing it needs a written override reason'
      using errcode = '22023',
            detail = (select jsonb_agg(jsonb_build_object('path', c -> 'paths' ->> 0, 'message', c ->> 'message') order by n)
                      from jsonb_array_elements(_contradictions) with ordinality x(c, n))::text;
  end if;
  return private.publish_report_as_given(_order_id, _content, _note, _reviews);
end
$$;
revoke all on function public.publish_report(uuid, jsonb, text, jsonb, text) from public, anon;
grant execute on function public.publish_report(uuid, jsonb, text, jsonb, text) to authenticated;
