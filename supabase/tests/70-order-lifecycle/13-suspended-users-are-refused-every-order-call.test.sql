-- suspended users, a suspended admin included, see no order or history and can neither order, cancel, resubmit nor move an order (their own included)
-- Order lifecycle (migration 0800). Personas: admin ...0001, moderator ...0002, customer ...0003, suspended ...0004, other customer ...0101.
begin;
select plan(10);

insert into public.credit_ledger (user_id, kind, credits, amount_paid_cents, reason) values
  ('00000000-0000-4000-8000-000000000004', 'purchase', 5, 25000, 'Five reports'),
  ('00000000-0000-4000-8000-000000000003', 'purchase', 5, 25000, 'Five reports');
insert into storage.objects (bucket_id, name, owner, owner_id) values
  ('order-documents', '00000000-0000-4000-8000-000000000004/o2/more.pdf', '00000000-0000-4000-8000-000000000004', '00000000-0000-4000-8000-000000000004');
insert into public.order_requests (id, user_id, name, email, entity_legal_name, formation_state, report_type, documents, terms_version)
values
  ('a0000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000004', 'Sam Suspended', 'suspended@demo.test',
   'Dormant LLC', 'Texas', 'Corporation',
   '[{"name":"a.pdf","size":10,"storage_path":"00000000-0000-4000-8000-000000000004/o1/a.pdf"}]', 'v.20250822'),
  ('a0000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000004', 'Sam Suspended', 'suspended@demo.test',
   'Dormant Needs LLC', 'Texas', 'Corporation',
   '[{"name":"a.pdf","size":10,"storage_path":"00000000-0000-4000-8000-000000000004/o1/a.pdf"}]', 'v.20250822'),
  ('a0000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000003', 'Casey Jordan', 'customer@demo.test',
   'Mine LLC', 'Texas', 'Corporation',
   '[{"name":"a.pdf","size":10,"storage_path":"00000000-0000-4000-8000-000000000003/o1/a.pdf"}]', 'v.20250822');
update public.order_requests set status = 'Needs documents' where id = 'a0000000-0000-4000-8000-000000000002';
-- The suspended user holds the admin role: suspension takes every right away all the same.
update public.user_roles set role = 'admin' where user_id = '00000000-0000-4000-8000-000000000004';

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000004","role":"authenticated","aal":"aal2"}';
select is((select count(*) from public.order_requests), 0::bigint, 'no order visible, not even their own');
select is((select count(*) from public.order_status_history), 0::bigint, 'no history visible');
select throws_ok($$insert into public.order_requests (name, email, entity_legal_name, formation_state, report_type, documents, terms_version)
  values ('Sam Suspended', 'suspended@demo.test', 'New LLC', 'Texas', 'Corporation',
          '[{"name":"more.pdf","size":10,"storage_path":"00000000-0000-4000-8000-000000000004/o2/more.pdf"}]', 'v.20250822')$$,
  '42501', 'new row violates row-level security policy for table "order_requests"', 'ordering');
select throws_ok($$select public.set_order_status('a0000000-0000-4000-8000-000000000001', 'Cancelled', null)$$,
  'PT404', 'Order not found', 'cancelling their own Submitted order');
select throws_ok($$select public.resubmit_order('a0000000-0000-4000-8000-000000000002',
    '[{"name":"more.pdf","size":10,"storage_path":"00000000-0000-4000-8000-000000000004/o2/more.pdf"}]', null)$$,
  'PT404', 'Order not found', 'resubmitting their own Needs documents order');
select throws_ok($$select public.set_order_status('a0000000-0000-4000-8000-000000000003', 'In review', null)$$,
  'PT404', 'Order not found', 'moving another customer''s order as a suspended admin');
reset role;
select is((select string_agg(format('%s/%s', status, jsonb_array_length(documents)), ', ' order by id) from public.order_requests
           where id between 'a0000000-0000-4000-8000-000000000001' and 'a0000000-0000-4000-8000-000000000003'),
  'Submitted/1, Needs documents/1, Submitted/1', 'nothing changed');
select is((select count(*) from public.order_requests where user_id = '00000000-0000-4000-8000-000000000004'), 2::bigint,
  'no order added');
select is((select count(*) from public.order_status_history
           where order_id between 'a0000000-0000-4000-8000-000000000001' and 'a0000000-0000-4000-8000-000000000003'),
  3::bigint, 'no history row added');
select is((select count(*) from public.credit_ledger where kind = 'refund'
           and order_id between 'a0000000-0000-4000-8000-000000000001' and 'a0000000-0000-4000-8000-000000000003'),
  0::bigint, 'no refund');

select * from finish();
rollback;
