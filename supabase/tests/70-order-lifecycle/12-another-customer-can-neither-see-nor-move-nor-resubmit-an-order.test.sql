-- another customer can neither see an order or its history nor cancel, move or resubmit it: "Order not found" (PT404) exactly as for an order that does not exist, and nothing changes
-- Order lifecycle (migration 0800). Personas: admin ...0001, moderator ...0002, customer ...0003, suspended ...0004, other customer ...0101.
begin;
select plan(10);

insert into public.credit_ledger (user_id, kind, credits, amount_paid_cents, reason) values
  ('00000000-0000-4000-8000-000000000003', 'purchase', 5, 25000, 'Five reports'),
  ('00000000-0000-4000-8000-000000000101', 'purchase', 5, 25000, 'Five reports');
insert into storage.objects (bucket_id, name, owner, owner_id) values
  ('order-documents', '00000000-0000-4000-8000-000000000101/o2/mine.pdf', '00000000-0000-4000-8000-000000000101', '00000000-0000-4000-8000-000000000101');
insert into public.order_requests (id, user_id, name, email, entity_legal_name, formation_state, report_type, documents, terms_version)
values
  ('a0000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000003', 'Casey Jordan', 'customer@demo.test',
   'Submitted LLC', 'Texas', 'Corporation',
   '[{"name":"a.pdf","size":10,"storage_path":"00000000-0000-4000-8000-000000000003/o1/a.pdf"}]', 'v.20250822'),
  ('a0000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000003', 'Casey Jordan', 'customer@demo.test',
   'Needs documents LLC', 'Texas', 'Corporation',
   '[{"name":"a.pdf","size":10,"storage_path":"00000000-0000-4000-8000-000000000003/o1/a.pdf"}]', 'v.20250822');
update public.order_requests set status = 'Needs documents' where id = 'a0000000-0000-4000-8000-000000000002';

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000101","role":"authenticated","aal":"aal1"}';
select is((select count(*) from public.order_requests
           where id in ('a0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000002')), 0::bigint,
  'the orders are invisible');
select is((select count(*) from public.order_status_history
           where order_id in ('a0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000002')), 0::bigint,
  'their history is invisible');
select throws_ok($$select public.set_order_status('a0000000-0000-4000-8000-000000000001', 'Cancelled', null)$$,
  'PT404', 'Order not found', 'cancelling it');
select throws_ok($$select public.set_order_status('a0000000-0000-4000-8000-000000000001', 'In review', null)$$,
  'PT404', 'Order not found', 'moving it');
select throws_ok($$select public.resubmit_order('a0000000-0000-4000-8000-000000000002',
    '[{"name":"mine.pdf","size":10,"storage_path":"00000000-0000-4000-8000-000000000101/o2/mine.pdf"}]', null)$$,
  'PT404', 'Order not found', 'resubmitting it with their own upload');
select throws_ok($$select public.set_order_status('a0000000-0000-4000-8000-0000000000ff', 'Cancelled', null)$$,
  'PT404', 'Order not found', 'an order that does not exist: the same answer');
select throws_ok($$select public.resubmit_order('a0000000-0000-4000-8000-0000000000ff',
    '[{"name":"mine.pdf","size":10,"storage_path":"00000000-0000-4000-8000-000000000101/o2/mine.pdf"}]', null)$$,
  'PT404', 'Order not found', 'resubmitting an order that does not exist: the same answer');
select throws_ok($$select public.set_order_status(null, 'Cancelled', null)$$, 'PT404', 'Order not found', 'no order id');
reset role;
select is((select string_agg(format('%s/%s', status, jsonb_array_length(documents)), ', ' order by id) from public.order_requests
           where id in ('a0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000002')),
  'Submitted/1, Needs documents/1', 'nothing changed');
select is((select count(*) from public.order_status_history
           where order_id in ('a0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000002'))
          + (select count(*) from public.credit_ledger where kind = 'refund'
             and order_id in ('a0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000002')),
  2::bigint, 'no history row and no refund added');

select * from finish();
rollback;
