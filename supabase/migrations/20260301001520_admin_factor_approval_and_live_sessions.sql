-- Issue 28, item 3 and part of item 6.
--
-- 1. A new or reset admin no longer holds admin rights with the password alone. With no verified factor, an
--    admin (just promoted, or after reset_user_mfa) enrols their own TOTP at aal1 and reaches aal2: whoever
--    has that password could do it first. From here on admin rights also need the verified factor to be
--    approved by another active admin (approve_admin_factor), recorded in the staff audit trail as
--    'mfa_approved'. The approval belongs to the factor: a reset or an unenrolment removes it with the factor
--    (on delete cascade), so the next factor needs a new approval. Factors of today's admins are approved
--    here, so this migration locks nobody out.
-- 2. Every caller's rights end with the session (migration 1400 did it for staff): private.caller_is_active()
--    also needs the token's session to still exist, so a customer's token copied before sign-out reads and
--    writes nothing more, instead of for the rest of its hour.
-- 3. record_user_created() records only a user the calling admin created through admin-create-user.
-- 4. log_export() checks the filters and the row count the client claims.
-- 5. awaits_factor_approval(): whether the caller is an admin waiting for that approval (for the screens).

-- Approvals of verified factors, one per factor. Private: no API role reads or writes it; only
-- approve_admin_factor() adds rows (the seed and the grandfathering below aside).
create table private.admin_factor_approvals (
  factor_id uuid primary key references auth.mfa_factors (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  -- null: approved by this migration or the seed, not by an admin.
  approved_by uuid references auth.users (id) on delete set null,
  approved_at timestamptz not null default now()
);
revoke all on private.admin_factor_approvals from public, anon, authenticated;

-- Today's admins keep their rights: their verified factors were enrolled under the old rule.
insert into private.admin_factor_approvals (factor_id, user_id)
select f.id, f.user_id
from auth.mfa_factors f
join public.user_roles ur on ur.user_id = f.user_id and ur.role = 'admin'
where f.status = 'verified';

alter table public.staff_audit_log drop constraint staff_audit_log_action_check;
alter table public.staff_audit_log add constraint staff_audit_log_action_check check (action in (
  'user_created', 'status_changed', 'credits_adjusted', 'order_status_changed', 'report_published',
  'export_made', 'mfa_enrolled', 'mfa_reset', 'mfa_approved'
));

-- Migration 1400's rule, with the factor approved: a verified, approved factor that existed when the token was
-- issued, the admin role of an account that is not Suspended, and a live session.
create or replace function private.caller_is_admin() returns boolean
language sql stable security definer set search_path = '' as $$
  select coalesce((select auth.jwt()) ->> 'aal' = 'aal2', false)
    and exists (
      select 1
      from auth.mfa_factors f
      join private.admin_factor_approvals a on a.factor_id = f.id
      where f.user_id = (select auth.uid()) and f.status = 'verified'
        and date_trunc('second', f.created_at)
            <= coalesce(to_timestamp(((select auth.jwt()) ->> 'iat')::double precision), now())
    )
    and exists (
      select 1
      from public.user_roles ur
      join public.profiles p on p.id = ur.user_id
      where ur.user_id = (select auth.uid()) and ur.role = 'admin' and p.status is distinct from 'Suspended'
    )
    and private.caller_session_is_live()
$$;

-- Every status but Suspended may use the app, while the token's session lasts (a token naming no session,
-- only a minted one, is tied to none). Every policy and function that lets a signed-in user act goes through
-- this, so signing out ends a customer's rights at once as it ends staff rights.
create or replace function private.caller_is_active() returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.profiles p
    where p.id = (select auth.uid()) and p.status is distinct from 'Suspended'
  )
  and private.caller_session_is_live()
$$;

revoke all on function private.caller_is_admin() from public;
revoke all on function private.caller_is_active() from public;
grant execute on function private.caller_is_admin() to authenticated;
grant execute on function private.caller_is_active() to anon, authenticated;

-- Another active admin (at aal2, with an approved factor of their own) approves a user's verified factors,
-- after confirming with that person (for example by calling them back) that they enrolled it themselves.
-- Never one's own. Returns the number of factors approved; recorded as 'mfa_approved' with their ids.
create function public.approve_admin_factor(_user_id uuid) returns integer
language plpgsql volatile security definer set search_path = '' as $$
declare
  _factor_ids jsonb;
