-- an account gets at most 50 status mails in 24 hours: the move past that is made and recorded but queues no mail; mails older than 24 hours and another account's do not count, report mails are not status mails, and once the day's mails age out the next move mails again
-- Status mails (migration 2100). Personas: admin ...0001, customer ...0003. Seed: the customer's c01 (Report ready), c06 (In review), c07 (Submitted); Jordan's c09 (Submitted).
begin;
select plan(7);

select set_config('test.content', (select content::text from public.order_reports where id = '00000000-0000-4000-8000-000000000f02'), true);
-- 49 status mails of the customer's in the last day, 10 older ones, and 10 of Jordan's.
insert into public.outbound_emails (kind, recipient, subject, body, order_id, created_at)
select 'order_status', 'customer@demo.test', 'Earlier', 'Earlier', 'a3f27c19-0000-4000-8000-000000000c01', now() - make_interval(hours => 23, secs => n)
from generate_series(1, 49) n;
insert into public.outbound_emails (kind, recipient, subject, body, order_id, created_at)
select 'order_status', 'customer@demo.test', 'Older', 'Older', 'a3f27c19-0000-4000-8000-000000000c01', now() - make_interval(hours => 25, secs => n)
from generate_series(1, 10) n;
insert into public.outbound_emails (kind, recipient, subject, body, order_id, created_at)
select 'order_status', 'jordan.lee@northbay.test', 'Jordan''s', 'Jordan''s', '62d8f0b5-0000-4000-8000-000000000c09', now() - make_interval(hours => 1)
from generate_series(1, 10) n;

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select public.set_order_status('0f6b8e24-0000-4000-8000-000000000c07', 'In review', null);
reset role;
select results_eq($$select subject from public.outbound_emails where created_at = now()$$,
  $$values ('Your order 0F6B8E24: In review')$$, 'the 50th status mail of the day is queued');

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select public.set_order_status('0f6b8e24-0000-4000-8000-000000000c07', 'Needs documents', 'Please send the bylaws.');
reset role;
select is((select count(*) from public.outbound_emails where created_at = now()), 1::bigint, 'the 51st is not');
select results_eq($$select from_status, to_status from public.order_status_history
                    where order_id = '0f6b8e24-0000-4000-8000-000000000c07' and created_at = now() order by to_status$$,
  $$values ('Submitted', 'In review'), ('In review', 'Needs documents')$$,
  'both moves are made and recorded');
select is((select status from public.order_requests where id = '0f6b8e24-0000-4000-8000-000000000c07'), 'Needs documents',
  'the order is where the team put it');

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select public.publish_report('7d2a9f31-0000-4000-8000-000000000c06', current_setting('test.content')::jsonb, null, '[]', _without_approval => 'Published in a test without a checker');
select public.set_order_status('62d8f0b5-0000-4000-8000-000000000c09', 'In review', null);
reset role;
select results_eq($$select kind, recipient, subject from public.outbound_emails where created_at = now() order by subject$$,
  $$values ('order_status', 'customer@demo.test', 'Your order 0F6B8E24: In review'),
           ('order_status', 'jordan.lee@northbay.test', 'Your order 62D8F0B5: In review'),
           ('report_ready', 'customer@demo.test', 'Your report ELR-7D2A9F31-v1 is ready')$$,
  'the report''s mail still goes (it is not a status mail), and another account''s status mails are its own');

-- A day later the earlier mails no longer count.
update public.outbound_emails set created_at = now() - interval '24 hours 1 second' where subject = 'Earlier';
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select public.set_order_status('0f6b8e24-0000-4000-8000-000000000c07', 'In review', null);
reset role;
select is((select count(*) from public.outbound_emails where created_at = now() and subject = 'Your order 0F6B8E24: In review'),
  2::bigint, 'once the day''s mails are older than 24 hours, the next move mails again');

select ok(not has_function_privilege('authenticated', 'private.status_mails_today(uuid)', 'execute')
          and not has_function_privilege('anon', 'private.status_mails_today(uuid)', 'execute'),
  'the API roles cannot call the count');

select * from finish();
rollback;
