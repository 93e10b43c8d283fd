-- Issue 42 §1: the status mails of migration 1900 (and publish_report's report mail) were an open relay. They
-- went to the order's `email`, which the customer types freely, with the customer's name, entity name and
-- message in the subject and body; ordering and cancelling before review refunds the credit, so one credit sent
-- unlimited mails to any address. From here on:
--
-- 1. Customer mails (order_status, report_ready) go to the account's own address: auth.users.email of the
--    order's owner, confirmed, as it is when the mail is queued. An owner without one (unconfirmed, or a deleted
--    user whose records outlive them, migration 1510) gets no mail; the move or the report happens all the same.
--    The order's `email` stays what the form collected and is mailed nothing. (LOS mails already go only to
--    confirmed LOS addresses, migration 1500; the partner firm's to its configured address: unchanged.)
-- 2. Nothing typed goes into a subject: 'Your order <reference>: <status>', 'Your report <number> is ready',
--    'Corrected report <number>' (the reference is the order's short reference, the first 8 characters of its id
--    in capitals, as the portal shows it; the report number embeds it). In the body every typed value (name,
--    entity name, messages, the correction note) goes through private.mail_text(): each run of control
--    characters (CR, LF, tab, the C0 and C1 sets, the line and paragraph separators, bidi overrides and
--    isolates) becomes one space, outer spaces go, and it is cut to 100 (name), 150 (entity name) or 1,000
--    (message, note) characters, the last an ellipsis. The stored values are not changed.
-- 3. At most 50 status mails per account in 24 hours: the move past that is made and recorded, and queues no
--    mail (the portal shows the status; report mails are not counted). A customer cancels at most 3 of their
--    orders before review in 24 hours: the next is refused (PT429, HTTP 429) and writes nothing, so
--    order-then-cancel cannot be repeated without limit. The team's cancels are not counted. The same numbers
--    are ORDER_LIMITS in src/backend/schemas/order.ts; the twins are mocks/handlers/order-lifecycle.ts and
--    reports.ts.
-- 4. (Issue 42 §6.) record_sos_lookup() refuses a looked_up_by that is no user (never one, or deleted while the
--    provider answered): PT404, nothing written. Its audit entry joined auth.users, so such a lookup was stored
--    with no entry naming who bought it. The twin is mocks/handlers/sos-lookups.ts.

-- The limits, in one place (ORDER_LIMITS of src/backend/schemas/order.ts is the same).
create function private.order_limit(_name text) returns integer
language sql immutable set search_path = pg_catalog, pg_temp as $$
  select case _name
    when 'status_mails_per_day' then 50
    when 'cancels_per_day' then 3
  end
$$;
revoke all on function private.order_limit(text) from public;

-- An order's short reference, as the portal shows it (orderReference of src/components/orders/format.ts).
create function private.order_reference(_order_id uuid) returns text
language sql immutable set search_path = pg_catalog, pg_temp as $$
  select upper(left(_order_id::text, 8))
$$;
revoke all on function private.order_reference(uuid) from public;

-- A typed value as a mail body shows it: one line, at most _max characters (mailText() of the twin).
create function private.mail_text(_value text, _max integer) returns text
language sql immutable set search_path = pg_catalog, pg_temp as $$
  select case when char_length(v) > _max then left(v, _max - 1) || '…' else v end
  from (select btrim(regexp_replace(coalesce(_value, ''),
                                    '[\u0001-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]+', ' ', 'g'),
                     ' ') v) t
$$;
revoke all on function private.mail_text(text, integer) from public;

-- Where an account's mails go: its confirmed sign-in address, or null (no mail).
create function private.account_mail_address(_user_id uuid) returns text
language sql stable security definer set search_path = pg_catalog, pg_temp as $$
  select u.email from auth.users u where u.id = _user_id and u.email_confirmed_at is not null
$$;
revoke all on function private.account_mail_address(uuid) from public;

-- The cap's count reads one account's status mails by order and time.
create index outbound_emails_order_status_idx on public.outbound_emails (order_id, created_at)
  where kind = 'order_status';

-- The status mails queued about an account's orders in the last 24 hours.
create function private.status_mails_today(_user_id uuid) returns bigint
language sql stable security definer set search_path = pg_catalog, pg_temp as $$
  select count(*) from public.outbound_emails e join public.order_requests o on o.id = e.order_id
  where o.user_id = _user_id and e.kind = 'order_status' and e.created_at > now() - interval '24 hours'
$$;
revoke all on function private.status_mails_today(uuid) from public;

-- The customer's own cancels (before review: the only ones they can make) in the last 24 hours.
create function private.customer_cancels_today(_user_id uuid) returns bigint
language sql stable security definer set search_path = pg_catalog, pg_temp as $$
  select count(*) from public.order_status_history h join public.order_requests o on o.id = h.order_id
  where o.user_id = _user_id and h.actor = 'customer' and h.to_status = 'Cancelled'
    and h.created_at > now() - interval '24 hours'
$$;
revoke all on function private.customer_cancels_today(uuid) from public;

-- The mail to the account about its order's new status: the move, the message (the team's, or the customer's
-- own), the refund when this move gave one, and the link to the order. None past the day's cap, none without a
-- confirmed address. Same signature as migration 1900's, so private.move_order() calls it unchanged.
create or replace function private.queue_order_status_mail(
  _order public.order_requests, _to text, _message text, _actor text, _refunded boolean
) returns void
language plpgsql volatile security definer set search_path = pg_catalog, pg_temp as $$
declare
  _recipient text := private.account_mail_address(_order.user_id);
  _reference text := private.order_reference(_order.id);
  _note text := private.trimmed(_message);
  _lines text[];
