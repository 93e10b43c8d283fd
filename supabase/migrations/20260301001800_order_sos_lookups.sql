-- Issue 31: the Secretary of State check is looked up through a provider (Cobalt Intelligence; the sandbox
-- offline) and stored with the order, so staff see what was found without buying the lookup again.
--
-- public.order_sos_lookups: one row per lookup (storedSosLookupSchema of src/backend/schemas/sos-lookup.ts): the
--   state searched, the name searched, the provider, 'found' with 1 to 20 candidate registrations (sosCandidate
--   Schema, each of the searched state) or 'not_found' with none, when and by whom. Appended, never changed or
--   deleted (a trigger refuses it, the table's owner included); the newest row of a state is the one that counts.
--   Staff (admins and moderators) read them; customers and anon read nothing (the lookup is the review's working).
-- public.record_sos_lookup(...): the only way in, executable by the service role alone: the Edge Function
--   check-secretary-of-state calls it with the provider's answer after checking its caller is an admin, so a row
--   is always a provider's answer. It checks every value server-side (22023 with the first fault, PT404 for an
--   unknown order) and writes nothing when one is wrong.
-- The staff audit trail records each lookup ('sos_checked': who, the order's owner, the order, state, provider,
--   outcome and how many candidates): each is a search bought from the provider.
-- looked_up_by is a plain value, not a foreign key: records outlive their users (migration 1510).
-- The twin is mocks/handlers/sos-lookups.ts (same checks, same messages, same SQLSTATEs).

create function private.sos_normalized_statuses() returns text[]
language sql immutable set search_path = pg_catalog, pg_temp as $$
  select array[
    'Active - good standing', 'Active - not in good standing', 'Pending inactive', 'Suspended / forfeited',
    'Revoked', 'Administratively dissolved', 'Voluntarily ended', 'Unknown', 'Not found'
  ]
$$;
revoke all on function private.sos_normalized_statuses() from public;

-- True for a JSON string of at most _max characters (and at least _min).
create function private.sos_text_ok(_value jsonb, _max integer, _min integer default 0) returns boolean
language sql immutable set search_path = pg_catalog, pg_temp as $$
  select coalesce(jsonb_typeof(_value) = 'string' and char_length(_value #>> '{}') between _min and _max, false)
$$;
revoke all on function private.sos_text_ok(jsonb, integer, integer) from public;

-- The first fault of one candidate (sosCandidateSchema) of a lookup in _state, or null.
create function private.sos_candidate_fault(_c jsonb, _state text) returns text
language plpgsql stable set search_path = pg_catalog, pg_temp as $$
declare
  _date text;
  _at text;
begin
  if jsonb_typeof(_c) is distinct from 'object' then
    return 'must be an object';
  end if;
  if exists (select 1 from jsonb_object_keys(_c) k where k not in ('name', 'state', 'fileNumber', 'entityType',
       'registration', 'stateStatus', 'normalizedStatus', 'formationDate', 'registeredAgent', 'lastFiling',
       'sourceUrl', 'screenshotUrl', 'capturedAt', 'confidence')) then
    return 'holds a key that is not part of a registration';
  end if;
  if not private.sos_text_ok(_c -> 'name', 300, 1) then
    return 'the name must be 1 to 300 characters';
  end if;
  if jsonb_typeof(_c -> 'state') is distinct from 'string' or (_c ->> 'state') is distinct from _state then
    return 'the state must be the state searched';
  end if;
  if not private.sos_text_ok(_c -> 'fileNumber', 100) then
    return 'the file number must be at most 100 characters';
  end if;
  if not private.sos_text_ok(_c -> 'entityType', 200) then
    return 'the entity type must be at most 200 characters';
  end if;
  if jsonb_typeof(_c -> 'registration') is distinct from 'string'
     or (_c ->> 'registration') not in ('', 'Domestic', 'Foreign') then
    return 'the registration must be Domestic, Foreign or empty';
  end if;
  if not private.sos_text_ok(_c -> 'stateStatus', 300) then
    return 'the state''s status wording must be at most 300 characters';
  end if;
  if jsonb_typeof(_c -> 'normalizedStatus') is distinct from 'string'
     or not ((_c ->> 'normalizedStatus') = any (private.sos_normalized_statuses())) then
    return 'the normalized status must be one of the report''s';
  end if;
  _date := _c ->> 'formationDate';
  if jsonb_typeof(_c -> 'formationDate') is distinct from 'string'
     or (_date <> '' and _date !~ '^\d{4}-\d{2}-\d{2}$') then
    return 'the formation date must be YYYY-MM-DD or empty';
  end if;
  if _date <> '' then
    begin
      -- A day that does not exist (2019-02-30) fails the cast: the same fault.
      if to_char(_date::date, 'YYYY-MM-DD') <> _date then
        return 'the formation date must be YYYY-MM-DD or empty';
      end if;
    exception when others then
      return 'the formation date must be YYYY-MM-DD or empty';
    end;
  end if;
  if not private.sos_text_ok(_c -> 'registeredAgent', 300) then
    return 'the registered agent must be at most 300 characters';
  end if;
  if not private.sos_text_ok(_c -> 'lastFiling', 300) then
    return 'the last filing must be at most 300 characters';
  end if;
  if not private.sos_text_ok(_c -> 'sourceUrl', 1000) then
    return 'the source URL must be at most 1000 characters';
  end if;
  if not private.sos_text_ok(_c -> 'screenshotUrl', 1000) then
    return 'the screenshot URL must be at most 1000 characters';
  end if;
  -- zod's z.iso.datetime({offset: true}): date, time with optional fraction, then Z or an offset.
  _at := _c ->> 'capturedAt';
  if jsonb_typeof(_c -> 'capturedAt') is distinct from 'string'
     or not (_at ~ '^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$') then
    return 'the capture time must be an ISO date and time with its offset';
  end if;
  if jsonb_typeof(_c -> 'confidence') is distinct from 'number'
     or (_c ->> 'confidence')::numeric not between 0 and 1 then
    return 'the confidence must be a number from 0 to 1';
  end if;
  return null;
end
$$;
revoke all on function private.sos_candidate_fault(jsonb, text) from public;

create table public.order_sos_lookups (
  id uuid primary key default gen_random_uuid(),
  order_id uuid not null references public.order_requests (id) on delete cascade,
  state text not null check (state = any (private.us_states())),
  query_name text not null check (char_length(query_name) between 1 and 300),
  provider text not null check (provider in ('cobalt', 'sandbox')),
  outcome text not null check (outcome in ('found', 'not_found')),
  candidates jsonb not null check (jsonb_typeof(candidates) = 'array' and jsonb_array_length(candidates) <= 20),
  looked_up_at timestamptz not null default now(),
  looked_up_by uuid,
  constraint order_sos_lookups_found_has_candidates
    check ((outcome = 'found') = (jsonb_array_length(candidates) > 0))
);
create index order_sos_lookups_order on public.order_sos_lookups (order_id, looked_up_at desc);

alter table public.order_sos_lookups enable row level security;
revoke all on public.order_sos_lookups from anon, authenticated, service_role;
grant select on public.order_sos_lookups to authenticated, service_role;
create policy order_sos_lookups_select on public.order_sos_lookups for select to authenticated
  using ((select private.caller_is_staff()));

-- Append-only for everyone: grants keep the API roles out, this keeps out the owner and any definer function.
create function private.order_sos_lookups_append_only() returns trigger
language plpgsql set search_path = pg_catalog, pg_temp as $$
begin
  raise exception 'Secretary of State lookups are kept as they were answered: they cannot be changed or deleted'
    using errcode = '42501';
end
$$;
revoke all on function private.order_sos_lookups_append_only() from public;
create trigger order_sos_lookups_append_only before update or delete on public.order_sos_lookups
  for each row execute function private.order_sos_lookups_append_only();
create trigger order_sos_lookups_no_truncate before truncate on public.order_sos_lookups
  for each statement execute function private.order_sos_lookups_append_only();

alter table public.staff_audit_log drop constraint staff_audit_log_action_check;
alter table public.staff_audit_log add constraint staff_audit_log_action_check check (action in (
  'user_created', 'status_changed', 'credits_adjusted', 'order_status_changed', 'report_published',
  'export_made', 'mfa_enrolled', 'mfa_reset', 'mfa_approved', 'report_reviewed', 'sos_checked'
));

-- The Edge Function stores the provider's answer for an order (service role only). Every value is checked
-- here, whoever calls: 22023 with the first fault, PT404 for an unknown order; nothing is written on a fault.
create function public.record_sos_lookup(
  _order_id uuid, _state text, _query_name text, _provider text, _outcome text, _candidates jsonb,
  _looked_up_by uuid
) returns public.order_sos_lookups
language plpgsql volatile security definer set search_path = pg_catalog, pg_temp as $$
declare
  _list jsonb := coalesce(_candidates, 'null'::jsonb);
  _candidate jsonb;
  _n integer := 0;
  _fault text;
  _row public.order_sos_lookups;
begin
  if _order_id is null or not exists (select 1 from public.order_requests o where o.id = _order_id) then
    raise exception 'Order not found' using errcode = 'PT404';
  end if;
  if _state is null or not (_state = any (private.us_states())) then
    raise exception 'Please choose a state' using errcode = '22023';
  end if;
  if _query_name is null or char_length(_query_name) not between 1 and 300 then
    raise exception 'The name searched must be 1 to 300 characters' using errcode = '22023';
  end if;
  if _provider is null or _provider not in ('cobalt', 'sandbox') then
    raise exception 'The provider must be cobalt or sandbox' using errcode = '22023';
  end if;
  if _outcome is null or _outcome not in ('found', 'not_found') then
    raise exception 'The outcome must be found or not_found' using errcode = '22023';
  end if;
  if jsonb_typeof(_list) <> 'array' then
    raise exception 'Candidates must be a list' using errcode = '22023';
  end if;
  if jsonb_array_length(_list) > 20 then
    raise exception 'A lookup can keep at most 20 candidates' using errcode = '22023';
  end if;
  if (_outcome = 'found') <> (jsonb_array_length(_list) > 0) then
    raise exception 'A found lookup has 1 to 20 candidates and a not_found one has none' using errcode = '22023';
  end if;
  for _candidate in select e from jsonb_array_elements(_list) e loop
    _n := _n + 1;
    _fault := private.sos_candidate_fault(_candidate, _state);
    if _fault is not null then
      raise exception 'Candidate %: %', _n, _fault using errcode = '22023';
    end if;
  end loop;
  if _looked_up_by is null then
    raise exception 'Say who looked it up' using errcode = '22023';
  end if;

  insert into public.order_sos_lookups (order_id, state, query_name, provider, outcome, candidates, looked_up_by)
  values (_order_id, _state, _query_name, _provider, _outcome, _list, _looked_up_by)
  returning * into _row;
  -- The service role has no auth.uid(): the trail names the admin the function checked (record_staff_action's
  -- insert, with that actor).
  insert into public.staff_audit_log (action, actor_id, actor_email, target_user_id, details)
  select 'sos_checked', u.id, u.email, o.user_id,
         jsonb_build_object('orderId', o.id, 'state', _state, 'provider', _provider, 'outcome', _outcome,
                            'candidates', jsonb_array_length(_list))
  from auth.users u, public.order_requests o
  where u.id = _looked_up_by and o.id = _order_id;
  return _row;
end
$$;
revoke all on function public.record_sos_lookup(uuid, text, text, text, text, jsonb, uuid) from public, anon, authenticated;
grant execute on function public.record_sos_lookup(uuid, text, text, text, text, jsonb, uuid) to service_role;
