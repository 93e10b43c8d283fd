-- a customer cannot move their own order anywhere but Cancelled (42501, whatever the status), and the refusal changes nothing
-- Order lifecycle (migration 0800). Personas: admin ...0001, moderator ...0002, customer ...0003, suspended ...0004, other customer ...0101.
begin;
select plan(9);

insert into public.credit_ledger (user_id, kind, credits, amount_paid_cents, reason) values
  ('00000000-0000-4000-8000-000000000003', 'purchase', 5, 25000, 'Five reports');
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
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select throws_ok($$select public.set_order_status('a0000000-0000-4000-8000-000000000001', 'In review', null)$$,
  '42501', 'Only admins can change the status of an order', 'Submitted -> In review');
select throws_ok($$select public.set_order_status('a0000000-0000-4000-8000-000000000001', 'Needs documents', 'Need more')$$,
  '42501', 'Only admins can change the status of an order', 'Submitted -> Needs documents');
select throws_ok($$select public.set_order_status('a0000000-0000-4000-8000-000000000001', 'Escalated', null)$$,
  '42501', 'Only admins can change the status of an order', 'Submitted -> Escalated');
select throws_ok($$select public.set_order_status('a0000000-0000-4000-8000-000000000001', 'Report ready', null)$$,
  '42501', 'Only admins can change the status of an order', 'Submitted -> Report ready');
select throws_ok($$select public.set_order_status('a0000000-0000-4000-8000-000000000001', 'Submitted', null)$$,
  '42501', 'Only admins can change the status of an order', 'Submitted -> Submitted');
select throws_ok($$select public.set_order_status('a0000000-0000-4000-8000-000000000001', null, null)$$,
  '42501', 'Only admins can change the status of an order', 'Submitted -> no status');
select throws_ok($$select public.set_order_status('a0000000-0000-4000-8000-000000000002', 'In review', null)$$,
  '42501', 'Only admins can change the status of an order', 'Needs documents -> In review (the customer resubmits instead)');
reset role;
select is((select string_agg(status, ', ' order by id) from public.order_requests
           where id in ('a0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000002')),
  'Submitted, Needs documents', 'no order moved');
select is((select count(*) from public.order_status_history where from_status is not null
           and order_id in ('a0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000002')),
  0::bigint, 'no history row');

select * from finish();
rollback;
