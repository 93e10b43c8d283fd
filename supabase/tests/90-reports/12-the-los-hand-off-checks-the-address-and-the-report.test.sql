-- queue_los_delivery and confirm_los_address refuse, writing nothing: an address that is not an email (22023 "Please enter a valid email address"), a report of someone else's order or one that does not exist (PT404 "Report not found", for staff and suspended owners too), a code that is not six digits (22023); the old form that took a PDF path is gone
-- Reports (migrations 0900, 1500). Personas: admin ...0001, customer ...0003, suspended ...0004, Jordan ...0100. Seed: the customer's report f01.
begin;
select plan(20);

-- This test starts from accounts with no LOS address: the seed's (seed-los-handoffs) are cleared.
delete from public.account_los_settings;
delete from public.account_los_addresses;

-- The suspended persona owns a ready order with a report.
insert into public.credit_ledger (user_id, kind, credits, amount_paid_cents, reason) values
  ('00000000-0000-4000-8000-000000000004', 'purchase', 1, 5000, 'One report');
insert into public.order_requests (id, user_id, name, email, entity_legal_name, formation_state, report_type, documents, terms_version)
values ('a0000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000004', 'Sam Suspended', 'suspended@demo.test',
        'Dormant LLC', 'Texas', 'Limited Liability Company',
        '[{"name":"a.pdf","size":10,"storage_path":"00000000-0000-4000-8000-000000000004/o1/a.pdf"}]', 'v.20250822');
update public.order_requests set status = 'Report ready' where id = 'a0000000-0000-4000-8000-000000000001';
insert into public.order_reports (id, order_id, version, content)
select 'b0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000001', 1, content
from public.order_reports where id = '00000000-0000-4000-8000-000000000f01';

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
-- The address (emailSchema).
select throws_ok(format('select public.queue_los_delivery(%L, %L, true)', '00000000-0000-4000-8000-000000000f01', v.recipient),
  '22023', 'Please enter a valid email address', v.label)
from (values ('not-an-email', 'no @'), ('', 'empty'), ('   ', 'blank'), ('los@bank', 'no top-level domain'),
             ('los@@bank.test', 'two @'), ('.los@bank.test', 'a leading dot'), ('los..desk@bank.test', 'two dots in a row'),
             (repeat('a', 247) || '@bank.test', '257 characters')) v(recipient, label);
select throws_ok($$select public.queue_los_delivery('00000000-0000-4000-8000-000000000f01', null, true)$$,
  '22023', 'Please enter a valid email address', 'no address');
select throws_ok($$select public.confirm_los_address('00000000-0000-4000-8000-000000000f01', 'los@', '123456', true)$$,
  '22023', 'Please enter a valid email address', 'confirming a bad address');
-- The code's form.
select throws_ok(format('select public.confirm_los_address(%L, %L, %L, true)', '00000000-0000-4000-8000-000000000f01',
                        'los@bank.test', v.code),
  '22023', 'Enter the 6-digit code from the mail', v.label)
from (values ('12345', 'five digits'), ('1234567', 'seven digits'), ('12a456', 'a letter'), (null, 'no code')) v(code, label);
-- The report.
select throws_ok($$select public.queue_los_delivery('b0000000-0000-4000-8000-0000000000ff', 'los@bank.test', true)$$,
  'PT404', 'Report not found', 'a report that does not exist');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000100","role":"authenticated","aal":"aal1"}';
select throws_ok($$select public.queue_los_delivery('00000000-0000-4000-8000-000000000f01', 'los@bank.test', true)$$,
  'PT404', 'Report not found', 'another customer sends the customer''s report');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select throws_ok($$select public.queue_los_delivery('00000000-0000-4000-8000-000000000f01', 'los@bank.test', true)$$,
  'PT404', 'Report not found', 'an admin sends a customer''s report');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000004","role":"authenticated","aal":"aal1"}';
select throws_ok($$select public.queue_los_delivery('b0000000-0000-4000-8000-000000000001', 'los@bank.test', true)$$,
  'PT404', 'Report not found', 'a suspended owner sends their own report');
reset role;

select hasnt_function('public', 'queue_los_delivery', array['uuid', 'text', 'text', 'boolean'],
  'the hand-off no longer takes a file of the customer''s');
select is((select count(*) from public.outbound_emails) + (select count(*) from public.account_los_settings)
          + (select count(*) from public.account_los_addresses), 0::bigint,
  'no mail queued, no address kept or waiting');

select * from finish();
rollback;
