-- queue_los_delivery refuses, writing nothing: an address that is not an email (22023 "Please enter a valid email address"), a report of someone else's order or one that does not exist (PT404 "Report not found", for staff and suspended owners too), and a PDF that is not the caller's own upload under <uid>/reports/ (42501)
-- Reports (migration 0900). Personas: admin ...0001, customer ...0003, suspended ...0004, Jordan ...0100. Seed: the customer's report f01.
begin;
select plan(21);

insert into storage.buckets (id, name) values ('other-bucket', 'other-bucket');
insert into storage.objects (bucket_id, name, owner, owner_id) values
  ('order-documents', '00000000-0000-4000-8000-000000000003/reports/f01/ELR-A3F27C19-v1.pdf', '00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000003'),
  ('order-documents', '00000000-0000-4000-8000-000000000003/o1/not-a-report.pdf', '00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000003'),
  ('order-documents', '00000000-0000-4000-8000-000000000100/reports/f01/jordan.pdf', '00000000-0000-4000-8000-000000000100', '00000000-0000-4000-8000-000000000100'),
  -- In the customer's folder but uploaded by someone else (only the service role could put it there).
  ('order-documents', '00000000-0000-4000-8000-000000000003/reports/f01/planted.pdf', '00000000-0000-4000-8000-000000000100', '00000000-0000-4000-8000-000000000100'),
  ('other-bucket', '00000000-0000-4000-8000-000000000003/reports/f01/elsewhere.pdf', '00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000003');
-- The suspended persona owns a ready order with a report and an uploaded PDF.
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
insert into storage.objects (bucket_id, name, owner, owner_id) values
  ('order-documents', '00000000-0000-4000-8000-000000000004/reports/b1/r.pdf', '00000000-0000-4000-8000-000000000004', '00000000-0000-4000-8000-000000000004');

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
-- The address (emailSchema).
select throws_ok(format('select public.queue_los_delivery(%L, %L, %L, true)', '00000000-0000-4000-8000-000000000f01',
                        v.recipient, '00000000-0000-4000-8000-000000000003/reports/f01/ELR-A3F27C19-v1.pdf'),
  '22023', 'Please enter a valid email address', v.label)
from (values ('not-an-email', 'no @'), ('', 'empty'), ('   ', 'blank'), ('los@bank', 'no top-level domain'),
             ('los@@bank.test', 'two @'), ('.los@bank.test', 'a leading dot'), ('los..desk@bank.test', 'two dots in a row'),
             (repeat('a', 247) || '@bank.test', '257 characters')) v(recipient, label);
select throws_ok($$select public.queue_los_delivery('00000000-0000-4000-8000-000000000f01', null,
                     '00000000-0000-4000-8000-000000000003/reports/f01/ELR-A3F27C19-v1.pdf', true)$$,
  '22023', 'Please enter a valid email address', 'no address');
-- The PDF.
select throws_ok(format('select public.queue_los_delivery(%L, %L, %L, true)', '00000000-0000-4000-8000-000000000f01',
                        'los@bank.test', v.pdf_path),
  '42501', 'The PDF must be one of your own uploads in your reports folder', v.label)
from (values ('00000000-0000-4000-8000-000000000100/reports/f01/jordan.pdf', 'another customer''s upload'),
             ('00000000-0000-4000-8000-000000000003/o1/not-a-report.pdf', 'an upload outside the reports folder'),
             ('00000000-0000-4000-8000-000000000003/reports/f01/never-uploaded.pdf', 'a file that was never uploaded'),
             ('00000000-0000-4000-8000-000000000003/reports/f01/planted.pdf', 'a file in their folder someone else uploaded'),
             ('00000000-0000-4000-8000-000000000003/reports/f01/elsewhere.pdf', 'a file of the same name in another bucket only'),
             ('00000000-0000-4000-8000-000000000003/reports/../reports/f01/ELR-A3F27C19-v1.pdf', 'a path with ..')) v(pdf_path, label);
select throws_ok($$select public.queue_los_delivery('00000000-0000-4000-8000-000000000f01', 'los@bank.test', null, true)$$,
  '42501', 'The PDF must be one of your own uploads in your reports folder', 'no PDF');
-- The report.
select throws_ok($$select public.queue_los_delivery('b0000000-0000-4000-8000-0000000000ff', 'los@bank.test',
                     '00000000-0000-4000-8000-000000000003/reports/f01/ELR-A3F27C19-v1.pdf', true)$$,
  'PT404', 'Report not found', 'a report that does not exist');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000100","role":"authenticated","aal":"aal1"}';
select throws_ok($$select public.queue_los_delivery('00000000-0000-4000-8000-000000000f01', 'los@bank.test',
                     '00000000-0000-4000-8000-000000000100/reports/f01/jordan.pdf', true)$$,
  'PT404', 'Report not found', 'another customer sends the customer''s report with their own PDF');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select throws_ok($$select public.queue_los_delivery('00000000-0000-4000-8000-000000000f01', 'los@bank.test',
                     '00000000-0000-4000-8000-000000000003/reports/f01/ELR-A3F27C19-v1.pdf', true)$$,
  'PT404', 'Report not found', 'an admin sends a customer''s report');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000004","role":"authenticated","aal":"aal1"}';
select throws_ok($$select public.queue_los_delivery('b0000000-0000-4000-8000-000000000001', 'los@bank.test',
                     '00000000-0000-4000-8000-000000000004/reports/b1/r.pdf', true)$$,
  'PT404', 'Report not found', 'a suspended owner sends their own report');
reset role;

select is((select count(*) from public.outbound_emails) + (select count(*) from public.account_los_settings), 0::bigint,
  'no mail queued and no address kept');

select * from finish();
rollback;
