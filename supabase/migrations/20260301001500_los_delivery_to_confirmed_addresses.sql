-- Send to LOS was an open relay (issue 28, item 1): queue_los_delivery mailed any address, any number of
-- times, with a PDF the customer had uploaded themselves, under our subject. From here on:
--
-- 1. A report goes only to an LOS address the account has confirmed. Asking to send to a new address queues
--    one mail to that address, holding a one-time 6-digit code (kept here as a SHA-256 hash, valid for
--    30 minutes, 5 wrong tries at most), and nothing else; the customer (the lender's team, who read that
--    inbox) types the code into confirm_los_address(), which confirms the address and sends the report.
-- 2. Limits per user over the last 24 hours, counted from the mail queue (outbound_emails.requested_by):
--    3 confirmation mails (so at most 3 new addresses a day) and 20 LOS deliveries. A lending team sends a
--    handful of reports a day; 20 is well above that, and it is one run of deliver-outbound-email, so one
--    account can never fill more than a day's worth of the queue. Exceeding either is PT429 (HTTP 429) and
--    writes nothing. The same numbers are LOS_LIMITS in src/backend/schemas/report.ts.
-- 3. The mail carries no file the customer made: only {"packet": <report id>}, which the sender builds from the
--    published report, and the body names the report, the entity, the conclusion and the link to the report.
--
-- account_los_settings stays what it was: the address the form starts from (written when a report goes out
-- with _remember).

alter table public.outbound_emails drop constraint outbound_emails_kind_check;
alter table public.outbound_emails add constraint outbound_emails_kind_check
  check (kind in ('report_ready', 'los_delivery', 'legal_review', 'los_confirmation'));
-- Who asked for a mail (the LOS mails only; null for the mails the platform sends on its own). No foreign key:
-- the count, and the record of who made us mail an address, outlive the account.
alter table public.outbound_emails add column requested_by uuid;
create index outbound_emails_requested_by_idx on public.outbound_emails (requested_by, kind, created_at)
  where requested_by is not null;

-- The LOS addresses of an account: confirmed (confirmed_at), or waiting for the code mailed to them.
-- email is kept lower-case (the address's identity); the mail goes to the address as the customer typed it.
-- Nobody reads or writes it through the API (the code's hash stays on the server): the functions below do.
create table public.account_los_addresses (
  user_id uuid not null references auth.users (id) on delete cascade,
  email text not null check (char_length(email) between 3 and 255 and email = lower(email)),
  confirmed_at timestamptz,
  code_hash text check (code_hash ~ '^[0-9a-f]{64}$'),
  code_expires_at timestamptz,
  code_attempts integer not null default 0 check (code_attempts >= 0),
  created_at timestamptz not null default now(),
  primary key (user_id, email),
  constraint account_los_addresses_code_whole check ((code_hash is null) = (code_expires_at is null))
);
revoke all on public.account_los_addresses from anon, authenticated;
alter table public.account_los_addresses enable row level security;

-- The limits, in one place (LOS_LIMITS of src/backend/schemas/report.ts is the same).
create function private.los_limit(_name text) returns integer
language sql immutable set search_path = '' as $$
  select case _name
    when 'new_addresses_per_day' then 3
    when 'deliveries_per_day' then 20
    when 'code_minutes' then 30
    when 'code_tries' then 5
  end
$$;
revoke all on function private.los_limit(text) from public;

-- The stored form of a code: bound to the account and the address, so a hash says nothing about another's.
create function private.los_code_hash(_user_id uuid, _email text, _code text) returns text
language sql immutable set search_path = '' as $$
  select encode(sha256(convert_to(_user_id::text || ':' || _email || ':' || _code, 'UTF8')), 'hex')
$$;
revoke all on function private.los_code_hash(uuid, text, text) from public;

-- emailSchema: trimmed, at most 255 characters, zod's email pattern; null when it is not an address.
create function private.los_address(_recipient text) returns text
language sql immutable set search_path = '' as $$
  select e from (select private.js_trim(_recipient) e) t
  where char_length(e) <= 255
    and e ~ '^(?:[A-Za-z0-9_''+-]+\.)*[A-Za-z0-9_''+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$'
$$;
revoke all on function private.los_address(text) from public;

-- The caller's report to hand off (an active owner's), or "Report not found" for anyone else.
create function private.los_report(_report_id uuid) returns public.order_reports
language plpgsql stable set search_path = '' as $$
declare
  _report public.order_reports;
  _order public.order_requests;
begin
  if private.caller_is_active() then
    select * into _report from public.order_reports r where r.id = _report_id;
    select * into _order from public.order_requests o where o.id = _report.order_id;
  end if;
  if _report.id is null or _order.user_id is distinct from (select auth.uid()) then
    raise exception 'Report not found' using errcode = 'PT404';
  end if;
  return _report;
end
$$;
revoke all on function private.los_report(uuid) from public;

-- The mails of one kind the caller asked for in the last 24 hours.
create function private.los_mails_today(_user_id uuid, _kind text) returns bigint
language sql stable set search_path = '' as $$
  select count(*) from public.outbound_emails e
  where e.requested_by = _user_id and e.kind = _kind and e.created_at > now() - interval '24 hours'
$$;
revoke all on function private.los_mails_today(uuid, text) from public;

-- One caller's LOS requests run one at a time, so two at once cannot both pass a limit.
create function private.lock_los_requests(_user_id uuid) returns void
language sql volatile set search_path = '' as $$
  select pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('los_requests:' || _user_id::text, 0))
