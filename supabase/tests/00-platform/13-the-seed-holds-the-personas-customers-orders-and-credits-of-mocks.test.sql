-- the seed holds the four personas, the twenty-one customers, and the orders and credits of mocks/seed
begin;
select plan(22);

select is((select count(*) from public.profiles), 25::bigint, 'profiles');
select is(
  (select string_agg(format('%s=%s/%s', email, role, status), ', ' order by id) from public.profiles
   where id between '00000000-0000-4000-8000-000000000001' and '00000000-0000-4000-8000-000000000004'),
  'admin@demo.test=Admin/Active, moderator@demo.test=Moderator/Active, customer@demo.test=User/Active, suspended@demo.test=User/Suspended',
  'personas');
select is((select company from public.profiles where email = 'customer@demo.test'), 'Harbor Point Lending', 'customer company');
select ok(
  (select encrypted_password = extensions.crypt('DemoPass-2026!', encrypted_password) from auth.users where email = 'customer@demo.test'),
  'bcrypt password DemoPass-2026!');
select is((select count(*) from auth.identities), 25::bigint, 'email identities');
select is((select string_agg(u.email, ', ' order by u.email) from auth.users u where u.banned_until > now()),
  (select string_agg(email, ', ' order by email) from public.profiles where status = 'Suspended'), 'banned = suspended users');
select is((select count(*) from public.profiles where status is null), 1::bigint, 'a profile without status, as in the mock');
select is((select display_name from public.profiles where id = '00000000-0000-4000-8000-000000000003'), 'Casey Customer', 'display name');
select is((select updated_at = created_at from public.profiles where id = '00000000-0000-4000-8000-000000000003'), true, 'updated_at kept at created_at');

-- Orders and credits (mocks/seed/seed-data.ts, buildOrders).
select is(
  (select string_agg(status, ', ' order by created_at) from public.order_requests
   where user_id = '00000000-0000-4000-8000-000000000003'),
  'Report ready, Report ready, Cancelled, Escalated, Needs documents, In review, Submitted',
  'the customer persona has an order in every state, oldest first');
select is((select count(*) from public.order_requests where user_id = '00000000-0000-4000-8000-000000000100'), 3::bigint,
  'the other customer has three orders');
select is(
  (select string_agg(entity_legal_name, ', ') from public.order_requests
   where status = 'In review' and documents @> '[{"name": "certification-of-trust.pdf"}]'),
  'Ashcroft Family Irrevocable Trust',
  'an In review order holds the scanned certification of trust, for the reader''s OCR in the demo');
select is(
  (select string_agg(format('%s=%s', p.email, (select sum(l.credits) from public.credit_ledger l where l.user_id = p.id)), ', ' order by p.email)
   from public.profiles p where exists (select 1 from public.credit_ledger l where l.user_id = p.id)),
  'customer@demo.test=20, jordan.lee@northbay.test=7',
  'balances: 25 bought (15 invoiced, 10 by card), 7 orders, 2 refunds; 10 bought, 3 orders');
select is(
  (select string_agg(format('%s %s %s', kind, credits, coalesce(reason, '-')), ', ' order by created_at, kind)
   from public.credit_ledger where user_id = '00000000-0000-4000-8000-000000000003' and kind <> 'order_debit'),
  'purchase 15 Invoiced pack, purchase 10 Card payment (Stripe Checkout cs_test_a1DemoSeedStarterPack), refund 1 Cancelled before review, refund 1 Escalated to legal review',
  'the customer persona''s purchases and refunds');
select results_eq(
  $$select c.id, c.status, c.credits, c.amount_cents, l.kind, l.amount_paid_cents, l.created_by from public.credit_checkouts c
    join public.credit_ledger l on l.id = c.ledger_entry_id$$,
  $$values ('cs_test_a1DemoSeedStarterPack', 'complete', 10, 35000, 'purchase', 35000, null::uuid)$$,
  'the customer''s card purchase: a complete checkout naming its ledger row, recorded by nobody on the staff');
select is(
  (select count(*) from public.order_requests o
   where (select count(*) from public.credit_ledger l where l.order_id = o.id and l.kind = 'order_debit' and l.created_by = o.user_id
            and l.created_at = o.created_at) = 1
     and (select count(*) from public.order_status_history h where h.order_id = o.id and h.from_status is null
            and h.to_status = 'Submitted' and h.actor = 'customer' and h.changed_by = o.user_id and h.created_at = o.created_at) = 1),
  10::bigint,
  'every order has the debit and first history row of the insert trigger, by its customer');
select is(
  (select count(*) from public.credit_ledger where id::text not like '00000000-0000-4000-8000-000000000e%')
  + (select count(*) from public.order_status_history where id::text not like '00000000-0000-4000-8000-000000000d%'),
  0::bigint,
  'every ledger and history row has the fixed id of the mock');
select is(
  (select count(*) from public.order_requests o
   where o.status = (select h.to_status from public.order_status_history h where h.order_id = o.id order by h.created_at desc limit 1)
     and o.updated_at = (select max(h.created_at) from public.order_status_history h where h.order_id = o.id)),
  10::bigint,
  'each order stands where its history ends');
select is((select count(*) from public.order_status_history), 22::bigint, 'history rows');
select is(
  (select string_agg(format('%s %s', o.status, o.documents_purged_at >= o.created_at + interval '90 days'), ', ')
   from public.order_requests o where o.documents_purged_at is not null),
  'Report ready t',
  'one order is past the retention period with its documents removed');
select is(
  (select count(*) from storage.objects s
   join public.order_requests o on o.documents @> jsonb_build_array(jsonb_build_object('storage_path', s.name))
   where s.bucket_id = 'order-documents' and s.owner = o.user_id and s.owner_id = o.user_id::text
     and o.documents_purged_at is null),
  (select count(*) from public.order_requests o, jsonb_array_elements(o.documents) where o.documents_purged_at is null),
  'every kept document is a stored object of its owner');
select is(
  (select count(*) from storage.objects s where not exists (
     select 1 from public.order_requests o
     where o.documents_purged_at is null
       and o.documents @> jsonb_build_array(jsonb_build_object('storage_path', s.name)))),
  0::bigint,
  'no stored object without a kept document (a purged order''s files are gone)');

select * from finish();
rollback;
