-- only the order's active owner escalates (anyone else, staff included, gets PT404 "Order not found", as for a hidden order; anon cannot call it), and only an order that is Report ready with a published report (P0001 otherwise); an order staff already escalated cannot be escalated again
-- Reports (migration 0900). Personas: admin ...0001, moderator ...0002, customer ...0003, suspended ...0004, Jordan ...0100.
-- Seed: the customer's c01 (Report ready, f01), c04 (Escalated by staff), c06 (In review), c07 (Submitted), c05 (Needs documents), c03 (Cancelled).
begin;
select plan(17);

-- A ready order of the customer's without a published report (moved there before publishing was required).
insert into public.credit_ledger (user_id, kind, credits, amount_paid_cents, reason) values
  ('00000000-0000-4000-8000-000000000003', 'purchase', 1, 5000, 'One report'),
  ('00000000-0000-4000-8000-000000000004', 'purchase', 1, 5000, 'One report');
insert into public.order_requests (id, user_id, name, email, entity_legal_name, formation_state, report_type, documents, terms_version)
values ('a0000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000003', 'Casey Customer', 'customer@demo.test',
        'Unpublished LLC', 'Texas', 'Limited Liability Company',
        '[{"name":"a.pdf","size":10,"storage_path":"00000000-0000-4000-8000-000000000003/o1/a.pdf"}]', 'v.20250822'),
       ('a0000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000004', 'Sam Suspended', 'suspended@demo.test',
        'Dormant LLC', 'Texas', 'Limited Liability Company',
        '[{"name":"a.pdf","size":10,"storage_path":"00000000-0000-4000-8000-000000000004/o1/a.pdf"}]', 'v.20250822');
update public.order_requests set status = 'Report ready'
where id in ('a0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000002');
insert into public.order_reports (order_id, version, content)
select 'a0000000-0000-4000-8000-000000000002', 1, content from public.order_reports where id = '00000000-0000-4000-8000-000000000f01';

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000100","role":"authenticated","aal":"aal1"}';
select throws_ok($$select public.escalate_order('a3f27c19-0000-4000-8000-000000000c01')$$,
  'PT404', 'Order not found', 'another customer escalates the customer''s ready report');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select throws_ok($$select public.escalate_order('a3f27c19-0000-4000-8000-000000000c01')$$,
  'PT404', 'Order not found', 'an admin escalates a customer''s report');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000002","role":"authenticated","aal":"aal1"}';
select throws_ok($$select public.escalate_order('a3f27c19-0000-4000-8000-000000000c01')$$,
  'PT404', 'Order not found', 'a moderator escalates a customer''s report');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000004","role":"authenticated","aal":"aal1"}';
select throws_ok($$select public.escalate_order('a0000000-0000-4000-8000-000000000002')$$,
  'PT404', 'Order not found', 'a suspended owner escalates their own ready report');

set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select throws_ok($$select public.escalate_order('7d2a9f31-0000-4000-8000-000000000c06')$$,
  'P0001', 'Only an order whose report is ready can be escalated to legal review', 'an order In review');
select throws_ok($$select public.escalate_order('0f6b8e24-0000-4000-8000-000000000c07')$$,
  'P0001', 'Only an order whose report is ready can be escalated to legal review', 'a Submitted order');
select throws_ok($$select public.escalate_order('e4c05d98-0000-4000-8000-000000000c05')$$,
  'P0001', 'Only an order whose report is ready can be escalated to legal review', 'an order that needs documents');
select throws_ok($$select public.escalate_order('c92d6e07-0000-4000-8000-000000000c03')$$,
  'P0001', 'Only an order whose report is ready can be escalated to legal review', 'a Cancelled order');
select throws_ok($$select public.escalate_order('a0000000-0000-4000-8000-000000000001')$$,
  'P0001', 'Only an order whose report is ready can be escalated to legal review', 'a Report ready order without a published report');
select throws_ok($$select public.escalate_order('1b7f3a52-0000-4000-8000-000000000c04')$$,
  'P0001', 'This order has already been escalated to legal review', 'an order staff escalated');
select throws_ok($$select public.escalate_order('a0000000-0000-4000-8000-0000000000ff')$$,
  'PT404', 'Order not found', 'an order that does not exist');
select throws_ok($$select public.escalate_order(null)$$, 'PT404', 'Order not found', 'no order id');
set local role anon;
set local request.jwt.claims = '{"role":"anon"}';
select throws_ok($$select public.escalate_order('a3f27c19-0000-4000-8000-000000000c01')$$,
  '42501', 'permission denied for function escalate_order', 'anon');
reset role;

select is((select string_agg(status, ', ' order by id) from public.order_requests
           where user_id in ('00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000004')),
  (select string_agg(s, ', ' order by id) from (values
     ('0f6b8e24-0000-4000-8000-000000000c07'::uuid, 'Submitted'), ('1b7f3a52-0000-4000-8000-000000000c04', 'Escalated'),
     ('5e81b40d-0000-4000-8000-000000000c02', 'Report ready'), ('7d2a9f31-0000-4000-8000-000000000c06', 'In review'),
     ('a0000000-0000-4000-8000-000000000001', 'Report ready'), ('a0000000-0000-4000-8000-000000000002', 'Report ready'),
     ('a3f27c19-0000-4000-8000-000000000c01', 'Report ready'), ('c92d6e07-0000-4000-8000-000000000c03', 'Cancelled'),
     ('e4c05d98-0000-4000-8000-000000000c05', 'Needs documents')) v(id, s)),
  'no order moved');
select is((select count(*) from public.credit_ledger where kind = 'refund'), 2::bigint, 'no refund beyond the two seeded');
select is((select count(*) from public.order_status_history where created_at = now() and from_status is not null), 0::bigint,
  'no history row added');
select is((select count(*) from public.outbound_emails), 0::bigint, 'no mail queued');

select * from finish();
rollback;
