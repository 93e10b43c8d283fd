-- only the owner resubmits (an admin gets 42501, another customer PT404), and only an order in Needs documents (P0001 otherwise); nothing changes
-- Order lifecycle (migration 0800). Personas: admin ...0001, moderator ...0002, customer ...0003, suspended ...0004, other customer ...0101.
begin;
select plan(9);

insert into public.credit_ledger (user_id, kind, credits, amount_paid_cents, reason) values
  ('00000000-0000-4000-8000-000000000003', 'purchase', 10, 50000, 'Ten reports');
insert into storage.objects (bucket_id, name, owner, owner_id) values
  ('order-documents', '00000000-0000-4000-8000-000000000003/o2/more.pdf', '00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000003'),
  ('order-documents', '00000000-0000-4000-8000-000000000001/o2/admin.pdf', '00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000001');
insert into public.order_requests (id, user_id, name, email, entity_legal_name, formation_state, report_type, documents, terms_version)
select ('a0000000-0000-4000-8000-00000000000' || n)::uuid, '00000000-0000-4000-8000-000000000003', 'Casey Jordan',
       'customer@demo.test', s, 'Texas', 'Corporation',
       '[{"name":"a.pdf","size":10,"storage_path":"00000000-0000-4000-8000-000000000003/o1/a.pdf"}]', 'v.20250822'
from (values (1, 'Submitted'), (2, 'In review'), (3, 'Escalated'), (4, 'Report ready'), (5, 'Cancelled'),
             (6, 'Needs documents')) v(n, s);
update public.order_requests set status = entity_legal_name
where id between 'a0000000-0000-4000-8000-000000000001' and 'a0000000-0000-4000-8000-000000000006';

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select throws_ok(format('select public.resubmit_order(%L, %L, null)', id,
                        '[{"name":"more.pdf","size":10,"storage_path":"00000000-0000-4000-8000-000000000003/o2/more.pdf"}]'),
  'P0001', 'Documents can be added only when an order needs documents', format('the owner resubmits a %s order', status))
from (select id, status from public.order_requests
      where id between 'a0000000-0000-4000-8000-000000000001' and 'a0000000-0000-4000-8000-000000000005' order by id offset 0) o;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select throws_ok($$select public.resubmit_order('a0000000-0000-4000-8000-000000000006',
    '[{"name":"admin.pdf","size":10,"storage_path":"00000000-0000-4000-8000-000000000001/o2/admin.pdf"}]', null)$$,
  '42501', 'Only the customer who placed an order can add documents to it', 'an admin resubmits the customer''s order');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000101","role":"authenticated","aal":"aal1"}';
select throws_ok($$select public.resubmit_order('a0000000-0000-4000-8000-000000000006',
    '[{"name":"more.pdf","size":10,"storage_path":"00000000-0000-4000-8000-000000000003/o2/more.pdf"}]', null)$$,
  'PT404', 'Order not found', 'another customer resubmits it');
reset role;
select is((select string_agg(format('%s/%s', status, jsonb_array_length(documents)), ', ' order by id) from public.order_requests
           where id between 'a0000000-0000-4000-8000-000000000001' and 'a0000000-0000-4000-8000-000000000006'),
  'Submitted/1, In review/1, Escalated/1, Report ready/1, Cancelled/1, Needs documents/1', 'nothing changed');
select is((select count(*) from public.order_status_history where from_status is not null
           and order_id between 'a0000000-0000-4000-8000-000000000001' and 'a0000000-0000-4000-8000-000000000006'),
  0::bigint, 'no history row');

select * from finish();
rollback;
