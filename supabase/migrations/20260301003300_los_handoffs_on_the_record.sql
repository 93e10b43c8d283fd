-- Issue 47 §2: the LOS hand-off on the record. Until now a Send to LOS left only a queued mail behind, which
-- nobody but admins reads: the order's history did not say what went where, the same report went out twice with
-- no warning, and the mail carried data packet version 1 while the customer's download is version 2.
--
-- 1. public.los_handoffs: one row per report handed to an LOS address (when, by whom, to which confirmed address,
--    which report version, which packet version). Written only by private.queue_los_mail(), the one place an LOS
--    mail is queued (after the address is confirmed and the limits are checked): nobody inserts, updates or
--    deletes through the API. The order's owner and active staff read it (the order's history, the report page,
--    and the Send to LOS form, which asks before the same version goes to the same address again). The sender's
--    name and the ids are plain values, so the record outlives the account (migration 1510).
-- 2. A per-address packet preference: account_los_addresses.packet_version, 2 unless the customer says the LOS
--    at that address reads only version 1. queue_los_delivery() and confirm_los_address() take it as a fourth
--    argument (null keeps what the address has); the three-argument calls keep working (default null).
-- 3. The LOS mail's attachment names the packet version: {"packet": <report id>, "version": 1 | 2}, which
--    deliver-outbound-email builds; {"packet": <report id>} alone (the partner firm's mail, older rows) stays 1.
-- The twin is mocks/handlers/los-handoffs.ts (with the RPCs in mocks/handlers/reports.ts).

alter table public.account_los_addresses
  add column packet_version smallint not null default 2 check (packet_version in (1, 2));

create table public.los_handoffs (
  id uuid primary key default gen_random_uuid(),
  order_id uuid not null references public.order_requests (id) on delete cascade,
  report_id uuid not null references public.order_reports (id) on delete cascade,
  report_version integer not null check (report_version >= 1),
  packet_version smallint not null check (packet_version in (1, 2)),
  recipient text not null check (char_length(recipient) between 3 and 255),
  sent_by uuid,
  sent_by_name text not null check (char_length(sent_by_name) between 1 and 255),
  sent_at timestamptz not null default now()
);
create index los_handoffs_order_id_idx on public.los_handoffs (order_id, sent_at desc);

revoke all on public.los_handoffs from anon, authenticated;
grant select on public.los_handoffs to authenticated;
alter table public.los_handoffs enable row level security;
-- As order_reports_select: the owner of the order (the order's policy applies inside the subquery), active staff.
create policy los_handoffs_select on public.los_handoffs for select to authenticated
  using (
    (select private.caller_is_active())
    and (
      (select private.caller_is_staff())
      or exists (select 1 from public.order_requests o where o.id = order_id and o.user_id = (select auth.uid()))
    )
  );

-- How the record names the sender: the display name, else first and last name, else the email.
create function private.los_sender_name(_user_id uuid) returns text
language sql stable set search_path = pg_catalog, pg_temp as $$
  select coalesce(
    nullif(btrim(p.display_name), ''),
    nullif(btrim(concat_ws(' ', nullif(btrim(p.first_name), ''), nullif(btrim(p.last_name), ''))), ''),
    p.email,
    'Unknown user'
  )
  from (select 1) one left join public.profiles p on p.id = _user_id
$$;
revoke all on function private.los_sender_name(uuid) from public;

-- The LOS mail of migration 1500, now with the packet version the address asks for, and its record.
create or replace function private.queue_los_mail(_report public.order_reports, _email text, _remember boolean)
returns void
language plpgsql volatile set search_path = pg_catalog, pg_temp as $$
declare
  _caller uuid := (select auth.uid());
  _order public.order_requests;
  _number text;
  _packet smallint;
begin
  select * into _order from public.order_requests o where o.id = _report.order_id;
  select a.packet_version into _packet from public.account_los_addresses a
  where a.user_id = _caller and a.email = lower(_email);
  _packet := coalesce(_packet, 2);
  if _remember then
    insert into public.account_los_settings (user_id, los_email) values (_caller, _email)
    on conflict (user_id) do update set los_email = excluded.los_email, updated_at = now();
  end if;
  _number := private.report_number(_order.id, _report.version);
  insert into public.outbound_emails (kind, recipient, subject, body, order_id, report_id, attachments, requested_by)
  values (
    'los_delivery', _email,
    format('Legal entity report %s: %s', _number, _order.entity_legal_name),
    array_to_string(array[
      format('Legal entity report %s for %s (%s, %s), sent by %s <%s>%s.',
             _number, _order.entity_legal_name, _order.report_type, _order.formation_state,
             _order.name, _order.email, coalesce(' of ' || _order.company, '')),
      'Conclusion: ' || (_report.content -> 'conclusion' ->> 'verdict'),
      'Loan reference: ' || coalesce(_order.loan_reference, 'not given'),
      '',
      'The report (sign-in required): ' || private.report_link(_order.id),
      '',
      format('Attached: the report''s JSON data packet (packet version %s), built by EntityLens from the published report.',
             _packet),
      '',
      'EntityLens'
    ], E'\n'),
    _order.id, _report.id,
    jsonb_build_array(jsonb_build_object('packet', _report.id, 'version', _packet)),
    _caller
  );
  insert into public.los_handoffs (order_id, report_id, report_version, packet_version, recipient, sent_by, sent_by_name)
  values (_order.id, _report.id, _report.version, _packet, _email, _caller, private.los_sender_name(_caller));
end
$$;
revoke all on function private.queue_los_mail(public.order_reports, text, boolean) from public;

-- Keeps the packet version the customer chose for an address of theirs (null: keep what it has).
create function private.set_los_packet_version(_user_id uuid, _email text, _packet_version integer) returns void
language plpgsql volatile set search_path = pg_catalog, pg_temp as $$
begin
  if _packet_version is null then
    return;
  end if;
  update public.account_los_addresses set packet_version = _packet_version
  where user_id = _user_id and email = lower(_email);
end
$$;
revoke all on function private.set_los_packet_version(uuid, text, integer) from public;

create function private.check_los_packet_version(_packet_version integer) returns void
language plpgsql immutable set search_path = pg_catalog, pg_temp as $$
begin
  if _packet_version is not null and _packet_version not in (1, 2) then
    raise exception 'The data packet version must be 1 or 2' using errcode = '22023';
  end if;
end
$$;
revoke all on function private.check_los_packet_version(integer) from public;

-- The functions of migration 1500 with the address's packet version as a fourth argument. The old signatures
-- go, so a call with three arguments reaches these (the fourth defaults to null).
drop function public.queue_los_delivery(uuid, text, boolean);
drop function public.confirm_los_address(uuid, text, text, boolean);

create function public.queue_los_delivery(_report_id uuid, _recipient text, _remember boolean,
                                          _packet_version integer default null)
returns text
language plpgsql volatile security definer set search_path = pg_catalog, pg_temp as $$
declare
  _caller uuid := (select auth.uid());
  _report public.order_reports := private.los_report(_report_id);
  _email text := private.los_address(_recipient);
  _key text := lower(_email);
  _code text;
begin
  if _email is null then
    raise exception 'Please enter a valid email address' using errcode = '22023';
  end if;
  perform private.check_los_packet_version(_packet_version);
  perform private.lock_los_requests(_caller);
  perform private.check_los_delivery_cap(_caller);

  if exists (select 1 from public.account_los_addresses a
             where a.user_id = _caller and a.email = _key and a.confirmed_at is not null) then
    perform private.set_los_packet_version(_caller, _key, _packet_version);
    perform private.queue_los_mail(_report, _email, coalesce(_remember, false));
    return 'sent';
  end if;

  if private.los_mails_today(_caller, 'los_confirmation') >= private.los_limit('new_addresses_per_day') then
    raise exception 'You can confirm at most % new LOS addresses in 24 hours. Please try again tomorrow, or send to an address you have confirmed.',
      private.los_limit('new_addresses_per_day') using errcode = 'PT429';
  end if;
  _code := lpad((('x' || left(replace(gen_random_uuid()::text, '-', ''), 8))::bit(32)::bigint % 1000000)::text, 6, '0');
  insert into public.account_los_addresses (user_id, email, code_hash, code_expires_at)
  values (_caller, _key, private.los_code_hash(_caller, _key, _code),
          now() + make_interval(mins => private.los_limit('code_minutes')))
  on conflict (user_id, email) do update
    set code_hash = excluded.code_hash, code_expires_at = excluded.code_expires_at, code_attempts = 0;
  perform private.set_los_packet_version(_caller, _key, _packet_version);
  insert into public.outbound_emails (kind, recipient, subject, body, requested_by)
  values (
    'los_confirmation', _email,
    'Your EntityLens code to confirm this LOS address',
    array_to_string(array[
      'Hello,',
      '',
      format('The EntityLens customer account %s asked to send legal entity reports to this address, for a loan origination system.',
             (select p.email from public.profiles p where p.id = _caller)),
      '',
      'Code: ' || _code,
      '',
      format('Type it in the Send to LOS form within %s minutes to confirm the address; until then nothing else is sent here.',
             private.los_limit('code_minutes')),
      'If you did not expect this, ignore this mail.',
      '',
      'EntityLens'
    ], E'\n'),
    _caller
  );
  return 'confirmation_sent';
end
$$;
revoke all on function public.queue_los_delivery(uuid, text, boolean, integer) from public, anon;
grant execute on function public.queue_los_delivery(uuid, text, boolean, integer) to authenticated;

create function public.confirm_los_address(_report_id uuid, _recipient text, _code text, _remember boolean,
                                           _packet_version integer default null)
returns text
language plpgsql volatile security definer set search_path = pg_catalog, pg_temp as $$
declare
  _caller uuid := (select auth.uid());
  _report public.order_reports := private.los_report(_report_id);
  _email text := private.los_address(_recipient);
  _key text := lower(_email);
  _pending public.account_los_addresses;
begin
  if _email is null then
    raise exception 'Please enter a valid email address' using errcode = '22023';
  end if;
  if _code is null or _code !~ '^[0-9]{6}$' then
    raise exception 'Enter the 6-digit code from the mail' using errcode = '22023';
  end if;
  perform private.check_los_packet_version(_packet_version);
  perform private.lock_los_requests(_caller);
  select * into _pending from public.account_los_addresses a where a.user_id = _caller and a.email = _key;
  if _pending.code_hash is null or _pending.code_expires_at <= now() then
    raise exception 'This code has expired or is no longer valid. Send the report again to get a new code.'
      using errcode = 'P0001';
  end if;
  if _pending.code_hash <> private.los_code_hash(_caller, _key, _code) then
    if _pending.code_attempts + 1 >= private.los_limit('code_tries') then
      update public.account_los_addresses set code_hash = null, code_expires_at = null, code_attempts = 0
      where user_id = _caller and email = _key;
      return 'code_voided';
    end if;
    update public.account_los_addresses set code_attempts = code_attempts + 1
    where user_id = _caller and email = _key;
    return 'wrong_code';
  end if;
  perform private.check_los_delivery_cap(_caller);
  update public.account_los_addresses
  set confirmed_at = now(), code_hash = null, code_expires_at = null, code_attempts = 0
  where user_id = _caller and email = _key;
  perform private.set_los_packet_version(_caller, _key, _packet_version);
  perform private.queue_los_mail(_report, _email, coalesce(_remember, false));
  return 'sent';
end
$$;
revoke all on function public.confirm_los_address(uuid, text, text, boolean, integer) from public, anon;
grant execute on function public.confirm_los_address(uuid, text, text, boolean, integer) to authenticated;
