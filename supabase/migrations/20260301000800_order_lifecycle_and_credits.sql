-- Orders get a lifecycle, a history and a price: one credit per report, from a ledger.
--
-- Lifecycle (public.order_requests.status; the transitions are private.order_transition_allowed()):
--   Submitted -> In review | Needs documents | Cancelled
--   In review -> Needs documents | Escalated | Report ready | Cancelled
--   Needs documents -> In review (staff, or the customer's resubmission with more documents) | Cancelled
--   Escalated -> Report ready | Cancelled            (legal review by the partner firm, SPEC §1)
--   Report ready, Cancelled: final.
-- Staff (active admins) make every move; the owner may only cancel a Submitted order (before review), and
-- resubmit a Needs documents order with more documents (public.resubmit_order).
--
-- Ledger (public.credit_ledger; the balance is the sum of credits): purchase (+n, staff, amount paid
-- recorded), order_debit (-1, written by the order insert itself), refund (+1, when an order is cancelled
-- while Submitted, or escalated to legal review, whose fee is credited back: SPEC §1; at most one per order),
-- adjustment (+/-n, staff, reason required, never below zero). Nobody writes it through the API.
--
-- Readers: the owner reads their orders, history and ledger; active admins read everything; active
-- moderators read every order and its history (the queue), not the ledger nor other users' files.

create function private.current_terms_version() returns text
language sql immutable set search_path = '' as $$
  select 'v.20250822'
$$;

-- Admins and moderators who are not Suspended: the staff who may read the order queue.
create function private.caller_is_staff() returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1
    from public.user_roles ur
    join public.profiles p on p.id = ur.user_id
    where ur.user_id = (select auth.uid()) and ur.role in ('admin', 'moderator')
      and p.status is distinct from 'Suspended'
  )
$$;

create function private.order_transition_allowed(_from text, _to text) returns boolean
language sql immutable set search_path = '' as $$
  select (_from, _to) in (
    ('Submitted', 'In review'), ('Submitted', 'Needs documents'), ('Submitted', 'Cancelled'),
    ('In review', 'Needs documents'), ('In review', 'Escalated'), ('In review', 'Report ready'),
    ('In review', 'Cancelled'),
    ('Needs documents', 'In review'), ('Needs documents', 'Cancelled'),
    ('Escalated', 'Report ready'), ('Escalated', 'Cancelled')
  )
$$;

-- A message or note without its surrounding whitespace (tabs and line breaks too, as the port's zod trim() does;
-- btrim() alone takes only spaces), or null when nothing is left.
create function private.trimmed(_text text) returns text
language sql immutable set search_path = '' as $$
  select nullif(regexp_replace(_text, '^[[:space:]]+|[[:space:]]+$', '', 'g'), '')
$$;

revoke all on function private.trimmed(text) from public;
revoke all on function private.current_terms_version() from public;
revoke all on function private.caller_is_staff() from public;
revoke all on function private.order_transition_allowed(text, text) from public;
grant execute on function private.caller_is_staff() to authenticated;

-- The order's new fields. Rows stored before this migration keep a null terms_version.
alter table public.order_requests
  add column property_state text,
  add column loan_reference text check (char_length(btrim(loan_reference)) between 1 and 100),
  add column terms_version text,
  add column updated_at timestamptz not null default now(),
  add column documents_purged_at timestamptz,
  add constraint order_requests_status_check check (status in (
    'Submitted', 'In review', 'Needs documents', 'Escalated', 'Report ready', 'Cancelled'
  )),
  add constraint order_requests_property_state_check check (property_state is null or property_state in (
    'Alabama', 'Alaska', 'Arizona', 'Arkansas', 'California', 'Colorado', 'Connecticut', 'Delaware',
    'District of Columbia', 'Florida', 'Georgia', 'Hawaii', 'Idaho', 'Illinois', 'Indiana', 'Iowa', 'Kansas',
    'Kentucky', 'Louisiana', 'Maine', 'Maryland', 'Massachusetts', 'Michigan', 'Minnesota', 'Mississippi',
    'Missouri', 'Montana', 'Nebraska', 'Nevada', 'New Hampshire', 'New Jersey', 'New Mexico', 'New York',
    'North Carolina', 'North Dakota', 'Ohio', 'Oklahoma', 'Oregon', 'Pennsylvania', 'Rhode Island',
    'South Carolina', 'South Dakota', 'Tennessee', 'Texas', 'Utah', 'Vermont', 'Virginia', 'Washington',
    'West Virginia', 'Wisconsin', 'Wyoming'
  )),
  -- Documents are kept at least 90 days after submission (the terms); never marked removed earlier.
  add constraint order_requests_purge_after_retention check (
    documents_purged_at is null or documents_purged_at >= created_at + interval '90 days'
  );
