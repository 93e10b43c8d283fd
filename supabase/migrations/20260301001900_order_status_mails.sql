-- Issue 32 §5: the customer is told of every status change in production too. The offline demo has always
-- mailed the order's email when its order moved; the production database queued no such mail, so a customer
-- whose order needed documents heard nothing until they signed in.
--
-- Every move of private.move_order() now queues that mail in public.outbound_emails (kind 'order_status'),
-- line for line the demo's (writeStatusMail of mocks/handlers/order-lifecycle.ts): staff moves (In review,
-- Needs documents with its message, Escalated, Cancelled), the owner's cancel before review (with the refund
-- line), the owner's resubmission (back to In review, with their message) and escalation. The one move that
-- queues none is to Report ready: only publish_report() makes it, and it mails the report instead. A refused
-- change raises before anything is written, its mail included. The link points at the configured site
-- (private.settings 'site_url'), where the demo's is relative to its own origin.
-- Nobody writes outbound_emails through the API (migration 0900's grants are unchanged): only these definer
-- functions do. deliver-outbound-email sends the new kind with the platform's own mails, before the LOS mails.

alter table public.outbound_emails drop constraint outbound_emails_kind_check;
alter table public.outbound_emails add constraint outbound_emails_kind_check
  check (kind in ('report_ready', 'los_delivery', 'legal_review', 'los_confirmation', 'order_status'));

-- The customer's link to an order's page, on the site the settings name.
create function private.order_link(_order_id uuid) returns text
language sql stable set search_path = pg_catalog, pg_temp as $$
  select rtrim(private.setting('site_url'), '/') || '/portal/orders/' || _order_id
$$;
revoke all on function private.order_link(uuid) from public;

-- The mail to the order's email about its new status: the move, the message (the team's, or the customer's
-- own), the refund when this move gave one, and the link to the order.
create function private.queue_order_status_mail(
  _order public.order_requests, _to text, _message text, _actor text, _refunded boolean
) returns void
language plpgsql volatile security definer set search_path = pg_catalog, pg_temp as $$
declare
  _note text := private.trimmed(_message);
  _lines text[] := array[
    format('Hello %s,', _order.name),
    '',
    format('Your order for %s (%s, %s) is now: %s.',
           _order.entity_legal_name, _order.report_type, _order.formation_state, _to)
  ];
begin
  if _note is not null then
    _lines := _lines || array['', case _actor when 'staff' then 'Message from our team:' else 'Your message:' end, _note];
  end if;
  if _refunded then
    _lines := _lines || array['', 'The credit this order used is back on your account.'];
  end if;
  _lines := _lines || array['', 'See the order: ' || private.order_link(_order.id)];
  insert into public.outbound_emails (kind, recipient, subject, body, order_id)
  values ('order_status', _order.email, format('Your order for %s: %s', _order.entity_legal_name, _to),
          array_to_string(_lines, E'\n'), _order.id);
end
$$;
revoke all on function private.queue_order_status_mail(public.order_requests, text, text, text, boolean) from public;

-- Moves an order and writes its history; refunds where the ledger rules say so (at most one per order); then
-- mails the customer, unless the move is to Report ready (publish_report() mails the report instead).
create or replace function private.move_order(_order public.order_requests, _to text, _message text, _actor text)
returns void
language plpgsql volatile security definer set search_path = pg_catalog, pg_temp as $$
declare
  _refunds integer := 0;
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
    get diagnostics _refunds = row_count;
  end if;
  if _to <> 'Report ready' then
    perform private.queue_order_status_mail(_order, _to, _message, _actor, _refunds > 0);
  end if;
end
$$;
