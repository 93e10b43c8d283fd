-- a change that should not mail does not: publishing (the only move to Report ready) queues the report's mail and no status mail, and a refused change (not staff, a moderator, an admin at aal1, a move the lifecycle forbids, documents asked for without a message) queues nothing
-- Status mails (migrations 1900, 2100). Personas: admin ...0001, moderator ...0002, customer ...0003. Seed: Jordan's c08 is In review.
begin;
select plan(9);

select set_config('test.content', (select content::text from public.order_reports where id = '00000000-0000-4000-8000-000000000f02'), true);
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select public.publish_report('9c4e1a73-0000-4000-8000-000000000c08', current_setting('test.content')::jsonb, null, '[]', _without_approval => 'Published in a test without a checker');
reset role;
select results_eq($$select kind, subject from public.outbound_emails$$,
  $$values ('report_ready', 'Your report ELR-9C4E1A73-v1 is ready')$$,
  'publishing moves the order to Report ready and queues the report''s mail only');
select is((select to_status from public.order_status_history where order_id = '9c4e1a73-0000-4000-8000-000000000c08'
           order by created_at desc, id desc limit 1), 'Report ready', 'the move to Report ready is in the history');
delete from public.outbound_emails;

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select throws_ok($$select public.set_order_status('9c4e1a73-0000-4000-8000-000000000c08', 'Cancelled', null)$$, 'PT404', null,
  'another customer''s order');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000002","role":"authenticated","aal":"aal1"}';
select throws_ok($$select public.set_order_status('0f6b8e24-0000-4000-8000-000000000c07', 'In review', null)$$, '42501', null,
  'a moderator moves nothing');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal1"}';
select throws_ok($$select public.set_order_status('0f6b8e24-0000-4000-8000-000000000c07', 'In review', null)$$, 'PT404', null,
  'an admin without the second factor moves nothing (not staff at aal1: the order is not theirs to see)');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select throws_ok($$select public.set_order_status('9c4e1a73-0000-4000-8000-000000000c08', 'In review', null)$$, 'P0001', null,
  'a move the lifecycle forbids (Report ready to In review)');
select throws_ok($$select public.set_order_status('0f6b8e24-0000-4000-8000-000000000c07', 'Needs documents', '  ')$$, '22023',
  'Tell the customer which documents are needed', 'asking for documents without saying which');
reset role;
select is((select count(*) from public.outbound_emails), 0::bigint, 'no refused change queued a mail');
select is((select count(*) from public.order_status_history where created_at = now() and to_status <> 'Report ready'), 0::bigint,
  'nor moved anything');

select * from finish();
rollback;
