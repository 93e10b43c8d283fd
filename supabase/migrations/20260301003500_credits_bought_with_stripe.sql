-- Issue 47 §1: customers buy credits with Stripe Checkout. Until now only an admin recorded a purchase
-- (grant_credits); the portal said "contact us".
--
-- 1. public.credit_checkouts: one row per Stripe Checkout Session (id = the session's cs_... id) that
--    create-credit-checkout opened for a customer: the pack, its credits and price, open | complete | expired,
--    when it completed, the ledger row it wrote. The owner reads their own rows (the return page waits on it),
--    active admins read all; nobody writes through the API: the Edge Functions write with the service role.
--    payment_intent (from the completed session) ties a later charge.refunded to it; refunded_cents is the
--    amount refunded so far (Stripe's charge.amount_refunded is cumulative).
-- 2. private.stripe_events: each Stripe event id applied once, with its outcome (applied | replayed | ignored |
--    refused) and reason. The API cannot reach the private schema; the functions below read and write it.
-- 3. Credits are granted only by the verified webhook (stripe-webhook checks the signature, then calls these
--    functions with the service-role key; no API role may execute them):
--    record_credit_checkout(session, user, pack): create-credit-checkout's open row (the pack's credits and price).
--    apply_stripe_checkout_completed(event, session, user, pack, amount, currency[, payment_intent]):
--      - an event seen before, or a second event for a session already complete: 'replayed', nothing granted;
--      - a price we do not sell (pack, amount and currency must match a pack of src/lib/credits/packs.ts, which
--        private.credit_pack() repeats): 'refused' (unknown_price), nothing granted;
--      - a session whose row names another user or pack: 'refused' (session_mismatch); a user who does not
--        exist: 'refused' (unknown_user);
--      - else one credit_ledger 'purchase' row (the pack's credits, amount_paid_cents = the amount, reason
--        'Card payment (Stripe Checkout <session>)', created_by null: nobody on the staff recorded it), the
--        checkout marked complete (its row is created if create-credit-checkout's insert never landed: the
--        event is signed by Stripe and carries the metadata we set), and a receipt mail (kind credit_receipt) to
--        the account's confirmed address, queued in public.outbound_emails as the other mails are.
--    apply_stripe_checkout_expired(event, session): an open checkout becomes expired ('applied'); anything
--      else is 'ignored'.
--    apply_stripe_charge_refunded(event, payment_intent, amount_refunded, currency): a refund, full or partial,
--      is a new ledger kind 'purchase_refund': amount_paid_cents is minus the amount refunded by this event, so
--      the Terms' liability cap (the amount paid for credits in the last 12 months) is the sum of
--      amount_paid_cents over the last 12 months and nets refunds; credits is minus the credits the refund takes
--      back: the pack's credits in proportion to the amount refunded so far, rounded up (a customer never keeps
--      credits nobody paid for), less what earlier refunds of the same payment took, and never more than the
--      balance (a balance never goes below zero; credits already spent on orders stay spent, so this row may
--      take back 0 credits). A refund of an unknown payment is 'ignored'; one that is not usd or exceeds the
--      payment is 'refused'.
-- The twins are mocks/handlers/stripe-events.ts (same rules, outcomes and mail text); the Edge Functions
-- create-credit-checkout and stripe-webhook call these functions, their twins mocks/handlers/credit-checkout.ts and
-- stripe-sandbox.ts. The seeded card purchase: supabase/seed.sql (seed-card-purchase), mocks/seed/card-purchase.ts.

-- ---------------------------------------------------------------------------------------------------------
-- The ledger's new kind.
alter table public.credit_ledger
  drop constraint credit_ledger_kind_check,
  drop constraint credit_ledger_credits_check,
  drop constraint credit_ledger_amount_paid_cents_check,
  drop constraint credit_ledger_kind_rules;
alter table public.credit_ledger
  add constraint credit_ledger_kind_check
    check (kind in ('purchase', 'order_debit', 'refund', 'adjustment', 'purchase_refund')),
  add constraint credit_ledger_credits_check check (credits <> 0 or kind = 'purchase_refund'),
  add constraint credit_ledger_amount_paid_cents_check check (amount_paid_cents >= 0 or kind = 'purchase_refund'),
  add constraint credit_ledger_kind_rules check (case kind
    when 'purchase' then credits > 0 and amount_paid_cents is not null
    when 'order_debit' then credits = -1 and amount_paid_cents is null
    when 'refund' then credits = 1 and amount_paid_cents is null
    when 'purchase_refund' then credits <= 0 and amount_paid_cents < 0 and char_length(btrim(reason)) > 0
    else amount_paid_cents is null and char_length(btrim(reason)) > 0
  end);

