-- no queued mail's subject carries a line break or another control character: the entity name the customer typed with CR/LF reaches the LOS and partner-firm subjects on one line (migration 2300), and the body keeps what it said
-- Reports (migrations 0900, 1500, 2300). Personas: customer ...0003. Seed: the customer's c02 is Report ready with f02.
begin;
select plan(4);

update public.order_requests set entity_legal_name = E'Maple Street Holdings, Inc.\r\nBcc: victim@bank.test'
where id = '5e81b40d-0000-4000-8000-000000000c02';
insert into public.account_los_addresses (user_id, email, confirmed_at) values
  ('00000000-0000-4000-8000-000000000003', 'los@harborpoint.test', now());

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select public.queue_los_delivery('00000000-0000-4000-8000-000000000f02', 'los@harborpoint.test', false);
select public.escalate_order('5e81b40d-0000-4000-8000-000000000c02', 'Can the president sign alone?');
reset role;

select results_eq($$select kind, subject from public.outbound_emails where kind in ('los_delivery', 'legal_review') order by kind$$,
  $$values
    ('legal_review', 'Legal review request: Maple Street Holdings, Inc. Bcc: victim@bank.test (ELR-5E81B40D-v1)'),
    ('los_delivery', 'Legal entity report ELR-5E81B40D-v1: Maple Street Holdings, Inc. Bcc: victim@bank.test')$$,
  'the typed line break reaches neither subject: each run of control characters is one space');
select is((select count(*)::integer from public.outbound_emails where subject ~ '[\u0001-\u001f\u007f-\u009f\u2028\u2029]'), 0,
  'no queued subject holds a control character');

-- A subject written later (the delivery function only updates status columns; this is the rule itself).
update public.outbound_emails set subject = E'Line one\nLine two' where kind = 'los_delivery';
select is((select subject from public.outbound_emails where kind = 'los_delivery'), 'Line one Line two',
  'a subject changed later is put on one line too');
insert into public.outbound_emails (kind, recipient, subject, body) values ('los_confirmation', 'x@y.test', repeat('s', 499) || E'\n' || 'tail', 'b');
select is((select char_length(subject) from public.outbound_emails where kind = 'los_confirmation' and recipient = 'x@y.test'), 500,
  'a long subject is cut to the column''s 500 characters, the last an ellipsis');

select * from finish();
rollback;
