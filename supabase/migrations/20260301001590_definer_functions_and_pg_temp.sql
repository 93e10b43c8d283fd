-- Hardening from the audit of issue 28 (items 5 and part of 6). This migration must stay the last one: its
-- final step sets the search_path of every function in public and private, those of earlier migrations
-- included.

-- 1. Order documents: each entry holds exactly the keys the app writes ({name, size, storage_path}), a name of
--    1..255 characters (MAX_DOCUMENT_NAME_LENGTH, a file name) and a storage path of at most 1024 characters
--    (`<user id>/<upload id>/<file name>`). Unknown keys were kept by the column and dropped by the twin; both
--    now refuse them, and a 10 MB name can no longer be stored on one order. Existing rows are not re-checked
--    (the app has always written these three keys only).
create or replace function private.valid_order_documents(_docs jsonb) returns boolean
language sql immutable set search_path = '' as $$
  select case
    when jsonb_typeof(_docs) is distinct from 'array' then false
    when jsonb_array_length(_docs) not between 1 and 10 then false
    else not exists (
      select 1 from jsonb_array_elements(_docs) d
      where case
        when jsonb_typeof(d) <> 'object' then true
        when exists (select 1 from jsonb_object_keys(d) k where k not in ('name', 'size', 'storage_path')) then true
        when jsonb_typeof(d -> 'name') is distinct from 'string' or char_length(d ->> 'name') not between 1 and 255 then true
        when jsonb_typeof(d -> 'storage_path') is distinct from 'string' or char_length(d ->> 'storage_path') > 1024 then true
        when jsonb_typeof(d -> 'size') is distinct from 'number' then true
        else (d ->> 'size')::numeric not between 1 and 20971520
      end
    )
  end
$$;

-- 2. Credits at any isolation level. The ledger lock (an advisory lock) serialises the writers of one user,
--    but at REPEATABLE READ or SERIALIZABLE a transaction reads with the snapshot of its first statement,
--    taken before it waited for the lock: two orders each read a balance of 1 and the balance ended at -1.
--    Every ledger write now also updates the user's row below once it holds the lock; a transaction whose
--    snapshot predates another writer's commit then fails on that row with a serialization failure (40001,
--    the client retries) instead of debiting a balance it read stale. At READ COMMITTED nothing changes.
create table private.credit_accounts (
  user_id uuid primary key references auth.users (id) on delete cascade,
  writes bigint not null default 1
);
revoke all on private.credit_accounts from public, anon, authenticated;

create or replace function private.lock_and_read_balance(_user_id uuid) returns integer
language plpgsql volatile security definer set search_path = '' as $$
begin
  perform pg_advisory_xact_lock(hashtext('private.credit_ledger'), hashtext(_user_id::text));
  insert into private.credit_accounts as a (user_id) values (_user_id)
  on conflict (user_id) do update set writes = a.writes + 1;
  return (select coalesce(sum(l.credits), 0) from public.credit_ledger l where l.user_id = _user_id);
end
$$;

-- 3. Private helpers the API roles can execute. Definer functions run as their owner and need no grant; the
--    two below keep theirs because invoker code calls them as the caller, and answer nothing useful to a
--    caller who calls them directly.
--    lock_and_count_other_active_admins: profiles_before_update (security invoker) calls it when an admin
--    suspends an admin. A signed-in caller who is not an active admin is refused: it neither counts the
--    admins for them nor takes the admin-membership lock (service-role and definer callers without a user
--    are unchanged).
create or replace function private.lock_and_count_other_active_admins(_except uuid) returns bigint
language plpgsql volatile security definer set search_path = '' as $$
begin
  if (select auth.uid()) is not null and not private.caller_is_admin() then
    raise exception 'Only admins can change a user''s status' using errcode = '42501';
  end if;
  perform pg_advisory_xact_lock(hashtext('private.admin_membership'));
  return (
    select count(*)
    from public.user_roles ur
    join public.profiles p on p.id = ur.user_id
    where ur.role = 'admin' and p.status is distinct from 'Suspended' and ur.user_id is distinct from _except
  );
end
$$;

--    order_document_is_referenced: the order_documents_delete policy calls it as the caller. It now answers
--    only about names in the caller's own folder (the only ones the policy lets them delete) and says
--    nothing (null, which the policy reads as a refusal) about anyone else's files.
create or replace function private.order_document_is_referenced(_name text) returns boolean
language plpgsql volatile security definer set search_path = '' as $$
declare
  _caller uuid := (select auth.uid());
begin
  if _caller is null or split_part(_name, '/', 1) <> _caller::text then
    return null;
  end if;
  perform pg_advisory_xact_lock(hashtext('private.order_documents'), hashtext(_caller::text));
  return exists (
    select 1 from public.order_requests o
    where o.documents @> jsonb_build_array(jsonb_build_object('storage_path', _name))
  );
end
$$;

-- 4. Definer functions and pg_temp. With search_path = '' PostgreSQL still searches the session's temporary
--    schema first for relations and types, so a temp domain named uuid (its CHECK calling a temp function)
--    ran code as the definer the moment a definer function, or auth.uid() called from one, cast to uuid.
--    Listing pg_temp explicitly, last, puts pg_catalog first for every unqualified type and relation; names
--    of this project's schemas are qualified anyway. Every function in public and private gets it, whatever
--    migration created it (supabase/tests/00-platform/04 holds later ones to the same rule).
do $$
declare
  _fn regprocedure;
begin
  for _fn in
    select p.oid::regprocedure
    from pg_proc p
    join pg_namespace n on n.oid = p.pronamespace
    where n.nspname in ('public', 'private')
      and p.prokind in ('f', 'p')
      -- functions of an extension installed in these schemas belong to the extension
      and not exists (select 1 from pg_depend d where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
  loop
    begin
      execute format('alter routine %s set search_path = pg_catalog, pg_temp', _fn);
    exception when insufficient_privilege then
      -- Owned by a role this migration cannot act for: left as it is, and 00-platform/04 names it.
      raise warning 'search_path of % left unchanged: %', _fn, sqlerrm;
    end;
  end loop;
end
$$;

--    And the API roles lose TEMP (PUBLIC holds it by default), so they cannot create temporary objects at
--    all. Only the database owner can revoke it: on hosted Supabase supabase_admin owns the database and
--    this migration runs as postgres, so PostgreSQL only warns (or refuses); the migration then goes on
--    with a notice, and the search_path above is the protection (docs/decisions/0009-functions-and-pg-temp.md).
do $$
begin
  execute format('revoke temporary on database %I from public', current_database());
  if has_database_privilege('authenticated', current_database(), 'TEMPORARY') then
    raise notice 'TEMPORARY stays granted to PUBLIC on database %: only its owner can revoke it', current_database();
  else
    -- The server-side roles keep it.
    execute (
      select format('grant temporary on database %I to %s', current_database(), string_agg(quote_ident(r.rolname), ', '))
      from pg_roles r
      where r.rolname in ('postgres', 'service_role', 'supabase_auth_admin', 'supabase_storage_admin')
    );
  end if;
exception when insufficient_privilege then
  raise notice 'TEMPORARY stays granted to PUBLIC on database %: only its owner can revoke it', current_database();
end
$$;
