-- an order's history is read by its owner and by active staff (admins, moderators) only, and written by nobody through the API
-- Order lifecycle (migration 0800). Personas: admin ...0001, moderator ...0002, customer ...0003, suspended ...0004, other customer ...0101.
begin;
select plan(9);

insert into public.credit_ledger (user_id, kind, credits, amount_paid_cents, reason) values
  ('00000000-0000-4000-8000-000000000003', 'purchase', 5, 25000, 'Five reports'),
  ('00000000-0000-4000-8000-000000000101', 'purchase', 5, 25000, 'Five reports');
insert into public.order_requests (id, user_id, name, email, entity_legal_name, formation_state, report_type, documents, terms_version)
values
  ('a0000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000003', 'Casey Jordan', 'customer@demo.test',
   'Mine LLC', 'Texas', 'Corporation',
   '[{"name":"a.pdf","size":10,"storage_path":"00000000-0000-4000-8000-000000000003/o1/a.pdf"}]', 'v.20250822'),
  ('a0000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000101', 'Priya Natarajan', 'priya.n@summitcap.test',
   'Theirs Inc', 'Ohio', 'Corporation',
   '[{"name":"b.pdf","size":10,"storage_path":"00000000-0000-4000-8000-000000000101/o1/b.pdf"}]', 'v.20250822');

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select public.set_order_status('a0000000-0000-4000-8000-000000000001', 'In review', null);
select results_eq($$select order_id::text, count(*) from public.order_status_history
                    where order_id in ('a0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000002')
                    group by order_id order by order_id$$,
  $$values ('a0000000-0000-4000-8000-000000000001', 2::bigint), ('a0000000-0000-4000-8000-000000000002', 1::bigint)$$,
  'the admin reads both histories');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000002","role":"authenticated","aal":"aal1"}';
select results_eq($$select order_id::text, count(*) from public.order_status_history
                    where order_id in ('a0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000002')
                    group by order_id order by order_id$$,
  $$values ('a0000000-0000-4000-8000-000000000001', 2::bigint), ('a0000000-0000-4000-8000-000000000002', 1::bigint)$$,
  'the moderator reads both histories');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select results_eq($$select order_id::text, from_status, to_status from public.order_status_history
                    where order_id in ('a0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000002')
                    order by created_at, from_status nulls first$$,
  $$values ('a0000000-0000-4000-8000-000000000001', null::text, 'Submitted'),
           ('a0000000-0000-4000-8000-000000000001', 'Submitted', 'In review')$$,
  'the customer reads their own order''s history, not the other''s');
select throws_ok($$insert into public.order_status_history (order_id, to_status, actor) values ('a0000000-0000-4000-8000-000000000001', 'Report ready', 'staff')$$,
  '42501', 'permission denied for table order_status_history', 'the customer writes a history row');
select throws_ok($$update public.order_status_history set message = 'edited'$$,
  '42501', 'permission denied for table order_status_history', 'the customer edits their history');
select throws_ok($$delete from public.order_status_history$$,
  '42501', 'permission denied for table order_status_history', 'the customer deletes their history');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000101","role":"authenticated","aal":"aal1"}';
select is((select count(*) from public.order_status_history h
           where not exists (select 1 from public.order_requests o where o.id = h.order_id and o.user_id = auth.uid())),
  0::bigint, 'the other customer reads no history of an order not theirs');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select throws_ok($$update public.order_status_history set message = 'edited'$$,
  '42501', 'permission denied for table order_status_history', 'an admin edits the history');
-- A suspended moderator is no longer staff.
reset role;
update public.profiles set status = 'Suspended' where id = '00000000-0000-4000-8000-000000000002';
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000002","role":"authenticated","aal":"aal1"}';
select is((select count(*) from public.order_status_history), 0::bigint, 'a suspended moderator reads none');

select * from finish();
rollback;
