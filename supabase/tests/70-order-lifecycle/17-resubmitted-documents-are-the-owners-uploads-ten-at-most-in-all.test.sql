-- resubmitted documents are one or more of the owner's own uploads, each 1 byte to 20 MB, at most 10 on the order in all, with a message of at most 2000 characters; a refusal changes nothing
-- Order lifecycle (migration 0800). Personas: admin ...0001, moderator ...0002, customer ...0003, suspended ...0004, other customer ...0101.
begin;
select plan(14);

insert into public.credit_ledger (user_id, kind, credits, amount_paid_cents, reason) values
  ('00000000-0000-4000-8000-000000000003', 'purchase', 5, 25000, 'Five reports');
-- The customer's uploads n1.pdf .. n9.pdf, another user's upload, and a file planted in the customer's folder.
insert into storage.objects (bucket_id, name, owner, owner_id)
select 'order-documents', '00000000-0000-4000-8000-000000000003/o2/n' || n || '.pdf', '00000000-0000-4000-8000-000000000003',
       '00000000-0000-4000-8000-000000000003'
from generate_series(1, 9) n;
insert into storage.objects (bucket_id, name, owner, owner_id) values
  ('order-documents', '00000000-0000-4000-8000-000000000101/o2/theirs.pdf', '00000000-0000-4000-8000-000000000101', '00000000-0000-4000-8000-000000000101'),
  ('order-documents', '00000000-0000-4000-8000-000000000003/o3/planted.pdf', '00000000-0000-4000-8000-000000000101', '00000000-0000-4000-8000-000000000101');
-- A Needs documents order holding one document.
insert into public.order_requests (id, user_id, name, email, entity_legal_name, formation_state, report_type, documents, terms_version)
values ('a0000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000003', 'Casey Jordan', 'customer@demo.test',
        'Mine LLC', 'Texas', 'Corporation',
        '[{"name":"a.pdf","size":10,"storage_path":"00000000-0000-4000-8000-000000000003/o1/a.pdf"}]', 'v.20250822');
update public.order_requests set status = 'Needs documents' where id = 'a0000000-0000-4000-8000-000000000001';

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select throws_ok($$select public.resubmit_order('a0000000-0000-4000-8000-000000000001', '[]', null)$$,
  '22023', 'Please upload at least one PDF document', 'no document');
select throws_ok($$select public.resubmit_order('a0000000-0000-4000-8000-000000000001', null, null)$$,
  '22023', 'Please upload at least one PDF document', 'documents missing');
select throws_ok($$select public.resubmit_order('a0000000-0000-4000-8000-000000000001',
    '{"name":"n1.pdf","size":10,"storage_path":"00000000-0000-4000-8000-000000000003/o2/n1.pdf"}', null)$$,
  '22023', 'Please upload at least one PDF document', 'documents that are not a list');
select throws_ok(format('select public.resubmit_order(%L, %L, null)', 'a0000000-0000-4000-8000-000000000001',
    (select jsonb_agg(jsonb_build_object('name', 'n' || n || '.pdf', 'size', 10, 'storage_path',
                                         '00000000-0000-4000-8000-000000000003/o2/n' || n || '.pdf'))
     from generate_series(1, 9) n) || '[{"name":"n1.pdf","size":10,"storage_path":"00000000-0000-4000-8000-000000000003/o2/n1.pdf"}]'::jsonb),
  '22023', 'An order holds at most 10 documents of 1 byte to 20 MB each', 'ten more documents make eleven');
select throws_ok($$select public.resubmit_order('a0000000-0000-4000-8000-000000000001',
    '[{"name":"n1.pdf","size":20971521,"storage_path":"00000000-0000-4000-8000-000000000003/o2/n1.pdf"}]', null)$$,
  '22023', 'An order holds at most 10 documents of 1 byte to 20 MB each', 'a document over 20 MB');
select throws_ok($$select public.resubmit_order('a0000000-0000-4000-8000-000000000001',
    '[{"name":"n1.pdf","size":0,"storage_path":"00000000-0000-4000-8000-000000000003/o2/n1.pdf"}]', null)$$,
  '22023', 'An order holds at most 10 documents of 1 byte to 20 MB each', 'an empty document');
select throws_ok($$select public.resubmit_order('a0000000-0000-4000-8000-000000000001',
    '[{"name":"theirs.pdf","size":10,"storage_path":"00000000-0000-4000-8000-000000000101/o2/theirs.pdf"}]', null)$$,
  '42501', 'new row violates row-level security policy for table "order_requests"', 'another user''s upload');
select throws_ok($$select public.resubmit_order('a0000000-0000-4000-8000-000000000001',
    '[{"name":"planted.pdf","size":10,"storage_path":"00000000-0000-4000-8000-000000000003/o3/planted.pdf"}]', null)$$,
  '42501', 'new row violates row-level security policy for table "order_requests"', 'a file in the customer''s folder owned by someone else');
select throws_ok($$select public.resubmit_order('a0000000-0000-4000-8000-000000000001',
    '[{"name":"x.pdf","size":10,"storage_path":"00000000-0000-4000-8000-000000000003/o2/never-uploaded.pdf"}]', null)$$,
  '42501', 'new row violates row-level security policy for table "order_requests"', 'a file that was never uploaded');
select throws_ok($$select public.resubmit_order('a0000000-0000-4000-8000-000000000001',
    '[{"name":"n1.pdf","size":10,"storage_path":"00000000-0000-4000-8000-000000000003/o2/../o2/n1.pdf"}]', null)$$,
  '42501', 'new row violates row-level security policy for table "order_requests"', 'a path with ..');
select throws_ok(format('select public.resubmit_order(%L, %L, %L)', 'a0000000-0000-4000-8000-000000000001',
    '[{"name":"n1.pdf","size":10,"storage_path":"00000000-0000-4000-8000-000000000003/o2/n1.pdf"}]', repeat('m', 2001)),
  '22023', 'Message must be less than 2000 characters', 'a message of 2001 characters');
reset role;
select is((select format('%s/%s', status, jsonb_array_length(documents)) from public.order_requests
           where id = 'a0000000-0000-4000-8000-000000000001')
          || '/' || (select count(*) from public.order_status_history where order_id = 'a0000000-0000-4000-8000-000000000001'),
  'Needs documents/1/1', 'the refusals changed nothing');
set local role authenticated;
select lives_ok(format('select public.resubmit_order(%L, %L, %L)', 'a0000000-0000-4000-8000-000000000001',
    (select jsonb_agg(jsonb_build_object('name', 'n' || n || '.pdf', 'size', case n when 1 then 1 else 20971520 end,
                                         'storage_path', '00000000-0000-4000-8000-000000000003/o2/n' || n || '.pdf'))
     from generate_series(1, 9) n), repeat('m', 2000)),
  'nine more documents (1 byte to 20 MB) make ten, with a message of 2000 characters');
select is((select format('%s/%s', status, jsonb_array_length(documents)) from public.order_requests
           where id = 'a0000000-0000-4000-8000-000000000001'),
  'In review/10', 'ten documents, in review');

select * from finish();
rollback;
