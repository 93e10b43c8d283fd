-- Issue 46 §1: the report being written is kept by the service, not by one browser, so a reload, another browser
-- or a colleague who takes the order over sees the same draft with the reader's findings.
--
-- public.report_drafts: at most one draft per order (the next version being written): the editor's values, the
--   reviewer's pass over a reading, and the reading's findings and "not found" list, as the editor saves them
--   (`content`, an object of at most 2 MiB of JSON text whose `values` is an object; its fields are the editor's
--   business, as the published content is checked when it is published). `version` counts the saves: a save
--   names the version it started from, and a save against an older version is refused (PT409, HTTP 409) and
--   writes nothing, so two people editing at once never overwrite each other. saved_by is a plain value, not a
--   foreign key: records outlive their users (migration 1510); the email is kept as it was, for the
--   "Changed by … at …" a colleague reads.
-- Staff read drafts (admins and moderators: the checker reads what the maker writes); customers never do.
-- Nobody writes the table through the API: active admins at aal2 save and discard through the two functions,
-- like every other admin right. Publishing a version removes the order's draft (a trigger on order_reports), so
-- the next draft starts from the published version.
-- Saves are not staff audit entries: the editor saves shortly after every change, and what was published (with
-- each field's decision) is recorded when it is published (migration 1700).
-- The twin is mocks/handlers/report-drafts.ts (same checks, same messages, same SQLSTATEs).

create table public.report_drafts (
  order_id uuid primary key references public.order_requests (id) on delete cascade,
  version integer not null check (version >= 1),
  content jsonb not null constraint report_drafts_content_shape check (
    jsonb_typeof(content) = 'object' and jsonb_typeof(content -> 'values') = 'object'
    and octet_length(content::text) <= 2097152),
  saved_by uuid not null,
  saved_by_email text,
  saved_at timestamptz not null default now()
);

alter table public.report_drafts enable row level security;
revoke all on public.report_drafts from anon, authenticated;
grant select on public.report_drafts to authenticated;
create policy report_drafts_select on public.report_drafts for select to authenticated
  using ((select private.caller_is_staff()));

-- The conflict a stale save or discard meets (the editor then reads the draft to say who saved it, and when).
create function private.report_draft_conflict(_current public.report_drafts) returns void
language plpgsql set search_path = pg_catalog, pg_temp as $$
begin
  if _current.order_id is null then
    raise exception 'The draft was published or discarded by someone else: reload to see it' using errcode = 'PT409';
  end if;
  raise exception 'The draft was changed by someone else (version %): reload to see it', _current.version
    using errcode = 'PT409';
end
$$;
revoke all on function private.report_draft_conflict(public.report_drafts) from public;

-- Saves the order's draft over the version the editor started from (_base_version: 0 when it started with no
-- draft) and answers the saved row, now at _base_version + 1. Active admins at aal2 only (42501); the order must
-- be one whose report can be published (In review, Escalated or Report ready: P0001 otherwise, as publishing);
-- the content must be an object with its values, of at most 2 MiB (22023). Locks the order, so two saves of one
-- draft at once are taken one after the other and the second is refused as stale.
create function public.save_report_draft(_order_id uuid, _base_version integer, _content jsonb)
returns public.report_drafts
language plpgsql volatile security definer set search_path = pg_catalog, pg_temp as $$
declare
  _order public.order_requests;
  _current public.report_drafts;
  _saved public.report_drafts;
begin
  if not private.caller_is_admin() then
    raise exception 'Only admins can save a report draft' using errcode = '42501';
  end if;
  select * into _order from public.order_requests o where o.id = _order_id for update;
  if not found then
    raise exception 'Order not found' using errcode = 'PT404';
  end if;
  if _order.status not in ('In review', 'Escalated', 'Report ready') then
    raise exception 'No report can be drafted while the order is %', _order.status using errcode = 'P0001';
  end if;
  if _base_version is null or _base_version < 0 then
    raise exception 'The draft''s version must be 0 or more' using errcode = '22023';
  end if;
  if jsonb_typeof(_content) is distinct from 'object' or jsonb_typeof(_content -> 'values') is distinct from 'object' then
    raise exception 'A report draft must be an object with its values' using errcode = '22023';
  end if;
  if octet_length(_content::text) > 2097152 then
    raise exception 'A report draft can be at most 2 MiB' using errcode = '22023';
  end if;
  select * into _current from public.report_drafts d where d.order_id = _order.id;
  if coalesce(_current.version, 0) <> _base_version then
    perform private.report_draft_conflict(_current);
  end if;
  insert into public.report_drafts as d (order_id, version, content, saved_by, saved_by_email, saved_at)
  select _order.id, _base_version + 1, _content, u.id, u.email, now()
  from auth.users u where u.id = (select auth.uid())
  on conflict (order_id) do update
    set version = excluded.version, content = excluded.content, saved_by = excluded.saved_by,
        saved_by_email = excluded.saved_by_email, saved_at = excluded.saved_at
  returning * into _saved;
  return _saved;
end
$$;
revoke all on function public.save_report_draft(uuid, integer, jsonb) from public, anon;
grant execute on function public.save_report_draft(uuid, integer, jsonb) to authenticated;

-- Discards the order's draft, if it is still the version the editor has (_base_version); stale: PT409. No draft
-- and _base_version 0: nothing to do. Active admins at aal2 only (42501).
create function public.discard_report_draft(_order_id uuid, _base_version integer) returns void
language plpgsql volatile security definer set search_path = pg_catalog, pg_temp as $$
declare
  _current public.report_drafts;
begin
  if not private.caller_is_admin() then
    raise exception 'Only admins can discard a report draft' using errcode = '42501';
  end if;
  perform 1 from public.order_requests o where o.id = _order_id for update;
  if not found then
    raise exception 'Order not found' using errcode = 'PT404';
  end if;
  select * into _current from public.report_drafts d where d.order_id = _order_id;
  if coalesce(_current.version, 0) <> coalesce(_base_version, -1) then
    perform private.report_draft_conflict(_current);
  end if;
  delete from public.report_drafts d where d.order_id = _order_id;
end
$$;
revoke all on function public.discard_report_draft(uuid, integer) from public, anon;
grant execute on function public.discard_report_draft(uuid, integer) to authenticated;

-- A published version ends the draft it was written from: the next one starts from the published version.
create function private.report_published_ends_its_draft() returns trigger
language plpgsql security definer set search_path = pg_catalog, pg_temp as $$
begin
  delete from public.report_drafts d where d.order_id = new.order_id;
  return null;
end
$$;
revoke all on function private.report_published_ends_its_draft() from public;
create trigger order_reports_end_the_draft after insert on public.order_reports
  for each row execute function private.report_published_ends_its_draft();