$$;
revoke all on function private.lock_los_requests(uuid) from public;

-- The daily cap on deliveries, checked before anything is written.
create function private.check_los_delivery_cap(_user_id uuid) returns void
language plpgsql stable set search_path = '' as $$
begin
  if private.los_mails_today(_user_id, 'los_delivery') >= private.los_limit('deliveries_per_day') then
    raise exception 'You can send at most % reports to your LOS in 24 hours. Please try again tomorrow.',
      private.los_limit('deliveries_per_day') using errcode = 'PT429';
  end if;
end
$$;
revoke all on function private.check_los_delivery_cap(uuid) from public;

-- The LOS mail: the report's data packet (built by the sender from the published report) and the link to
-- the report, under a body naming the report, the entity and the conclusion. Never a file of the customer's.
create function private.queue_los_mail(_report public.order_reports, _email text, _remember boolean) returns void
language plpgsql volatile set search_path = '' as $$
declare
  _caller uuid := (select auth.uid());
  _order public.order_requests;
  _number text;
begin
  select * into _order from public.order_requests o where o.id = _report.order_id;
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
      format('Attached: the report''s JSON data packet (schema version %s), built by EntityLens from the published report.',
             _report.content ->> 'schemaVersion'),
      '',
      'EntityLens'
    ], E'\n'),
    _order.id, _report.id,
    jsonb_build_array(jsonb_build_object('packet', _report.id)),
    _caller
  );
end
$$;
revoke all on function private.queue_los_mail(public.order_reports, text, boolean) from public;

drop function public.queue_los_delivery(uuid, text, text, boolean);

-- The owner hands a published report on to their LOS. To a confirmed address of theirs it is queued at once
-- ('sent'); to any other, a code to confirm the address is mailed there and nothing else ('confirmation_sent').
create function public.queue_los_delivery(_report_id uuid, _recipient text, _remember boolean)
returns text
language plpgsql volatile security definer set search_path = '' as $$
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
  perform private.lock_los_requests(_caller);
  perform private.check_los_delivery_cap(_caller);

  if exists (select 1 from public.account_los_addresses a
             where a.user_id = _caller and a.email = _key and a.confirmed_at is not null) then
    perform private.queue_los_mail(_report, _email, coalesce(_remember, false));
    return 'sent';
  end if;

  if private.los_mails_today(_caller, 'los_confirmation') >= private.los_limit('new_addresses_per_day') then
    raise exception 'You can confirm at most % new LOS addresses in 24 hours. Please try again tomorrow, or send to an address you have confirmed.',
      private.los_limit('new_addresses_per_day') using errcode = 'PT429';
  end if;
  -- Six digits from the server's strong random source (gen_random_uuid's first 32 bits are random).
  _code := lpad((('x' || left(replace(gen_random_uuid()::text, '-', ''), 8))::bit(32)::bigint % 1000000)::text, 6, '0');
  insert into public.account_los_addresses (user_id, email, code_hash, code_expires_at)
  values (_caller, _key, private.los_code_hash(_caller, _key, _code),
          now() + make_interval(mins => private.los_limit('code_minutes')))
  on conflict (user_id, email) do update
    set code_hash = excluded.code_hash, code_expires_at = excluded.code_expires_at, code_attempts = 0;
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
revoke all on function public.queue_los_delivery(uuid, text, boolean) from public, anon;
grant execute on function public.queue_los_delivery(uuid, text, boolean) to authenticated;

-- The customer types the code mailed to a new address: the address is confirmed and the report sent ('sent').
-- A wrong code counts a try and answers 'wrong_code' (an answer, not an error, so the count is kept); the last
-- allowed wrong try voids the code ('code_voided'). No code waiting, an expired or voided one: P0001.
create function public.confirm_los_address(_report_id uuid, _recipient text, _code text, _remember boolean)
returns text
language plpgsql volatile security definer set search_path = '' as $$
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
  perform private.queue_los_mail(_report, _email, coalesce(_remember, false));
  return 'sent';
end
$$;
revoke all on function public.confirm_los_address(uuid, text, text, boolean) from public, anon;
grant execute on function public.confirm_los_address(uuid, text, text, boolean) to authenticated;
