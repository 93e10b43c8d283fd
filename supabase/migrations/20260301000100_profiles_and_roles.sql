-- Profiles, roles and the role audit log, with row-level security.
-- Authority for roles lives in user_roles and is read only through security-definer helpers in the
-- `private` schema (not exposed by the Data API); profiles.role is a display mirror written only by
-- assign_user_role. See reference/supabase.md §1 for the pitfalls each choice avoids.

-- Supabase grants every new table and function in public to the API roles by default; take that back so
-- each object below grants exactly what it needs.
alter default privileges in schema public revoke all on tables from anon, authenticated;
alter default privileges in schema public revoke all on sequences from anon, authenticated;
alter default privileges in schema public revoke execute on functions from anon, authenticated;

create schema if not exists private;
revoke all on schema private from public;
-- Policy expressions run as the querying role, so the API roles need USAGE here (never exposed as an API).
grant usage on schema private to anon, authenticated;

create type public.app_role as enum ('user', 'admin', 'moderator');

create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  first_name text check (char_length(first_name) <= 100),
  last_name text check (char_length(last_name) <= 100),
  phone text check (phone is null or phone = '' or (char_length(phone) <= 20 and phone ~ '^\+?[1-9][0-9]{0,15}$')),
  company text check (char_length(company) <= 200),
  -- Display mirror of user_roles ('User' | 'Moderator' | 'Admin'); never an authority.
  role text not null default 'User' check (role in ('User', 'Moderator', 'Admin')),
  -- Nullable like the app's lists expect (a missing status reads as Active); only Suspended shuts a user out.
  status text default 'Active' check (status in ('Active', 'Inactive', 'Suspended')),
  display_name text check (char_length(display_name) <= 200),
  -- Mirror of auth.users.email, kept in sync by a trigger.
  email text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index profiles_created_at_idx on public.profiles (created_at desc);
create index profiles_email_idx on public.profiles (email);

-- One role per user; a missing row means User.
create table public.user_roles (
  user_id uuid primary key references auth.users (id) on delete cascade,
  role public.app_role not null default 'user',
  assigned_by uuid references auth.users (id) on delete set null,
  assigned_at timestamptz not null default now()
);
create index user_roles_role_idx on public.user_roles (role);

create table public.role_audit_log (
  id uuid primary key default gen_random_uuid(),
  action_type text not null check (action_type in ('role_assigned', 'role_changed')),
  old_role public.app_role,
  new_role public.app_role not null,
  assigned_by uuid references auth.users (id) on delete set null,
  target_user_id uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now()
);
create index role_audit_log_created_at_idx on public.role_audit_log (created_at desc);

-- Helpers that answer only about the caller. Security definer so they read past RLS without recursion.

-- Every status but Suspended may use the app; a caller without a profile gets nothing.
create function private.caller_is_active() returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.profiles p
    where p.id = (select auth.uid()) and p.status is distinct from 'Suspended'
  )
$$;

create function private.caller_is_admin() returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1
    from public.user_roles ur
    join public.profiles p on p.id = ur.user_id
    where ur.user_id = (select auth.uid()) and ur.role = 'admin' and p.status is distinct from 'Suspended'
  )
$$;

-- Serialises every change that could leave no admin, then counts the active admins other than _except.
create function private.lock_and_count_other_active_admins(_except uuid) returns bigint
language plpgsql volatile security definer set search_path = '' as $$
begin
  perform pg_advisory_xact_lock(hashtext('private.admin_membership'));
  return (
    select count(*)
    from public.user_roles ur
    join public.profiles p on p.id = ur.user_id
    where ur.role = 'admin' and p.status is distinct from 'Suspended' and ur.user_id is distinct from _except
  );
end
$$;

revoke all on function private.caller_is_active() from public;
revoke all on function private.caller_is_admin() from public;
revoke all on function private.lock_and_count_other_active_admins(uuid) from public;
grant execute on function private.caller_is_active() to anon, authenticated;
grant execute on function private.caller_is_admin() to authenticated;
grant execute on function private.lock_and_count_other_active_admins(uuid) to authenticated;

-- The RPC the app calls: true only for an active admin caller.
create function public.is_admin() returns boolean
language sql stable security invoker set search_path = '' as $$
  select private.caller_is_admin()
$$;
revoke all on function public.is_admin() from public, anon;
grant execute on function public.is_admin() to authenticated;

-- Profiles: owners edit their safe columns, admins any profile's safe columns and status; the role mirror,
-- email and id are never writable through the API.
create function private.profiles_before_update() returns trigger
language plpgsql security invoker set search_path = '' as $$
begin
  new.updated_at := now();
  if new.status is distinct from old.status then
    -- current_user is the API role here (invoker); migrations, seed and definer functions pass.
    if current_user in ('anon', 'authenticated') and not private.caller_is_admin() then
      raise exception 'Only admins can change a user''s status' using errcode = '42501';
    end if;
    if new.status = 'Suspended' and old.status is distinct from 'Suspended'
       and exists (select 1 from public.user_roles ur where ur.user_id = new.id and ur.role = 'admin')
       and private.lock_and_count_other_active_admins(new.id) = 0 then
      raise exception 'Cannot suspend the last admin' using errcode = 'P0001', hint = 'last_admin';
    end if;
  end if;
  return new;
end
$$;
revoke all on function private.profiles_before_update() from public;
create trigger profiles_before_update before update on public.profiles
  for each row execute function private.profiles_before_update();

