-- every status change queues exactly one order_status mail to the account's own address (never the order form's email), line for line the demo's (mocks/handlers/order-lifecycle.ts writeStatusMail): a subject of fixed words, the order's reference and the new status; a body of the customer's values cleaned of line breaks and control characters and capped, the team's or the customer's message, the refund when the move gave one, and the link to the order on the configured site
-- Status mails (migrations 1900, 2100). Personas: admin ...0001, customer ...0003 (customer@demo.test).
-- scripts/sql-status-mail-parity.test.ts makes these moves on the twin and checks its bodies against the literals below.
begin;
select plan(12);

update private.settings set value = 'https://app.entitylens.test/' where key = 'site_url';
delete from public.credit_ledger where user_id = '00000000-0000-4000-8000-000000000003';
insert into public.credit_ledger (user_id, kind, credits, amount_paid_cents, reason) values
  ('00000000-0000-4000-8000-000000000003', 'purchase', 5, 25000, 'Five reports');
insert into storage.objects (bucket_id, name, owner, owner_id) values
  ('order-documents', '00000000-0000-4000-8000-000000000003/o1/articles.pdf', '00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000003'),
  ('order-documents', '00000000-0000-4000-8000-000000000003/o2/bylaws.pdf', '00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000003');
-- The first order's form names another address: the mails go to the account's all the same. The second's name
-- carries a line break and a header, and its entity name runs past the 150 characters a mail shows.
insert into public.order_requests (id, user_id, name, email, entity_legal_name, formation_state, report_type, documents, terms_version)
values
  ('a1000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000003', 'Casey Jordan', 'closing@harborpoint.test',
   'Mine LLC', 'Texas', 'Corporation',
   '[{"name":"articles.pdf","size":52000,"storage_path":"00000000-0000-4000-8000-000000000003/o1/articles.pdf"}]', 'v.20250822'),
  ('a2000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000003', E'Casey\r\nBcc: victim@bank.test', 'customer@demo.test',
   'Second Street Partners LP' || repeat(' and Sons', 16), 'Delaware', 'Limited Partnership',
   '[{"name":"articles.pdf","size":52000,"storage_path":"00000000-0000-4000-8000-000000000003/o1/articles.pdf"}]', 'v.20250822');
select is((select count(*) from public.outbound_emails), 0::bigint, 'submitting queues no status mail');

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select public.set_order_status('a1000000-0000-4000-8000-000000000001', 'In review', '   ');
select public.set_order_status('a1000000-0000-4000-8000-000000000001', 'Needs documents', '  Please send the signed bylaws.  ');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select public.resubmit_order('a1000000-0000-4000-8000-000000000001',
  '[{"name":"bylaws.pdf","size":41000,"storage_path":"00000000-0000-4000-8000-000000000003/o2/bylaws.pdf"}]', ' Here they are. ');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select public.set_order_status('a1000000-0000-4000-8000-000000000001', 'Cancelled', null);
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select public.set_order_status('a2000000-0000-4000-8000-000000000002', 'Cancelled', E'Ordered the wrong\r\nentity');
reset role;

select is((select count(*) from public.outbound_emails), (select count(*) from public.order_status_history
           where order_id in ('a1000000-0000-4000-8000-000000000001', 'a2000000-0000-4000-8000-000000000002') and from_status is not null),
  'one mail per status change');
select results_eq($$select kind, recipient, subject, report_id, attachments, requested_by, status, attempts
                    from public.outbound_emails order by subject$$,
  $$values
    ('order_status', 'customer@demo.test', 'Your order A1000000: Cancelled', null::uuid, '[]'::jsonb, null::uuid, 'queued', 0),
    ('order_status', 'customer@demo.test', 'Your order A1000000: In review', null::uuid, '[]'::jsonb, null::uuid, 'queued', 0),
    ('order_status', 'customer@demo.test', 'Your order A1000000: In review', null::uuid, '[]'::jsonb, null::uuid, 'queued', 0),
    ('order_status', 'customer@demo.test', 'Your order A1000000: Needs documents', null::uuid, '[]'::jsonb, null::uuid, 'queued', 0),
    ('order_status', 'customer@demo.test', 'Your order A2000000: Cancelled', null::uuid, '[]'::jsonb, null::uuid, 'queued', 0)$$,
  'each mail is an order_status mail to the account''s address, its subject the order''s reference and the status, queued for the delivery function');