-- ---------------------------------------------------------------------------------------------------------
-- The packs on sale: CREDIT_PACKS of src/lib/credits/packs.ts (a pgTAP test compares them).
create function private.credit_pack(_pack_id text, out name text, out credits integer, out price_cents integer)
language sql immutable set search_path = pg_catalog, pg_temp as $$
  select p.name, p.credits, p.price_cents
  from (values ('starter', 'Starter', 10, 35000), ('team', 'Team', 50, 150000), ('volume', 'Volume', 200, 500000))
    as p (id, name, credits, price_cents)
  where p.id = _pack_id
$$;
revoke all on function private.credit_pack(text) from public;

create table public.credit_checkouts (
  id text primary key check (id ~ '^cs_[A-Za-z0-9_]{1,250}$'),
  user_id uuid not null,
  pack_id text not null check (pack_id in ('starter', 'team', 'volume')),
  credits integer not null check (credits > 0),
  amount_cents integer not null check (amount_cents > 0),
  status text not null default 'open' check (status in ('open', 'complete', 'expired')),
  created_at timestamptz not null default now(),
  completed_at timestamptz,
  ledger_entry_id uuid references public.credit_ledger (id) on delete set null,
  payment_intent text unique check (char_length(payment_intent) between 1 and 255),
  refunded_cents integer not null default 0 check (refunded_cents between 0 and amount_cents),
  constraint credit_checkouts_completed_when_complete check ((status = 'complete') = (completed_at is not null))
);
-- user_id is a plain value, not a foreign key: records outlive their users (migration 1510).
create index credit_checkouts_user_id_created_at_idx on public.credit_checkouts (user_id, created_at desc);

revoke all on public.credit_checkouts from anon, authenticated;
grant select on public.credit_checkouts to authenticated;
alter table public.credit_checkouts enable row level security;
create policy credit_checkouts_select on public.credit_checkouts for select to authenticated
  using ((select private.caller_is_active()) and (user_id = (select auth.uid()) or (select private.caller_is_admin())));

create table private.stripe_events (
  id text primary key check (char_length(id) between 1 and 255),
  type text not null check (char_length(type) between 1 and 255),
  outcome text not null check (outcome in ('applied', 'replayed', 'ignored', 'refused')),
  reason text check (char_length(reason) <= 200),
  session_id text,
  received_at timestamptz not null default now()
);
revoke all on private.stripe_events from public, anon, authenticated;

-- The receipt: pack, credits, amount, new balance and date, to the account's confirmed address (none without one).
create function private.queue_credit_receipt(_checkout public.credit_checkouts, _balance integer) returns void
language plpgsql volatile security definer set search_path = pg_catalog, pg_temp as $$
declare
  _recipient text := private.account_mail_address(_checkout.user_id);
  _pack_name text := (select c.name from private.credit_pack(_checkout.pack_id) c);
