-- the owner sends a published report to an LOS address their account has confirmed (in any letter case): it is queued at once ('sent') with the report's data packet only; with remember the address (trimmed) is kept on the account, a later one replaces it, without remember it stays as it was; only the owner reads their kept address
-- Reports (migrations 0900, 1500). Personas: customer ...0003, Jordan ...0100, admin ...0001. Seed: the customer's reports f01 and f02.
begin;
select plan(11);

-- This test starts from accounts with no LOS address: the seed's (seed-los-handoffs) are cleared.
delete from public.account_los_settings;
delete from public.account_los_addresses;

insert into public.account_los_addresses (user_id, email, confirmed_at) values
  ('00000000-0000-4000-8000-000000000003', 'los-intake@harborpoint.test', now() - interval '3 days'),
  ('00000000-0000-4000-8000-000000000003', 'closing.desk@harborpoint.test', now() - interval '2 days'),
  ('00000000-0000-4000-8000-000000000003', 'one-off@harborpoint.test', now() - interval '1 day');

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select is((select count(*) from public.account_los_settings), 0::bigint, 'no address kept at first');
select is(public.queue_los_delivery('00000000-0000-4000-8000-000000000f01', '  los-intake@harborpoint.test ', true), 'sent',
  'the customer sends a report to a confirmed address and keeps it');
select results_eq($$select user_id::text, los_email, updated_at = now() from public.account_los_settings$$,
  $$values ('00000000-0000-4000-8000-000000000003', 'los-intake@harborpoint.test', true)$$, 'the address is kept, trimmed');
select is(public.queue_los_delivery('00000000-0000-4000-8000-000000000f02', 'Closing.Desk@HarborPoint.test', true), 'sent',
  'another report to another confirmed address, written in other letter case, remembered');
select is((select los_email from public.account_los_settings), 'Closing.Desk@HarborPoint.test', 'the new address replaces the old one');
select is(public.queue_los_delivery('00000000-0000-4000-8000-000000000f02', 'one-off@harborpoint.test', false), 'sent',
  'a one-off address, not remembered');
select is((select los_email from public.account_los_settings), 'Closing.Desk@HarborPoint.test', 'the kept address is unchanged');

set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000100","role":"authenticated","aal":"aal1"}';
select is((select count(*) from public.account_los_settings), 0::bigint, 'another customer does not read it');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select is((select count(*) from public.account_los_settings), 0::bigint, 'nor does an admin');
reset role;
select results_eq($$select recipient, report_id::text, attachments, requested_by::text from public.outbound_emails
                    where kind = 'los_delivery' order by recipient$$,
  $$values ('Closing.Desk@HarborPoint.test', '00000000-0000-4000-8000-000000000f02',
            '[{"packet": "00000000-0000-4000-8000-000000000f02", "version": 2}]'::jsonb, '00000000-0000-4000-8000-000000000003'),
           ('los-intake@harborpoint.test', '00000000-0000-4000-8000-000000000f01',
            '[{"packet": "00000000-0000-4000-8000-000000000f01", "version": 2}]'::jsonb, '00000000-0000-4000-8000-000000000003'),
           ('one-off@harborpoint.test', '00000000-0000-4000-8000-000000000f02',
            '[{"packet": "00000000-0000-4000-8000-000000000f02", "version": 2}]'::jsonb, '00000000-0000-4000-8000-000000000003')$$,
  'three LOS mails queued, each with the report''s packet, recorded as the customer''s');
select is((select count(*) from public.outbound_emails where kind <> 'los_delivery'), 0::bigint, 'and no other mail');

select * from finish();
rollback;
