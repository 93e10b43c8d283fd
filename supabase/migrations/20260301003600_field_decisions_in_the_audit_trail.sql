-- Issue 46 §4: who verified what, in the staff audit trail too. A save of a draft that changes its field decisions
-- (the events of migration 3200: a field the reading drafted, a mark verified, edited or rejected, a source added)
-- is one staff audit entry, 'field_decisions_saved', of whoever saved it, naming the order (its owner as the user
-- concerned, as the other order actions do), the draft version saved and, per kind of event, the fields it names:
--   {"orderId": …, "draftVersion": 3, "verified": [{"field": "entityName", "label": "Entity legal name"}, …],
--    "edited": [{"field": "ownership", "label": "ownership"}]}
-- (a kind without events has no key; the fields of a kind in the order the events were recorded). One entry per
-- save, not per field; a save that records no event (typing, a mark taken away, the same review saved again,
-- malformed review content) writes none. Migration 2900 kept saves out of the trail because the editor saves after
-- every keystroke: those saves record no event, so they still write nothing.
-- Written by the server alone, in the trigger that records the save's events (nobody writes the trail through the
-- API, migration 1100), with private.record_staff_action(): the caller of save_report_draft, so a draft written
-- without a caller (the seed, the service role) leaves no entry, as elsewhere. Questions, answers and publishing
-- already have their entries (field_questioned, question_answered, report_published, migration 3100).
-- The action joins the trail's check and log_export()'s filter values (3100's function, its list extended).
-- The twin is recordSaveEvents() in mocks/handlers/report-field-events.ts.

alter table public.staff_audit_log drop constraint staff_audit_log_action_check;
alter table public.staff_audit_log add constraint staff_audit_log_action_check check (action in (
  'user_created', 'status_changed', 'credits_adjusted', 'order_status_changed', 'report_published',
  'export_made', 'mfa_enrolled', 'mfa_reset', 'mfa_approved', 'report_reviewed', 'sos_checked', 'order_assigned',
  'approval_asked', 'field_questioned', 'question_answered', 'draft_approved', 'draft_sent_back',
  'field_decisions_saved'
));

create or replace function public.log_export(_view text, _filters jsonb, _rows integer) returns void
language plpgsql volatile security definer set search_path = pg_catalog, pg_temp as $$
declare
  _allowed text[] := case _view
    when 'users' then array['search', 'status', 'role', 'sort']
    when 'orders' then array['search', 'status', 'assigned', 'sort']
    when 'staff_audit' then array['action']
    else array[]::text[]
  end;
  _key text;
  _value jsonb;
  _text text;
  _available bigint;
begin
  if _view is null or _view not in ('users', 'orders', 'role_audit', 'staff_audit') then
    raise exception 'Unknown export view' using errcode = '22023';
  end if;
  if not (case when _view = 'orders' then private.caller_is_staff() else private.caller_is_admin() end) then
    raise exception 'You cannot export this list' using errcode = '42501';
  end if;
  if _filters is null or jsonb_typeof(_filters) <> 'object' or length(_filters::text) > 2000 then
    raise exception 'Export filters must be an object of at most 2000 characters' using errcode = '22023';
  end if;
  if _rows is null or _rows < 0 then
    raise exception 'Exported rows must be zero or more' using errcode = '22023';
  end if;
  for _key, _value in select e.key, e.value from jsonb_each(_filters) e order by e.key loop
    if not (_key = any (_allowed)) then
      raise exception 'Unknown export filter: %', left(_key, 50) using errcode = '22023';
    end if;
    _text := case when jsonb_typeof(_value) = 'string' then _value #>> '{}' end;
    if _text is null or not (case _key
        when 'search' then char_length(_text) <= 200
        when 'status' then _text = any (case _view
          when 'users' then array['Active', 'Inactive', 'Suspended']
          else array['Submitted', 'In review', 'Needs documents', 'Escalated', 'Report ready', 'Cancelled']
        end)
        when 'role' then _text = any (array['Admin', 'Moderator', 'User'])
        when 'sort' then _text = any (case _view
          when 'users' then array['newest', 'oldest', 'name', 'email']
          else array['newest', 'waiting']
        end)
        when 'assigned' then _text = any (array['me', 'none'])
        else _text = any (array['user_created', 'status_changed', 'credits_adjusted', 'order_status_changed',
          'report_published', 'export_made', 'mfa_enrolled', 'mfa_reset', 'mfa_approved', 'report_reviewed', 'sos_checked',
          'order_assigned', 'approval_asked', 'field_questioned', 'question_answered', 'draft_approved', 'draft_sent_back',
          'field_decisions_saved'])
      end) then
      raise exception 'Invalid value for export filter: %', _key using errcode = '22023';
    end if;
  end loop;
  _available := case _view
    -- The Manage tab shows a profile without a status as Active, and its Active filter finds it.
    when 'users' then (
      select count(*) from public.profiles p
      where (_filters ->> 'status' is null or p.status = _filters ->> 'status'
             or (_filters ->> 'status' = 'Active' and p.status is null))
        and (_filters ->> 'role' is null or p.role = _filters ->> 'role'))
    when 'orders' then (
      select count(*) from public.order_requests o
      where _filters ->> 'status' is null or o.status = _filters ->> 'status')
    when 'role_audit' then (select count(*) from public.role_audit_log)
    else (
      select count(*) from public.staff_audit_log l
      where _filters ->> 'action' is null or l.action = _filters ->> 'action')
  end;
  if _rows > _available then
    raise exception 'Exported rows exceed the % rows of this list', _available using errcode = '22023';
  end if;
  insert into public.staff_audit_log (action, actor_id, actor_email, details)
  values (
    'export_made', auth.uid(), (select u.email from auth.users u where u.id = auth.uid()),
    jsonb_build_object('view', _view, 'filters', _filters, 'rows', _rows, 'available', _available)
  );
end
$$;
revoke all on function public.log_export(text, jsonb, integer) from public, anon;
grant execute on function public.log_export(text, jsonb, integer) to authenticated;

-- Migration 3200's trigger function, now also writing the save's audit entry from the events it just recorded.
create or replace function private.report_drafts_record_field_events() returns trigger
language plpgsql security definer set search_path = pg_catalog, pg_temp as $$
declare
  _decisions jsonb;
begin
  with recorded as (
    insert into public.report_field_events (order_id, draft_version, field, label, kind, actor_id, actor_email, at, file, page)
    select new.order_id, new.version, c.field, c.label, c.kind, new.saved_by, new.saved_by_email, new.saved_at, c.file, c.page
    from private.review_changes(case when tg_op = 'UPDATE' then old.content end, new.content) c
    returning id, field, label, kind
  )
  select jsonb_object_agg(k.kind, k.fields) into _decisions
  from (
    select r.kind, jsonb_agg(jsonb_build_object('field', r.field, 'label', r.label) order by r.id) as fields
    from recorded r group by r.kind
  ) k;
  if _decisions is not null then
    perform private.record_staff_action('field_decisions_saved',
      (select o.user_id from public.order_requests o where o.id = new.order_id),
      jsonb_build_object('orderId', new.order_id, 'draftVersion', new.version) || _decisions);
  end if;
  return null;
end
$$;
revoke all on function private.report_drafts_record_field_events() from public;
