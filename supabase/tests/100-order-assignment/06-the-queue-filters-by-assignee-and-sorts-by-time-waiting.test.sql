-- the queue answers the screen's filters as PostgREST sends them: assigned to me (assignee_id = me), unassigned
-- (assignee_id is null), and the longest waiting first (updated_at ascending: the time of the last status move)
-- Order assignment (migration 2000). Seed: c06 assigned to the admin, c08 to the moderator; ten orders.
begin;
select plan(4);

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select results_eq($$select id::text from public.order_queue where assignee_id = '00000000-0000-4000-8000-000000000001'$$,
  $$values ('7d2a9f31-0000-4000-8000-000000000c06')$$, 'assigned to the admin');
select is((select count(*)::int from public.order_queue where assignee_id is null), 8, 'eight unassigned');
select results_eq(
  $$select id::text from public.order_queue where status in ('Submitted', 'In review', 'Needs documents') order by updated_at, id$$,
  $$values ('e4c05d98-0000-4000-8000-000000000c05'), ('7d2a9f31-0000-4000-8000-000000000c06'),
           ('3e9b7c60-0000-4000-8000-000000000c0a'), ('9c4e1a73-0000-4000-8000-000000000c08'), ('0f6b8e24-0000-4000-8000-000000000c07'),
           ('62d8f0b5-0000-4000-8000-000000000c09')$$,
  'open orders, longest in their status first');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000002","role":"authenticated","aal":"aal1"}';
select results_eq($$select id::text from public.order_queue where assignee_id = '00000000-0000-4000-8000-000000000002'$$,
  $$values ('9c4e1a73-0000-4000-8000-000000000c08')$$, 'assigned to the moderator, as the moderator reads it');

select * from finish();
rollback;
