-- an admin moves an order only along the lifecycle: the 9 allowed moves succeed with a history row, the other 27 pairs of statuses (staying put included, and Report ready, which only publish_report reaches: 90-reports), a null and an unknown status are refused with P0001
-- Order lifecycle (migration 0800). Personas: admin ...0001, moderator ...0002, customer ...0003, suspended ...0004, other customer ...0101.
begin;
select plan(40);

-- One order of the customer's per (from, to) pair, id md5(from || '>' || to), already in status `from`.
insert into public.credit_ledger (user_id, kind, credits, amount_paid_cents, reason) values
  ('00000000-0000-4000-8000-000000000003', 'purchase', 40, 200000, 'Forty reports');
insert into public.order_requests (id, user_id, name, email, entity_legal_name, formation_state, report_type, documents, terms_version)
select md5(f.s || '>' || t.s)::uuid, '00000000-0000-4000-8000-000000000003', 'Casey Jordan', 'customer@demo.test',
       f.s || ' to ' || t.s, 'Texas', 'Corporation',
       '[{"name":"a.pdf","size":10,"storage_path":"00000000-0000-4000-8000-000000000003/o1/a.pdf"}]', 'v.20250822'
from (values ('Submitted'), ('In review'), ('Needs documents'), ('Escalated'), ('Report ready'), ('Cancelled')) f(s)
cross join (values ('Submitted'), ('In review'), ('Needs documents'), ('Escalated'), ('Report ready'), ('Cancelled')) t(s);
update public.order_requests set status = split_part(entity_legal_name, ' to ', 1)
where user_id = '00000000-0000-4000-8000-000000000003' and created_at = now();
insert into public.order_requests (id, user_id, name, email, entity_legal_name, formation_state, report_type, documents, terms_version)
values ('a0000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000003', 'Casey Jordan', 'customer@demo.test',
        'Odd moves LLC', 'Texas', 'Corporation',
        '[{"name":"a.pdf","size":10,"storage_path":"00000000-0000-4000-8000-000000000003/o1/a.pdf"}]', 'v.20250822');

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
-- The lifecycle table, written out here as the rule (not read from the implementation).
select verdict from (
  select case
    when (f.s, t.s) in (
      ('Submitted', 'In review'), ('Submitted', 'Needs documents'), ('Submitted', 'Cancelled'),
      ('In review', 'Needs documents'), ('In review', 'Escalated'), ('In review', 'Cancelled'),
      ('Needs documents', 'In review'), ('Needs documents', 'Cancelled'),
      ('Escalated', 'Cancelled'))
    then lives_ok(format('select public.set_order_status(%L, %L, %L)', md5(f.s || '>' || t.s)::uuid, t.s,
                         'Please send the signed operating agreement.'),
                  format('%s -> %s is allowed', f.s, t.s))
    else throws_ok(format('select public.set_order_status(%L, %L, %L)', md5(f.s || '>' || t.s)::uuid, t.s,
                          'Please send the signed operating agreement.'),
                   'P0001', format('An order that is %s cannot move to %s', f.s, t.s),
                   format('%s -> %s is refused', f.s, t.s))
  end as verdict
  from (values (1, 'Submitted'), (2, 'In review'), (3, 'Needs documents'), (4, 'Escalated'), (5, 'Report ready'), (6, 'Cancelled')) f(n, s)
  cross join (values (1, 'Submitted'), (2, 'In review'), (3, 'Needs documents'), (4, 'Escalated'), (5, 'Report ready'), (6, 'Cancelled')) t(n, s)
  order by f.n, t.n
  offset 0
) moves;
select throws_ok($$select public.set_order_status('a0000000-0000-4000-8000-000000000001', null, null)$$,
  'P0001', 'An order that is Submitted cannot move to no status', 'a null status is refused');
select throws_ok($$select public.set_order_status('a0000000-0000-4000-8000-000000000001', 'Completed', null)$$,
  'P0001', 'An order that is Submitted cannot move to Completed', 'an unknown status is refused');
reset role;
select is(
  (select count(*) from public.order_requests
   where user_id = '00000000-0000-4000-8000-000000000003' and created_at = now()
     and status <> case when id = 'a0000000-0000-4000-8000-000000000001' then 'Submitted'
                        when (split_part(entity_legal_name, ' to ', 1), split_part(entity_legal_name, ' to ', 2)) in (
                          ('Submitted', 'In review'), ('Submitted', 'Needs documents'), ('Submitted', 'Cancelled'),
                          ('In review', 'Needs documents'), ('In review', 'Escalated'), ('In review', 'Cancelled'),
                          ('Needs documents', 'In review'), ('Needs documents', 'Cancelled'), ('Escalated', 'Cancelled'))
                        then split_part(entity_legal_name, ' to ', 2)
                        else split_part(entity_legal_name, ' to ', 1) end),
  0::bigint, 'every allowed move changed its order, every refused one left it as it was');
select results_eq(
  $$select h.from_status || ' -> ' || h.to_status, h.actor, h.changed_by::text, h.message
    from public.order_status_history h join public.order_requests o on o.id = h.order_id
    where o.user_id = '00000000-0000-4000-8000-000000000003' and o.created_at = now() and h.from_status is not null
    order by h.from_status, h.to_status$$,
  $$select f || ' -> ' || t, 'staff', '00000000-0000-4000-8000-000000000001', 'Please send the signed operating agreement.'
    from (values ('Escalated', 'Cancelled'), ('In review', 'Cancelled'), ('In review', 'Escalated'),
                 ('In review', 'Needs documents'), ('Needs documents', 'Cancelled'), ('Needs documents', 'In review'),
                 ('Submitted', 'Cancelled'), ('Submitted', 'In review'), ('Submitted', 'Needs documents')) m(f, t)$$,
  'one history row per allowed move, by the admin, with the message');

select * from finish();
rollback;