begin
  if _recipient is null then
    return;
  end if;
  -- One account's mails are counted one move at a time, so two at once cannot both pass the cap.
  perform pg_advisory_xact_lock(hashtextextended('status_mails:' || _order.user_id::text, 0));
  if private.status_mails_today(_order.user_id) >= private.order_limit('status_mails_per_day') then
    return;
  end if;
  _lines := array[
    format('Hello %s,', private.mail_text(_order.name, 100)),
    '',
    format('Your order %s for %s (%s, %s) is now: %s.', _reference, private.mail_text(_order.entity_legal_name, 150),
           _order.report_type, _order.formation_state, _to)
  ];
  if _note is not null then
    _lines := _lines || array['', case _actor when 'staff' then 'Message from our team:' else 'Your message:' end,
                              private.mail_text(_note, 1000)];
  end if;
  if _refunded then
    _lines := _lines || array['', 'The credit this order used is back on your account.'];
  end if;
  _lines := _lines || array['', 'See the order: ' || private.order_link(_order.id)];
  insert into public.outbound_emails (kind, recipient, subject, body, order_id)
  values ('order_status', _recipient, format('Your order %s: %s', _reference, _to),
          array_to_string(_lines, E'\n'), _order.id);
end
$$;

-- The report mail of publish_report(): a new report, one after legal review, or a correction, to the account.
-- _was is the order's status before publishing; _note the correction note (trimmed).
create function private.queue_report_ready_mail(
  _order public.order_requests, _report public.order_reports, _was text, _note text
) returns void
language plpgsql volatile security definer set search_path = pg_catalog, pg_temp as $$
declare
  _recipient text := private.account_mail_address(_order.user_id);
  _number text := private.report_number(_order.id, _report.version);
  _entity text := format('%s (%s, %s)', private.mail_text(_order.entity_legal_name, 150), _order.report_type,
                         _order.formation_state);
  _lines text[];
begin
  if _recipient is null then
    return;
  end if;
  _lines := array[
    format('Hello %s,', private.mail_text(_order.name, 100)),
    '',
    case _was
      when 'Report ready' then format('We corrected the report for %s: %s replaces the earlier version.', _entity, _number)
      when 'Escalated' then format('The report for %s is ready after the partner firm''s legal review: %s.', _entity, _number)
      else format('The report for %s is ready: %s.', _entity, _number)
    end
  ];
  if _was = 'Report ready' then
    _lines := _lines || array['', 'What changed: ' || private.mail_text(_note, 1000)];
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
    'report_ready', _recipient,
    case when _was = 'Report ready' then format('Corrected report %s', _number)
         else format('Your report %s is ready', _number) end,
    array_to_string(_lines, E'\n'), _order.id, _report.id
  );
end
$$;
revoke all on function private.queue_report_ready_mail(public.order_requests, public.order_reports, text, text) from public;

-- Migration 0800's status change, with the customer's daily cap on cancels checked last, before anything is
-- written (under the owner's ledger lock, which the refund takes anyway, so two cancels at once are counted).
create or replace function public.set_order_status(_order_id uuid, _status text, _message text) returns void
language plpgsql volatile security definer set search_path = pg_catalog, pg_temp as $$
declare
  _order public.order_requests;
  _is_admin boolean := private.caller_is_admin();
begin
  if _order_id is null then
    raise exception 'Order not found' using errcode = 'PT404';
  end if;
  if char_length(_message) > 2000 then
    raise exception 'Message must be less than 2000 characters' using errcode = '22023';
  end if;
  _order := private.order_for_change(_order_id);
  if not _is_admin and not (_order.user_id = (select auth.uid()) and _status is not distinct from 'Cancelled') then
    raise exception 'Only admins can change the status of an order' using errcode = '42501';
  end if;
  if not _is_admin and _order.status <> 'Submitted' then
    raise exception 'An order can be cancelled only before review starts' using errcode = 'P0001';
  end if;
  if _status is null or not private.order_transition_allowed(_order.status, _status) then
    raise exception 'An order that is % cannot move to %', _order.status, coalesce(_status, 'no status')
      using errcode = 'P0001', hint = 'invalid_transition';
  end if;
  if _status = 'Needs documents' and private.trimmed(_message) is null then
    raise exception 'Tell the customer which documents are needed' using errcode = '22023';
  end if;
  if not _is_admin then
    perform private.lock_and_read_balance(_order.user_id);
    if private.customer_cancels_today(_order.user_id) >= private.order_limit('cancels_per_day') then
      raise exception 'You can cancel at most % orders in 24 hours, so this order was not cancelled. Please try again tomorrow.',
        private.order_limit('cancels_per_day') using errcode = 'PT429';
    end if;
  end if;
  perform private.move_order(_order, _status, _message, case when _is_admin then 'staff' else 'customer' end);
end
$$;

-- Migration 1700's publish_report, its report mail now private.queue_report_ready_mail() (to the account, a
-- subject of fixed words and the report number, cleaned values). Everything else is unchanged.
create or replace function public.publish_report(_order_id uuid, _content jsonb, _note text, _reviews jsonb)
returns public.order_reports
language plpgsql volatile security definer set search_path = pg_catalog, pg_temp as $$
declare
  _order public.order_requests;
  _errors jsonb;
  _note_text text := private.trimmed(_note);
  _report public.order_reports;
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
  perform private.queue_report_ready_mail(_order, _report, _order.status, _note_text);
  return _report;
end
$$;

-- Migration 1800's record_sos_lookup(), with who looked it up checked last: an existing user, or PT404 and
-- nothing written (the audit entry below needs that user).
create or replace function public.record_sos_lookup(
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
  if not exists (select 1 from auth.users u where u.id = _looked_up_by) then
    raise exception 'The user who looked it up was not found' using errcode = 'PT404';
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
