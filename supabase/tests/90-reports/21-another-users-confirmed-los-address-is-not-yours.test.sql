-- LOS addresses belong to one account: an address Jordan confirmed is new to the customer (a confirmation mail, no report); Jordan's waiting code does not confirm it for the customer; nobody reads or writes the addresses through the API
-- Reports (migration 1500). Personas: customer ...0003, Jordan ...0100, admin ...0001. Seed: the customer's report f01, Jordan's orders.
begin;
select plan(7);

-- This test starts from accounts with no LOS address: the seed's (seed-los-handoffs) are cleared.
delete from public.account_los_settings;
delete from public.account_los_addresses;

insert into public.account_los_addresses (user_id, email, confirmed_at) values
  ('00000000-0000-4000-8000-000000000100', 'intake@northbay-los.test', now() - interval '1 day');

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select is(public.queue_los_delivery('00000000-0000-4000-8000-000000000f01', 'intake@northbay-los.test', true), 'confirmation_sent',
  'Jordan''s confirmed address is a new one for the customer');
reset role;
select is((select count(*) from public.outbound_emails where kind = 'los_delivery'), 0::bigint, 'no report is sent to it');

-- Jordan asks for a code for another address; the customer tries it for the same address.
insert into public.account_los_addresses (user_id, email, code_hash, code_expires_at) values
  ('00000000-0000-4000-8000-000000000100', 'desk@northbay-los.test',
   private.los_code_hash('00000000-0000-4000-8000-000000000100', 'desk@northbay-los.test', '424242'), now() + interval '30 minutes');
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select throws_ok($$select public.confirm_los_address('00000000-0000-4000-8000-000000000f01', 'desk@northbay-los.test', '424242', true)$$,
  'P0001', 'This code has expired or is no longer valid. Send the report again to get a new code.',
  'another account''s code confirms nothing for the customer');
select throws_ok($$select * from public.account_los_addresses$$,
  '42501', 'permission denied for table account_los_addresses', 'the customer reads no addresses (nor their codes'' hashes)');
select throws_ok($$insert into public.account_los_addresses (user_id, email, confirmed_at)
                   values ('00000000-0000-4000-8000-000000000003', 'mine@bank.test', now())$$,
  '42501', 'permission denied for table account_los_addresses', 'the customer confirms an address by writing it');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select throws_ok($$select * from public.account_los_addresses$$,
  '42501', 'permission denied for table account_los_addresses', 'nor does an admin read them');
reset role;

select results_eq($$select user_id::text, email, confirmed_at is not null from public.account_los_addresses order by user_id, email$$,
  $$values ('00000000-0000-4000-8000-000000000003', 'intake@northbay-los.test', false),
           ('00000000-0000-4000-8000-000000000100', 'desk@northbay-los.test', false),
           ('00000000-0000-4000-8000-000000000100', 'intake@northbay-los.test', true)$$,
  'each account''s addresses as they were: the customer''s waits, Jordan''s are Jordan''s');

select * from finish();
rollback;