revoke all on public.profiles, public.user_roles, public.role_audit_log from anon, authenticated;
grant select on public.profiles to authenticated;
-- status and updated_at are granted for the admin's update form: the trigger refuses status from non-admins
-- and always stamps updated_at itself.
grant update (first_name, last_name, phone, company, display_name, status, updated_at) on public.profiles to authenticated;
grant select on public.user_roles, public.role_audit_log to authenticated;

alter table public.profiles enable row level security;
alter table public.user_roles enable row level security;
alter table public.role_audit_log enable row level security;

create policy profiles_select on public.profiles for select to authenticated
  using ((select private.caller_is_active()) and (id = (select auth.uid()) or (select private.caller_is_admin())));
create policy profiles_update on public.profiles for update to authenticated
  using ((select private.caller_is_active()) and (id = (select auth.uid()) or (select private.caller_is_admin())))
  with check ((select private.caller_is_active()) and (id = (select auth.uid()) or (select private.caller_is_admin())));
-- Roles and the audit log are read by admins only; they are written only by the functions below.
create policy user_roles_select on public.user_roles for select to authenticated
  using ((select private.caller_is_admin()));
create policy role_audit_log_select on public.role_audit_log for select to authenticated
  using ((select private.caller_is_admin()));

-- Sign-up: every new auth user gets a profile (role User, status Active) and the 'user' role. Metadata is
-- user-supplied, so it only fills display fields, cleaned so a bad value cannot block the sign-up.
create function private.handle_new_user() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  _meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  _full_name text := nullif(btrim(_meta ->> 'full_name'), '');
  _first text := nullif(btrim(_meta ->> 'first_name'), '');
  _last text := nullif(btrim(_meta ->> 'last_name'), '');
  _display text := nullif(btrim(_meta ->> 'display_name'), '');
  _company text := nullif(btrim(_meta ->> 'company'), '');
  _phone text := nullif(btrim(_meta ->> 'phone'), '');
  _words text[];
begin
  -- SPEC §3: first_name is the first word of the full name, last_name the remaining words.
  if _full_name is not null and _first is null then
    _words := regexp_split_to_array(_full_name, '\s+');
    _first := _words[1];
    _last := coalesce(_last, nullif(array_to_string(_words[2:], ' '), ''));
  end if;
  if _phone is not null and not (char_length(_phone) <= 20 and _phone ~ '^\+?[1-9][0-9]{0,15}$') then
    _phone := null;
  end if;

  insert into public.profiles (id, email, first_name, last_name, display_name, company, phone, role, status)
  values (
    new.id,
    new.email,
    left(_first, 100),
    left(_last, 100),
    left(coalesce(_display, _full_name, nullif(concat_ws(' ', _first, _last), '')), 200),
    left(_company, 200),
    _phone,
    'User',
    'Active'
  );
  -- Never from metadata: the user can write raw_user_meta_data.
  insert into public.user_roles (user_id, role) values (new.id, 'user');
  return new;
end
$$;
revoke all on function private.handle_new_user() from public;
create trigger on_auth_user_created after insert on auth.users
  for each row execute function private.handle_new_user();

create function private.handle_user_email_change() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  update public.profiles set email = new.email where id = new.id;
  return new;
end
$$;
revoke all on function private.handle_user_email_change() from public;
create trigger on_auth_user_email_changed after update of email on auth.users
  for each row when (new.email is distinct from old.email)
  execute function private.handle_user_email_change();

-- Role assignment: admin-only; replaces the role, the profile mirror and writes the audit row in the
-- caller's transaction (PostgREST wraps each RPC in one), so any failure rolls all three back.
create function public.assign_user_role(_user_id uuid, _role public.app_role) returns void
language plpgsql volatile security definer set search_path = '' as $$
declare
  _caller uuid := (select auth.uid());
  _old public.app_role;
begin
  if not private.caller_is_admin() then
    raise exception 'Only admins can assign roles' using errcode = '42501';
  end if;
  if _user_id is null then
    raise exception 'Invalid user ID format' using errcode = '22023';
  end if;
  if _role is null then
    raise exception 'Role must be one of: user, admin, moderator' using errcode = '22023';
  end if;
  if not exists (select 1 from auth.users u where u.id = _user_id) then
    raise exception 'User not found' using errcode = 'PT404';
  end if;

  select ur.role into _old from public.user_roles ur where ur.user_id = _user_id for update;
  if _old is not distinct from _role then
    return;
  end if;
  if _old = 'admin' and private.lock_and_count_other_active_admins(_user_id) = 0 then
    raise exception 'Cannot remove the last admin' using errcode = 'P0001', hint = 'last_admin';
  end if;

  insert into public.user_roles (user_id, role, assigned_by, assigned_at)
  values (_user_id, _role, _caller, now())
  on conflict (user_id) do update
    set role = excluded.role, assigned_by = excluded.assigned_by, assigned_at = excluded.assigned_at;
  update public.profiles
    set role = case _role when 'admin' then 'Admin' when 'moderator' then 'Moderator' else 'User' end
    where id = _user_id;
  insert into public.role_audit_log (action_type, old_role, new_role, assigned_by, target_user_id)
  values (case when _old is null then 'role_assigned' else 'role_changed' end, _old, _role, _caller, _user_id);
end
$$;
revoke all on function public.assign_user_role(uuid, public.app_role) from public, anon;
grant execute on function public.assign_user_role(uuid, public.app_role) to authenticated;
