-- an admin at aal1 cannot move a customer's order (the queue is hidden from them, so the order is "not found", as for another customer) nor publish a report (42501); nothing moves, nothing is written; at aal2 the same move succeeds
-- Admin MFA (migration 1300). Personas: admin ...0001 (a verified TOTP factor in the seed), moderator ...0002,
-- customer ...0003, suspended ...0004, other customer ...0101.
-- Seed: the customer's c07 is Submitted, c06 In review, c02 Report ready with report f02.
begin;
select plan(9);

select set_config('test.content', (select content::text from public.order_reports where id = '00000000-0000-4000-8000-000000000f02'), true);

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal1"}';
select throws_ok($$select public.set_order_status('0f6b8e24-0000-4000-8000-000000000c07', 'In review', null)$$,
  'PT404', 'Order not found', 'starting the review of a Submitted order');
select throws_ok($$select public.set_order_status('7d2a9f31-0000-4000-8000-000000000c06', 'Needs documents', 'Please send the bylaws.')$$,
  'PT404', 'Order not found', 'asking for documents');
select throws_ok($$select public.set_order_status('7d2a9f31-0000-4000-8000-000000000c06', 'Cancelled', null)$$,
  'PT404', 'Order not found', 'cancelling an order in review');
select throws_ok($$select public.publish_report('7d2a9f31-0000-4000-8000-000000000c06', current_setting('test.content')::jsonb, null)$$,
  '42501', 'Only admins can publish reports', 'publishing a report');
select throws_ok($$select public.publish_report('5e81b40d-0000-4000-8000-000000000c02', current_setting('test.content')::jsonb, 'A fix')$$,
  '42501', 'Only admins can publish reports', 'correcting a report');
reset role;
select is((select string_agg(status, ', ' order by id) from public.order_requests
           where id in ('0f6b8e24-0000-4000-8000-000000000c07', '7d2a9f31-0000-4000-8000-000000000c06', '5e81b40d-0000-4000-8000-000000000c02')),
  'Submitted, Report ready, In review', 'no order moved');
select is((select count(*) from public.order_status_history where created_at = now())
          + (select count(*) from public.order_reports where published_at = now())
          + (select count(*) from public.outbound_emails)
          + (select count(*) from public.staff_audit_log),
  0::bigint, 'no history row, report, mail or staff audit row written');

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select lives_ok($$select public.set_order_status('0f6b8e24-0000-4000-8000-000000000c07', 'In review', null)$$,
  'at aal2 the admin starts the review');
reset role;
select is((select status from public.order_requests where id = '0f6b8e24-0000-4000-8000-000000000c07'), 'In review', 'moved');

select * from finish();
rollback;
