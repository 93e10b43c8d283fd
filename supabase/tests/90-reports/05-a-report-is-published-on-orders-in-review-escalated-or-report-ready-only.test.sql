-- an admin publishes a report on an order that is In review, Escalated or Report ready (moving it to Report ready with a history row) and is refused with P0001 for Submitted, Needs documents and Cancelled; an unknown order is not found (PT404)
-- Reports (migration 0900). Personas: admin ...0001, customer ...0003.
begin;
select plan(13);

select set_config('test.content', (select content::text from public.order_reports where id = '00000000-0000-4000-8000-000000000f01'), true);
-- One order of the customer's per status, id a000…000n, put in that status directly.
insert into public.credit_ledger (user_id, kind, credits, amount_paid_cents, reason) values
  ('00000000-0000-4000-8000-000000000003', 'purchase', 6, 30000, 'Six reports');
insert into public.order_requests (id, user_id, name, email, entity_legal_name, formation_state, report_type, documents, terms_version)
select ('a0000000-0000-4000-8000-00000000000' || n)::uuid, '00000000-0000-4000-8000-000000000003', 'Casey Customer',
       'customer@demo.test', s || ' LLC', 'Delaware', 'Limited Liability Company',
       '[{"name":"a.pdf","size":10,"storage_path":"00000000-0000-4000-8000-000000000003/o1/a.pdf"}]', 'v.20250822'
from (values (1, 'Submitted'), (2, 'In review'), (3, 'Needs documents'), (4, 'Escalated'), (5, 'Report ready'), (6, 'Cancelled')) v(n, s);
update public.order_requests set status = replace(entity_legal_name, ' LLC', '')
where id between 'a0000000-0000-4000-8000-000000000001' and 'a0000000-0000-4000-8000-000000000006';

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select throws_ok($$select public.publish_report('a0000000-0000-4000-8000-000000000001', current_setting('test.content')::jsonb, 'Fix')$$,
  'P0001', 'A report cannot be published for an order that is Submitted', 'Submitted');
select lives_ok($$select public.publish_report('a0000000-0000-4000-8000-000000000002', current_setting('test.content')::jsonb, null, '[]', _without_approval => 'Published in a test without a checker')$$,
  'In review');
select throws_ok($$select public.publish_report('a0000000-0000-4000-8000-000000000003', current_setting('test.content')::jsonb, 'Fix')$$,
  'P0001', 'A report cannot be published for an order that is Needs documents', 'Needs documents');
select lives_ok($$select public.publish_report('a0000000-0000-4000-8000-000000000004', current_setting('test.content')::jsonb, null, '[]', _without_approval => 'Published in a test without a checker')$$,
  'Escalated');
select lives_ok($$select public.publish_report('a0000000-0000-4000-8000-000000000005', current_setting('test.content')::jsonb, 'Added the property state check', '[]', _without_approval => 'Published in a test without a checker')$$,
  'Report ready (a correction, with its note)');
select throws_ok($$select public.publish_report('a0000000-0000-4000-8000-000000000006', current_setting('test.content')::jsonb, 'Fix')$$,
  'P0001', 'A report cannot be published for an order that is Cancelled', 'Cancelled');
select throws_ok($$select public.publish_report('a0000000-0000-4000-8000-0000000000ff', current_setting('test.content')::jsonb, null)$$,
  'PT404', 'Order not found', 'an order that does not exist');
select throws_ok($$select public.publish_report(null, current_setting('test.content')::jsonb, null)$$,
  'PT404', 'Order not found', 'no order id');
reset role;

select is((select string_agg(status, ', ' order by id) from public.order_requests
           where id between 'a0000000-0000-4000-8000-000000000001' and 'a0000000-0000-4000-8000-000000000006'),
  'Submitted, Report ready, Needs documents, Report ready, Report ready, Cancelled',
  'the three allowed orders are Report ready, the others as they were');
select results_eq($$select order_id::text, version, note, published_by::text, published_at = now() from public.order_reports
                    where order_id between 'a0000000-0000-4000-8000-000000000001' and 'a0000000-0000-4000-8000-000000000006'
                    order by order_id$$,
  $$values ('a0000000-0000-4000-8000-000000000002', 1, null::text, '00000000-0000-4000-8000-000000000001', true),
           ('a0000000-0000-4000-8000-000000000004', 1, null::text, '00000000-0000-4000-8000-000000000001', true),
           ('a0000000-0000-4000-8000-000000000005', 1, 'Added the property state check', '00000000-0000-4000-8000-000000000001', true)$$,
  'one version each, by the admin, now');
select is((select content from public.order_reports where order_id = 'a0000000-0000-4000-8000-000000000002'),
  current_setting('test.content')::jsonb, 'the content is stored as published');
select results_eq($$select h.order_id::text, h.from_status, h.to_status, h.actor, h.changed_by::text, h.message
                    from public.order_status_history h
                    where h.order_id between 'a0000000-0000-4000-8000-000000000001' and 'a0000000-0000-4000-8000-000000000006'
                      and h.from_status is not null
                    order by h.order_id$$,
  $$values ('a0000000-0000-4000-8000-000000000002', 'In review', 'Report ready', 'staff', '00000000-0000-4000-8000-000000000001', 'Report published (version 1)'),
           ('a0000000-0000-4000-8000-000000000004', 'Escalated', 'Report ready', 'staff', '00000000-0000-4000-8000-000000000001', 'Report published after legal review (version 1)'),
           ('a0000000-0000-4000-8000-000000000005', 'Report ready', 'Report ready', 'staff', '00000000-0000-4000-8000-000000000001', 'Corrected report (version 1): Added the property state check')$$,
  'a history row for each publication, with its message');
select is((select count(*) from public.outbound_emails
           where order_id between 'a0000000-0000-4000-8000-000000000001' and 'a0000000-0000-4000-8000-000000000006'),
  3::bigint, 'one mail per publication');

select * from finish();
rollback;
