-- anon can call none of the order functions and reads no order history (42501 permission denied)
-- Order lifecycle (migration 0800). Personas: admin ...0001, moderator ...0002, customer ...0003, suspended ...0004, other customer ...0101.
begin;
select plan(5);

insert into public.credit_ledger (user_id, kind, credits, amount_paid_cents, reason) values
  ('00000000-0000-4000-8000-000000000003', 'purchase', 5, 25000, 'Five reports');
insert into public.order_requests (id, user_id, name, email, entity_legal_name, formation_state, report_type, documents, terms_version)
values ('a0000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000003', 'Casey Jordan', 'customer@demo.test',
        'Mine LLC', 'Texas', 'Corporation',
        '[{"name":"a.pdf","size":10,"storage_path":"00000000-0000-4000-8000-000000000003/o1/a.pdf"}]', 'v.20250822');

set local role anon;
set local request.jwt.claims = '{"role":"anon"}';
select throws_ok($$select public.set_order_status('a0000000-0000-4000-8000-000000000001', 'Cancelled', null)$$,
  '42501', 'permission denied for function set_order_status', 'set_order_status');
select throws_ok($$select public.resubmit_order('a0000000-0000-4000-8000-000000000001',
    '[{"name":"a.pdf","size":10,"storage_path":"00000000-0000-4000-8000-000000000003/o1/a.pdf"}]', null)$$,
  '42501', 'permission denied for function resubmit_order', 'resubmit_order');
select throws_ok('select * from public.order_status_history', '42501', 'permission denied for table order_status_history',
  'reading the history');
select throws_ok($$insert into public.order_status_history (order_id, to_status, actor) values ('a0000000-0000-4000-8000-000000000001', 'Cancelled', 'customer')$$,
  '42501', 'permission denied for table order_status_history', 'writing the history');
reset role;
select is((select status from public.order_requests where id = 'a0000000-0000-4000-8000-000000000001'), 'Submitted',
  'nothing changed');

select * from finish();
rollback;
