-- a moderator reads every order and its history (the queue) but cannot change a status, cancel or resubmit anyone's order (42501), and the refusals change nothing
-- Order lifecycle (migration 0800). Personas: admin ...0001, moderator ...0002, customer ...0003, suspended ...0004, other customer ...0101.
begin;
select plan(9);

insert into public.credit_ledger (user_id, kind, credits, amount_paid_cents, reason) values
  ('00000000-0000-4000-8000-000000000003', 'purchase', 5, 25000, 'Five reports'),
  ('00000000-0000-4000-8000-000000000101', 'purchase', 5, 25000, 'Five reports');
insert into storage.objects (bucket_id, name, owner, owner_id) values
  ('order-documents', '00000000-0000-4000-8000-000000000003/o2/more.pdf', '00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000003');
insert into public.order_requests (id, user_id, name, email, entity_legal_name, formation_state, report_type, documents, terms_version)
values
  ('a0000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000003', 'Casey Jordan', 'customer@demo.test',
   'Mine LLC', 'Texas', 'Corporation',
   '[{"name":"a.pdf","size":10,"storage_path":"00000000-0000-4000-8000-000000000003/o1/a.pdf"}]', 'v.20250822'),
  ('a0000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000101', 'Priya Natarajan', 'priya.n@summitcap.test',
   'Theirs Inc', 'Ohio', 'Corporation',
   '[{"name":"b.pdf","size":10,"storage_path":"00000000-0000-4000-8000-000000000101/o1/b.pdf"}]', 'v.20250822');
-- The admin asked the customer for documents.
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select public.set_order_status('a0000000-0000-4000-8000-000000000001', 'Needs documents', 'Please send the bylaws.');

set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000002","role":"authenticated","aal":"aal1"}';
select results_eq($$select entity_legal_name, status from public.order_requests
                    where id in ('a0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000002') order by id$$,
  $$values ('Mine LLC', 'Needs documents'), ('Theirs Inc', 'Submitted')$$, 'the moderator reads both orders');
select results_eq($$select order_id::text, coalesce(from_status, '-'), to_status, actor, coalesce(message, '-')
                    from public.order_status_history
                    where order_id in ('a0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000002')
                    order by order_id, created_at, from_status nulls first$$,
  $$values ('a0000000-0000-4000-8000-000000000001', '-', 'Submitted', 'customer', '-'),
           ('a0000000-0000-4000-8000-000000000001', 'Submitted', 'Needs documents', 'staff', 'Please send the bylaws.'),
           ('a0000000-0000-4000-8000-000000000002', '-', 'Submitted', 'customer', '-')$$,
  'and their history');
select throws_ok($$select public.set_order_status('a0000000-0000-4000-8000-000000000002', 'In review', null)$$,
  '42501', 'Only admins can change the status of an order', 'moderator starts a review');
select throws_ok($$select public.set_order_status('a0000000-0000-4000-8000-000000000002', 'Cancelled', null)$$,
  '42501', 'Only admins can change the status of an order', 'moderator cancels a Submitted order');
select throws_ok($$select public.set_order_status('a0000000-0000-4000-8000-000000000001', 'In review', null)$$,
  '42501', 'Only admins can change the status of an order', 'moderator moves a Needs documents order');
select throws_ok($$select public.resubmit_order('a0000000-0000-4000-8000-000000000001',
    '[{"name":"more.pdf","size":10,"storage_path":"00000000-0000-4000-8000-000000000003/o2/more.pdf"}]', null)$$,
  '42501', 'Only the customer who placed an order can add documents to it', 'moderator resubmits the customer''s order');
select throws_ok($$insert into public.order_status_history (order_id, to_status, actor) values ('a0000000-0000-4000-8000-000000000002', 'Report ready', 'staff')$$,
  '42501', 'permission denied for table order_status_history', 'moderator writes a history row');
reset role;
select is((select string_agg(format('%s/%s', status, jsonb_array_length(documents)), ', ' order by id) from public.order_requests
           where id in ('a0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000002')),
  'Needs documents/1, Submitted/1', 'no order moved, no document added');
select is((select count(*) from public.order_status_history
           where order_id in ('a0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000002'))
          + (select count(*) from public.credit_ledger where kind = 'refund'
             and order_id in ('a0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000002')),
  3::bigint, 'no history row and no refund added');

select * from finish();
rollback;
