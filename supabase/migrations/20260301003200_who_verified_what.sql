-- Issue 46 §4: who verified what. Per field of a report, who drafted, verified, edited, rejected, questioned or
-- answered it, when, against which file and page; kept with the draft version it was saved in and stamped with the
-- published version once that draft is published, so a published version's history shows it too.
--
-- public.report_field_events: append-only. Written by the server alone, from what the service already holds and
--   never from a list the browser sends: a trigger on report_drafts compares the review kept in the saved content
--   (content.review.state: drafted fields with their source, marks per path, added sources; see
--   src/features/admin-orders/review/field-review/review-draft.ts) with the previous draft and records one event
--   per field that changed; the actor is the draft's saved_by (save_report_draft sets it from auth.uid()) and the
--   time its saved_at. Triggers on report_questions record the checker's question and the maker's answer (the
--   asker and answerer the functions of migration 3100 wrote). A trigger on order_reports stamps the order's
--   unstamped events with the version just published (before migration 2900's trigger ends the draft: triggers
--   fire by name); a discarded draft takes its unstamped events with it, as no version will carry them. Malformed review content records nothing rather than
--   failing a save: the draft's content is the editor's business (migration 2900).
-- What a save records: a field the reading drafted that the previous draft did not hold (or held with another
--   value or source): 'drafted', with its source; a mark that changed: checked 'verified', editing 'edited',
--   rejected 'rejected', with the field's source (the added source for a value the reader missed); an added
--   source that changed: 'edited' with that page. A mark taken away records nothing (it undoes a decision, and the
--   next decision is recorded). Values typed without a change of mark are not events: the editor saves shortly
--   after every keystroke, and the published version's reviews (migration 1700) keep the final values.
-- Staff read the events (moderators too: the checker reads who did what); customers never do; nobody writes the
-- table through the API. Its audit trail: the events are their own record (each with its actor and time); the
-- staff audit trail's existing entries (field_questioned, question_answered, report_published) name the same steps.
-- The twin is mocks/handlers/report-field-events.ts.

create table public.report_field_events (
  id bigint generated always as identity primary key,
  order_id uuid not null references public.order_requests (id) on delete cascade,
  draft_version integer check (draft_version >= 1),
  report_version integer check (report_version >= 1),
  field text not null check (char_length(field) between 1 and 200),
  label text not null check (char_length(label) between 1 and 200),
  kind text not null check (kind in ('drafted', 'verified', 'edited', 'rejected', 'questioned', 'answered')),
  actor_id uuid not null,
  actor_email text,
  at timestamptz not null,
  file text check (char_length(file) between 1 and 500),
  page integer check (page >= 1)
);
create index report_field_events_order_idx on public.report_field_events (order_id, report_version, at, id);

alter table public.report_field_events enable row level security;
revoke all on public.report_field_events from anon, authenticated;
grant select on public.report_field_events to authenticated;
create policy report_field_events_select on public.report_field_events for select to authenticated
  using ((select private.caller_is_staff()));

-- Append-only: the one change allowed is stamping an unstamped event with its published version; a delete only
-- by the cascade of the order's deletion (the order is gone by then) or of an unstamped event whose draft is gone.
create function private.report_field_events_append_only() returns trigger
language plpgsql set search_path = pg_catalog, pg_temp as $$
begin
  if tg_op = 'UPDATE' and old.report_version is null and new.report_version is not null
     and (to_jsonb(new) - 'report_version') = (to_jsonb(old) - 'report_version') then
    return new;
  end if;
  if tg_op = 'DELETE' and (
    not exists (select 1 from public.order_requests o where o.id = old.order_id)
    or (old.report_version is null and not exists (select 1 from public.report_drafts d where d.order_id = old.order_id))
  ) then
    return old;
  end if;
  raise exception 'Field events are kept as they happened: they cannot be changed or deleted' using errcode = '42501';
end
$$;
revoke all on function private.report_field_events_append_only() from public;
create trigger report_field_events_append_only before update or delete on public.report_field_events
  for each row execute function private.report_field_events_append_only();
create trigger report_field_events_no_truncate before truncate on public.report_field_events
  for each statement execute function private.report_field_events_append_only();

