-- log_export checks what the client claims (migration 1520): a filter key the view's list does not have, a value of the wrong shape or beyond the list's rules, and more rows than the list holds under the filters are refused and write nothing; each view's own filters and a count up to the rows it holds are recorded with the server's count
-- Staff audit log. Personas: admin ...0001, moderator ...0002. The seed: 25 profiles (19 Active, of which 1 Admin).
begin;
select plan(16);

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select throws_ok($$select public.log_export('users', '{"owner":"x"}', 0)$$, '22023', 'Unknown export filter: owner', 'a key the users list does not have');
select throws_ok($$select public.log_export('role_audit', '{"search":"x"}', 0)$$, '22023', 'Unknown export filter: search', 'the role audit log has no filter');
select throws_ok($$select public.log_export('orders', '{"role":"Admin"}', 0)$$, '22023', 'Unknown export filter: role', 'a key of another view');
select throws_ok($$select public.log_export('users', '{"status":"Deleted"}', 0)$$, '22023', 'Invalid value for export filter: status', 'a status profiles do not have');
select throws_ok($$select public.log_export('orders', '{"status":"Active"}', 0)$$, '22023', 'Invalid value for export filter: status', 'a status orders do not have');
select throws_ok($$select public.log_export('users', '{"role":{"a":1}}', 0)$$, '22023', 'Invalid value for export filter: role', 'an object for a value');
select throws_ok($$select public.log_export('users', '{"sort":1}', 0)$$, '22023', 'Invalid value for export filter: sort', 'a number for a value');
select throws_ok(format($$select public.log_export('users', '{"search":"%s"}', 0)$$, repeat('x', 201)), '22023',
  'Invalid value for export filter: search', 'a search longer than the list allows');
select throws_ok($$select public.log_export('staff_audit', '{"action":"drop_table"}', 0)$$, '22023', 'Invalid value for export filter: action', 'an action the trail does not have');
select throws_ok($$select public.log_export('users', '{}', 26)$$, '22023', 'Exported rows exceed the 25 rows of this list', 'more rows than the list holds');
select throws_ok($$select public.log_export('users', '{"status":"Active","role":"Admin","search":"a"}', 2)$$, '22023',
  'Exported rows exceed the 1 rows of this list', 'more rows than the filters leave');
reset role;
select is((select count(*) from public.staff_audit_log), 0::bigint, 'no refusal wrote anything');

set local role authenticated;
select lives_ok($$select public.log_export('users', '{"status":"Active","role":"Admin","search":"avery","sort":"name"}', 1)$$, 'the users list''s own filters');
select lives_ok($$select public.log_export('staff_audit', '{"action":"export_made"}', 1)$$, 'the trail''s action filter');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000002","role":"authenticated","aal":"aal1"}';
select lives_ok($$select public.log_export('orders', '{"status":"In review","search":"LLC"}', 0)$$, 'a moderator, the queue''s filters');
reset role;
select results_eq($$select details ->> 'view', (details ->> 'rows')::int, (details ->> 'available')::int from public.staff_audit_log order by created_at, details ->> 'view' desc$$,
  $$values ('users', 1, 1), ('staff_audit', 1, 1),
           ('orders', 0, (select count(*)::int from public.order_requests where status = 'In review'))$$,
  'each is recorded with the rows claimed and the rows the list held');

select * from finish();
rollback;
