-- the LOS hand-off carries no file of the customer's: the old call naming a PDF path is gone (PostgREST finds no such function), and a delivery made while the customer holds a forged PDF in their reports folder carries the report's packet alone
-- Reports (migration 1500). Personas: customer ...0003. Seed: the customer's report f01.
begin;
select plan(3);

insert into storage.objects (bucket_id, name, owner, owner_id) values
  ('order-documents', '00000000-0000-4000-8000-000000000003/reports/f01/forged.pdf', '00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000003');
insert into public.account_los_addresses (user_id, email, confirmed_at) values
  ('00000000-0000-4000-8000-000000000003', 'los@harborpoint.test', now());

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select throws_ok($$select public.queue_los_delivery(_report_id => '00000000-0000-4000-8000-000000000f01', _recipient => 'los@harborpoint.test',
                     _pdf_path => '00000000-0000-4000-8000-000000000003/reports/f01/forged.pdf', _remember => true)$$,
  '42883', null, 'the call with a PDF path does not exist');
select is(public.queue_los_delivery('00000000-0000-4000-8000-000000000f01', 'los@harborpoint.test', true), 'sent', 'the delivery');
reset role;
select is((select jsonb_agg(a) from public.outbound_emails e, jsonb_array_elements(e.attachments) a where e.kind = 'los_delivery'),
  '[{"packet": "00000000-0000-4000-8000-000000000f01", "version": 2}]'::jsonb, 'carries the packet and nothing else');

select * from finish();
rollback;
