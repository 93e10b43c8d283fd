-- resubmitted documents hold only name, size and storage_path, with a name of 1..255 characters (migration 1590): an unknown key or a longer name is refused with the limits message and changes nothing; a name of 255 characters is accepted
-- Order lifecycle (migration 0800). Personas: customer ...0003.
begin;
select plan(4);

insert into public.credit_ledger (user_id, kind, credits, amount_paid_cents, reason) values
  ('00000000-0000-4000-8000-000000000003', 'purchase', 5, 25000, 'Five reports');
insert into storage.objects (bucket_id, name, owner, owner_id) values
  ('order-documents', '00000000-0000-4000-8000-000000000003/o2/n1.pdf', '00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000003');
insert into public.order_requests (id, user_id, name, email, entity_legal_name, formation_state, report_type, documents, terms_version)
values ('a0000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000003', 'Casey Jordan', 'customer@demo.test',
        'Mine LLC', 'Texas', 'Corporation',
        '[{"name":"a.pdf","size":10,"storage_path":"00000000-0000-4000-8000-000000000003/o1/a.pdf"}]', 'v.20250822');
update public.order_requests set status = 'Needs documents' where id = 'a0000000-0000-4000-8000-000000000001';

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select throws_ok($$select public.resubmit_order('a0000000-0000-4000-8000-000000000001',
    '[{"name":"n1.pdf","size":10,"storage_path":"00000000-0000-4000-8000-000000000003/o2/n1.pdf","note":"kept?"}]', null)$$,
  '22023', 'An order holds at most 10 documents of 1 byte to 20 MB each', 'an unknown key');
select throws_ok(format('select public.resubmit_order(%L, %L, null)', 'a0000000-0000-4000-8000-000000000001',
    jsonb_build_array(jsonb_build_object('name', repeat('n', 256), 'size', 10,
      'storage_path', '00000000-0000-4000-8000-000000000003/o2/n1.pdf'))),
  '22023', 'An order holds at most 10 documents of 1 byte to 20 MB each', 'a name of 256 characters');
select lives_ok(format('select public.resubmit_order(%L, %L, null)', 'a0000000-0000-4000-8000-000000000001',
    jsonb_build_array(jsonb_build_object('name', repeat('n', 255), 'size', 10,
      'storage_path', '00000000-0000-4000-8000-000000000003/o2/n1.pdf'))),
  'a name of 255 characters is accepted');
reset role;
select is((select format('%s/%s', status, jsonb_array_length(documents)) from public.order_requests
           where id = 'a0000000-0000-4000-8000-000000000001'),
  'In review/2', 'the accepted document alone was added');

select * from finish();
rollback;
