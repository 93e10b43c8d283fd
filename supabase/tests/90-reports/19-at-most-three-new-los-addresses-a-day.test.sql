-- at most three confirmation mails (new LOS addresses) per customer within 24 hours: the fourth is refused (PT429) and writes nothing; asking again for the same address counts too; older ones do not count, and confirmed addresses keep working
-- Reports (migration 1500). Personas: customer ...0003. Seed: the customer's report f01.
begin;
select plan(7);

insert into public.account_los_addresses (user_id, email, confirmed_at) values
  ('00000000-0000-4000-8000-000000000003', 'los@harborpoint.test', now() - interval '30 days');
insert into public.outbound_emails (kind, recipient, subject, body, requested_by, created_at)
select 'los_confirmation', 'old' || n || '@bank.test', 'Old', 'Old', '00000000-0000-4000-8000-000000000003', now() - interval '25 hours'
from generate_series(1, 3) n;

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select is(public.queue_los_delivery('00000000-0000-4000-8000-000000000f01', 'one@bank.test', true), 'confirmation_sent', 'first');
select is(public.queue_los_delivery('00000000-0000-4000-8000-000000000f01', 'two@bank.test', true), 'confirmation_sent', 'second');
select is(public.queue_los_delivery('00000000-0000-4000-8000-000000000f01', 'two@bank.test', true), 'confirmation_sent',
  'the second again (a new code)');
select throws_ok($$select public.queue_los_delivery('00000000-0000-4000-8000-000000000f01', 'three@bank.test', true)$$,
  'PT429', 'You can confirm at most 3 new LOS addresses in 24 hours. Please try again tomorrow, or send to an address you have confirmed.',
  'the fourth confirmation mail is refused');
select is(public.queue_los_delivery('00000000-0000-4000-8000-000000000f01', 'los@harborpoint.test', true), 'sent',
  'a confirmed address still works');
reset role;

select results_eq($$select recipient from public.outbound_emails where created_at = now() and kind = 'los_confirmation' order by recipient$$,
  $$values ('one@bank.test'), ('two@bank.test'), ('two@bank.test')$$, 'three confirmation mails, none to the refused address');
select is((select string_agg(email, ', ' order by email) from public.account_los_addresses where confirmed_at is null),
  'one@bank.test, two@bank.test', 'the refused address is not recorded');

select * from finish();
rollback;
