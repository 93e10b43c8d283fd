-- staff (admins at aal2, moderators) read the assignment history and the queue's assignees; a customer reads
-- their own orders in the queue with no assignee and no assignment row; anon reads neither; nobody writes the
-- history through the API
-- Order assignment (migration 2000). Seed: c06 (customer ...0003) assigned to the admin, c08 (...0100) to the moderator.
begin;
select plan(9);

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000002","role":"authenticated","aal":"aal1"}';
select is((select count(*)::int from public.order_assignments), 2, 'the moderator reads the seeded assignments');
select results_eq(
  $$select id::text, assignee_email from public.order_queue where assignee_id is not null order by id$$,
  $$values ('7d2a9f31-0000-4000-8000-000000000c06', 'admin@demo.test'), ('9c4e1a73-0000-4000-8000-000000000c08', 'moderator@demo.test')$$,
  'the moderator sees both assignees in the queue');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select is((select count(*)::int from public.order_queue), (select count(*)::int from public.order_requests), 'the admin reads every order in the queue');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal1"}';
select is((select count(*)::int from public.order_assignments), 0, 'an admin without the second factor reads none');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select is((select count(*)::int from public.order_assignments), 0, 'the customer reads no assignment');
select results_eq(
  $$select count(*)::int, count(assignee_id)::int, count(assignee_email)::int, count(assigned_at)::int, bool_and(user_id = '00000000-0000-4000-8000-000000000003')
    from public.order_queue$$,
  $$values (7, 0, 0, 0, true)$$, 'the customer sees their seven orders in the queue, none with an assignee (c06 has one)');
select throws_ok($$insert into public.order_assignments (order_id, assignee_id) values ('7d2a9f31-0000-4000-8000-000000000c06', '00000000-0000-4000-8000-000000000003')$$,
  '42501', null, 'the customer cannot write an assignment');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select throws_ok($$update public.order_assignments set assignee_id = null$$,
  '42501', null, 'an admin cannot rewrite the history through the API');
set local role anon;
set local request.jwt.claims = '{"role":"anon"}';
select throws_ok($$select count(*) from public.order_queue$$, '42501', null, 'anon reads no queue');

select * from finish();
rollback;