create index order_requests_status_created_at_idx on public.order_requests (status, created_at desc);

grant insert (property_state, loan_reference, terms_version) on public.order_requests to authenticated;

-- Moderators join admins as readers of every order (the queue).
drop policy order_requests_select on public.order_requests;
create policy order_requests_select on public.order_requests for select to authenticated
  using ((select private.caller_is_active()) and (user_id = (select auth.uid()) or (select private.caller_is_staff())));

-- The history: one row per status change, the submission included. actor says who moved it, for the customer.
create table public.order_status_history (
  id uuid primary key default gen_random_uuid(),
  order_id uuid not null references public.order_requests (id) on delete cascade,
  from_status text,
  to_status text not null,
  message text check (char_length(message) <= 2000),
  actor text not null check (actor in ('customer', 'staff')),
  changed_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now()
);
create index order_status_history_order_id_idx on public.order_status_history (order_id, created_at);

revoke all on public.order_status_history from anon, authenticated;
grant select on public.order_status_history to authenticated;
alter table public.order_status_history enable row level security;
create policy order_status_history_select on public.order_status_history for select to authenticated
  using (
    (select private.caller_is_active())
    and (
      (select private.caller_is_staff())
      or exists (select 1 from public.order_requests o where o.id = order_id and o.user_id = (select auth.uid()))
    )
  );

create table public.credit_ledger (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  kind text not null check (kind in ('purchase', 'order_debit', 'refund', 'adjustment')),
  credits integer not null check (credits <> 0),
  amount_paid_cents integer check (amount_paid_cents >= 0),
  reason text check (char_length(reason) <= 500),
  order_id uuid references public.order_requests (id) on delete set null,
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  constraint credit_ledger_kind_rules check (case kind
    when 'purchase' then credits > 0 and amount_paid_cents is not null
    when 'order_debit' then credits = -1 and amount_paid_cents is null
    when 'refund' then credits = 1 and amount_paid_cents is null
    else amount_paid_cents is null and char_length(btrim(reason)) > 0
  end)
);
create index credit_ledger_user_id_created_at_idx on public.credit_ledger (user_id, created_at desc);
create unique index credit_ledger_one_debit_per_order on public.credit_ledger (order_id) where kind = 'order_debit';
create unique index credit_ledger_one_refund_per_order on public.credit_ledger (order_id) where kind = 'refund';

revoke all on public.credit_ledger from anon, authenticated;
grant select on public.credit_ledger to authenticated;
alter table public.credit_ledger enable row level security;
create policy credit_ledger_select on public.credit_ledger for select to authenticated
  using ((select private.caller_is_active()) and (user_id = (select auth.uid()) or (select private.caller_is_admin())));

-- Serialises every ledger write of one user, then answers their balance as committed (read committed: each
-- statement after the lock sees the writes committed before it was granted).
create function private.lock_and_read_balance(_user_id uuid) returns integer
language plpgsql volatile security definer set search_path = '' as $$
begin
  perform pg_advisory_xact_lock(hashtext('private.credit_ledger'), hashtext(_user_id::text));
  return (select coalesce(sum(l.credits), 0) from public.credit_ledger l where l.user_id = _user_id);
end
$$;
revoke all on function private.lock_and_read_balance(uuid) from public;

-- The order insert, after the row passed its policy and check constraints (status, created_at and
-- documents_purged_at are not granted, so the API cannot choose them): the Terms accepted must be the
-- current version, and one credit is debited with the first history row in the same statement, or nothing
-- is written. The balance is read under the user's ledger lock, so concurrent orders cannot overdraw it.
create function private.order_requests_after_insert() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.terms_version is distinct from private.current_terms_version() then
    raise exception 'Please accept the current Terms of Service (%) to order a report', private.current_terms_version()
      using errcode = 'P0001', hint = 'terms_not_accepted';
  end if;
  if private.lock_and_read_balance(new.user_id) < 1 then
    raise exception 'You have no credits left. Each report uses one credit: please buy credits to order a report'
      using errcode = 'P0001', hint = 'no_credits';
  end if;
  insert into public.credit_ledger (user_id, kind, credits, order_id, created_by, reason, created_at)
  values (new.user_id, 'order_debit', -1, new.id, (select auth.uid()), 'Report order', new.created_at);
  insert into public.order_status_history (order_id, from_status, to_status, actor, changed_by, created_at)
  values (new.id, null, 'Submitted', 'customer', (select auth.uid()), new.created_at);
  return null;
