-- no API role inserts, updates or deletes order_reports, outbound_emails or account_los_settings directly (42501): publishing, escalating and the LOS hand-off go through the checked functions
-- Reports (migration 0900). Personas: admin ...0001, moderator ...0002, customer ...0003.
begin;
select plan(19);

-- This test starts from accounts with no LOS address: the seed's (seed-los-handoffs) are cleared.
delete from public.account_los_settings;
delete from public.account_los_addresses;

select set_config('test.content', (select content::text from public.order_reports where id = '00000000-0000-4000-8000-000000000f01'), true);
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select throws_ok($$insert into public.order_reports (order_id, version, content)
                   values ('a3f27c19-0000-4000-8000-000000000c01', 2, current_setting('test.content')::jsonb)$$,
  '42501', 'permission denied for table order_reports', 'the customer inserts a report on their own order');
select throws_ok($$update public.order_reports set note = 'mine' where id = '00000000-0000-4000-8000-000000000f01'$$,
  '42501', 'permission denied for table order_reports', 'the customer updates their report');
select throws_ok($$delete from public.order_reports where id = '00000000-0000-4000-8000-000000000f01'$$,
  '42501', 'permission denied for table order_reports', 'the customer deletes their report');
select throws_ok($$insert into public.account_los_settings (user_id, los_email) values ('00000000-0000-4000-8000-000000000003', 'los@bank.test')$$,
  '42501', 'permission denied for table account_los_settings', 'the customer writes their LOS setting directly');
select throws_ok($$insert into public.outbound_emails (kind, recipient, subject, body) values ('los_delivery', 'x@bank.test', 'Hi', 'Body')$$,
  '42501', 'permission denied for table outbound_emails', 'the customer queues a mail directly');

set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000002","role":"authenticated","aal":"aal1"}';
select throws_ok($$insert into public.order_reports (order_id, version, content)
                   values ('7d2a9f31-0000-4000-8000-000000000c06', 1, current_setting('test.content')::jsonb)$$,
  '42501', 'permission denied for table order_reports', 'the moderator inserts a report');
select throws_ok($$update public.order_reports set version = 9$$,
  '42501', 'permission denied for table order_reports', 'the moderator updates reports');
select throws_ok($$delete from public.order_reports$$,
  '42501', 'permission denied for table order_reports', 'the moderator deletes reports');

set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select throws_ok($$insert into public.order_reports (order_id, version, content)
                   values ('7d2a9f31-0000-4000-8000-000000000c06', 1, current_setting('test.content')::jsonb)$$,
  '42501', 'permission denied for table order_reports', 'the admin inserts a report without publish_report');
select throws_ok($$update public.order_reports set content = current_setting('test.content')::jsonb, note = 'rewritten'$$,
  '42501', 'permission denied for table order_reports', 'the admin rewrites a published version');
select throws_ok($$delete from public.order_reports where id = '00000000-0000-4000-8000-000000000f02'$$,
  '42501', 'permission denied for table order_reports', 'the admin deletes a published version');
select throws_ok($$insert into public.outbound_emails (kind, recipient, subject, body) values ('report_ready', 'x@bank.test', 'Hi', 'Body')$$,
  '42501', 'permission denied for table outbound_emails', 'the admin queues a mail directly');
select throws_ok($$update public.outbound_emails set status = 'sent', sent_at = now()$$,
  '42501', 'permission denied for table outbound_emails', 'the admin marks mails sent');
select throws_ok($$delete from public.outbound_emails$$,
  '42501', 'permission denied for table outbound_emails', 'the admin deletes mails');
select throws_ok($$update public.account_los_settings set los_email = 'x@bank.test'$$,
  '42501', 'permission denied for table account_los_settings', 'the admin changes LOS settings');
select throws_ok($$delete from public.account_los_settings$$,
  '42501', 'permission denied for table account_los_settings', 'the admin deletes LOS settings');
select throws_ok($$select * from private.report_content_errors('{}')$$,
  '42501', 'permission denied for function report_content_errors', 'the content check is not an API of its own');
reset role;
select results_eq($$select id::text, version, note from public.order_reports order by id$$,
  $$values ('00000000-0000-4000-8000-000000000f01', 1, null::text), ('00000000-0000-4000-8000-000000000f02', 1, null::text)$$,
  'the published reports are as seeded');
select is((select count(*) from public.outbound_emails) + (select count(*) from public.account_los_settings), 0::bigint,
  'no mail queued, no LOS setting written');

select * from finish();
rollback;