-- A review's part as an object (marks, added) or array (drafted), or an empty one when it is missing or malformed.
create function private.review_part(_content jsonb, _part text, _empty jsonb) returns jsonb
language sql immutable set search_path = pg_catalog, pg_temp as $$
  select case when jsonb_typeof(_content #> array['review', 'state', _part]) = jsonb_typeof(_empty)
              then _content #> array['review', 'state', _part] else _empty end
$$;
revoke all on function private.review_part(jsonb, text, jsonb) from public;

-- A page number as kept (a whole number from 1), or null.
create function private.review_page(_page jsonb) returns integer
language sql immutable set search_path = pg_catalog, pg_temp as $$
  select case when jsonb_typeof(_page) = 'number' and (_page #>> '{}') ~ '^[1-9][0-9]{0,8}$'
              then (_page #>> '{}')::integer end
$$;
revoke all on function private.review_page(jsonb) from public;

-- The drafted fields of a content by path: label, value and source (file, page); paths that are not text are left out.
create function private.review_drafted(_content jsonb)
returns table (path text, label text, value jsonb, file text, page integer)
language sql immutable set search_path = pg_catalog, pg_temp as $$
  select d ->> 'path', left(coalesce(nullif(d ->> 'label', ''), d ->> 'path'), 200), d -> 'draftedValue',
         left(nullif(d #>> '{source,file}', ''), 500), private.review_page(d #> '{source,page}')
  from jsonb_array_elements(private.review_part(_content, 'drafted', '[]')) d
  where jsonb_typeof(d) = 'object' and jsonb_typeof(d -> 'path') = 'string' and char_length(d ->> 'path') between 1 and 200
$$;
revoke all on function private.review_drafted(jsonb) from public;

-- The events one save records, comparing the saved content with the previous draft's (null: there was none).
create function private.review_changes(_before jsonb, _after jsonb)
returns table (field text, label text, kind text, file text, page integer)
language sql immutable set search_path = pg_catalog, pg_temp as $$
  with now_drafted as (select * from private.review_drafted(_after)),
  was_drafted as (select * from private.review_drafted(_before)),
  now_added as (
    select a.key as path, left(nullif(a.value ->> 'file', ''), 500) as file, private.review_page(a.value -> 'page') as page,
           a.value as source
    from jsonb_each(private.review_part(_after, 'added', '{}')) a
    where char_length(a.key) between 1 and 200 and jsonb_typeof(a.value) = 'object'),
  was_added as (select a.key as path, a.value as source from jsonb_each(private.review_part(_before, 'added', '{}')) a),
  drafted as (
    select n.path, n.label, 'drafted' as kind, n.file, n.page, 0 as step
    from now_drafted n
    where not exists (select 1 from was_drafted w where w.path = n.path and w.value is not distinct from n.value
                      and w.file is not distinct from n.file and w.page is not distinct from n.page)),
  marked as (
    select m.key as path, coalesce(n.label, m.key) as label,
           case m.value #>> '{}' when 'checked' then 'verified' when 'editing' then 'edited' else 'rejected' end as kind,
           coalesce(a.file, n.file) as file, case when a.path is not null then a.page else n.page end as page, 1 as step
    from jsonb_each(private.review_part(_after, 'marks', '{}')) m
    left join now_drafted n on n.path = m.key
    left join now_added a on a.path = m.key
    where char_length(m.key) between 1 and 200 and m.value #>> '{}' in ('checked', 'editing', 'rejected')
      and (private.review_part(_before, 'marks', '{}') -> m.key) is distinct from m.value),
  added as (
    select a.path, coalesce(n.label, a.path) as label, 'edited' as kind, a.file, a.page, 2 as step
    from now_added a
    left join now_drafted n on n.path = a.path
    where not exists (select 1 from was_added w where w.path = a.path and w.source = a.source)
      and not exists (select 1 from marked m where m.path = a.path))
  select c.path, c.label, c.kind, c.file, c.page
  from (select * from drafted union all select * from marked union all select * from added) c
  order by c.step, c.path collate "C"
$$;
revoke all on function private.review_changes(jsonb, jsonb) from public;

-- A save of a draft (save_report_draft's insert or update): one event per field that changed, by whoever saved it.
create function private.report_drafts_record_field_events() returns trigger
language plpgsql security definer set search_path = pg_catalog, pg_temp as $$
begin
  insert into public.report_field_events (order_id, draft_version, field, label, kind, actor_id, actor_email, at, file, page)
  select new.order_id, new.version, c.field, c.label, c.kind, new.saved_by, new.saved_by_email, new.saved_at, c.file, c.page
  from private.review_changes(case when tg_op = 'UPDATE' then old.content end, new.content) c;
  return null;
end
$$;
revoke all on function private.report_drafts_record_field_events() from public;
create trigger report_drafts_record_field_events after insert or update of content on public.report_drafts
  for each row execute function private.report_drafts_record_field_events();

-- A question on a field, and its answer: the draft's version then, and the page the field was drafted from.
create function private.report_questions_record_field_events() returns trigger
language plpgsql security definer set search_path = pg_catalog, pg_temp as $$
declare
  _draft public.report_drafts;
  _source record;
begin
  if tg_op = 'UPDATE' and (old.answer is not null or new.answer is null) then
    return null;
  end if;
  select * into _draft from public.report_drafts d where d.order_id = new.order_id;
  select d.file, d.page into _source from private.review_drafted(_draft.content) d where d.path = new.field limit 1;
  insert into public.report_field_events (order_id, draft_version, field, label, kind, actor_id, actor_email, at, file, page)
  values (new.order_id, _draft.version, new.field, new.label,
          case when tg_op = 'INSERT' then 'questioned' else 'answered' end,
          case when tg_op = 'INSERT' then new.asked_by else new.answered_by end,
          case when tg_op = 'INSERT' then new.asked_by_email else new.answered_by_email end,
          case when tg_op = 'INSERT' then new.asked_at else new.answered_at end,
          _source.file, _source.page);
  return null;
end
$$;
revoke all on function private.report_questions_record_field_events() from public;
create trigger report_questions_record_field_events after insert or update of answer on public.report_questions
  for each row execute function private.report_questions_record_field_events();

-- A version published: the events of the draft it was written from are its history. Named to fire before
-- order_reports_end_the_draft (migration 2900), so the draft's events are stamped before the draft goes.
create function private.order_reports_stamp_field_events() returns trigger
language plpgsql security definer set search_path = pg_catalog, pg_temp as $$
begin
  update public.report_field_events e set report_version = new.version
  where e.order_id = new.order_id and e.report_version is null;
  return null;
end
$$;
revoke all on function private.order_reports_stamp_field_events() from public;
create trigger order_reports_claim_field_events after insert on public.order_reports
  for each row execute function private.order_reports_stamp_field_events();

-- A draft discarded: its unstamped events go with it (after a publish there are none left to take).
create function private.report_drafts_discard_field_events() returns trigger
language plpgsql security definer set search_path = pg_catalog, pg_temp as $$
begin
  delete from public.report_field_events e where e.order_id = old.order_id and e.report_version is null;
  return null;
end
$$;
revoke all on function private.report_drafts_discard_field_events() from public;
create trigger report_drafts_discard_field_events after delete on public.report_drafts
  for each row execute function private.report_drafts_discard_field_events();
