-- a customer cancels their own Submitted order (before review starts) and gets its credit back: one refund row, one history row by the customer
-- Order lifecycle (migration 0800). Personas: admin ...0001, moderator ...0002, customer ...0003, suspended ...0004, other customer ...0101.
begin;
select plan(6);

-- The customer had one credit and spent it on this order.
delete from public.credit_ledger where user_id = '00000000-0000-4000-8000-000000000003';
insert into public.credit_ledger (user_id, kind, credits, amount_paid_cents, reason) values
  ('00000000-0000-4000-8000-000000000003', 'purchase', 1, 5000, 'One report');
insert into public.order_requests (id, user_id, name, email, entity_legal_name, formation_state, report_type, documents, terms_version)
values ('a0000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000003', 'Casey Jordan', 'customer@demo.test',
        'Mine LLC', 'Texas', 'Corporation',
        '[{"name":"a.pdf","size":10,"storage_path":"00000000-0000-4000-8000-000000000003/o1/a.pdf"}]', 'v.20250822');

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select is(public.credit_balance('00000000-0000-4000-8000-000000000003'), 0, 'no credit left before cancelling');
select lives_ok($$select public.set_order_status('a0000000-0000-4000-8000-000000000001', 'Cancelled', 'Ordered the wrong entity')$$,
  'customer cancels');
select is((select status from public.order_requests where id = 'a0000000-0000-4000-8000-000000000001'), 'Cancelled', 'status');
select results_eq($$select from_status, to_status, actor, changed_by::text, message from public.order_status_history
                    where order_id = 'a0000000-0000-4000-8000-000000000001' and from_status is not null$$,
  $$values ('Submitted', 'Cancelled', 'customer', '00000000-0000-4000-8000-000000000003', 'Ordered the wrong entity')$$,
  'history row by the customer');
select results_eq($$select kind, credits, created_by::text, reason from public.credit_ledger
                    where order_id = 'a0000000-0000-4000-8000-000000000001' and kind = 'refund'$$,
  $$values ('refund', 1, '00000000-0000-4000-8000-000000000003', 'Cancelled before review')$$, 'one refund of one credit');
select is(public.credit_balance('00000000-0000-4000-8000-000000000003'), 1, 'the credit is back');

select * from finish();
rollback;
