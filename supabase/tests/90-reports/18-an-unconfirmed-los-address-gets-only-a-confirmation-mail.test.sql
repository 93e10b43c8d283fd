-- sending a report to an address the account has not confirmed queues one mail to it, holding a 6-digit code, and nothing else (no report, no attachment, no kept address); the code is stored only as its hash and expires in 30 minutes; typing it confirms the address and sends the waiting report; the next report goes out at once
-- Reports (migration 1500). Personas: customer ...0003. Seed: the customer's reports f01 and f02.
begin;
select plan(12);

-- This test starts from accounts with no LOS address: the seed's (seed-los-handoffs) are cleared.
delete from public.account_los_settings;
delete from public.account_los_addresses;

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select is(public.queue_los_delivery('00000000-0000-4000-8000-000000000f01', ' Intake@Lender-LOS.test ', true), 'confirmation_sent',
  'a new address is sent a code to confirm it');
reset role;

select results_eq($$select kind, recipient, subject, attachments, report_id, order_id, requested_by::text from public.outbound_emails$$,
  $$values ('los_confirmation', 'Intake@Lender-LOS.test', 'Your EntityLens code to confirm this LOS address', '[]'::jsonb,
            null::uuid, null::uuid, '00000000-0000-4000-8000-000000000003')$$,
  'one mail, the confirmation, carrying nothing of the report');
select set_config('test.code', (select substring(body from 'Code: ([0-9]{6})') from public.outbound_emails), true);
select ok(current_setting('test.code') ~ '^[0-9]{6}$', 'the mail holds a 6-digit code');
select ok((select body like '%The EntityLens customer account customer@demo.test asked to send legal entity reports to this address%'
           from public.outbound_emails), 'and says which account asked');
select results_eq($$select email, confirmed_at, code_hash = private.los_code_hash(user_id, email, current_setting('test.code')),
                           position(current_setting('test.code') in code_hash) = 0, code_expires_at = now() + interval '30 minutes', code_attempts
                    from public.account_los_addresses$$,
  $$values ('intake@lender-los.test', null::timestamptz, true, true, true, 0)$$,
  'the address waits, unconfirmed, with the code''s hash (not the code), for 30 minutes');
select is((select count(*) from public.account_los_settings), 0::bigint, 'the address is not kept yet');

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select is(public.confirm_los_address('00000000-0000-4000-8000-000000000f01', 'intake@lender-los.test', current_setting('test.code'), true),
  'sent', 'the right code confirms the address and sends the report');
reset role;
select results_eq($$select confirmed_at = now(), code_hash, code_expires_at from public.account_los_addresses$$,
  $$values (true, null::text, null::timestamptz)$$, 'confirmed; the code is used up');
select results_eq($$select recipient, report_id::text, attachments from public.outbound_emails where kind = 'los_delivery'$$,
  $$values ('intake@lender-los.test', '00000000-0000-4000-8000-000000000f01', '[{"packet": "00000000-0000-4000-8000-000000000f01", "version": 2}]'::jsonb)$$,
  'the waiting report is queued with its packet');
select is((select los_email from public.account_los_settings), 'intake@lender-los.test', 'and the address kept');

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select is(public.queue_los_delivery('00000000-0000-4000-8000-000000000f02', 'INTAKE@lender-los.test', true), 'sent',
  'the next report to that address goes out at once');
select throws_ok(format('select public.confirm_los_address(%L, %L, %L, true)', '00000000-0000-4000-8000-000000000f01',
                        'intake@lender-los.test', current_setting('test.code')),
  'P0001', 'This code has expired or is no longer valid. Send the report again to get a new code.', 'a used code does not work twice');
reset role;

select * from finish();
rollback;
