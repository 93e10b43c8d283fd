-- the LOS mail carries data packet version 2 unless the customer said the LOS at that address reads only version 1: the preference is the address's (given with a send or a confirmation, kept until changed, null keeps it), another address still gets 2, and a version other than 1 or 2 is refused with nothing written
-- Reports (migrations 1500, 3300). Personas: customer ...0003. Seed: the customer's reports f01 and f02.
begin;
select plan(12);

insert into public.account_los_addresses (user_id, email, confirmed_at) values
  ('00000000-0000-4000-8000-000000000003', 'old-los@harborpoint.test', now() - interval '1 day'),
  ('00000000-0000-4000-8000-000000000003', 'new-los@harborpoint.test', now() - interval '1 day');

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select is(public.queue_los_delivery('00000000-0000-4000-8000-000000000f01', 'old-los@harborpoint.test', false, 1), 'sent',
  'the customer says this address reads version 1');
select is(public.queue_los_delivery('00000000-0000-4000-8000-000000000f02', 'Old-LOS@harborpoint.test', false, null), 'sent',
  'a later send without a preference');
select is(public.queue_los_delivery('00000000-0000-4000-8000-000000000f02', 'new-los@harborpoint.test', false), 'sent',
  'another address, called with three arguments');
select throws_ok($$select public.queue_los_delivery('00000000-0000-4000-8000-000000000f02', 'new-los@harborpoint.test', false, 3)$$,
  '22023', 'The data packet version must be 1 or 2', 'version 3 is refused');
select results_eq($$select recipient, report_version, packet_version from public.los_handoffs order by packet_version, report_id$$,
  $$values ('old-los@harborpoint.test', 1, 1::smallint), ('Old-LOS@harborpoint.test', 1, 1::smallint), ('new-los@harborpoint.test', 1, 2::smallint)$$,
  'the record says which packet each send carried: 1 where the address asked, kept for the next send, 2 elsewhere');
reset role;
select results_eq($$select recipient, attachments, body like '%(packet version ' || (attachments -> 0 ->> 'version') || ')%'
                    from public.outbound_emails where kind = 'los_delivery' order by attachments -> 0 ->> 'version', report_id$$,
  $$values ('old-los@harborpoint.test', '[{"packet": "00000000-0000-4000-8000-000000000f01", "version": 1}]'::jsonb, true),
           ('Old-LOS@harborpoint.test', '[{"packet": "00000000-0000-4000-8000-000000000f02", "version": 1}]'::jsonb, true),
           ('new-los@harborpoint.test', '[{"packet": "00000000-0000-4000-8000-000000000f02", "version": 2}]'::jsonb, true)$$,
  'each mail carries the packet version its record says, and its body names it');
select is((select count(*) from public.outbound_emails), 3::bigint, 'the refused call queued nothing');

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select is(public.queue_los_delivery('00000000-0000-4000-8000-000000000f01', 'old-los@harborpoint.test', false, 2), 'sent',
  'the customer switches the address back to version 2');
select is((select packet_version from public.los_handoffs where report_id = '00000000-0000-4000-8000-000000000f01' order by packet_version desc limit 1),
  2::smallint, 'and that send carries version 2');

-- A new address: the preference given with the first send waits with the code and holds when it is confirmed.
select is(public.queue_los_delivery('00000000-0000-4000-8000-000000000f01', 'legacy-los@lender.test', false, 1), 'confirmation_sent',
  'a new address asking for version 1 is sent its code');
reset role;
select set_config('test.code', (select substring(body from 'Code: ([0-9]{6})') from public.outbound_emails where kind = 'los_confirmation'), true);
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select is(public.confirm_los_address('00000000-0000-4000-8000-000000000f01', 'legacy-los@lender.test', current_setting('test.code'), false, null),
  'sent', 'the code confirms it');
select is((select packet_version from public.los_handoffs where recipient = 'legacy-los@lender.test'), 1::smallint,
  'and the report goes out as version 1');

select * from finish();
rollback;
