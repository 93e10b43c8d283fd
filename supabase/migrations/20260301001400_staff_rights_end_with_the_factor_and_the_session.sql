-- An access token keeps the `aal` it was issued with until it expires (an hour), and it stays valid after its
-- session is signed out. So after reset_user_mfa() removed an admin's factors, or after the admin signed out,
-- the token they held (or a copy of it) kept the admin rights until it expired. From here on:
--
-- 1. An admin at aal2 also needs, now, a verified factor that existed when their token was issued (its `iat`):
--    - a reset (or unenrolling) ends the rights of every token at once, because the factor is gone;
--    - enrolling a new factor afterwards does not revive a token from before it, because that factor is
--      newer than the token. GoTrue issues the tokens of aal2 after the factor's first code is verified, so an
--      admin's own tokens always post-date their factor.
--    Both clocks are the server's; `iat` counts whole seconds, so the factor's creation is compared to the
--    second. A token without `iat` (GoTrue always sets one; only a test or the service role can mint another)
--    counts as issued now.
-- 2. Staff rights (an admin's, a moderator's) need the token's session to still exist: GoTrue deletes the
--    session row when it is signed out (and when an admin or a password change ends it), so signing out ends
--    them at once, as the Edge Functions already refuse such a token (GoTrue's /user answers
--    session_not_found). A token without `session_id` (again, only a minted one) is not tied to a session.

create or replace function private.caller_session_is_live() returns boolean
language sql stable security definer set search_path = '' as $$
  select (select auth.jwt()) ->> 'session_id' is null
    or exists (
      select 1
      from auth.sessions s
      where s.id = ((select auth.jwt()) ->> 'session_id')::uuid and s.user_id = (select auth.uid())
    )
$$;

create or replace function private.caller_is_admin() returns boolean
language sql stable security definer set search_path = '' as $$
  select coalesce((select auth.jwt()) ->> 'aal' = 'aal2', false)
    and exists (
      select 1
      from auth.mfa_factors f
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

-- An admin is staff only where caller_is_admin() holds; moderators keep reading the queue at any level, while
-- their session lasts.
create or replace function private.caller_is_staff() returns boolean
language sql stable security definer set search_path = '' as $$
  select (
    exists (
      select 1
      from public.user_roles ur
      join public.profiles p on p.id = ur.user_id
      where ur.user_id = (select auth.uid())
        and p.status is distinct from 'Suspended'
        and ur.role = 'moderator'
    )
    and private.caller_session_is_live()
  ) or private.caller_is_admin()
$$;

-- create or replace keeps the owner and the grants; restated so this file says what they are. The session
-- check runs inside the two definer functions only: no API role calls it.
revoke all on function private.caller_session_is_live() from public;
revoke all on function private.caller_is_admin() from public;
revoke all on function private.caller_is_staff() from public;
grant execute on function private.caller_is_admin() to authenticated;
grant execute on function private.caller_is_staff() to authenticated;
