-- the user list's search function is granted to signed-in callers only: anon and PUBLIC hold no EXECUTE, so
-- PostgREST answers anon 401 42501 as it does for the profiles table itself (no grant)
-- Staff lists (migration 2800).
begin;
select plan(4);

select ok(not has_function_privilege('anon', 'public.user_list_page(text, text, text, text, integer, integer)', 'execute'),
  'anon cannot execute');
select ok(has_function_privilege('authenticated', 'public.user_list_page(text, text, text, text, integer, integer)', 'execute'),
  'authenticated can execute');
select ok(not has_function_privilege('authenticated',
  'private.user_list_statements(text, text, text, text, integer, bigint, uuid)', 'execute'),
  'the statement builder is for the function alone');

set local role anon;
set local request.jwt.claims = '{"role":"anon"}';
select throws_ok($$select public.user_list_page('demo', null, null, 'newest', 1, 25)$$, '42501',
  'permission denied for function user_list_page', 'anon is refused');

select * from finish();
rollback;
