-- publishing is the only way to Report ready: set_order_status refuses the move from every status (P0001), In review and Escalated included, and the lifecycle keeps its other nine moves
-- Reports (migration 0900). Personas: admin ...0001. Seed: the customer's c06 is In review, c04 Escalated.
begin;
select plan(5);

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select throws_ok($$select public.set_order_status('7d2a9f31-0000-4000-8000-000000000c06', 'Report ready', 'Done')$$,
  'P0001', 'An order that is In review cannot move to Report ready', 'In review -> Report ready');
select throws_ok($$select public.set_order_status('1b7f3a52-0000-4000-8000-000000000c04', 'Report ready', 'Back from the firm')$$,
  'P0001', 'An order that is Escalated cannot move to Report ready', 'Escalated -> Report ready');
reset role;
select is((select string_agg(status, ', ' order by id) from public.order_requests
           where id in ('7d2a9f31-0000-4000-8000-000000000c06', '1b7f3a52-0000-4000-8000-000000000c04')),
  'Escalated, In review', 'neither order moved');
-- The whole table of moves, written out here as the rule.
select set_eq(
  $$select f, t from unnest(array['Submitted', 'In review', 'Needs documents', 'Escalated', 'Report ready', 'Cancelled']) f
    cross join unnest(array['Submitted', 'In review', 'Needs documents', 'Escalated', 'Report ready', 'Cancelled']) t
    where private.order_transition_allowed(f, t)$$,
  $$values ('Submitted', 'In review'), ('Submitted', 'Needs documents'), ('Submitted', 'Cancelled'),
           ('In review', 'Needs documents'), ('In review', 'Escalated'), ('In review', 'Cancelled'),
           ('Needs documents', 'In review'), ('Needs documents', 'Cancelled'), ('Escalated', 'Cancelled')$$,
  'the moves set_order_status allows');
select is((select count(*) from public.order_reports), 2::bigint, 'no report appeared');

select * from finish();
rollback;