end
$$;
create trigger order_requests_after_insert after insert on public.order_requests
  for each row execute function private.order_requests_after_insert();

-- Moves an order and writes its history; refunds where the ledger rules say so.
create function private.move_order(_order public.order_requests, _to text, _message text, _actor text)
returns void
language plpgsql volatile security definer set search_path = '' as $$
begin
  update public.order_requests set status = _to, updated_at = now() where id = _order.id;
  insert into public.order_status_history (order_id, from_status, to_status, message, actor, changed_by)
  values (_order.id, _order.status, _to, private.trimmed(_message), _actor, (select auth.uid()));
  if (_to = 'Cancelled' and _order.status = 'Submitted') or _to = 'Escalated' then
    perform private.lock_and_read_balance(_order.user_id);
    insert into public.credit_ledger (user_id, kind, credits, order_id, created_by, reason)
    values (_order.user_id, 'refund', 1, _order.id, (select auth.uid()),
            case _to when 'Escalated' then 'Escalated to legal review' else 'Cancelled before review' end)
    on conflict (order_id) where kind = 'refund' do nothing;
  end if;
end
$$;
revoke all on function private.move_order(public.order_requests, text, text, text) from public;

-- Looks the order up for a status change, locked; hidden and missing orders are the same "not found".
create function private.order_for_change(_order_id uuid) returns public.order_requests
language plpgsql volatile security definer set search_path = '' as $$
declare
  _order public.order_requests;
begin
  if not private.caller_is_active() then
    raise exception 'Order not found' using errcode = 'PT404';
  end if;
  select * into _order from public.order_requests o where o.id = _order_id for update;
  if not found or (_order.user_id is distinct from (select auth.uid()) and not private.caller_is_staff()) then
    raise exception 'Order not found' using errcode = 'PT404';
  end if;
  return _order;
end
$$;
revoke all on function private.order_for_change(uuid) from public;

-- The status change of the order page. Admins move any order along the lifecycle; the owner may cancel a
-- Submitted order. The message goes to the customer (required when asking for documents).
create function public.set_order_status(_order_id uuid, _status text, _message text) returns void
language plpgsql volatile security definer set search_path = '' as $$
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
  perform private.move_order(_order, _status, _message, case when _is_admin then 'staff' else 'customer' end);
end
$$;
revoke all on function public.set_order_status(uuid, text, text) from public, anon;
grant execute on function public.set_order_status(uuid, text, text) to authenticated;

-- The customer's answer to Needs documents: more of their own uploads, then back to In review.
create function public.resubmit_order(_order_id uuid, _documents jsonb, _message text) returns void
language plpgsql volatile security definer set search_path = '' as $$
declare
  _order public.order_requests;
  _all jsonb;
begin
  if _order_id is null then
    raise exception 'Order not found' using errcode = 'PT404';
  end if;
  _order := private.order_for_change(_order_id);
  if _order.user_id is distinct from (select auth.uid()) then
    raise exception 'Only the customer who placed an order can add documents to it' using errcode = '42501';
  end if;
  if _order.status <> 'Needs documents' then
    raise exception 'Documents can be added only when an order needs documents' using errcode = 'P0001';
  end if;
  if char_length(_message) > 2000 then
    raise exception 'Message must be less than 2000 characters' using errcode = '22023';
  end if;
  if jsonb_typeof(_documents) is distinct from 'array' or jsonb_array_length(_documents) = 0 then
    raise exception 'Please upload at least one PDF document' using errcode = '22023';
  end if;
  _all := _order.documents || _documents;
  if not private.valid_order_documents(_all) then
    raise exception 'An order holds at most 10 documents of 1 byte to 20 MB each' using errcode = '22023';
  end if;
  if not private.documents_are_own_uploads(_documents) then
    raise exception 'new row violates row-level security policy for table "order_requests"' using errcode = '42501';
  end if;
  update public.order_requests set documents = _all where id = _order.id;
  perform private.move_order(_order, 'In review', _message, 'customer');
end
$$;
revoke all on function public.resubmit_order(uuid, jsonb, text) from public, anon;
grant execute on function public.resubmit_order(uuid, jsonb, text) to authenticated;

-- A balance: the caller's own, or anyone's for an admin.
create function public.credit_balance(_user_id uuid) returns integer
language plpgsql stable security definer set search_path = '' as $$
begin
  if not private.caller_is_active()
     or (_user_id is distinct from (select auth.uid()) and not private.caller_is_admin()) then
    raise exception 'Only admins can read another customer''s credits' using errcode = '42501';
  end if;
  return (select coalesce(sum(l.credits), 0) from public.credit_ledger l where l.user_id = _user_id);
