-- a customer cannot cancel their order once review started (In review, Needs documents, Escalated, Report ready) nor cancel it twice: P0001, nothing changes, no refund
-- Order lifecycle (migration 0800). Personas: admin ...0001, moderator ...0002, customer ...0003, suspended ...0004, other customer ...0101.
begin;
select plan(7);

insert into public.credit_ledger (user_id, kind, credits, amount_paid_cents, reason) values
  ('00000000-0000-4000-8000-000000000003', 'purchase', 5, 25000, 'Five reports');
insert into public.order_requests (id, user_id, name, email, entity_legal_name, formation_state, report_type, documents, terms_version)
select ('a0000000-0000-4000-8000-00000000000' || n)::uuid, '00000000-0000-4000-8000-000000000003', 'Casey Jordan',
       'customer@demo.test', s, 'Texas', 'Corporation',
       '[{"name":"a.pdf","size":10,"storage_path":"00000000-0000-4000-8000-000000000003/o1/a.pdf"}]', 'v.20250822'
from (values (1, 'In review'), (2, 'Needs documents'), (3, 'Escalated'), (4, 'Report ready'), (5, 'Cancelled')) v(n, s);
update public.order_requests set status = entity_legal_name
where id between 'a0000000-0000-4000-8000-000000000001' and 'a0000000-0000-4000-8000-000000000005';

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select throws_ok($$select public.set_order_status('a0000000-0000-4000-8000-000000000001', 'Cancelled', null)$$,
  'P0001', 'An order can be cancelled only before review starts', 'In review');
select throws_ok($$select public.set_order_status('a0000000-0000-4000-8000-000000000002', 'Cancelled', null)$$,
  'P0001', 'An order can be cancelled only before review starts', 'Needs documents');
select throws_ok($$select public.set_order_status('a0000000-0000-4000-8000-000000000003', 'Cancelled', null)$$,
  'P0001', 'An order can be cancelled only before review starts', 'Escalated');
select throws_ok($$select public.set_order_status('a0000000-0000-4000-8000-000000000004', 'Cancelled', null)$$,
  'P0001', 'An order can be cancelled only before review starts', 'Report ready');
select throws_ok($$select public.set_order_status('a0000000-0000-4000-8000-000000000005', 'Cancelled', null)$$,
  'P0001', 'An order can be cancelled only before review starts', 'already Cancelled');
reset role;
select is((select string_agg(status, ', ' order by id) from public.order_requests
           where id between 'a0000000-0000-4000-8000-000000000001' and 'a0000000-0000-4000-8000-000000000005'),
  'In review, Needs documents, Escalated, Report ready, Cancelled', 'no order moved');
select is((select count(*) from public.order_status_history h where h.from_status is not null and h.order_id
             between 'a0000000-0000-4000-8000-000000000001' and 'a0000000-0000-4000-8000-000000000005')
          + (select count(*) from public.credit_ledger l where l.kind = 'refund' and l.order_id
             between 'a0000000-0000-4000-8000-000000000001' and 'a0000000-0000-4000-8000-000000000005'),
  0::bigint, 'no history row, no refund');

select * from finish();
rollback;
