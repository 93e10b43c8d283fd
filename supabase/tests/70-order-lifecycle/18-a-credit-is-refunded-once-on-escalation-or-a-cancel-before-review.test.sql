-- an order's credit is refunded exactly once: when it is escalated to legal review, or cancelled while Submitted (by its owner or an admin); never for a later cancel, never twice
-- Order lifecycle (migration 0800). Personas: admin ...0001, moderator ...0002, customer ...0003, suspended ...0004, other customer ...0101.
begin;
select plan(9);

-- Four orders, one credit each, all spent.
delete from public.credit_ledger where user_id = '00000000-0000-4000-8000-000000000003';
insert into public.credit_ledger (user_id, kind, credits, amount_paid_cents, reason) values
  ('00000000-0000-4000-8000-000000000003', 'purchase', 4, 20000, 'Four reports');
insert into public.order_requests (id, user_id, name, email, entity_legal_name, formation_state, report_type, documents, terms_version)
select ('a0000000-0000-4000-8000-00000000000' || n)::uuid, '00000000-0000-4000-8000-000000000003', 'Casey Jordan',
       'customer@demo.test', e, 'Texas', 'Corporation',
       '[{"name":"a.pdf","size":10,"storage_path":"00000000-0000-4000-8000-000000000003/o1/a.pdf"}]', 'v.20250822'
from (values (1, 'Escalated then cancelled LLC'), (2, 'Admin cancels LLC'), (3, 'Cancelled in review LLC'),
             (4, 'Cancelled needing documents LLC')) v(n, e);

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select public.set_order_status('a0000000-0000-4000-8000-000000000001', 'In review', null);
select lives_ok($$select public.set_order_status('a0000000-0000-4000-8000-000000000001', 'Escalated', 'Sent to the partner firm')$$,
  'an admin escalates an order to legal review');
select results_eq($$select credits, reason, created_by::text from public.credit_ledger
                    where order_id = 'a0000000-0000-4000-8000-000000000001' and kind = 'refund'$$,
  $$values (1, 'Escalated to legal review', '00000000-0000-4000-8000-000000000001')$$, 'its credit is refunded');
select lives_ok($$select public.set_order_status('a0000000-0000-4000-8000-000000000001', 'Cancelled', null)$$,
  'the escalated order is then cancelled');
select is((select count(*) from public.credit_ledger where order_id = 'a0000000-0000-4000-8000-000000000001' and kind = 'refund'),
  1::bigint, 'still one refund for it');
select lives_ok($$select public.set_order_status('a0000000-0000-4000-8000-000000000002', 'Cancelled', null)$$,
  'an admin cancels a Submitted order');
select public.set_order_status('a0000000-0000-4000-8000-000000000003', 'In review', null);
select public.set_order_status('a0000000-0000-4000-8000-000000000003', 'Cancelled', null);
select public.set_order_status('a0000000-0000-4000-8000-000000000004', 'Needs documents', 'Send the bylaws');
select public.set_order_status('a0000000-0000-4000-8000-000000000004', 'Cancelled', null);
reset role;
select results_eq($$select order_id::text, reason from public.credit_ledger
                    where user_id = '00000000-0000-4000-8000-000000000003' and kind = 'refund' order by order_id$$,
  $$values ('a0000000-0000-4000-8000-000000000001', 'Escalated to legal review'),
           ('a0000000-0000-4000-8000-000000000002', 'Cancelled before review')$$,
  'refunds for the escalation and the cancel before review, none for cancels after review started');
select is((select sum(credits)::integer from public.credit_ledger where user_id = '00000000-0000-4000-8000-000000000003'), 2,
  'balance: 4 bought, 4 used, 2 refunded');
-- Even a direct second refund (no API role can write the ledger) is refused by the table.
select throws_ok($$insert into public.credit_ledger (user_id, kind, credits, order_id, reason)
                   values ('00000000-0000-4000-8000-000000000003', 'refund', 1, 'a0000000-0000-4000-8000-000000000001', 'Again')$$,
  '23505', 'duplicate key value violates unique constraint "credit_ledger_one_refund_per_order"', 'a second refund for one order');
select throws_ok($$insert into public.credit_ledger (user_id, kind, credits, order_id, reason)
                   values ('00000000-0000-4000-8000-000000000003', 'order_debit', -1, 'a0000000-0000-4000-8000-000000000001', 'Again')$$,
  '23505', 'duplicate key value violates unique constraint "credit_ledger_one_debit_per_order"', 'a second debit for one order');

select * from finish();
rollback;