begin
  if _recipient is null then
    return;
  end if;
  insert into public.outbound_emails (kind, recipient, subject, body)
  values ('credit_receipt', _recipient, format('Your receipt: %s credits', _checkout.credits),
          array_to_string(array[
            'Thank you for buying credits.',
            '',
            format('Pack: %s (%s credits)', _pack_name, _checkout.credits),
            format('Amount paid: $%s USD', to_char(_checkout.amount_cents / 100.0, 'FM999,999,990.00')),
            format('Credits added: %s', _checkout.credits),
            format('New balance: %s credits', _balance),
            format('Date: %s', to_char(_checkout.completed_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI "UTC"')),
            format('Payment: Stripe Checkout %s', _checkout.id),
            '',
            'Your credit history: ' || rtrim(private.setting('site_url'), '/') || '/portal/credits'
          ], E'\n'));
end
$$;
revoke all on function private.queue_credit_receipt(public.credit_checkouts, integer) from public;

create function private.record_stripe_event(_id text, _type text, _outcome text, _reason text, _session text)
returns text
language sql volatile security definer set search_path = pg_catalog, pg_temp as $$
  insert into private.stripe_events (id, type, outcome, reason, session_id)
  values (_id, _type, _outcome, _reason, _session);
  select _outcome
$$;
revoke all on function private.record_stripe_event(text, text, text, text, text) from public;

-- Serialises the events of one Stripe event id, and answers whether it was seen before.
create function private.stripe_event_seen(_id text) returns boolean
language plpgsql volatile security definer set search_path = pg_catalog, pg_temp as $$
begin
  if _id is null or char_length(_id) not between 1 and 255 then
    raise exception 'A Stripe event id is 1 to 255 characters' using errcode = '22023';
  end if;
  perform pg_advisory_xact_lock(hashtextextended('stripe_event:' || _id, 0));
  return exists (select 1 from private.stripe_events e where e.id = _id);
end
$$;
revoke all on function private.stripe_event_seen(text) from public;

create function public.apply_stripe_checkout_completed(
  _event_id text, _session_id text, _user_id uuid, _pack_id text, _amount_cents integer, _currency text,
  _payment_intent text default null
) returns text
language plpgsql volatile security definer set search_path = pg_catalog, pg_temp as $$
declare
  _type constant text := 'checkout.session.completed';
  _pack_credits integer;
  _pack_price integer;
  _checkout public.credit_checkouts;
  _ledger_id uuid;
  _balance integer;
begin
  if private.stripe_event_seen(_event_id) then
    return 'replayed';
  end if;
  if _session_id is null or _session_id !~ '^cs_[A-Za-z0-9_]{1,250}$' then
    raise exception 'A Checkout Session id starts with cs_' using errcode = '22023';
  end if;
  select c.credits, c.price_cents into _pack_credits, _pack_price from private.credit_pack(_pack_id) c;
  -- One session's events one at a time: two deliveries of its completion cannot both grant.
  perform pg_advisory_xact_lock(hashtextextended('stripe_checkout:' || _session_id, 0));
  select * into _checkout from public.credit_checkouts c where c.id = _session_id;
  if _checkout.status = 'complete' then
    return private.record_stripe_event(_event_id, _type, 'replayed', 'already_complete', _session_id);
  end if;
  if _pack_price is null or _pack_price is distinct from _amount_cents or _currency is distinct from 'usd' then
    return private.record_stripe_event(_event_id, _type, 'refused', 'unknown_price', _session_id);
  end if;
  if _checkout.id is not null and (_checkout.user_id is distinct from _user_id or _checkout.pack_id <> _pack_id) then
    return private.record_stripe_event(_event_id, _type, 'refused', 'session_mismatch', _session_id);
  end if;
  if _user_id is null or not exists (select 1 from auth.users u where u.id = _user_id) then
    return private.record_stripe_event(_event_id, _type, 'refused', 'unknown_user', _session_id);
  end if;

  _balance := private.lock_and_read_balance(_user_id) + _pack_credits;
  insert into public.credit_ledger (user_id, kind, credits, amount_paid_cents, reason, created_by)
  values (_user_id, 'purchase', _pack_credits, _amount_cents,
          format('Card payment (Stripe Checkout %s)', _session_id), null)
  returning id into _ledger_id;
  insert into public.credit_checkouts as c (id, user_id, pack_id, credits, amount_cents, status, completed_at,
                                            ledger_entry_id, payment_intent)
  values (_session_id, _user_id, _pack_id, _pack_credits, _amount_cents, 'complete', now(), _ledger_id,
          _payment_intent)
  on conflict (id) do update set status = 'complete', completed_at = now(), ledger_entry_id = _ledger_id,
                                 payment_intent = coalesce(_payment_intent, c.payment_intent)
  returning * into _checkout;
  perform private.queue_credit_receipt(_checkout, _balance);
  return private.record_stripe_event(_event_id, _type, 'applied', null, _session_id);
end
$$;
revoke all on function public.apply_stripe_checkout_completed(text, text, uuid, text, integer, text, text)
  from public, anon, authenticated;
grant execute on function public.apply_stripe_checkout_completed(text, text, uuid, text, integer, text, text)
  to service_role;

create function public.apply_stripe_checkout_expired(_event_id text, _session_id text) returns text
language plpgsql volatile security definer set search_path = pg_catalog, pg_temp as $$
declare
  _type constant text := 'checkout.session.expired';
  _status text;
begin
  if private.stripe_event_seen(_event_id) then
    return 'replayed';
  end if;
  perform pg_advisory_xact_lock(hashtextextended('stripe_checkout:' || coalesce(_session_id, ''), 0));
  select c.status into _status from public.credit_checkouts c where c.id = _session_id;
  if _status is null then
    return private.record_stripe_event(_event_id, _type, 'ignored', 'unknown_session', _session_id);
  end if;
  if _status <> 'open' then
    return private.record_stripe_event(_event_id, _type, 'ignored', 'not_open', _session_id);
  end if;
  update public.credit_checkouts set status = 'expired' where id = _session_id;
  return private.record_stripe_event(_event_id, _type, 'applied', null, _session_id);
end
$$;
revoke all on function public.apply_stripe_checkout_expired(text, text) from public, anon, authenticated;
grant execute on function public.apply_stripe_checkout_expired(text, text) to service_role;

create function public.apply_stripe_charge_refunded(
  _event_id text, _payment_intent text, _amount_refunded_cents integer, _currency text
) returns text
language plpgsql volatile security definer set search_path = pg_catalog, pg_temp as $$
declare
  _type constant text := 'charge.refunded';
  _checkout public.credit_checkouts;
  _delta integer;
  _take integer;
  _balance integer;
begin
  if private.stripe_event_seen(_event_id) then
    return 'replayed';
  end if;
  select * into _checkout from public.credit_checkouts c
  where c.payment_intent = _payment_intent and c.status = 'complete';
  if _checkout.id is null then
    return private.record_stripe_event(_event_id, _type, 'ignored', 'unknown_payment', null);
  end if;
  perform pg_advisory_xact_lock(hashtextextended('stripe_checkout:' || _checkout.id, 0));
  select * into _checkout from public.credit_checkouts c where c.id = _checkout.id;
  if _currency is distinct from 'usd' or _amount_refunded_cents is null
     or _amount_refunded_cents not between 0 and _checkout.amount_cents then
    return private.record_stripe_event(_event_id, _type, 'refused', 'refund_exceeds_payment', _checkout.id);
  end if;
  _delta := _amount_refunded_cents - _checkout.refunded_cents;
  if _delta <= 0 then
    return private.record_stripe_event(_event_id, _type, 'ignored', 'already_refunded', _checkout.id);
  end if;
  _balance := private.lock_and_read_balance(_checkout.user_id);
  -- ceil(credits * refunded / amount) in integers, now less before.
  _take := least(_balance,
    ((_checkout.credits::bigint * _amount_refunded_cents + _checkout.amount_cents - 1) / _checkout.amount_cents)::integer
    - ((_checkout.credits::bigint * _checkout.refunded_cents + _checkout.amount_cents - 1) / _checkout.amount_cents)::integer);
  insert into public.credit_ledger (user_id, kind, credits, amount_paid_cents, reason, created_by)
  values (_checkout.user_id, 'purchase_refund', -_take, -_delta,
          format('Card refund (Stripe Checkout %s)', _checkout.id), null);
  update public.credit_checkouts set refunded_cents = _amount_refunded_cents where id = _checkout.id;
  return private.record_stripe_event(_event_id, _type, 'applied', null, _checkout.id);
end
$$;
revoke all on function public.apply_stripe_charge_refunded(text, text, integer, text) from public, anon, authenticated;
grant execute on function public.apply_stripe_charge_refunded(text, text, integer, text) to service_role;

-- create-credit-checkout records the session it opened (service role only): the pack's credits and price.
create function public.record_credit_checkout(_session_id text, _user_id uuid, _pack_id text)
returns public.credit_checkouts
language plpgsql volatile security definer set search_path = pg_catalog, pg_temp as $$
declare
  _pack_credits integer;
  _pack_price integer;
  _row public.credit_checkouts;
begin
  if _session_id is null or _session_id !~ '^cs_[A-Za-z0-9_]{1,250}$' then
    raise exception 'A Checkout Session id starts with cs_' using errcode = '22023';
  end if;
  select c.credits, c.price_cents into _pack_credits, _pack_price from private.credit_pack(_pack_id) c;
  if _pack_price is null then
    raise exception 'Choose one of the credit packs.' using errcode = '22023';
  end if;
  if _user_id is null or not exists (select 1 from auth.users u where u.id = _user_id) then
    raise exception 'User not found' using errcode = 'PT404';
  end if;
  insert into public.credit_checkouts (id, user_id, pack_id, credits, amount_cents)
  values (_session_id, _user_id, _pack_id, _pack_credits, _pack_price)
  returning * into _row;
  return _row;
end
$$;
revoke all on function public.record_credit_checkout(text, uuid, text) from public, anon, authenticated;
grant execute on function public.record_credit_checkout(text, uuid, text) to service_role;

-- Events Stripe sends that the webhook does not act on are recorded too (the same id again is 'replayed').
create function public.record_stripe_event_ignored(_event_id text, _type text) returns text
language plpgsql volatile security definer set search_path = pg_catalog, pg_temp as $$
begin
  if private.stripe_event_seen(_event_id) then
    return 'replayed';
  end if;
  return private.record_stripe_event(_event_id, coalesce(nullif(_type, ''), 'unknown'), 'ignored', 'unhandled_type', null);
end
$$;
revoke all on function public.record_stripe_event_ignored(text, text) from public, anon, authenticated;
grant execute on function public.record_stripe_event_ignored(text, text) to service_role;

alter table public.outbound_emails drop constraint outbound_emails_kind_check;
alter table public.outbound_emails add constraint outbound_emails_kind_check
  check (kind in ('report_ready', 'los_delivery', 'legal_review', 'los_confirmation', 'order_status',
                  'credit_receipt'));
