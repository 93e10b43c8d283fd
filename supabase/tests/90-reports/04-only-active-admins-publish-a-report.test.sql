-- only an active admin publishes a report: a customer (even on their own order), a moderator and a suspended admin are refused with 42501, anon cannot call the function, and nothing is written
-- Reports (migration 0900). Personas: admin ...0001, moderator ...0002, customer ...0003, suspended ...0004.
-- Seed: the customer's c06 is In review, c02 Report ready with report f02.
begin;
select plan(9);

select set_config('test.content', (select content::text from public.order_reports where id = '00000000-0000-4000-8000-000000000f02'), true);
-- The suspended persona holds the admin role: suspension takes the right away all the same.
update public.user_roles set role = 'admin' where user_id = '00000000-0000-4000-8000-000000000004';

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select throws_ok($$select public.publish_report('7d2a9f31-0000-4000-8000-000000000c06', current_setting('test.content')::jsonb, null)$$,
  '42501', 'Only admins can publish reports', 'the customer publishes on their own order');
select throws_ok($$select public.publish_report('5e81b40d-0000-4000-8000-000000000c02', current_setting('test.content')::jsonb, 'My fix')$$,
  '42501', 'Only admins can publish reports', 'the customer corrects their own report');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000002","role":"authenticated","aal":"aal1"}';
select throws_ok($$select public.publish_report('7d2a9f31-0000-4000-8000-000000000c06', current_setting('test.content')::jsonb, null)$$,
  '42501', 'Only admins can publish reports', 'the moderator publishes');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000004","role":"authenticated","aal":"aal2"}';
select throws_ok($$select public.publish_report('7d2a9f31-0000-4000-8000-000000000c06', current_setting('test.content')::jsonb, null)$$,
  '42501', 'Only admins can publish reports', 'a suspended admin publishes');
set local role anon;
set local request.jwt.claims = '{"role":"anon"}';
select throws_ok($$select public.publish_report('7d2a9f31-0000-4000-8000-000000000c06', '{}', null)$$,
  '42501', 'permission denied for function publish_report', 'anon publishes');
reset role;

select is((select count(*) from public.order_reports), 2::bigint, 'no report added');
select is((select string_agg(status, ', ' order by id) from public.order_requests
           where id in ('7d2a9f31-0000-4000-8000-000000000c06', '5e81b40d-0000-4000-8000-000000000c02')),
  'Report ready, In review', 'no order moved');
select is((select count(*) from public.order_status_history
           where order_id in ('7d2a9f31-0000-4000-8000-000000000c06', '5e81b40d-0000-4000-8000-000000000c02')), 5::bigint,
  'no history row added');
select is((select count(*) from public.outbound_emails), 0::bigint, 'no mail queued');

select * from finish();
rollback;