select is((select body from public.outbound_emails where subject = 'Your order A1000000: Needs documents'),
  E'Hello Casey Jordan,\n\nYour order A1000000 for Mine LLC (Corporation, Texas) is now: Needs documents.\n\n'
  'Message from our team:\nPlease send the signed bylaws.\n\n'
  'See the order: https://app.entitylens.test/portal/orders/a1000000-0000-4000-8000-000000000001',
  'asking for documents: the team''s message, trimmed, and the link on the configured site');
select bag_eq($$select body from public.outbound_emails where subject = 'Your order A1000000: In review'$$,
  $$values
    (E'Hello Casey Jordan,\n\nYour order A1000000 for Mine LLC (Corporation, Texas) is now: In review.\n\n'
     'See the order: https://app.entitylens.test/portal/orders/a1000000-0000-4000-8000-000000000001'),
    (E'Hello Casey Jordan,\n\nYour order A1000000 for Mine LLC (Corporation, Texas) is now: In review.\n\n'
     'Your message:\nHere they are.\n\n'
     'See the order: https://app.entitylens.test/portal/orders/a1000000-0000-4000-8000-000000000001')$$,
  'review starting: no message section for a blank message; the customer''s resubmission quotes their own message');
select is((select body from public.outbound_emails where subject = 'Your order A1000000: Cancelled'),
  E'Hello Casey Jordan,\n\nYour order A1000000 for Mine LLC (Corporation, Texas) is now: Cancelled.\n\n'
  'See the order: https://app.entitylens.test/portal/orders/a1000000-0000-4000-8000-000000000001',
  'cancelled by staff after review started: no refund, so no refund line');
select is((select body from public.outbound_emails where subject = 'Your order A2000000: Cancelled'),
  E'Hello Casey Bcc: victim@bank.test,\n\n'
  'Your order A2000000 for Second Street Partners LP and Sons and Sons and Sons and Sons and Sons and Sons and Sons and Sons and Sons and Sons and Sons and Sons and Sons and So… (Limited Partnership, Delaware) is now: Cancelled.\n\n'
  'Your message:\nOrdered the wrong entity\n\n'
  'The credit this order used is back on your account.\n\n'
  'See the order: https://app.entitylens.test/portal/orders/a2000000-0000-4000-8000-000000000002',
  'the owner''s cancel before review: their message and the refund line; each line break of a typed value is one space, the entity cut at 150 characters');
select is((select count(*) from public.outbound_emails where order_id = 'a1000000-0000-4000-8000-000000000001'), 4::bigint,
  'each mail names its order');

-- Escalation (the owner's, on a ready report): the status mail with the refund line, beside the firm's mail.
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select public.escalate_order('5e81b40d-0000-4000-8000-000000000c02', 'Can the president sign alone?');
reset role;
select results_eq($$select kind, recipient from public.outbound_emails where order_id = '5e81b40d-0000-4000-8000-000000000c02' order by kind$$,
  $$values ('legal_review', 'legal-review@marlowpierce.test'), ('order_status', 'customer@demo.test')$$,
  'escalating queues the firm''s mail and one status mail to the customer');
select is((select body from public.outbound_emails where order_id = '5e81b40d-0000-4000-8000-000000000c02' and kind = 'order_status'),
  E'Hello Casey Customer,\n\nYour order 5E81B40D for Maple Street Holdings, Inc. (Corporation, Nevada) is now: Escalated.\n\n'
  'Your message:\nEscalated to legal review by the customer\n\n'
  'The credit this order used is back on your account.\n\n'
  'See the order: https://app.entitylens.test/portal/orders/5e81b40d-0000-4000-8000-000000000c02',
  'the escalation mail says the credit is back');

-- Cancelling an escalated order after its refund was given: no second refund, so no refund line.
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select public.set_order_status('5e81b40d-0000-4000-8000-000000000c02', 'Cancelled', 'Closed after the firm''s review');
reset role;
select is((select body from public.outbound_emails where order_id = '5e81b40d-0000-4000-8000-000000000c02'
           and subject = 'Your order 5E81B40D: Cancelled'),
  E'Hello Casey Customer,\n\nYour order 5E81B40D for Maple Street Holdings, Inc. (Corporation, Nevada) is now: Cancelled.\n\n'
  'Message from our team:\nClosed after the firm''s review\n\n'
  'See the order: https://app.entitylens.test/portal/orders/5e81b40d-0000-4000-8000-000000000c02',
  'a move after the one refund says nothing of credits');
select is((select count(*) from public.credit_ledger where order_id = '5e81b40d-0000-4000-8000-000000000c02' and kind = 'refund'),
  1::bigint, 'still one refund for the order');

select * from finish();
rollback;
