-- Issue 32 §2: an admin assigns an order to a staff member (an admin or a moderator), takes it, or unassigns it;
-- the queue shows the assignee, filters by "assigned to me" and "unassigned", and sorts by time waiting.
--
-- public.order_assignments: the order's assignment history, one row per change (assignee_id null: unassigned),
--   appended by assign_order() only. The newest row of an order is its current assignee. The emails are kept as
--   they were (ids are plain values: records outlive their users, migration 1510), so the history stays
--   readable after a staff member leaves. Staff read it; customers do not: who works on an order is the
--   office's business, and the customer's history shows the moves that concern them.
-- public.order_queue: the staff queue, each order with its current assignee. A security-invoker view, so the
--   policies of order_requests and order_assignments apply to whoever reads it: staff see every order and its
--   assignee, a customer only their own orders with no assignee.
-- Time waiting is the time in the current status: order_requests.updated_at, which only a status move sets
--   (private.move_order); assigning leaves it alone.
-- Each assignment is one staff audit entry ('order_assigned', for the order's customer, like a status move).
-- The twin is mocks/handlers/order-assignments.ts (same checks, same messages, same SQLSTATEs).

create table public.order_assignments (
  id bigint generated always as identity primary key,
  order_id uuid not null references public.order_requests (id) on delete cascade,
  assignee_id uuid,
  assignee_email text,
  assigned_by uuid,
  assigned_by_email text,
  assigned_at timestamptz not null default now()
);
create index order_assignments_order_id_idx on public.order_assignments (order_id, id desc);

alter table public.order_assignments enable row level security;
revoke all on public.order_assignments from anon, authenticated;
grant select on public.order_assignments to authenticated;
create policy order_assignments_select on public.order_assignments for select to authenticated
  using ((select private.caller_is_staff()));

create view public.order_queue with (security_invoker = true) as
select
  o.*,
  a.assignee_id,
  case when a.assignee_id is not null then a.assignee_email end as assignee_email,
  case when a.assignee_id is not null then a.assigned_at end as assigned_at
from public.order_requests o
left join lateral (
  select x.assignee_id, x.assignee_email, x.assigned_at
  from public.order_assignments x
  where x.order_id = o.id
  order by x.id desc
  limit 1
) a on true;
revoke all on public.order_queue from anon, authenticated;
grant select on public.order_queue to authenticated;

alter table public.staff_audit_log drop constraint staff_audit_log_action_check;
alter table public.staff_audit_log add constraint staff_audit_log_action_check check (action in (
  'user_created', 'status_changed', 'credits_adjusted', 'order_status_changed', 'report_published',
  'export_made', 'mfa_enrolled', 'mfa_reset', 'mfa_approved', 'report_reviewed', 'order_assigned'
));

-- Assigns an order (or unassigns it, _assignee null). Admins only, at aal2 like every admin right; the assignee
-- must be an admin or a moderator whose account is not Suspended. Assigning the current assignee again writes
-- nothing. Locks the order, so two admins assigning it at once leave a history in the order they committed.
create function public.assign_order(_order_id uuid, _assignee uuid) returns void
language plpgsql volatile security definer set search_path = pg_catalog, pg_temp as $$
declare
  _order public.order_requests;
  _current uuid;
  _email text;
begin
  if not private.caller_is_admin() then
    raise exception 'Only admins can assign orders' using errcode = '42501';
  end if;
  if _order_id is null then
    raise exception 'Order not found' using errcode = 'PT404';
  end if;
  select * into _order from public.order_requests o where o.id = _order_id for update;
  if not found then
    raise exception 'Order not found' using errcode = 'PT404';
  end if;
  if _assignee is not null and not exists (
    select 1
    from public.user_roles ur
    join public.profiles p on p.id = ur.user_id
    where ur.user_id = _assignee and ur.role in ('admin', 'moderator') and p.status is distinct from 'Suspended'
  ) then
    raise exception 'An order can be assigned only to an admin or a moderator' using errcode = '22023';
  end if;
  select x.assignee_id into _current
  from public.order_assignments x where x.order_id = _order.id order by x.id desc limit 1;
  if _current is not distinct from _assignee then
    return;
  end if;
  select u.email into _email from auth.users u where u.id = _assignee;
  insert into public.order_assignments (order_id, assignee_id, assignee_email, assigned_by, assigned_by_email)
  select _order.id, _assignee, _email, u.id, u.email from auth.users u where u.id = (select auth.uid());
  perform private.record_staff_action('order_assigned', _order.user_id,
    jsonb_build_object('orderId', _order.id, 'from', _current, 'to', _assignee, 'toEmail', _email));
end
$$;
revoke all on function public.assign_order(uuid, uuid) from public, anon;
grant execute on function public.assign_order(uuid, uuid) to authenticated;
