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
  'export_made', 'mfa_enrolled', 'mfa_reset', 'mfa_approved', 'report_reviewed', 'sos_checked', 'order_assigned'
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

-- The queue's export records its filters as the screen applied them: log_export() (migration 1520) now knows the
-- queue's assignee filter (me, none) and its sort (newest, waiting), and the trail's action filter knows the
-- actions added since (report_reviewed, which migration 1700 left out, sos_checked of 1800, and order_assigned). The row count still
-- counts the orders under the status filter only: the assignee filter, like the search, only narrows the list.
create or replace function public.log_export(_view text, _filters jsonb, _rows integer) returns void
language plpgsql volatile security definer set search_path = pg_catalog, pg_temp as $$
declare
  _allowed text[] := case _view
    when 'users' then array['search', 'status', 'role', 'sort']
    when 'orders' then array['search', 'status', 'assigned', 'sort']
    when 'staff_audit' then array['action']
    else array[]::text[]
  end;
  _key text;
  _value jsonb;
  _text text;
  _available bigint;
begin
  if _view is null or _view not in ('users', 'orders', 'role_audit', 'staff_audit') then
    raise exception 'Unknown export view' using errcode = '22023';
  end if;
  if not (case when _view = 'orders' then private.caller_is_staff() else private.caller_is_admin() end) then
    raise exception 'You cannot export this list' using errcode = '42501';
  end if;
  if _filters is null or jsonb_typeof(_filters) <> 'object' or length(_filters::text) > 2000 then
    raise exception 'Export filters must be an object of at most 2000 characters' using errcode = '22023';
  end if;
  if _rows is null or _rows < 0 then
    raise exception 'Exported rows must be zero or more' using errcode = '22023';
  end if;
  for _key, _value in select e.key, e.value from jsonb_each(_filters) e order by e.key loop
    if not (_key = any (_allowed)) then
      raise exception 'Unknown export filter: %', left(_key, 50) using errcode = '22023';
    end if;
    _text := case when jsonb_typeof(_value) = 'string' then _value #>> '{}' end;
    if _text is null or not (case _key
        when 'search' then char_length(_text) <= 200
        when 'status' then _text = any (case _view
          when 'users' then array['Active', 'Inactive', 'Suspended']
          else array['Submitted', 'In review', 'Needs documents', 'Escalated', 'Report ready', 'Cancelled']
        end)
        when 'role' then _text = any (array['Admin', 'Moderator', 'User'])
        when 'sort' then _text = any (case _view
          when 'users' then array['newest', 'oldest', 'name', 'email']
          else array['newest', 'waiting']
        end)
        when 'assigned' then _text = any (array['me', 'none'])
        else _text = any (array['user_created', 'status_changed', 'credits_adjusted', 'order_status_changed',
          'report_published', 'export_made', 'mfa_enrolled', 'mfa_reset', 'mfa_approved', 'report_reviewed', 'sos_checked',
          'order_assigned'])
      end) then
      raise exception 'Invalid value for export filter: %', _key using errcode = '22023';
    end if;
  end loop;
  _available := case _view
    -- The Manage tab shows a profile without a status as Active, and its Active filter finds it.
    when 'users' then (
      select count(*) from public.profiles p
      where (_filters ->> 'status' is null or p.status = _filters ->> 'status'
             or (_filters ->> 'status' = 'Active' and p.status is null))
        and (_filters ->> 'role' is null or p.role = _filters ->> 'role'))
    when 'orders' then (
      select count(*) from public.order_requests o
      where _filters ->> 'status' is null or o.status = _filters ->> 'status')
    when 'role_audit' then (select count(*) from public.role_audit_log)
    else (
      select count(*) from public.staff_audit_log l
      where _filters ->> 'action' is null or l.action = _filters ->> 'action')
  end;
  if _rows > _available then
    raise exception 'Exported rows exceed the % rows of this list', _available using errcode = '22023';
  end if;
  insert into public.staff_audit_log (action, actor_id, actor_email, details)
  values (
    'export_made', auth.uid(), (select u.email from auth.users u where u.id = auth.uid()),
    jsonb_build_object('view', _view, 'filters', _filters, 'rows', _rows, 'available', _available)
  );
end
$$;
revoke all on function public.log_export(text, jsonb, integer) from public, anon;
grant execute on function public.log_export(text, jsonb, integer) to authenticated;
