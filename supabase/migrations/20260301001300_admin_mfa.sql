-- Admin rights need a second factor. A password alone gives a session at aal1; a TOTP code verified in it
-- (GoTrue's /factors/:id/verify) raises it to aal2, and every access token carries that level in its `aal`
-- claim, which SQL reads as auth.jwt() ->> 'aal'. From here on an admin acts as an admin only with a token at
-- aal2, so a stolen password is not enough to administer anything.
--
-- Every admin check of the earlier migrations goes through private.caller_is_admin() or
-- private.caller_is_staff() (policies on public.* and on storage.objects, the RPCs, the profile status
-- trigger, and through is_admin() the edge functions' requireAdmin), so redefining those two is the whole
-- rule. The only other tests of the admin role are about other users, not the caller:
-- lock_and_count_other_active_admins() and the last-admin guards that use it, and admin_dashboard()'s counts.
--   caller_is_admin()  admin role, not Suspended, and a token at aal2 (no `aal` claim counts as aal1)
--   caller_is_staff()  a moderator (not Suspended) at any level; an admin only where caller_is_admin() holds,
--                      so an admin at aal1 reads no more of the order queue than a customer
--
-- Also here: reset_user_mfa(), the recovery for an admin who lost their authenticator (another admin removes
-- their factors), and the staff audit trail's record of a staff member enrolling a factor.

create or replace function private.caller_is_admin() returns boolean
language sql stable security definer set search_path = '' as $$
  select coalesce((select auth.jwt()) ->> 'aal' = 'aal2', false)
    and exists (
      select 1
      from public.user_roles ur
      join public.profiles p on p.id = ur.user_id
      where ur.user_id = (select auth.uid()) and ur.role = 'admin' and p.status is distinct from 'Suspended'
    )
$$;

create or replace function private.caller_is_staff() returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1
    from public.user_roles ur
    join public.profiles p on p.id = ur.user_id
    where ur.user_id = (select auth.uid())
      and p.status is distinct from 'Suspended'
      and (ur.role = 'moderator'
           or (ur.role = 'admin' and coalesce((select auth.jwt()) ->> 'aal' = 'aal2', false)))
  )
$$;

-- create or replace keeps the owner and the grants; restated so this file says what they are.
revoke all on function private.caller_is_admin() from public;
revoke all on function private.caller_is_staff() from public;
grant execute on function private.caller_is_admin() to authenticated;
grant execute on function private.caller_is_staff() to authenticated;

-- Recovery: an admin at aal2 removes another user's second factors (every status: an abandoned unverified
-- enrollment too), as GoTrue's unenroll does for each: the factor goes (its challenges with it), the
-- session claims it gave ('totp', 'mfa/phone', 'mfa/webauthn' in mfa_amr_claims, from which GoTrue computes
-- the aal of the tokens a refresh issues) go, and the user's sessions drop to aal1. Nobody resets their own
-- factor here: an admin who can still sign in at aal2 unenrolls through GoTrue, one who cannot needs another
-- admin. Recorded in the staff audit trail with the number of factors removed, which it returns.
create function public.reset_user_mfa(_user_id uuid) returns integer
language plpgsql volatile security definer set search_path = '' as $$
declare
  _removed integer;
begin
  if not private.caller_is_admin() then
    raise exception 'Only admins can reset two-factor authentication' using errcode = '42501';
  end if;
  if _user_id = (select auth.uid()) then
    raise exception 'You cannot reset your own two-factor authentication' using errcode = '22023';
  end if;
  if _user_id is null or not exists (select 1 from auth.users u where u.id = _user_id) then
    raise exception 'User not found' using errcode = 'P0002';
  end if;
  -- Deleting first counts what this call removed: a concurrent reset waits on the rows and then finds none.
  delete from auth.mfa_factors f where f.user_id = _user_id;
  get diagnostics _removed = row_count;
  if _removed = 0 then
    raise exception 'This user has no second factor to reset' using errcode = 'P0002';
  end if;
  delete from auth.mfa_amr_claims c
  using auth.sessions s
  where c.session_id = s.id and s.user_id = _user_id
    and c.authentication_method in ('totp', 'mfa/phone', 'mfa/webauthn');
  update auth.sessions set aal = 'aal1', factor_id = null where user_id = _user_id;
  perform private.record_staff_action('mfa_reset', _user_id, jsonb_build_object('factors', _removed));
  return _removed;
end
$$;
revoke all on function public.reset_user_mfa(uuid) from public, anon;
grant execute on function public.reset_user_mfa(uuid) to authenticated;

-- A staff member's factor verified for the first time (GoTrue's first /verify of an enrollment sets its
-- status to verified). GoTrue writes over its own connection without a JWT, so auth.uid() is null and
-- record_staff_action() would record nothing: the user who enrolled is the actor. Customers' factors are
-- not staff actions; rows inserted already verified (the seed, an import) were not enrolled here.
create function private.mfa_factors_audit_enrolled() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if exists (select 1 from public.user_roles ur where ur.user_id = new.user_id and ur.role in ('admin', 'moderator')) then
    insert into public.staff_audit_log (action, actor_id, actor_email, target_user_id, details)
    select 'mfa_enrolled', u.id, u.email, new.user_id,
           jsonb_build_object('factor_type', new.factor_type::text, 'friendly_name', new.friendly_name)
    from auth.users u
    where u.id = new.user_id;
  end if;
  return null;
end
$$;
revoke all on function private.mfa_factors_audit_enrolled() from public;
create trigger mfa_factors_audit_enrolled after update of status on auth.mfa_factors
  for each row when (old.status is distinct from new.status and new.status = 'verified')
  execute function private.mfa_factors_audit_enrolled();
