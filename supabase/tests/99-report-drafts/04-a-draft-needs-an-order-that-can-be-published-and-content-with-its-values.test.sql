-- an unknown order (PT404), an order that cannot be published (P0001), content that is not an object with its values, over 2 MiB, or a negative version (22023) are refused and write nothing
begin;
select plan(8);

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';

select throws_ok($$select public.save_report_draft('00000000-0000-4000-8000-0000000000ff', 0, '{"values": {}}')$$,
  'PT404', 'Order not found', 'an order that does not exist');
select throws_ok($$select public.discard_report_draft('00000000-0000-4000-8000-0000000000ff', 0)$$,
  'PT404', 'Order not found', 'discarding on an order that does not exist');
select throws_ok($$select public.save_report_draft('0f6b8e24-0000-4000-8000-000000000c07', 0, '{"values": {}}')$$,
  'P0001', 'No report can be drafted while the order is Submitted', 'a Submitted order');
select throws_ok($$select public.save_report_draft('7d2a9f31-0000-4000-8000-000000000c06', 0, '[]')$$,
  '22023', 'A report draft must be an object with its values', 'a list');
select throws_ok($$select public.save_report_draft('7d2a9f31-0000-4000-8000-000000000c06', 0, '{"values": "Oak"}')$$,
  '22023', 'A report draft must be an object with its values', 'values that are not an object');
select throws_ok($$select public.save_report_draft('7d2a9f31-0000-4000-8000-000000000c06', 0,
  jsonb_build_object('values', jsonb_build_object('purpose', repeat('x', 2097152))))$$,
  '22023', 'A report draft can be at most 2 MiB', 'over 2 MiB');
select throws_ok($$select public.save_report_draft('7d2a9f31-0000-4000-8000-000000000c06', -1, '{"values": {}}')$$,
  '22023', 'The draft''s version must be 0 or more', 'a negative version');
select is((select count(*) from public.report_drafts where order_id in ('7d2a9f31-0000-4000-8000-000000000c06', '0f6b8e24-0000-4000-8000-000000000c07')), 0::bigint, 'nothing was written');

select * from finish();
rollback;
