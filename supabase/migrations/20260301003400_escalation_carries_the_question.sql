-- Issue 47 §3: the escalation carries the customer's question and says exactly what it sends. Until now the
-- partner firm's mail said "the documents the customer provided" even after the 90-day housekeeping removed them,
-- and the customer had nowhere to write what the attorney should answer (the CounselNet page promises "add a note
-- on what you need answered").
--
-- 1. public.order_escalations: one row per order the customer escalated (at most one: an order is escalated
--    once), written only by escalate_order(): the question, the report version sent, the names of the documents
--    sent or the date they were removed, who escalated and when. The order's owner and active staff read it;
--    nobody writes it through the API. Plain values, so the record outlives the account (migration 1510).
-- 2. escalate_order(_order_id, _question): the question is required (trimmed as JavaScript trims, 1 to 2,000
--    characters; 22023 otherwise), checked after every check of the order, so a refusal of the order reads as
--    before. The one-argument call reaches it with a null question and is refused the same way.
-- 3. The firm's mail carries the question and the exact list of what goes: the report version's data packet, each
--    document still held by name, or "documents no longer held since <date>".
-- The twin is mocks/handlers/escalations.ts.

create table public.order_escalations (
  order_id uuid primary key references public.order_requests (id) on delete cascade,
  report_id uuid not null references public.order_reports (id) on delete cascade,
  report_version integer not null check (report_version >= 1),
  question text not null check (char_length(question) between 1 and 2000),
  -- The names of the documents sent, in the order's order; [] when they had been removed.
  documents jsonb not null default '[]' check (jsonb_typeof(documents) = 'array'),
  documents_purged_at timestamptz,
  escalated_by uuid,
  escalated_at timestamptz not null default now()
);

revoke all on public.order_escalations from anon, authenticated;
grant select on public.order_escalations to authenticated;
alter table public.order_escalations enable row level security;
-- As los_handoffs_select: the owner of the order (the order's policy applies inside the subquery), active staff.
create policy order_escalations_select on public.order_escalations for select to authenticated
  using (
    (select private.caller_is_active())
    and (
      (select private.caller_is_staff())
      or exists (select 1 from public.order_requests o where o.id = order_id and o.user_id = (select auth.uid()))
    )
  );

-- "March 2, 2026": the date as the customer's dialog writes it (reportDate() of the app), in UTC.
create function private.escalation_date(_at timestamptz) returns text
language sql immutable set search_path = pg_catalog, pg_temp as $$
  select to_char(_at at time zone 'UTC', 'FMMonth FMDD, YYYY')
$$;
revoke all on function private.escalation_date(timestamptz) from public;

drop function public.escalate_order(uuid);

-- The owner sends a ready report to the partner firm's legal review with their question, once per order: the
-- order becomes Escalated, its credit is refunded (private.move_order's rule), the escalation is recorded and the
-- firm is mailed the question, the report's data packet and the documents still held.
-- Anyone but the active owner: "Order not found".
create function public.escalate_order(_order_id uuid, _question text default null) returns void
language plpgsql volatile security definer set search_path = pg_catalog, pg_temp as $$
declare
  _order public.order_requests;
  _report public.order_reports;
  _question_text text := nullif(private.js_trim(_question), '');
  _number text;
  _names jsonb;
  _paths jsonb;
  _sent text[];
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
  if _question_text is null then
    raise exception 'Add a note on what you need answered' using errcode = '22023';
  end if;
  if char_length(_question_text) > 2000 then
    raise exception 'The note on what you need answered must be at most 2,000 characters' using errcode = '22023';
  end if;

  perform private.move_order(_order, 'Escalated', 'Escalated to legal review by the customer', 'customer');

  _number := private.report_number(_order.id, _report.version);
  -- The documents still held: each one's name and stored file, in the order's order.
  select coalesce(jsonb_agg(d -> 'name' order by n), '[]'), coalesce(jsonb_agg(d -> 'storage_path' order by n), '[]')
  into _names, _paths
  from jsonb_array_elements(_order.documents) with ordinality e(d, n)
  where _order.documents_purged_at is null and jsonb_typeof(d -> 'storage_path') = 'string';

  _sent := array[format('- Report version %s: its data packet (JSON), attached', _report.version)];
  if _order.documents_purged_at is null then
    _sent := _sent || array(select format('- %s, attached', private.mail_text(n, 255))
                            from jsonb_array_elements_text(_names) with ordinality e(n, i) order by i);
  else
    _sent := _sent || format('- No documents: documents no longer held since %s (removed after the 90-day retention period)',
                             private.escalation_date(_order.documents_purged_at));
  end if;

  insert into public.order_escalations
    (order_id, report_id, report_version, question, documents, documents_purged_at, escalated_by)
  values (_order.id, _report.id, _report.version, _question_text, _names, _order.documents_purged_at, _order.user_id);

  insert into public.outbound_emails (kind, recipient, subject, body, order_id, report_id, attachments)
  values (
    'legal_review', private.setting('partner_firm_email'),
    format('Legal review request: %s (%s)', _order.entity_legal_name, _number),
    array_to_string(array[
      format('Hello %s,', private.setting('partner_firm_name')),
      '',
      'A customer asks for your legal review of this report.',
      '',
      'What the customer needs answered:',
      _question_text,
      '',
      'Report: ' || _number,
      format('Entity: %s (%s, %s)', _order.entity_legal_name, _order.report_type, _order.formation_state),
      'Property state: ' || coalesce(_order.property_state, 'not given'),
      'Loan reference: ' || coalesce(_order.loan_reference, 'not given'),
      format('Customer: %s <%s>%s', _order.name, _order.email, coalesce(', ' || _order.company, '')),
      'Order: ' || _order.id,
      '',
      'What we send you:'
    ] || _sent || array[
      '',
      'EntityLens'
    ], E'\n'),
    _order.id, _report.id,
    jsonb_build_array(jsonb_build_object('packet', _report.id)) || _paths
  );
end
$$;
revoke all on function public.escalate_order(uuid, text) from public, anon;
grant execute on function public.escalate_order(uuid, text) to authenticated;
