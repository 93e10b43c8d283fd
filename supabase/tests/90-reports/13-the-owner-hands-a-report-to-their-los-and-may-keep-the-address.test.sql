-- the owner queues a published report for their LOS with their uploaded PDF and its data packet; with remember the address (trimmed) is kept on the account, a later one replaces it, without remember it stays as it was; only the owner reads their LOS address
-- Reports (migration 0900). Personas: customer ...0003, Jordan ...0100, admin ...0001. Seed: the customer's reports f01 and f02.
begin;
select plan(10);

insert into storage.objects (bucket_id, name, owner, owner_id) values
  ('order-documents', '00000000-0000-4000-8000-000000000003/reports/f01/ELR-A3F27C19-v1.pdf', '00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000003'),
  ('order-documents', '00000000-0000-4000-8000-000000000003/reports/f02/ELR-5E81B40D-v1.pdf', '00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000003');

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select is((select count(*) from public.account_los_settings), 0::bigint, 'no address kept at first');
select lives_ok($$select public.queue_los_delivery('00000000-0000-4000-8000-000000000f01', '  los-intake@harborpoint.test ',
                    '00000000-0000-4000-8000-000000000003/reports/f01/ELR-A3F27C19-v1.pdf', true)$$,
  'the customer sends a report and keeps the address');
select results_eq($$select user_id::text, los_email, updated_at = now() from public.account_los_settings$$,
  $$values ('00000000-0000-4000-8000-000000000003', 'los-intake@harborpoint.test', true)$$, 'the address is kept, trimmed');
select lives_ok($$select public.queue_los_delivery('00000000-0000-4000-8000-000000000f02', 'Closing.Desk@HarborPoint.test',
                    '00000000-0000-4000-8000-000000000003/reports/f02/ELR-5E81B40D-v1.pdf', true)$$,
  'another report to another address, remembered');
select is((select los_email from public.account_los_settings), 'Closing.Desk@HarborPoint.test', 'the new address replaces the old one');
select lives_ok($$select public.queue_los_delivery('00000000-0000-4000-8000-000000000f02', 'one-off@harborpoint.test',
                    '00000000-0000-4000-8000-000000000003/reports/f02/ELR-5E81B40D-v1.pdf', false)$$,
  'a one-off address, not remembered');
select is((select los_email from public.account_los_settings), 'Closing.Desk@HarborPoint.test', 'the kept address is unchanged');

set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000100","role":"authenticated","aal":"aal1"}';
select is((select count(*) from public.account_los_settings), 0::bigint, 'another customer does not read it');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select is((select count(*) from public.account_los_settings), 0::bigint, 'nor does an admin');
reset role;
select results_eq($$select recipient, report_id::text, attachments from public.outbound_emails where kind = 'los_delivery' order by recipient$$,
  $$values ('Closing.Desk@HarborPoint.test', '00000000-0000-4000-8000-000000000f02',
            '["00000000-0000-4000-8000-000000000003/reports/f02/ELR-5E81B40D-v1.pdf", {"packet": "00000000-0000-4000-8000-000000000f02"}]'::jsonb),
           ('los-intake@harborpoint.test', '00000000-0000-4000-8000-000000000f01',
            '["00000000-0000-4000-8000-000000000003/reports/f01/ELR-A3F27C19-v1.pdf", {"packet": "00000000-0000-4000-8000-000000000f01"}]'::jsonb),
           ('one-off@harborpoint.test', '00000000-0000-4000-8000-000000000f02',
            '["00000000-0000-4000-8000-000000000003/reports/f02/ELR-5E81B40D-v1.pdf", {"packet": "00000000-0000-4000-8000-000000000f02"}]'::jsonb)$$,
  'three LOS mails queued, each with its PDF and packet');

select * from finish();
rollback;
