-- nobody inserts, changes or deletes an LOS hand-off through the API (not the owner, not an admin): the send writes it; a send that does not go out records nothing (a new address waiting for its code, a wrong code, another customer's report, the daily cap)
-- Reports (migrations 1500, 3300). Personas: admin ...0001, customer ...0003, Jordan ...0100. Seed: the customer's reports f01 and f02.
begin;
select plan(10);

insert into public.account_los_addresses (user_id, email, confirmed_at) values
  ('00000000-0000-4000-8000-000000000003', 'los@harborpoint.test', now() - interval '1 day'),
  ('00000000-0000-4000-8000-000000000100', 'los@northbay.test', now() - interval '1 day');

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select is(public.queue_los_delivery('00000000-0000-4000-8000-000000000f01', 'los@harborpoint.test', false), 'sent', 'one real send');
select throws_ok($$insert into public.los_handoffs (order_id, report_id, report_version, packet_version, recipient, sent_by, sent_by_name)
                   values ('a3f27c19-0000-4000-8000-000000000c01', '00000000-0000-4000-8000-000000000f01', 1, 2, 'fake@x.test',
                           '00000000-0000-4000-8000-000000000003', 'Casey Customer')$$,
  '42501', null, 'the owner may not insert a record');
select throws_ok($$update public.los_handoffs set recipient = 'elsewhere@x.test'$$, '42501', null, 'nor change one');
select throws_ok($$delete from public.los_handoffs$$, '42501', null, 'nor delete one');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select throws_ok($$delete from public.los_handoffs$$, '42501', null, 'nor may an admin');

set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select is(public.queue_los_delivery('00000000-0000-4000-8000-000000000f02', 'new@harborpoint.test', false), 'confirmation_sent',
  'a new address is only sent its code');
select is(public.confirm_los_address('00000000-0000-4000-8000-000000000f02', 'new@harborpoint.test', '000000', false),
  'wrong_code', 'a wrong code sends nothing');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000100","role":"authenticated","aal":"aal1"}';
select throws_ok($$select public.queue_los_delivery('00000000-0000-4000-8000-000000000f02', 'los@northbay.test', false)$$,
  'PT404', 'Report not found', 'another customer cannot send the customer''s report');
reset role;
insert into public.outbound_emails (kind, recipient, subject, body, requested_by, created_at)
select 'los_delivery', 'filler@harborpoint.test', 'filler', 'filler', '00000000-0000-4000-8000-000000000003', now() - interval '1 hour'
from generate_series(1, 19);
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select throws_ok($$select public.queue_los_delivery('00000000-0000-4000-8000-000000000f02', 'los@harborpoint.test', false)$$,
  'PT429', null, 'over the daily cap nothing goes');
reset role;
select results_eq($$select report_id::text, recipient from public.los_handoffs$$,
  $$values ('00000000-0000-4000-8000-000000000f01', 'los@harborpoint.test')$$, 'only the one real send is on the record');

select * from finish();
rollback;
