-- a wrong code answers 'wrong_code' and counts a try (the count survives: it is an answer, not an error); the fifth wrong try voids the code ('code_voided') and then even the right code is refused; an expired code is refused; none of them confirms the address or sends anything
-- Reports (migration 1500). Personas: customer ...0003. Seed: the customer's report f01.
begin;
select plan(11);

-- This test starts from accounts with no LOS address: the seed's (seed-los-handoffs) are cleared.
delete from public.account_los_settings;
delete from public.account_los_addresses;

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select public.queue_los_delivery('00000000-0000-4000-8000-000000000f01', 'desk@bank.test', true);
select public.queue_los_delivery('00000000-0000-4000-8000-000000000f01', 'late@bank.test', true);
reset role;
select set_config('test.code', (select substring(body from 'Code: ([0-9]{6})') from public.outbound_emails where recipient = 'desk@bank.test'), true);
select set_config('test.late', (select substring(body from 'Code: ([0-9]{6})') from public.outbound_emails where recipient = 'late@bank.test'), true);
select set_config('test.wrong', lpad(((current_setting('test.code')::int + 1) % 1000000)::text, 6, '0'), true);

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select is(public.confirm_los_address('00000000-0000-4000-8000-000000000f01', 'desk@bank.test', current_setting('test.wrong'), true),
  'wrong_code', 'a wrong code');
reset role;
select is((select code_attempts from public.account_los_addresses where email = 'desk@bank.test'), 1, 'is counted');
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select is(public.confirm_los_address('00000000-0000-4000-8000-000000000f01', 'desk@bank.test', current_setting('test.wrong'), true),
  'wrong_code', 'a second wrong try');
select is(public.confirm_los_address('00000000-0000-4000-8000-000000000f01', 'desk@bank.test', current_setting('test.wrong'), true),
  'wrong_code', 'a third');
select is(public.confirm_los_address('00000000-0000-4000-8000-000000000f01', 'desk@bank.test', current_setting('test.wrong'), true),
  'wrong_code', 'a fourth');
select is(public.confirm_los_address('00000000-0000-4000-8000-000000000f01', 'desk@bank.test', current_setting('test.wrong'), true),
  'code_voided', 'the fifth voids the code');
select throws_ok(format('select public.confirm_los_address(%L, %L, %L, true)', '00000000-0000-4000-8000-000000000f01',
                        'desk@bank.test', current_setting('test.code')),
  'P0001', 'This code has expired or is no longer valid. Send the report again to get a new code.',
  'after which the right code is refused too');
reset role;

update public.account_los_addresses set code_expires_at = now() - interval '1 second' where email = 'late@bank.test';
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select throws_ok(format('select public.confirm_los_address(%L, %L, %L, true)', '00000000-0000-4000-8000-000000000f01',
                        'late@bank.test', current_setting('test.late')),
  'P0001', 'This code has expired or is no longer valid. Send the report again to get a new code.', 'an expired code is refused');
select throws_ok($$select public.confirm_los_address('00000000-0000-4000-8000-000000000f01', 'never@bank.test', '123456', true)$$,
  'P0001', 'This code has expired or is no longer valid. Send the report again to get a new code.',
  'so is a code for an address never asked for');
reset role;

select is((select count(*) from public.account_los_addresses where confirmed_at is not null), 0::bigint, 'nothing is confirmed');
select is((select count(*) from public.outbound_emails where kind <> 'los_confirmation') + (select count(*) from public.account_los_settings),
  0::bigint, 'nothing is sent or kept');

select * from finish();
rollback;
