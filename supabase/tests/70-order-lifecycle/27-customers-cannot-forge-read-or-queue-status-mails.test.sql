-- nobody forges a status mail: the API roles cannot insert, update or delete outbound_emails rows, nor call the function that queues them; a customer reads none of the mails about their own orders, an admin reads them all
-- Status mails (migrations 1900, 2100). Personas: admin ...0001, customer ...0003. Seed: the customer's c07 is Submitted.
begin;
select plan(9);

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select public.set_order_status('0f6b8e24-0000-4000-8000-000000000c07', 'Needs documents', 'Please send the signed operating agreement.');

set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select is((select count(*) from public.outbound_emails), 0::bigint, 'the customer reads none of the mails about their order');
select throws_ok($$insert into public.outbound_emails (kind, recipient, subject, body, order_id)
                   values ('order_status', 'victim@bank.test', 'Your order for Riverbend Storage LLC: Report ready',
                           'Pay here: https://evil.test', '0f6b8e24-0000-4000-8000-000000000c07')$$,
  '42501', 'permission denied for table outbound_emails', 'a customer cannot queue a mail');
select throws_ok($$update public.outbound_emails set recipient = 'victim@bank.test'$$,
  '42501', 'permission denied for table outbound_emails', 'nor change one');
select throws_ok($$delete from public.outbound_emails$$,
  '42501', 'permission denied for table outbound_emails', 'nor remove one');
select throws_ok($$select private.queue_order_status_mail(o, 'Report ready', 'Pay here', 'staff', true)
                   from public.order_requests o where o.id = '0f6b8e24-0000-4000-8000-000000000c07'$$,
  '42501', null, 'nor call the function that queues them');
select throws_ok($$select private.move_order(o, 'Report ready', null, 'staff')
                   from public.order_requests o where o.id = '0f6b8e24-0000-4000-8000-000000000c07'$$,
  '42501', null, 'nor the move that calls it');

set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select results_eq($$select kind, recipient, subject from public.outbound_emails$$,
  $$values ('order_status', 'customer@demo.test', 'Your order 0F6B8E24: Needs documents')$$,
  'an admin reads the one mail the move queued');
select throws_ok($$insert into public.outbound_emails (kind, recipient, subject, body) values ('order_status', 'x@y.test', 's', 'b')$$,
  '42501', 'permission denied for table outbound_emails', 'an admin cannot queue one either');
reset role;

select ok(not has_function_privilege('authenticated', 'private.queue_order_status_mail(public.order_requests, text, text, text, boolean)', 'execute')
          and not has_function_privilege('anon', 'private.queue_order_status_mail(public.order_requests, text, text, text, boolean)', 'execute')
          and not has_function_privilege('authenticated', 'private.order_link(uuid)', 'execute'),
  'the API roles hold no EXECUTE on the new helpers');

select * from finish();
rollback;
