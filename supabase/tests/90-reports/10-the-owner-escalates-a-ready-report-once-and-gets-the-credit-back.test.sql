-- the owner escalates a ready report to legal review: the order becomes Escalated with a history row by the customer, the credit is refunded in the same transaction (balance +1), and a second escalation is refused (P0001), even after the report is republished
-- Reports (migration 0900). Personas: admin ...0001, customer ...0003. Seed: the customer's c02 is Report ready with report f02; balance 20.
begin;
select plan(14);

select set_config('test.content', (select content::text from public.order_reports where id = '00000000-0000-4000-8000-000000000f02'), true);
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select is(public.credit_balance('00000000-0000-4000-8000-000000000003'), 20, 'the balance before');
select lives_ok($$select public.escalate_order('5e81b40d-0000-4000-8000-000000000c02', 'Can the president sign alone?')$$, 'the customer escalates their ready report');
select is((select status from public.order_requests where id = '5e81b40d-0000-4000-8000-000000000c02'), 'Escalated', 'the order is Escalated');
select results_eq($$select from_status, to_status, actor, changed_by::text, message from public.order_status_history
                    where order_id = '5e81b40d-0000-4000-8000-000000000c02' and created_at = now()$$,
  $$values ('Report ready', 'Escalated', 'customer', '00000000-0000-4000-8000-000000000003', 'Escalated to legal review by the customer')$$,
  'the history shows the customer''s escalation');
select results_eq($$select kind, credits, reason, created_by::text from public.credit_ledger
                    where order_id = '5e81b40d-0000-4000-8000-000000000c02' and kind = 'refund'$$,
  $$values ('refund', 1, 'Escalated to legal review', '00000000-0000-4000-8000-000000000003')$$,
  'the refund row, which the customer reads');
select is(public.credit_balance('00000000-0000-4000-8000-000000000003'), 21, 'the balance is one credit higher');
select throws_ok($$select public.escalate_order('5e81b40d-0000-4000-8000-000000000c02', 'Can the president sign alone?')$$,
  'P0001', 'This order has already been escalated to legal review', 'a second escalation while Escalated');

-- The firm's review comes back: staff publish it, the order is Report ready again, and still cannot be escalated again.
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select results_eq($$select version from public.publish_report('5e81b40d-0000-4000-8000-000000000c02',
                      current_setting('test.content')::jsonb || '{"attorneyReview": {"reviewer": "Dana Marlow, Marlow & Pierce LLP", "date": "2026-03-02", "notes": "Two officers must sign."}}',
                      null, '[]', _without_approval => 'Published in a test without a checker')$$,
  $$values (2)$$, 'staff publish the reviewed report as version 2, no note needed');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select throws_ok($$select public.escalate_order('5e81b40d-0000-4000-8000-000000000c02', 'Can the president sign alone?')$$,
  'P0001', 'This order has already been escalated to legal review', 'a second escalation once the report is ready again');
select is(public.credit_balance('00000000-0000-4000-8000-000000000003'), 21, 'no second refund');
reset role;
select results_eq($$select from_status, to_status, actor, message from public.order_status_history
                    where order_id = '5e81b40d-0000-4000-8000-000000000c02' and created_at = now() order by actor$$,
  $$values ('Report ready', 'Escalated', 'customer', 'Escalated to legal review by the customer'),
           ('Escalated', 'Report ready', 'staff', 'Report published after legal review (version 2)')$$,
  'two history rows: the escalation and the publication after review');

-- The escalation is one transaction: when its mail cannot be queued (here a partner address the mail queue
-- refuses), nothing of it stays: no move, no history, no refund.
update private.settings set value = 'x' where key = 'partner_firm_email';
set local role authenticated;
select throws_ok($$select public.escalate_order('a3f27c19-0000-4000-8000-000000000c01', 'Is the manager''s authority enough?')$$,
  '23514', null, 'an escalation whose mail fails');
reset role;
select is((select status from public.order_requests where id = 'a3f27c19-0000-4000-8000-000000000c01'), 'Report ready',
  'that order is still Report ready');
select is((select count(*) from public.credit_ledger where order_id = 'a3f27c19-0000-4000-8000-000000000c01' and kind = 'refund')
          + (select count(*) from public.order_status_history where order_id = 'a3f27c19-0000-4000-8000-000000000c01'
               and to_status = 'Escalated'),
  0::bigint, 'with no refund and no escalation in its history');

select * from finish();
rollback;
