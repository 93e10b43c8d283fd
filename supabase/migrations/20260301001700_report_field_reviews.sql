-- Issue 30 §2-§4: the reviewer's decision on each drafted value is stored with the version it went into, the
-- published report carries where the documents say it, and staff see how often the reader's drafts stand.
--
-- public.report_field_reviews: one row per reviewed field of a published version (fieldReviewSchema of
--   src/backend/schemas/report-review.ts), appended by publish_report(_order_id, _content, _note, _reviews) in
--   the transaction that inserts the version, never changed or deleted (a trigger refuses it, the table's owner
--   included). Staff read them; customers do not (the decisions are the review's working, not the report).
-- public.order_reports.sources: field path -> {file, page, quote}, the evidence the customer's report cites,
--   from the reviews whose value was published (verified, edited, added) with a source. Earlier versions: {}.
-- public.reader_review_stats(_days): per field label, how often the drafted value was verified, edited,
--   rejected, or a missed value added, over the last _days days (the staff dashboard's reader figures).
-- The staff audit trail records each published review set once ('report_reviewed', counts per decision).
-- reviewed_by is a plain value, not a foreign key: records outlive their users (migration 1510).
-- The twin is mocks/handlers/report-reviews.ts (same checks, same messages, same SQLSTATEs).

create table public.report_field_reviews (
  id uuid primary key default gen_random_uuid(),
  report_id uuid not null references public.order_reports (id) on delete cascade,
  order_id uuid not null references public.order_requests (id) on delete cascade,
  field text not null check (char_length(field) between 1 and 200),
  label text not null check (char_length(label) between 1 and 200),
  decision text not null check (decision in ('verified', 'edited', 'rejected', 'added')),
  drafted_value text check (char_length(drafted_value) <= 4000),
  published_value text check (char_length(published_value) <= 4000),
  source jsonb check (source is null or (
    jsonb_typeof(source) = 'object'
    and jsonb_typeof(source -> 'file') = 'string' and char_length(source ->> 'file') between 1 and 255
    and jsonb_typeof(source -> 'page') = 'number' and (source ->> 'page')::numeric between 1 and 10000
    and jsonb_typeof(source -> 'quote') = 'string' and char_length(source ->> 'quote') <= 4000)),
  reader text check (char_length(reader) <= 200),
  reviewed_by uuid not null,
  reviewed_at timestamptz not null default now(),
  constraint report_field_reviews_drafted_unless_added check ((decision = 'added') = (drafted_value is null)),
  constraint report_field_reviews_published_unless_rejected check ((decision = 'rejected') = (published_value is null)),
  constraint report_field_reviews_added_has_source check (decision <> 'added' or source is not null)
);
create index report_field_reviews_report on public.report_field_reviews (report_id);
create index report_field_reviews_reviewed_at on public.report_field_reviews (reviewed_at desc);

alter table public.report_field_reviews enable row level security;
revoke all on public.report_field_reviews from anon, authenticated;
grant select on public.report_field_reviews to authenticated;
create policy report_field_reviews_select on public.report_field_reviews for select to authenticated
  using ((select private.caller_is_staff()));

-- Append-only for everyone: grants keep the API roles out, this keeps out the owner, the service role and any
-- definer function written later.
create function private.report_field_reviews_append_only() returns trigger
language plpgsql set search_path = pg_catalog, pg_temp as $$
begin
  raise exception 'Field reviews are kept as they were published: they cannot be changed or deleted'
    using errcode = '42501';
end
$$;
revoke all on function private.report_field_reviews_append_only() from public;
create trigger report_field_reviews_append_only before update or delete on public.report_field_reviews
  for each row execute function private.report_field_reviews_append_only();
create trigger report_field_reviews_no_truncate before truncate on public.report_field_reviews
  for each statement execute function private.report_field_reviews_append_only();

-- The evidence the customer's report cites (field path -> source). Old versions keep {}.
alter table public.order_reports
  add column sources jsonb not null default '{}' constraint order_reports_sources_object check (jsonb_typeof(sources) = 'object');

alter table public.staff_audit_log drop constraint staff_audit_log_action_check;
alter table public.staff_audit_log add constraint staff_audit_log_action_check check (action in (
  'user_created', 'status_changed', 'credits_adjusted', 'order_status_changed', 'report_published',
  'export_made', 'mfa_enrolled', 'mfa_reset', 'mfa_approved', 'report_reviewed'
));

-- The first fault of one review (fieldReviewSchema), or null. Text lengths after JavaScript's trim() where zod
-- trims (field, label, source.file); a missing key is a fault as zod's nullable() refuses undefined.
create function private.field_review_fault(_r jsonb) returns text
language plpgsql immutable set search_path = pg_catalog, pg_temp as $$
declare
  _s jsonb;
begin
  if jsonb_typeof(_r) is distinct from 'object' then
    return 'must be an object';
  end if;
  if jsonb_typeof(_r -> 'field') is distinct from 'string'
     or char_length(private.js_trim(_r ->> 'field')) not between 1 and 200 then
    return 'the field must be 1 to 200 characters';
  end if;
  if jsonb_typeof(_r -> 'label') is distinct from 'string'
     or char_length(private.js_trim(_r ->> 'label')) not between 1 and 200 then
    return 'the label must be 1 to 200 characters';
  end if;
  if jsonb_typeof(_r -> 'decision') is distinct from 'string'
     or (_r ->> 'decision') not in ('verified', 'edited', 'rejected', 'added') then
    return 'the decision must be verified, edited, rejected or added';
  end if;
  if jsonb_typeof(_r -> 'draftedValue') not in ('string', 'null') or char_length(_r ->> 'draftedValue') > 4000 then
    return 'the drafted value must be text of at most 4000 characters, or null';
  end if;
  if jsonb_typeof(_r -> 'publishedValue') not in ('string', 'null') or char_length(_r ->> 'publishedValue') > 4000 then
    return 'the published value must be text of at most 4000 characters, or null';
  end if;
  if jsonb_typeof(_r -> 'reader') not in ('string', 'null') or char_length(_r ->> 'reader') > 200 then
    return 'the reader must be text of at most 200 characters, or null';
  end if;
  -- A missing key: jsonb_typeof(null) is null, and "null not in (...)" is null, which passes the checks above.
  if not (_r ? 'draftedValue' and _r ? 'publishedValue' and _r ? 'reader' and _r ? 'source') then
    return 'draftedValue, publishedValue, source and reader must each be given (null when there is none)';
  end if;
  _s := _r -> 'source';
  if jsonb_typeof(_s) <> 'null' and not coalesce(
       jsonb_typeof(_s) = 'object'
       and jsonb_typeof(_s -> 'file') = 'string' and char_length(private.js_trim(_s ->> 'file')) between 1 and 255
       and jsonb_typeof(_s -> 'page') = 'number' and (_s ->> 'page')::numeric = trunc((_s ->> 'page')::numeric)
       and (_s ->> 'page')::numeric between 1 and 10000
       and jsonb_typeof(_s -> 'quote') = 'string' and char_length(_s ->> 'quote') <= 4000, false) then
    return 'the source must be {file, page, quote}: a file name of 1 to 255 characters, a page from 1 to 10000 and a quote of at most 4000 characters';
  end if;
  if ((_r ->> 'decision') = 'added') <> (jsonb_typeof(_r -> 'draftedValue') = 'null') then
    return 'only an added value has no drafted value';
  end if;
  if ((_r ->> 'decision') = 'rejected') <> (jsonb_typeof(_r -> 'publishedValue') = 'null') then
    return 'only a rejected value has no published value';
  end if;
  if (_r ->> 'decision') = 'added' and jsonb_typeof(_s) = 'null' then
    return 'an added value needs the page it is on';
  end if;
  return null;
end
$$;
revoke all on function private.field_review_fault(jsonb) from public;

-- A review's source is on the order's stored texts: a quote on that page of that file (migration 1600's check,
-- the file by name or storage path), or, for a page given without a quote, a page that file has.
create function private.review_source_is_grounded(_order_id uuid, _source jsonb) returns boolean
language sql stable security definer set search_path = pg_catalog, pg_temp as $$
  select case
    when (_source ->> 'quote') <> '' then private.reading_ungrounded_source(_order_id, jsonb_build_object('source', _source)) is null
    else exists (
      select 1 from public.order_document_texts t
      where t.order_id = _order_id and t.error is null
        and (_source ->> 'file') in (t.file_name, t.storage_path)
        and (_source ->> 'page')::integer <= t.page_count)
  end
$$;
revoke all on function private.review_source_is_grounded(uuid, jsonb) from public;

-- Staff publish the next version of an order's report with the reviewer's decision per field (issue 30). The
-- checks and effects of migration 0900's publish_report, then: the reviews must be a list of at most 500, each
-- of fieldReviewSchema's shape, each source grounded in the order's stored texts (22023 naming the review,
-- nothing written). The version carries the published values' sources; the reviews are appended with it; the
-- staff audit trail records the set once with its counts per decision.
create function public.publish_report(_order_id uuid, _content jsonb, _note text, _reviews jsonb)
returns public.order_reports
language plpgsql volatile security definer set search_path = pg_catalog, pg_temp as $$
declare
  _order public.order_requests;
  _errors jsonb;
  _note_text text := private.trimmed(_note);
  _report public.order_reports;
  _number text;
  _lines text[];
  _review jsonb;
  _n integer := 0;
  _fault text;
  _source jsonb;
  _sources jsonb := '{}';
  _reviews_list jsonb := coalesce(_reviews, '[]');
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

  if jsonb_typeof(_reviews_list) <> 'array' then
    raise exception 'Reviews must be a list' using errcode = '22023';
  end if;
  if jsonb_array_length(_reviews_list) > 500 then
    raise exception 'A report can have at most 500 field reviews' using errcode = '22023';
  end if;
  for _review in select e from jsonb_array_elements(_reviews_list) e loop
    _n := _n + 1;
    _fault := private.field_review_fault(_review);
    if _fault is not null then
      raise exception 'Field review %: %', _n, _fault using errcode = '22023';
    end if;
    _source := _review -> 'source';
    if jsonb_typeof(_source) = 'object' then
      _source := jsonb_build_object('file', private.js_trim(_source ->> 'file'), 'page', (_source ->> 'page')::integer,
                                    'quote', _source ->> 'quote');
      if not private.review_source_is_grounded(_order.id, _source) then
        raise exception 'Field review % (%): the source is not in the stored document texts: % page %',
          _n, private.js_trim(_review ->> 'label'), _source ->> 'file', _source ->> 'page'
          using errcode = '22023';
      end if;
      if (_review ->> 'decision') <> 'rejected' then
        _sources := _sources || jsonb_build_object(private.js_trim(_review ->> 'field'), _source);
      end if;
    end if;
  end loop;

  insert into public.order_reports (order_id, version, content, note, published_by, sources)
  values (
    _order.id,
    (select coalesce(max(r.version), 0) + 1 from public.order_reports r where r.order_id = _order.id),
    _content, _note_text, (select auth.uid()), _sources
  )
  returning * into _report;
  _number := private.report_number(_order.id, _report.version);

  if jsonb_array_length(_reviews_list) > 0 then
    insert into public.report_field_reviews
      (report_id, order_id, field, label, decision, drafted_value, published_value, source, reader, reviewed_by, reviewed_at)
    select _report.id, _order.id, private.js_trim(r ->> 'field'), private.js_trim(r ->> 'label'), r ->> 'decision',
           r ->> 'draftedValue', r ->> 'publishedValue',
           case when jsonb_typeof(r -> 'source') = 'object'
                then jsonb_build_object('file', private.js_trim(r -> 'source' ->> 'file'),
                                        'page', (r -> 'source' ->> 'page')::integer, 'quote', r -> 'source' ->> 'quote') end,
           r ->> 'reader', (select auth.uid()), _report.published_at
    from jsonb_array_elements(_reviews_list) with ordinality e(r, n)
    order by e.n;
    perform private.record_staff_action('report_reviewed', _order.user_id,
      jsonb_build_object('orderId', _order.id, 'version', _report.version, 'reviews', jsonb_array_length(_reviews_list))
      || (select jsonb_object_agg(d, (select count(*) from jsonb_array_elements(_reviews_list) r where r ->> 'decision' = d))
          from unnest(array['verified', 'edited', 'rejected', 'added']) d));
  end if;

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
revoke all on function public.publish_report(uuid, jsonb, text, jsonb) from public, anon;
grant execute on function public.publish_report(uuid, jsonb, text, jsonb) to authenticated;

-- The three-argument form publishes without reviews, as before (existing callers, the seed's scripts, tests).
-- It runs as its caller: the four-argument function checks who that is.
create or replace function public.publish_report(_order_id uuid, _content jsonb, _note text)
returns public.order_reports
language sql volatile security invoker set search_path = pg_catalog, pg_temp as $$
  select * from public.publish_report(_order_id, _content, _note, '[]'::jsonb)
$$;

-- Per field label, the decisions of the last _days days (1 to 3650), for the staff dashboard.
create function public.reader_review_stats(_days integer default 90)
returns table (label text, verified bigint, edited bigint, rejected bigint, added bigint)
language plpgsql stable security invoker set search_path = pg_catalog, pg_temp as $$
begin
  if not private.caller_is_staff() then
    raise exception 'Only staff can read the reader figures' using errcode = '42501';
  end if;
  if _days is null or _days not between 1 and 3650 then
    raise exception 'Days must be from 1 to 3650' using errcode = '22023';
  end if;
  return query
    select r.label,
           count(*) filter (where r.decision = 'verified'),
           count(*) filter (where r.decision = 'edited'),
           count(*) filter (where r.decision = 'rejected'),
           count(*) filter (where r.decision = 'added')
    from public.report_field_reviews r
    where r.reviewed_at >= now() - make_interval(days => _days)
    group by r.label
    order by r.label;
end
$$;
revoke all on function public.reader_review_stats(integer) from public, anon;
grant execute on function public.reader_review_stats(integer) to authenticated;
