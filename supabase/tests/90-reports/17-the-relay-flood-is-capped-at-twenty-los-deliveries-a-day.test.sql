-- the relay flood: a customer sends one report to their confirmed LOS address again and again; the twenty-first delivery within 24 hours is refused (PT429, HTTP 429) and writes nothing; deliveries older than 24 hours and another customer's do not count
-- Reports (migration 1500). Personas: customer ...0003, Jordan ...0100. Seed: the customer's report f01.
begin;
select plan(6);

insert into public.account_los_addresses (user_id, email, confirmed_at) values
  ('00000000-0000-4000-8000-000000000003', 'los@harborpoint.test', now() - interval '30 days');
-- Yesterday's twenty (25 hours ago) and Jordan's twenty today.
insert into public.outbound_emails (kind, recipient, subject, body, requested_by, created_at)
select 'los_delivery', 'los@harborpoint.test', 'Old', 'Old', '00000000-0000-4000-8000-000000000003', now() - interval '25 hours'
from generate_series(1, 20);
insert into public.outbound_emails (kind, recipient, subject, body, requested_by)
select 'los_delivery', 'los@northbay.test', 'Jordan''s', 'Jordan''s', '00000000-0000-4000-8000-000000000100'
from generate_series(1, 20);

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select is((select count(*) from generate_series(1, 20) n
           where public.queue_los_delivery('00000000-0000-4000-8000-000000000f01', 'los@harborpoint.test', true) = 'sent'),
  20::bigint, 'twenty deliveries go out');
select throws_ok($$select public.queue_los_delivery('00000000-0000-4000-8000-000000000f01', 'los@harborpoint.test', true)$$,
  'PT429', 'You can send at most 20 reports to your LOS in 24 hours. Please try again tomorrow.', 'the twenty-first is refused');
select throws_ok($$select public.queue_los_delivery('00000000-0000-4000-8000-000000000f01', 'new.desk@harborpoint.test', true)$$,
  'PT429', 'You can send at most 20 reports to your LOS in 24 hours. Please try again tomorrow.',
  'and so is a new address (no confirmation mail either)');
reset role;

select is((select count(*) from public.outbound_emails
           where requested_by = '00000000-0000-4000-8000-000000000003' and created_at = now()), 20::bigint,
  'twenty mails queued today, no more');
select is((select count(*) from public.account_los_addresses where email = 'new.desk@harborpoint.test'), 0::bigint,
  'the refused new address is not recorded');

-- A flood from the old form (1,000 in half a second) cannot happen: the one call left counts.
select is((select count(*) from pg_proc where proname = 'queue_los_delivery'), 1::bigint, 'one form of the hand-off');

select * from finish();
rollback;
