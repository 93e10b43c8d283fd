-- moving an order to Needs documents needs a message telling the customer what to send (not null, not blank, at most 2000 characters); it is stored trimmed in the history
-- Order lifecycle (migration 0800). Personas: admin ...0001, moderator ...0002, customer ...0003, suspended ...0004, other customer ...0101.
begin;
select plan(7);

insert into public.credit_ledger (user_id, kind, credits, amount_paid_cents, reason) values
  ('00000000-0000-4000-8000-000000000003', 'purchase', 5, 25000, 'Five reports');
insert into public.order_requests (id, user_id, name, email, entity_legal_name, formation_state, report_type, documents, terms_version)
values ('a0000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000003', 'Casey Jordan', 'customer@demo.test',
        'Mine LLC', 'Texas', 'Corporation',
        '[{"name":"a.pdf","size":10,"storage_path":"00000000-0000-4000-8000-000000000003/o1/a.pdf"}]', 'v.20250822');
update public.order_requests set status = 'In review' where id = 'a0000000-0000-4000-8000-000000000001';

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select throws_ok($$select public.set_order_status('a0000000-0000-4000-8000-000000000001', 'Needs documents', null)$$,
  '22023', 'Tell the customer which documents are needed', 'no message');
select throws_ok($$select public.set_order_status('a0000000-0000-4000-8000-000000000001', 'Needs documents', '')$$,
  '22023', 'Tell the customer which documents are needed', 'an empty message');
select throws_ok($$select public.set_order_status('a0000000-0000-4000-8000-000000000001', 'Needs documents', E' \t\n ')$$,
  '22023', 'Tell the customer which documents are needed', 'a blank message');
select throws_ok(format('select public.set_order_status(%L, %L, %L)', 'a0000000-0000-4000-8000-000000000001', 'Needs documents', repeat('m', 2001)),
  '22023', 'Message must be less than 2000 characters', 'a message of 2001 characters');
select is((select count(*) from public.order_status_history where order_id = 'a0000000-0000-4000-8000-000000000001'
           and from_status is not null), 0::bigint, 'nothing moved');
select lives_ok($$select public.set_order_status('a0000000-0000-4000-8000-000000000001', 'Needs documents',
  '  Please upload the signed operating agreement.  ')$$, 'a message');
select is((select format('%s|%s', o.status, h.message) from public.order_requests o
           join public.order_status_history h on h.order_id = o.id and h.to_status = 'Needs documents'
           where o.id = 'a0000000-0000-4000-8000-000000000001'),
  'Needs documents|Please upload the signed operating agreement.', 'moved, with the trimmed message in the history');

select * from finish();
rollback;
