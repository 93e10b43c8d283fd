-- each step queues its mail in outbound_emails: publishing mails the account's address a link to /portal/orders/<id>/report, escalating mails the partner firm (private.settings) the customer's question, the report's packet and the order's documents still held, listing each, the LOS hand-off mails a confirmed address the packet and the link, naming the report, the entity and the conclusion; all queued, never sent, no attempt yet
-- Reports (migrations 0900, 1500, 3400). Personas: admin ...0001, customer ...0003, Jordan ...0100.
-- Seed: Jordan's c08 is In review; the customer's c02 is Report ready with f02 and three documents, c01 with f01 and its documents purged.
begin;
select plan(8);

select set_config('test.content', (select content::text from public.order_reports where id = '00000000-0000-4000-8000-000000000f02'), true);
update private.settings set value = 'https://app.entitylens.test/' where key = 'site_url';
insert into public.account_los_addresses (user_id, email, confirmed_at) values
  ('00000000-0000-4000-8000-000000000003', 'los@harborpoint.test', now());

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select public.publish_report('9c4e1a73-0000-4000-8000-000000000c08', current_setting('test.content')::jsonb, null, '[]', _without_approval => 'Published in a test without a checker');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select public.escalate_order('5e81b40d-0000-4000-8000-000000000c02', E'  Can the president sign alone?\nThe bylaws say two officers.  ');
select public.escalate_order('a3f27c19-0000-4000-8000-000000000c01', 'Is the manager''s authority enough?');
select public.queue_los_delivery('00000000-0000-4000-8000-000000000f02', 'los@harborpoint.test', false);
reset role;

select results_eq($$select kind, recipient, subject, order_id::text, report_id = (select r.id from public.order_reports r where r.order_id = e.order_id order by r.version desc limit 1)
                    from public.outbound_emails e order by kind, subject$$,
  $$values
    ('legal_review', 'legal-review@marlowpierce.test', 'Legal review request: Cedar Ridge Apartments LLC (ELR-A3F27C19-v1)', 'a3f27c19-0000-4000-8000-000000000c01', true),
    ('legal_review', 'legal-review@marlowpierce.test', 'Legal review request: Maple Street Holdings, Inc. (ELR-5E81B40D-v1)', '5e81b40d-0000-4000-8000-000000000c02', true),
    ('los_delivery', 'los@harborpoint.test', 'Legal entity report ELR-5E81B40D-v1: Maple Street Holdings, Inc.', '5e81b40d-0000-4000-8000-000000000c02', true),
    ('order_status', 'customer@demo.test', 'Your order 5E81B40D: Escalated', '5e81b40d-0000-4000-8000-000000000c02', null),
    ('order_status', 'customer@demo.test', 'Your order A3F27C19: Escalated', 'a3f27c19-0000-4000-8000-000000000c01', null),
    ('report_ready', 'jordan.lee@northbay.test', 'Your report ELR-9C4E1A73-v1 is ready', '9c4e1a73-0000-4000-8000-000000000c08', true)$$,
  'one mail per step, to the right recipient, about the right report (and each escalation tells its customer, migration 1900)');
select is((select body from public.outbound_emails where kind = 'report_ready'),
  E'Hello Jordan Lee,\n\nThe report for Pacific Crest Holdings LLC (Limited Liability Company, California) is ready: ELR-9C4E1A73-v1.\n\n'
  'Read it, download it as a PDF or a data packet, or send it to your loan origination system:\n'
  'https://app.entitylens.test/portal/orders/9c4e1a73-0000-4000-8000-000000000c08/report\n\nEntityLens',
  'the customer''s mail links to the report page on the configured site');
select is((select attachments from public.outbound_emails where kind = 'legal_review' and order_id = '5e81b40d-0000-4000-8000-000000000c02'),
  '[{"packet": "00000000-0000-4000-8000-000000000f02"},
    "00000000-0000-4000-8000-000000000003/5e81b40d-0000-4000-8000-000000000c02/articles-of-incorporation.pdf",
    "00000000-0000-4000-8000-000000000003/5e81b40d-0000-4000-8000-000000000c02/bylaws.pdf",
    "00000000-0000-4000-8000-000000000003/5e81b40d-0000-4000-8000-000000000c02/certificate-of-good-standing.pdf"]'::jsonb,
  'the partner firm gets the report''s packet and every document of the order');
select is((select body from public.outbound_emails where kind = 'legal_review' and order_id = '5e81b40d-0000-4000-8000-000000000c02'),
  E'Hello Marlow & Pierce LLP,\n\n'
  'A customer asks for your legal review of this report.\n\n'
  'What the customer needs answered:\nCan the president sign alone?\nThe bylaws say two officers.\n\n'
  'Report: ELR-5E81B40D-v1\nEntity: Maple Street Holdings, Inc. (Corporation, Nevada)\nProperty state: California\n'
  'Loan reference: HPL-25-0112\nCustomer: Casey Customer <customer@demo.test>, Harbor Point Lending\n'
  'Order: 5e81b40d-0000-4000-8000-000000000c02\n\n'
  'What we send you:\n- Report version 1: its data packet (JSON), attached\n'
  '- articles-of-incorporation.pdf, attached\n- bylaws.pdf, attached\n- certificate-of-good-standing.pdf, attached\n\nEntityLens',
  'the firm''s mail carries the question as typed (trimmed), names the report, the entity, the customer and the order, and lists each thing it sends');
select is((select attachments from public.outbound_emails where kind = 'legal_review' and order_id = 'a3f27c19-0000-4000-8000-000000000c01'),
  '[{"packet": "00000000-0000-4000-8000-000000000f01"}]'::jsonb,
  'an order whose documents were removed after the retention period sends the packet alone');
select ok((select body like E'%What we send you:\n- Report version 1: its data packet (JSON), attached\n'
                           '- No documents: documents no longer held since ' || private.escalation_date(o.documents_purged_at)
                           || E' (removed after the 90-day retention period)\n\nEntityLens'
           from public.outbound_emails e join public.order_requests o on o.id = e.order_id
           where kind = 'legal_review' and order_id = 'a3f27c19-0000-4000-8000-000000000c01'),
  'and its mail says no documents go, and since when');
select is((select body from public.outbound_emails where kind = 'los_delivery'),
  E'Legal entity report ELR-5E81B40D-v1 for Maple Street Holdings, Inc. (Corporation, Nevada), sent by Casey Customer <customer@demo.test> of Harbor Point Lending.\n'
  'Conclusion: Confirmed\nLoan reference: HPL-25-0112\n\n'
  'The report (sign-in required): https://app.entitylens.test/portal/orders/5e81b40d-0000-4000-8000-000000000c02/report\n\n'
  'Attached: the report''s JSON data packet (packet version 2), built by EntityLens from the published report.\n\nEntityLens',
  'the LOS mail names the report, the entity and the conclusion, links to the report and says what it carries');
select results_eq($$select distinct status, attempts, last_error, sent_at, created_at = now() from public.outbound_emails$$,
  $$values ('queued', 0, null::text, null::timestamptz, true)$$, 'every mail is queued for the delivery function');

select * from finish();
rollback;
