-- The staff audit trail records what staff do (issue 15), where it happens: triggers on the rows each action
-- writes, so no path (the screens, the API, a script with an admin's token) can act without leaving a row.
-- The actor is the signed-in caller (auth.uid()); writes without one (the seed, the service role's maintenance
-- such as the retention purge) are not staff actions and are not recorded. Customers' own actions (ordering,
-- cancelling, escalating) are in the order history, not here.

create function private.record_staff_action(_action text, _target uuid, _details jsonb) returns void
language sql volatile security definer set search_path = '' as $$
  insert into public.staff_audit_log (action, actor_id, actor_email, target_user_id, details)
  select _action, u.id, u.email, _target, _details
  from auth.users u
  where u.id = (select auth.uid())
$$;
revoke all on function private.record_staff_action(text, uuid, jsonb) from public;

-- A profile's status changed (the Update User form; admins only, by the profiles policy and its trigger).
create function private.profiles_audit_status() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform private.record_staff_action('status_changed', new.id,
    jsonb_build_object('from', old.status, 'to', new.status));
  return null;
end
$$;
create trigger profiles_audit_status after update of status on public.profiles
  for each row when (old.status is distinct from new.status)
  execute function private.profiles_audit_status();

-- Credits bought or adjusted by an admin (grant_credits, adjust_credits). Debits and refunds follow orders.
create function private.credit_ledger_audit() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform private.record_staff_action('credits_adjusted', new.user_id,
    jsonb_strip_nulls(jsonb_build_object('kind', new.kind, 'credits', new.credits,
      'amountPaidCents', new.amount_paid_cents, 'reason', new.reason)));
  return null;
end
$$;
create trigger credit_ledger_audit after insert on public.credit_ledger
  for each row when (new.kind in ('purchase', 'adjustment'))
  execute function private.credit_ledger_audit();

-- An order moved by staff (set_order_status, and publish_report's move to Report ready).
create function private.order_status_history_audit() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform private.record_staff_action('order_status_changed',
    (select o.user_id from public.order_requests o where o.id = new.order_id),
    jsonb_build_object('orderId', new.order_id, 'from', new.from_status, 'to', new.to_status));
  return null;
end
$$;
create trigger order_status_history_audit after insert on public.order_status_history
  for each row when (new.actor = 'staff')
  execute function private.order_status_history_audit();

-- A report version published (publish_report).
create function private.order_reports_audit() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform private.record_staff_action('report_published',
    (select o.user_id from public.order_requests o where o.id = new.order_id),
    jsonb_build_object('orderId', new.order_id, 'version', new.version));
  return null;
end
$$;
create trigger order_reports_audit after insert on public.order_reports
  for each row execute function private.order_reports_audit();

revoke all on function private.profiles_audit_status() from public;
revoke all on function private.credit_ledger_audit() from public;
revoke all on function private.order_status_history_audit() from public;
revoke all on function private.order_reports_audit() from public;

-- A user created by an admin. GoTrue writes auth.users on its own connection, with no caller, so the
-- admin-create-user function records the creation as the admin right after it (and deletes the new user if the
-- record cannot be written). Only a user created in the last 5 minutes, once.
create function public.record_user_created(_user_id uuid) returns void
language plpgsql volatile security definer set search_path = '' as $$
declare
  _email text;
begin
  if not private.caller_is_admin() then
    raise exception 'Only admins can record a created user' using errcode = '42501';
  end if;
  select u.email into _email from auth.users u
  where u.id = _user_id and u.created_at >= now() - interval '5 minutes';
  if not found then
    raise exception 'No user was created with this id in the last 5 minutes' using errcode = 'P0002';
  end if;
  if exists (select 1 from public.staff_audit_log l where l.action = 'user_created' and l.target_user_id = _user_id) then
    raise exception 'This user''s creation is already recorded' using errcode = '23505';
  end if;
  perform private.record_staff_action('user_created', _user_id, jsonb_build_object('email', _email));
end
$$;
revoke all on function public.record_user_created(uuid) from public, anon;
grant execute on function public.record_user_created(uuid) to authenticated;
