-- Issue 45 §5: the staff users list's search read every profile for an admin. Under row-level security
-- PostgreSQL checks a condition that is not leakproof (ilike) only after the policy, so the trigram indexes of
-- migration 1000 could not answer `or=(display_name.ilike.*text*,…)` from PostgREST: about 0.6 s a search at
-- 100,000 customers, about 5.5 s at 1,000,000 (decision 13, `npm run bench`).
--
-- public.user_list_page() answers the list's search as a definer: it reads public.profiles past the policy and
-- applies the policy itself, first (profiles_select, migration 0100: an active admin sees every row, any other
-- active caller their own row, a suspended caller or one without a profile none; anon holds no grant), then
-- filters with the trigram-indexed `column ilike pattern` terms, so the planner may read the indexes. It takes
-- the list's whole query (search, status, role, sort, page, page size) and answers what PostgREST answers for
-- it with `count: 'exact'`: `{"rows": [profile…], "total": n}`, the same rows, order, page and exact count.
-- The list's reads without a search keep going through PostgREST (their indexes already answer them).

-- The two statements of one list read (the page as a jsonb array, then its exact count), as text with every
-- value quoted in, for public.user_list_page() to run and for the bench and pgTAP to EXPLAIN: the statements
-- the function runs are the ones whose plans are shown. `_only`: the one profile a non-admin may see.
-- Arguments are checked by the caller; an unknown sort is refused here too.
create function private.user_list_statements(
  _search text, _status text, _role text, _sort text, _limit integer, _offset bigint, _only uuid
) returns text[]
language plpgsql immutable set search_path = pg_catalog, pg_temp as $$
declare
  _where text[] := array['true'];
  _pattern text;
  _order text;
begin
  if _only is not null then
    _where := _where || format('id = %L::uuid', _only);
  end if;
  if coalesce(_search, '') <> '' then
    -- The text matched literally anywhere: LIKE's wildcards and its escape character escaped.
    _pattern := '%' || replace(replace(replace(_search, '\', '\\'), '%', '\%'), '_', '\_') || '%';
    _where := _where || format(
      '(display_name ilike %1$L or first_name ilike %1$L or last_name ilike %1$L or email ilike %1$L or company ilike %1$L)',
      _pattern);
  end if;
  -- The list shows a profile without a status as Active (SPEC §2), so the filter finds it there.
  if _status = 'Active' then
    _where := _where || '(status = ''Active'' or status is null)'::text;
  elsif _status is not null then
    _where := _where || format('status = %L', _status);
  end if;
  if _role is not null then
    _where := _where || format('role = %L', _role);
  end if;
  -- Every order ends on the id, so pages never overlap or skip a row whose key ties (as the adapter orders).
  _order := case _sort
    when 'newest' then 'created_at desc, id asc'
    when 'oldest' then 'created_at asc, id asc'
    when 'name' then 'display_name asc nulls last, email asc nulls last, id asc'
    when 'email' then 'email asc nulls last, id asc'
  end;
  if _order is null then
    raise exception 'Sort must be one of: newest, oldest, name, email' using errcode = '22023';
  end if;
  return array[
    format(
      'select coalesce(jsonb_agg(to_jsonb(page) order by %1$s), ''[]''::jsonb) from ('
        'select * from public.profiles where %2$s order by %1$s limit %3$s offset %4$s) page',
      _order, array_to_string(_where, ' and '), _limit, _offset),
    format('select count(*) from public.profiles where %s', array_to_string(_where, ' and '))
  ];
end
$$;
revoke all on function private.user_list_statements(text, text, text, text, integer, bigint, uuid) from public;

-- The staff users list's read with a search, past the policy and applying it itself (above). Arguments as the
-- port checks them (userListQuerySchema): a search of at most 200 characters (trimmed of spaces), a status and a
-- role of the list's or null for any, one of the four sorts, a page from 1, a page size of 1 to 1000.
create function public.user_list_page(
  _search text, _status text, _role text, _sort text, _page integer, _page_size integer
) returns jsonb
language plpgsql stable security definer set search_path = pg_catalog, pg_temp as $$
declare
  _text text := btrim(coalesce(_search, ''));
  _only uuid;
  _statements text[];
  _rows jsonb;
  _total bigint;
begin
  if char_length(_text) > 200 then
    raise exception 'Search must be less than 200 characters' using errcode = '22023';
  end if;
  if _status is not null and _status not in ('Active', 'Inactive', 'Suspended') then
    raise exception 'Status must be one of: Active, Inactive, Suspended' using errcode = '22023';
  end if;
  if _role is not null and _role not in ('Admin', 'Moderator', 'User') then
    raise exception 'Role must be one of: Admin, Moderator, User' using errcode = '22023';
  end if;
  if _page is null or _page < 1 then
    raise exception 'Page must be 1 or more' using errcode = '22023';
  end if;
  if _page_size is null or _page_size not between 1 and 1000 then
    raise exception 'Page size must be between 1 and 1000' using errcode = '22023';
  end if;
  if _sort is null or _sort not in ('newest', 'oldest', 'name', 'email') then
    raise exception 'Sort must be one of: newest, oldest, name, email' using errcode = '22023';
  end if;
  -- profiles_select: a suspended caller, or one without a profile (the service role has no auth.uid()), sees
  -- no row; an active admin every row; any other active caller their own.
  if not private.caller_is_active() then
    return jsonb_build_object('rows', '[]'::jsonb, 'total', 0);
  end if;
  if not private.caller_is_admin() then
    _only := auth.uid();
  end if;
  _statements := private.user_list_statements(
    _text, _status, _role, _sort, _page_size, (_page - 1)::bigint * _page_size, _only);
  execute _statements[1] into _rows;
  execute _statements[2] into _total;
  return jsonb_build_object('rows', _rows, 'total', _total);
end
$$;
revoke all on function public.user_list_page(text, text, text, text, integer, integer) from public, anon;
grant execute on function public.user_list_page(text, text, text, text, integer, integer) to authenticated;