begin
  if not private.caller_is_admin() then
    raise exception 'Only admins can approve an authenticator app' using errcode = '42501';
  end if;
  if _user_id = (select auth.uid()) then
    raise exception 'You cannot approve your own authenticator app' using errcode = '22023';
  end if;
  if _user_id is null or not exists (select 1 from auth.users u where u.id = _user_id) then
    raise exception 'User not found' using errcode = 'P0002';
  end if;
  -- The factor rows are locked so a reset running at the same time either removes them first (nothing to
  -- approve) or waits for this approval and then removes it with them.
  with verified as (
    select f.id from auth.mfa_factors f
    where f.user_id = _user_id and f.status = 'verified'
    for update
  ), approved as (
    insert into private.admin_factor_approvals (factor_id, user_id, approved_by)
    select v.id, _user_id, (select auth.uid()) from verified v
    on conflict (factor_id) do nothing
    returning factor_id
  )
  select jsonb_agg(a.factor_id order by a.factor_id) into _factor_ids from approved a;
  if _factor_ids is null then
    if exists (select 1 from auth.mfa_factors f where f.user_id = _user_id and f.status = 'verified') then
      raise exception 'This user''s authenticator app is already approved' using errcode = '23505';
    end if;
    raise exception 'This user has no authenticator app to approve' using errcode = 'P0002';
  end if;
  perform private.record_staff_action('mfa_approved', _user_id,
    jsonb_build_object('factors', jsonb_array_length(_factor_ids), 'factorIds', _factor_ids));
  return jsonb_array_length(_factor_ids);
end
$$;
revoke all on function public.approve_admin_factor(uuid) from public, anon;
grant execute on function public.approve_admin_factor(uuid) to authenticated;

-- 3. record_user_created() attributed any user created in the last 5 minutes to the calling admin, a
--    self-service sign-up included. admin-create-user now stamps the account it creates with the creating admin
--    (app_metadata.created_by, which only the service role writes: users edit user_metadata, never
--    app_metadata), and only that admin can record it. Same message for every refusal of the user: it does not
--    tell an admin whether someone else's account exists.
create or replace function public.record_user_created(_user_id uuid) returns void
language plpgsql volatile security definer set search_path = '' as $$
declare
  _email text;
begin
  if not private.caller_is_admin() then
    raise exception 'Only admins can record a created user' using errcode = '42501';
  end if;
  select u.email into _email from auth.users u
  where u.id = _user_id and u.created_at >= now() - interval '5 minutes'
    and u.raw_app_meta_data ->> 'created_by' = (select auth.uid())::text;
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

-- 4. log_export() recorded whatever filters and row count the client claimed. Now the filters must be the
--    list's own (each view's keys, text values of the shapes its screen sends: users search/status/role/sort,
--    orders search/status, the staff audit trail action, the role audit log none), and the server counts the
--    rows the caller's list holds under the filters other than the search (a search only narrows it): a
--    claim above that count is refused, and the count is recorded beside the claim as `available`, so the
--    trail holds a figure the client did not write. An exact count would need the lists' search rules
--    (trigram matches over several columns) restated here, and rows added between the export's last page
--    and its record would make an honest export fail.
create or replace function public.log_export(_view text, _filters jsonb, _rows integer) returns void
language plpgsql volatile security definer set search_path = '' as $$
declare
  _allowed text[] := case _view
    when 'users' then array['search', 'status', 'role', 'sort']
    when 'orders' then array['search', 'status']
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
        when 'sort' then _text = any (array['newest', 'oldest', 'name', 'email'])
        else _text = any (array['user_created', 'status_changed', 'credits_adjusted', 'order_status_changed',
          'report_published', 'export_made', 'mfa_enrolled', 'mfa_reset', 'mfa_approved'])
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

-- 5. What the admin screens ask before telling an admin to wait: the caller is an active admin in a live
--    session at aal2 whose verified factors no other admin has approved yet. Answers about the caller only.
create function private.caller_awaits_factor_approval() returns boolean
language sql stable security definer set search_path = '' as $$
  select coalesce((select auth.jwt()) ->> 'aal' = 'aal2', false)
    and exists (
      select 1 from auth.mfa_factors f
      where f.user_id = (select auth.uid()) and f.status = 'verified'
    )
    and not exists (
      select 1
      from auth.mfa_factors f
      join private.admin_factor_approvals a on a.factor_id = f.id
      where f.user_id = (select auth.uid()) and f.status = 'verified'
    )
    and exists (
      select 1
      from public.user_roles ur
      join public.profiles p on p.id = ur.user_id
      where ur.user_id = (select auth.uid()) and ur.role = 'admin' and p.status is distinct from 'Suspended'
    )
    and private.caller_session_is_live()
$$;
revoke all on function private.caller_awaits_factor_approval() from public;
grant execute on function private.caller_awaits_factor_approval() to authenticated;

create function public.awaits_factor_approval() returns boolean
language sql stable security invoker set search_path = '' as $$
  select private.caller_awaits_factor_approval()
$$;
revoke all on function public.awaits_factor_approval() from public, anon;
grant execute on function public.awaits_factor_approval() to authenticated;
