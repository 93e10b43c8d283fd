-- an admin assigns an order to a moderator, takes it, then unassigns it: each change is one history row with the
-- emails, the queue shows the current assignee, each is one staff audit entry, and the time waiting stays
-- Order assignment (migration 2000). Personas: admin ...0001, moderator ...0002, customer ...0003 (owns c07).
begin;
select plan(7);

select set_config('test.updated_at', (select updated_at::text from public.order_requests where id = '0f6b8e24-0000-4000-8000-000000000c07'), true);
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select public.assign_order('0f6b8e24-0000-4000-8000-000000000c07', '00000000-0000-4000-8000-000000000002');
select is((select assignee_email from public.order_queue where id = '0f6b8e24-0000-4000-8000-000000000c07'),
  'moderator@demo.test', 'the queue shows the moderator');
select public.assign_order('0f6b8e24-0000-4000-8000-000000000c07', '00000000-0000-4000-8000-000000000001');
select is((select assignee_id::text from public.order_queue where id = '0f6b8e24-0000-4000-8000-000000000c07'),
  '00000000-0000-4000-8000-000000000001', 'the admin took it');
select public.assign_order('0f6b8e24-0000-4000-8000-000000000c07', null);
select results_eq($$select assignee_id, assignee_email, assigned_at from public.order_queue where id = '0f6b8e24-0000-4000-8000-000000000c07'$$,
  $$values (null::uuid, null::text, null::timestamptz)$$, 'unassigned: no assignee in the queue');
reset role;

select results_eq(
  $$select assignee_email, assigned_by::text, assigned_by_email from public.order_assignments
    where order_id = '0f6b8e24-0000-4000-8000-000000000c07' order by id$$,
  $$values ('moderator@demo.test', '00000000-0000-4000-8000-000000000001', 'admin@demo.test'),
           ('admin@demo.test', '00000000-0000-4000-8000-000000000001', 'admin@demo.test'),
           (null, '00000000-0000-4000-8000-000000000001', 'admin@demo.test')$$,
  'three history rows, in order, with the emails as they were');
-- One transaction: the three entries share created_at, so they are compared as a set.
select set_eq(
  $$select action, actor_email, target_user_id::text, details from public.staff_audit_log$$,
  $$values
    ('order_assigned', 'admin@demo.test', '00000000-0000-4000-8000-000000000003',
     '{"orderId":"0f6b8e24-0000-4000-8000-000000000c07","from":null,"to":"00000000-0000-4000-8000-000000000002","toEmail":"moderator@demo.test"}'::jsonb),
    ('order_assigned', 'admin@demo.test', '00000000-0000-4000-8000-000000000003',
     '{"orderId":"0f6b8e24-0000-4000-8000-000000000c07","from":"00000000-0000-4000-8000-000000000002","to":"00000000-0000-4000-8000-000000000001","toEmail":"admin@demo.test"}'::jsonb),
    ('order_assigned', 'admin@demo.test', '00000000-0000-4000-8000-000000000003',
     '{"orderId":"0f6b8e24-0000-4000-8000-000000000c07","from":"00000000-0000-4000-8000-000000000001","to":null,"toEmail":null}'::jsonb)$$,
  'each change is one staff audit entry for the order''s customer');
select is((select updated_at::text from public.order_requests where id = '0f6b8e24-0000-4000-8000-000000000c07'),
  current_setting('test.updated_at'), 'assigning leaves the time in the current status alone');
select is((select count(*)::int from public.order_status_history where order_id = '0f6b8e24-0000-4000-8000-000000000c07'),
  1, 'and writes no status move (the customer''s history is unchanged)');

select * from finish();
rollback;
