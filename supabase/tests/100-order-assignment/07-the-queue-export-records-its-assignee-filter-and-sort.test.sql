-- the queue's export records the assignee filter and the sort as the screen applied them; values the queue does
-- not have, and the queue's sort on another list, are refused
-- Order assignment (migration 2000, log_export of migration 1520 restated). Personas: admin ...0001, moderator ...0002.
begin;
select plan(5);

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000002","role":"authenticated","aal":"aal1"}';
select lives_ok($$select public.log_export('orders', '{"assigned": "me", "sort": "waiting", "status": "In review"}', 1)$$,
  'the moderator exports their own orders, longest waiting first');
select throws_ok($$select public.log_export('orders', '{"assigned": "someone"}', 1)$$,
  '22023', 'Invalid value for export filter: assigned', 'an assignee filter the queue does not have');
select throws_ok($$select public.log_export('orders', '{"sort": "name"}', 1)$$,
  '22023', 'Invalid value for export filter: sort', 'a sort the queue does not have');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select throws_ok($$select public.log_export('users', '{"sort": "waiting"}', 1)$$,
  '22023', 'Invalid value for export filter: sort', 'the queue''s sort on the users list');
reset role;
select is((select details from public.staff_audit_log where action = 'export_made'),
  '{"view": "orders", "filters": {"assigned": "me", "sort": "waiting", "status": "In review"}, "rows": 1, "available": 3}'::jsonb,
  'one record, with the filters and the count of orders In review');

select * from finish();
rollback;
