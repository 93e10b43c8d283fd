-- nothing the customer typed reaches a subject: status and report mails are titled by fixed words, the order's reference (the report number) and the status; in the body, every typed value (name, entity name, messages, the correction note) shows each run of line breaks and control characters as one space, and at most 100 (name), 150 (entity name) or 1,000 (message, note) characters, the last one an ellipsis when cut
-- Status and report mails (migration 2100). Personas: admin ...0001, customer ...0003 (customer@demo.test).
begin;
select plan(10);

update private.settings set value = 'https://app.entitylens.test/' where key = 'site_url';
select set_config('test.content', (select content::text from public.order_reports where id = '00000000-0000-4000-8000-000000000f02'), true);
insert into public.credit_ledger (user_id, kind, credits, amount_paid_cents, reason) values
  ('00000000-0000-4000-8000-000000000003', 'purchase', 5, 25000, 'Five reports');
insert into storage.objects (bucket_id, name, owner, owner_id) values
  ('order-documents', '00000000-0000-4000-8000-000000000003/h1/articles.pdf', '00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000003');
insert into public.order_requests (id, user_id, name, email, entity_legal_name, formation_state, report_type, documents, terms_version)
values
  ('c1000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000003',
   E'Casey\r\nBcc: victim@bank.test', 'customer@demo.test', E'Mine LLC\u2028Subject: You won\u202e', 'Texas', 'Corporation',
   '[{"name":"articles.pdf","size":52000,"storage_path":"00000000-0000-4000-8000-000000000003/h1/articles.pdf"}]', 'v.20250822'),
  ('c2000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000003',
   repeat('N', 200), 'customer@demo.test', E'Tab\tSeparated\u0085Holdings LLC', 'Ohio', 'Limited Liability Company',
   '[{"name":"articles.pdf","size":52000,"storage_path":"00000000-0000-4000-8000-000000000003/h1/articles.pdf"}]', 'v.20250822');

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select public.set_order_status('c1000000-0000-4000-8000-000000000001', 'In review', E'Line one\r\n\r\nBcc: x@y.test\tok');
select public.set_order_status('c2000000-0000-4000-8000-000000000002', 'Needs documents', repeat('m', 2000));
select public.publish_report('c1000000-0000-4000-8000-000000000001', current_setting('test.content')::jsonb, null, '[]', _without_approval => 'Published in a test without a checker');
select public.publish_report('c1000000-0000-4000-8000-000000000001', current_setting('test.content')::jsonb, E'Fixed the\r\nmanager', '[]', _without_approval => 'Published in a test without a checker');
reset role;

select results_eq($$select kind, subject from public.outbound_emails order by subject$$,
  $$values
    ('report_ready', 'Corrected report ELR-C1000000-v2'),
    ('order_status', 'Your order C1000000: In review'),
    ('order_status', 'Your order C2000000: Needs documents'),
    ('report_ready', 'Your report ELR-C1000000-v1 is ready')$$,
  'each subject is fixed words, the order''s reference or report number, and the status');
select is((select count(*) from public.outbound_emails where subject ~ '[\u0001-\u001f\u007f-\u009f\u2028\u2029]'
           or subject ~* 'victim|bcc|won|mine|tab|holdings'), 0::bigint,
  'no subject holds a control character or anything typed');
select is((select count(*) from public.outbound_emails
           where body ~ '[\u0001-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]'), 0::bigint,
  'no body holds a control character but its own line breaks');

select is((select body from public.outbound_emails where subject = 'Your order C1000000: In review'),
  E'Hello Casey Bcc: victim@bank.test,\n\nYour order C1000000 for Mine LLC Subject: You won (Corporation, Texas) is now: In review.\n\n'
  'Message from our team:\nLine one Bcc: x@y.test ok\n\n'
  'See the order: https://app.entitylens.test/portal/orders/c1000000-0000-4000-8000-000000000001',
  'the status mail''s lines: each run of line breaks or control characters in a typed value is one space, a trailing one none');
select is((select body from public.outbound_emails where subject = 'Your order C2000000: Needs documents'),
  E'Hello ' || repeat('N', 99) || E'…,\n\nYour order C2000000 for Tab Separated Holdings LLC (Limited Liability Company, Ohio) is now: Needs documents.\n\n'
  'Message from our team:\n' || repeat('m', 999) || E'…\n\n'
  'See the order: https://app.entitylens.test/portal/orders/c2000000-0000-4000-8000-000000000002',
  'a 200-character name shows its first 99 and an ellipsis, a 2,000-character message its first 999');
select is((select body from public.outbound_emails where subject = 'Your report ELR-C1000000-v1 is ready'),
  E'Hello Casey Bcc: victim@bank.test,\n\n'
  'The report for Mine LLC Subject: You won (Corporation, Texas) is ready: ELR-C1000000-v1.\n\n'
  'Read it, download it as a PDF or a data packet, or send it to your loan origination system:\n'
  'https://app.entitylens.test/portal/orders/c1000000-0000-4000-8000-000000000001/report\n\nEntityLens',
  'the report mail''s lines are built from the same cleaned values');
select is((select body from public.outbound_emails where subject = 'Corrected report ELR-C1000000-v2'),
  E'Hello Casey Bcc: victim@bank.test,\n\n'
  'We corrected the report for Mine LLC Subject: You won (Corporation, Texas): ELR-C1000000-v2 replaces the earlier version.\n\n'
  'What changed: Fixed the manager\n\n'
  'Read it, download it as a PDF or a data packet, or send it to your loan origination system:\n'
  'https://app.entitylens.test/portal/orders/c1000000-0000-4000-8000-000000000001/report\n\nEntityLens',
  'and the correction note too');
select is((select name from public.order_requests where id = 'c1000000-0000-4000-8000-000000000001'), E'Casey\r\nBcc: victim@bank.test',
  'the order keeps what was typed: only the mail shows it cleaned');
select is((select message from public.order_status_history where order_id = 'c2000000-0000-4000-8000-000000000002'
           and to_status = 'Needs documents'), repeat('m', 2000), 'the history keeps the whole message');
select is((select count(*) from public.outbound_emails where recipient <> 'customer@demo.test'), 0::bigint,
  'every mail went to the account''s address');

select * from finish();
rollback;
