-- Staff lists at scale (issue 15): the admin screens search, filter, sort and page users in the database
-- (PostgREST's `max_rows` answers at most 1000 rows, so a list read whole silently stops there), and the
-- dashboard's figures come from one function instead of being counted in the browser.

-- Search is "contains" on five columns (`col=ilike.*text*`); trigram indexes let Postgres answer it without
-- reading every profile. pg_trgm is available on every Supabase project.
create extension if not exists pg_trgm with schema extensions;
create index profiles_display_name_trgm_idx on public.profiles using gin (display_name extensions.gin_trgm_ops);
create index profiles_first_name_trgm_idx on public.profiles using gin (first_name extensions.gin_trgm_ops);
create index profiles_last_name_trgm_idx on public.profiles using gin (last_name extensions.gin_trgm_ops);
create index profiles_email_trgm_idx on public.profiles using gin (email extensions.gin_trgm_ops);
create index profiles_company_trgm_idx on public.profiles using gin (company extensions.gin_trgm_ops);
-- The filters and the other sort orders of the Manage tab.
create index profiles_status_created_at_idx on public.profiles (status, created_at desc);
create index profiles_role_created_at_idx on public.profiles (role, created_at desc);

-- The Admin Dashboard's figures in one round trip (SPEC §2, §9): the five statistics, plus the overview's
-- counts. Inactive is every status but Active (a missing status included), admins come from user_roles and
-- recent means the last 7 days. Security invoker: it counts through the admin's own row-level security,
-- so it can never show more than the admin may read; anyone else is refused rather than shown their own
-- one-row view as if it were the user base.
create function public.admin_dashboard() returns jsonb
language plpgsql stable security invoker set search_path = '' as $$
declare
  _figures jsonb;
begin
  if not private.caller_is_admin() then
    raise exception 'Only admins can view the dashboard' using errcode = '42501';
  end if;
  select jsonb_build_object(
    'totalUsers', count(*),
    'activeUsers', count(*) filter (where p.status = 'Active'),
    'inactiveUsers', count(*) filter (where p.status is distinct from 'Active'),
    'suspendedUsers', count(*) filter (where p.status = 'Suspended'),
    'recentSignups', count(*) filter (where p.created_at >= now() - interval '7 days'),
    'newestSignupAt', max(p.created_at)
  )
  into _figures
  from public.profiles p;
  return _figures || (
    select jsonb_build_object(
      'adminUsers', count(*) filter (where ur.role = 'admin'),
      'moderatorUsers', count(*) filter (where ur.role = 'moderator')
    )
    from public.user_roles ur
  );
end
$$;
revoke all on function public.admin_dashboard() from public, anon;
grant execute on function public.admin_dashboard() to authenticated;
