-- each report handed to an LOS address is a row of public.los_handoffs (when, by whom, to which address as typed, which report version, which packet version: 2 by default), written by the send itself; the order's owner and active staff (admins, moderators) read it; another customer, a suspended owner and anon do not
-- Reports (migrations 1500, 3300). Personas: admin ...0001, moderator ...0002, customer ...0003, Jordan ...0100. Seed: the customer's reports f01 (order c01) and f02 (order c02).
begin;
select plan(11);

insert into public.account_los_addresses (user_id, email, confirmed_at) values
  ('00000000-0000-4000-8000-000000000003', 'los@harborpoint.test', now() - interval '1 day');

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select is((select count(*) from public.los_handoffs), 0::bigint, 'nothing on the record before a send');
select is(public.queue_los_delivery('00000000-0000-4000-8000-000000000f02', 'LOS@HarborPoint.test', false), 'sent', 'the owner sends');
select is(public.queue_los_delivery('00000000-0000-4000-8000-000000000f02', 'los@harborpoint.test', false), 'sent',
  'and sends the same version to the same address again (the form asks first; the server records both)');
select results_eq($$select order_id::text, report_id::text, report_version, packet_version, recipient, sent_by::text, sent_by_name, sent_at = now()
                    from public.los_handoffs order by recipient$$,
  $$values ('5e81b40d-0000-4000-8000-000000000c02', '00000000-0000-4000-8000-000000000f02', 1, 2::smallint, 'LOS@HarborPoint.test',
            '00000000-0000-4000-8000-000000000003', 'Casey Customer', true),
           ('5e81b40d-0000-4000-8000-000000000c02', '00000000-0000-4000-8000-000000000f02', 1, 2::smallint, 'los@harborpoint.test',
            '00000000-0000-4000-8000-000000000003', 'Casey Customer', true)$$,
  'the owner reads both sends: the order, the report and its version, packet version 2, the address as typed, the sender and when');

set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select is((select count(*) from public.los_handoffs where order_id = '5e81b40d-0000-4000-8000-000000000c02'), 2::bigint, 'an admin reads them');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000002","role":"authenticated","aal":"aal1"}';
select is((select count(*) from public.los_handoffs), 2::bigint, 'a moderator reads them');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000100","role":"authenticated","aal":"aal1"}';
select is((select count(*) from public.los_handoffs), 0::bigint, 'another customer reads none');
reset role;

select is((select count(*) from public.outbound_emails where kind = 'los_delivery'), 2::bigint, 'one record per queued LOS mail');
select is((select jsonb_agg(distinct attachments) from public.outbound_emails where kind = 'los_delivery'),
  '[[{"packet": "00000000-0000-4000-8000-000000000f02", "version": 2}]]'::jsonb, 'each mail carries packet version 2');

update public.profiles set status = 'Suspended' where id = '00000000-0000-4000-8000-000000000003';
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select is((select count(*) from public.los_handoffs), 0::bigint, 'a suspended owner reads none');
set local role anon;
set local request.jwt.claims = '{"role":"anon"}';
select throws_ok('select count(*) from public.los_handoffs', '42501', null, 'anon may not read the record at all');

select * from finish();
rollback;
