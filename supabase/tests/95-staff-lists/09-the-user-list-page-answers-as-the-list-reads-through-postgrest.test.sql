-- for an admin the user list's search function answers what the list's PostgREST read answers under the
-- policy: the same rows in the same order, page and exact count for every filter and sort; the text matched
-- literally; arguments the list cannot send refused with 22023
-- Staff lists (migration 2800).
begin;
select plan(19);

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';

create function pg_temp.page_ids(_search text, _status text, _role text, _sort text, _page int, _size int)
returns setof text language sql as $$
  select r ->> 'id' from jsonb_array_elements(public.user_list_page(_search, _status, _role, _sort, _page, _size) -> 'rows') r
$$;
create function pg_temp.matches(_text text) returns setof public.profiles language sql as $$
  select * from public.profiles
  where display_name ilike '%' || _text || '%' or first_name ilike '%' || _text || '%'
     or last_name ilike '%' || _text || '%' or email ilike '%' || _text || '%' or company ilike '%' || _text || '%'
$$;

select results_eq($$select * from pg_temp.page_ids('demo', null, null, 'newest', 1, 3)$$,
  $$select id::text from pg_temp.matches('demo') order by created_at desc, id limit 3$$, 'newest first, first page');
select results_eq($$select * from pg_temp.page_ids('demo', null, null, 'newest', 2, 3)$$,
  $$select id::text from pg_temp.matches('demo') order by created_at desc, id limit 3 offset 3$$, 'its second page');
select results_eq($$select * from pg_temp.page_ids('e', null, null, 'oldest', 1, 1000)$$,
  $$select id::text from pg_temp.matches('e') order by created_at, id$$, 'oldest first');
select results_eq($$select * from pg_temp.page_ids('e', null, null, 'name', 1, 1000)$$,
  $$select id::text from pg_temp.matches('e') order by display_name nulls last, email nulls last, id$$, 'by name');
select results_eq($$select * from pg_temp.page_ids('e', null, null, 'email', 1, 1000)$$,
  $$select id::text from pg_temp.matches('e') order by email nulls last, id$$, 'by email');
select is((public.user_list_page('e', null, null, 'newest', 1, 2) -> 'total')::int,
  (select count(*)::int from pg_temp.matches('e')), 'the exact count of every match, not of the page');
select results_eq($$select * from pg_temp.page_ids('demo', 'Suspended', null, 'newest', 1, 25)$$,
  $$select id::text from pg_temp.matches('demo') where status = 'Suspended' order by created_at desc, id$$,
  'a status filter');
update public.profiles set status = null where id = '00000000-0000-4000-8000-000000000003';
select ok('00000000-0000-4000-8000-000000000003' in (select * from pg_temp.page_ids('demo', 'Active', null, 'newest', 1, 25)),
  'Active finds a profile without a status (the list shows it as Active)');
select results_eq($$select * from pg_temp.page_ids('demo', null, 'Moderator', 'newest', 1, 25)$$,
  $$select id::text from pg_temp.matches('demo') where role = 'Moderator' order by created_at desc, id$$,
  'a role filter');
select is(public.user_list_page('  ADMIN@DEMO  ', null, null, 'newest', 1, 25) #>> '{rows,0,email}', 'admin@demo.test',
  'any case, surrounding spaces trimmed');
select is(public.user_list_page('@demo.test', null, null, 'newest', 1, 25) -> 'rows' -> 0,
  (select to_jsonb(p) from public.profiles p where email ilike '%@demo.test%' order by created_at desc, id limit 1),
  'each row is the whole profile, as select=* reads it');
select is(array(select public.user_list_page(s, null, null, 'newest', 1, 25) ->> 'total'
                from unnest(array['%', '_', '\', 'a,b)', '"', '*', '''; drop table profiles; --']) s),
  array['0', '0', '0', '0', '0', '0', '0'], 'wildcards, quotes and syntax are matched literally');
select is(public.user_list_page('demo', null, null, 'newest', 1000, 25) -> 'rows', '[]'::jsonb, 'a page past the end');
select throws_ok($$select public.user_list_page(repeat('x', 201), null, null, 'newest', 1, 25)$$, '22023',
  'Search must be less than 200 characters', 'a search longer than the list allows');
select throws_ok($$select public.user_list_page('x', 'Gone', null, 'newest', 1, 25)$$, '22023',
  'Status must be one of: Active, Inactive, Suspended', 'an unknown status');
select throws_ok($$select public.user_list_page('x', null, 'admin', 'newest', 1, 25)$$, '22023',
  'Role must be one of: Admin, Moderator, User', 'an unknown role');
select throws_ok($$select public.user_list_page('x', null, null, 'random', 1, 25)$$, '22023',
  'Sort must be one of: newest, oldest, name, email', 'an unknown sort');
select throws_ok($$select public.user_list_page('x', null, null, 'newest', 0, 25)$$, '22023',
  'Page must be 1 or more', 'page 0');
select throws_ok($$select public.user_list_page('x', null, null, 'newest', 1, 1001)$$, '22023',
  'Page size must be between 1 and 1000', 'a page larger than the API answers');

select * from finish();
rollback;
