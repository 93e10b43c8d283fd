-- submitting an order debits exactly one credit and writes its first history row (null -> Submitted) in the same statement
-- Lifecycle (migration 0800): Submitted -> In review | Needs documents | Cancelled; In review -> Needs documents |
-- Escalated | Cancelled; Needs documents -> In review | Cancelled; Escalated -> Cancelled; In review and Escalated
-- -> Report ready only by publishing a report (migration 0900, supabase/tests/90-reports). Staff (active admins) move orders; the owner cancels a Submitted order (refund) and resubmits a Needs
-- documents one. Personas: admin ...0001, moderator ...0002, customer ...0003, suspended ...0004, other ...0101.
begin;
select plan(7);

-- The customer starts with exactly 2 credits, whatever the seed gave them, and has uploaded one PDF.
delete from public.credit_ledger where user_id = '00000000-0000-4000-8000-000000000003';
insert into public.credit_ledger (user_id, kind, credits, amount_paid_cents, reason) values
  ('00000000-0000-4000-8000-000000000003', 'purchase', 2, 10000, 'Two reports');
insert into storage.objects (bucket_id, name, owner, owner_id) values
  ('order-documents', '00000000-0000-4000-8000-000000000003/o1/articles.pdf', '00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000003');

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select lives_ok($$
  insert into public.order_requests (name, email, entity_legal_name, formation_state, report_type, documents,
                                     property_state, loan_reference, terms_version)
  values ('Casey Jordan', 'customer@demo.test', 'Blue Harbor Holdings LLC', 'California', 'Limited Liability Company',
          '[{"name":"articles.pdf","size":52000,"storage_path":"00000000-0000-4000-8000-000000000003/o1/articles.pdf"}]',
          'Nevada', 'LN-2026-0042', 'v.20250822')$$,
  'customer submits an order');
select is((select format('%s|%s|%s|%s', status, property_state, loan_reference, terms_version)
           from public.order_requests where entity_legal_name = 'Blue Harbor Holdings LLC'),
  'Submitted|Nevada|LN-2026-0042|v.20250822', 'the order as stored');
select results_eq($$select kind, credits, created_by::text, order_id = o.id, l.created_at = o.created_at
                    from public.credit_ledger l
                    join public.order_requests o on o.entity_legal_name = 'Blue Harbor Holdings LLC'
                    where l.user_id = auth.uid() and l.kind <> 'purchase'$$,
  $$values ('order_debit', -1, '00000000-0000-4000-8000-000000000003', true, true)$$,
  'one debit of one credit for that order, by the customer, at the order''s time');
select results_eq($$select h.from_status, h.to_status, h.actor, h.changed_by::text, h.message, h.created_at = o.created_at
                    from public.order_status_history h
                    join public.order_requests o on o.id = h.order_id
                    where o.entity_legal_name = 'Blue Harbor Holdings LLC'$$,
  $$values (null::text, 'Submitted', 'customer', '00000000-0000-4000-8000-000000000003', null::text, true)$$,
  'one history row: submitted by the customer');
select is(public.credit_balance('00000000-0000-4000-8000-000000000003'), 1, 'balance after one order');
-- A second order takes the last credit.
select lives_ok($$
  insert into public.order_requests (name, email, entity_legal_name, formation_state, report_type, documents, terms_version)
  values ('Casey Jordan', 'customer@demo.test', 'Second LLC', 'Texas', 'Corporation',
          '[{"name":"articles.pdf","size":52000,"storage_path":"00000000-0000-4000-8000-000000000003/o1/articles.pdf"}]',
          'v.20250822')$$,
  'customer submits a second order');
select is(public.credit_balance('00000000-0000-4000-8000-000000000003'), 0, 'balance after two orders');

select * from finish();
rollback;
