-- One audit trail for staff actions beyond roles (issue 15). This migration creates the table and its first
-- writer, the record of each CSV export; the other actions listed in the check constraint are written by the
-- places that perform them as they are added.
create table public.staff_audit_log (
  id uuid primary key default gen_random_uuid(),
  action text not null check (action in (
    'user_created', 'status_changed', 'credits_adjusted', 'order_status_changed', 'report_published',
    'export_made', 'mfa_enrolled', 'mfa_reset'
  )),
  -- Kept when the user is deleted later: the id goes, the email as it was stays readable.
  actor_id uuid references auth.users (id) on delete set null,
  actor_email text,
  target_user_id uuid references auth.users (id) on delete set null,
  details jsonb not null default '{}' check (jsonb_typeof(details) = 'object'),
  created_at timestamptz not null default now()
);
create index staff_audit_log_created_at_idx on public.staff_audit_log (created_at desc, id desc);
create index staff_audit_log_action_created_at_idx on public.staff_audit_log (action, created_at desc);

alter table public.staff_audit_log enable row level security;
-- Admins read it; nobody writes it through the API (the functions that act write it themselves).
create policy staff_audit_log_select on public.staff_audit_log
  for select to authenticated using ((select private.caller_is_admin()));
revoke all on public.staff_audit_log from anon, authenticated;
grant select on public.staff_audit_log to authenticated;

-- The lists a CSV export can be made of, and who may export each: what the screen itself shows. Users and the
-- audit logs are admin screens; the order queue is also read by moderators.
-- The export is recorded before the file is handed over, with the filters exactly as the screen applied them.
create function public.log_export(_view text, _filters jsonb, _rows integer) returns void
language plpgsql volatile security definer set search_path = '' as $$
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
  insert into public.staff_audit_log (action, actor_id, actor_email, details)
  values (
    'export_made', auth.uid(), (select u.email from auth.users u where u.id = auth.uid()),
    jsonb_build_object('view', _view, 'filters', _filters, 'rows', _rows)
  );
end
$$;
revoke all on function public.log_export(text, jsonb, integer) from public, anon;
grant execute on function public.log_export(text, jsonb, integer) to authenticated;
