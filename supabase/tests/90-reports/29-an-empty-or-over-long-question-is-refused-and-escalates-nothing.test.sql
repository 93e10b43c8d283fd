-- escalate_order() needs the customer's question: none (the one-argument call), an empty one or one of white space only is refused (22023 "Add a note on what you need answered"), one over 2,000 characters after trimming too (22023), and nothing happens (no move, no refund, no record, no mail); 2,000 characters is allowed; the order's own refusals (someone else's order, not ready, already escalated) come first, as before
-- Reports (migrations 0900, 3400). Personas: admin ...0001, customer ...0003, Jordan ...0100.
-- Seed: the customer's c02 is Report ready with f02; c04 was escalated by staff; c06 is In review.
begin;
select plan(13);

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select throws_ok($$select public.escalate_order('5e81b40d-0000-4000-8000-000000000c02')$$,
  '22023', 'Add a note on what you need answered', 'no question (a call with the order alone)');
select throws_ok($$select public.escalate_order('5e81b40d-0000-4000-8000-000000000c02', null)$$,
  '22023', 'Add a note on what you need answered', 'a null question');
select throws_ok($$select public.escalate_order('5e81b40d-0000-4000-8000-000000000c02', '')$$,
  '22023', 'Add a note on what you need answered', 'an empty question');
select throws_ok($$select public.escalate_order('5e81b40d-0000-4000-8000-000000000c02', E' \n\t\u00a0\u3000 ')$$,
  '22023', 'Add a note on what you need answered', 'a question of white space only');
select throws_ok($$select public.escalate_order('5e81b40d-0000-4000-8000-000000000c02', repeat('é', 2001))$$,
  '22023', 'The note on what you need answered must be at most 2,000 characters', 'a question of 2,001 characters');

-- The order's refusals come before the question's.
select throws_ok($$select public.escalate_order('7d2a9f31-0000-4000-8000-000000000c06', '')$$,
  'P0001', 'Only an order whose report is ready can be escalated to legal review', 'an order In review, with no question');
select throws_ok($$select public.escalate_order('1b7f3a52-0000-4000-8000-000000000c04', 'Again?')$$,
  'P0001', 'This order has already been escalated to legal review', 'an order staff escalated, with a question');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000100","role":"authenticated","aal":"aal1"}';
select throws_ok($$select public.escalate_order('5e81b40d-0000-4000-8000-000000000c02', 'Whose order is this?')$$,
  'PT404', 'Order not found', 'another customer, with a question');
reset role;

select is((select status from public.order_requests where id = '5e81b40d-0000-4000-8000-000000000c02'), 'Report ready',
  'the order is still Report ready');
select is((select count(*) from public.order_escalations) + (select count(*) from public.outbound_emails)
          + (select count(*) from public.order_status_history where created_at = now() and from_status is not null)
          + (select count(*) from public.credit_ledger where kind = 'refund' and created_at = now()),
  0::bigint, 'no record, no mail, no history row and no refund');

-- 2,000 characters after trimming is the limit, counted in characters (é is two bytes).
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select lives_ok($$select public.escalate_order('5e81b40d-0000-4000-8000-000000000c02', '  ' || repeat('é', 2000) || '  ')$$,
  'a question of 2,000 characters, padded');
reset role;
select is((select char_length(question) from public.order_escalations where order_id = '5e81b40d-0000-4000-8000-000000000c02'),
  2000, 'is kept whole, without its padding');
select is((select status from public.order_requests where id = '5e81b40d-0000-4000-8000-000000000c02'), 'Escalated',
  'and the order is Escalated');

select * from finish();
rollback;