end
$$;
revoke all on function public.credit_balance(uuid) from public, anon;
grant execute on function public.credit_balance(uuid) to authenticated;

-- Staff record a purchase: the credits bought and the amount paid (the liability cap of the terms is the
-- amount paid in the prior 12 months).
create function public.grant_credits(_user_id uuid, _credits integer, _amount_paid_cents integer, _reason text)
returns void
language plpgsql volatile security definer set search_path = '' as $$
begin
  if not private.caller_is_admin() then
    raise exception 'Only admins can manage credits' using errcode = '42501';
  end if;
  if _credits is null or _credits not between 1 and 10000 then
    raise exception 'Credits must be a whole number from 1 to 10000' using errcode = '22023';
  end if;
  if _amount_paid_cents is null or _amount_paid_cents not between 0 and 100000000 then
    raise exception 'Amount paid must be from $0 to $1,000,000' using errcode = '22023';
  end if;
  if char_length(_reason) > 500 then
    raise exception 'Note must be less than 500 characters' using errcode = '22023';
  end if;
  if _user_id is null or not exists (select 1 from auth.users u where u.id = _user_id) then
    raise exception 'User not found' using errcode = 'PT404';
  end if;
  perform private.lock_and_read_balance(_user_id);
  insert into public.credit_ledger (user_id, kind, credits, amount_paid_cents, reason, created_by)
  values (_user_id, 'purchase', _credits, _amount_paid_cents, private.trimmed(_reason), (select auth.uid()));
end
$$;
revoke all on function public.grant_credits(uuid, integer, integer, text) from public, anon;
grant execute on function public.grant_credits(uuid, integer, integer, text) to authenticated;

-- Staff correct a balance up or down, with the reason; a balance never goes below zero.
create function public.adjust_credits(_user_id uuid, _credits integer, _reason text) returns void
language plpgsql volatile security definer set search_path = '' as $$
begin
  if not private.caller_is_admin() then
    raise exception 'Only admins can manage credits' using errcode = '42501';
  end if;
  if _credits is null or _credits = 0 or _credits not between -10000 and 10000 then
    raise exception 'An adjustment is a whole number of credits from -10000 to 10000, not 0' using errcode = '22023';
  end if;
  if private.trimmed(_reason) is null then
    raise exception 'Give the reason for the adjustment' using errcode = '22023';
  end if;
  if char_length(_reason) > 500 then
    raise exception 'Note must be less than 500 characters' using errcode = '22023';
  end if;
  if _user_id is null or not exists (select 1 from auth.users u where u.id = _user_id) then
    raise exception 'User not found' using errcode = 'PT404';
  end if;
  if private.lock_and_read_balance(_user_id) + _credits < 0 then
    raise exception 'An adjustment cannot take a balance below zero' using errcode = 'P0001';
  end if;
  insert into public.credit_ledger (user_id, kind, credits, reason, created_by)
  values (_user_id, 'adjustment', _credits, private.trimmed(_reason), (select auth.uid()));
end
$$;
revoke all on function public.adjust_credits(uuid, integer, text) from public, anon;
grant execute on function public.adjust_credits(uuid, integer, text) to authenticated;

-- Retention housekeeping (service role only, from the purge-order-documents function): the orders whose
-- documents may go, and the mark that they went. The mark's check constraint refuses anything earlier.
create function public.orders_past_document_retention() returns setof public.order_requests
language sql stable security invoker set search_path = '' as $$
  select * from public.order_requests o
  where o.documents_purged_at is null and o.created_at <= now() - interval '90 days'
  order by o.created_at
$$;
revoke all on function public.orders_past_document_retention() from public, anon, authenticated;
grant execute on function public.orders_past_document_retention() to service_role;

create function public.mark_order_documents_purged(_order_id uuid) returns void
language sql volatile security invoker set search_path = '' as $$
  update public.order_requests set documents_purged_at = now() where id = _order_id and documents_purged_at is null
$$;
revoke all on function public.mark_order_documents_purged(uuid) from public, anon, authenticated;
grant execute on function public.mark_order_documents_purged(uuid) to service_role;
-- The mark is an UPDATE, and an update re-checks every check constraint of the row: the documents check calls
-- private.valid_order_documents(), which the service role must be able to run (without it every mark fails
-- with 42501).
grant execute on function private.valid_order_documents(jsonb) to service_role;
