-- the search public.user_list_page() runs for an admin reaches the trigram indexes, where the same condition
-- sent through PostgREST under the policy cannot: row-level security checks ilike (not leakproof) only after
-- the policy. Sequential scans are priced out so that the plan shows whether an index can answer the
-- condition at all on a test-sized table; scripts/bench/postgres-staff.mjs shows the planner choosing the
-- indexes by itself at 100,000 and 1,000,000 customers.
-- Staff lists (migration 2800).
begin;
select plan(3);

-- 2,000 customers, signed up (the sign-up trigger writes each profile), with fresh statistics.
insert into auth.users (id, aud, role, email, raw_user_meta_data, created_at, updated_at)
select ('b0000000-0000-4000-8000-' || lpad(to_hex(i), 12, '0'))::uuid, 'authenticated', 'authenticated',
       'plan.customer.' || i || '@example.test', jsonb_build_object('first_name', 'Plan', 'last_name', 'Customer ' || i),
       now() - i * interval '1 minute', now() - i * interval '1 minute'
from generate_series(1, 2000) i;
analyze public.profiles;
set local enable_seqscan = off;

-- The index conditions of a plan (EXPLAIN's JSON), keyed by the index they are answered from.
create function pg_temp.index_conditions(_sql text) returns setof text
language plpgsql as $$
declare
  _plan jsonb;
begin
  execute 'explain (format json) ' || _sql into _plan;
  return query
    select distinct n ->> 'Index Name'
    from jsonb_path_query(_plan, 'strict $.**') n
    where jsonb_typeof(n) = 'object' and n ? 'Index Cond' and n ->> 'Index Cond' like '%~~*%';
end
$$;

create temp table statements as
select private.user_list_statements('customer 4242', null, null, 'newest', 25, 0, null) s;
grant execute on function pg_temp.index_conditions(text) to authenticated;

select set_eq($$select pg_temp.index_conditions((select s[2] from statements))$$,
  array['profiles_display_name_trgm_idx', 'profiles_first_name_trgm_idx', 'profiles_last_name_trgm_idx',
        'profiles_email_trgm_idx', 'profiles_company_trgm_idx'],
  'the function''s count answers the search from the five trigram indexes');
select ok((select s[1] from statements) like '%from public.profiles where true and (display_name ilike %',
  'the page filters with the same indexed terms');

-- The same condition as PostgREST sends it for the admin, under the policy: no index can answer it.
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select is_empty($$select pg_temp.index_conditions(
    'select count(*) from public.profiles where display_name ilike ''%customer 4242%'' or first_name ilike ''%customer 4242%'''
    ' or last_name ilike ''%customer 4242%'' or email ilike ''%customer 4242%'' or company ilike ''%customer 4242%''')$$,
  'through row-level security the same search reaches no trigram index');

select * from finish();
rollback;
