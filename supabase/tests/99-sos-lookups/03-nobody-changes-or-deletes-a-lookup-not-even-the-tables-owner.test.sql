-- lookups are append-only: the API roles and the service role can neither insert, update nor delete them directly, and the trigger refuses the table's owner too
-- Secretary of State lookups (migration 1800). Personas: admin ...0001, moderator ...0002, customer ...0003 (owns c01, c06), suspended ...0004.
-- Seed: c01 is Cedar Ridge Apartments LLC (Delaware); c06 (Oak Hollow, In review) has one stored lookup of Georgia.
begin;
select plan(9);

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select throws_ok($$update public.order_sos_lookups set outcome = 'not_found'$$, '42501', null, 'the admin cannot update');
select throws_ok($$delete from public.order_sos_lookups$$, '42501', null, 'the admin cannot delete');
select throws_ok($$insert into public.order_sos_lookups (order_id, state, query_name, provider, outcome, candidates)
  values ('a3f27c19-0000-4000-8000-000000000c01', 'Delaware', 'X', 'sandbox', 'not_found', '[]')$$, '42501', null,
  'the admin cannot insert');
set local role service_role;
set local request.jwt.claims = '{"role":"service_role"}';
select throws_ok($$insert into public.order_sos_lookups (order_id, state, query_name, provider, outcome, candidates)
  values ('a3f27c19-0000-4000-8000-000000000c01', 'Delaware', 'X', 'sandbox', 'not_found', '[]')$$, '42501', null,
  'the service role cannot insert around record_sos_lookup');
select throws_ok($$delete from public.order_sos_lookups$$, '42501', null, 'nor delete');
reset role;
select throws_ok($$update public.order_sos_lookups set outcome = 'not_found', candidates = '[]'$$, '42501',
  'Secretary of State lookups are kept as they were answered: they cannot be changed or deleted', 'the owner of the table cannot update');
select throws_ok($$delete from public.order_sos_lookups$$, '42501',
  'Secretary of State lookups are kept as they were answered: they cannot be changed or deleted', 'nor delete');
select throws_ok($$truncate public.order_sos_lookups$$, '42501',
  'Secretary of State lookups are kept as they were answered: they cannot be changed or deleted', 'nor truncate');
select is((select outcome from public.order_sos_lookups where order_id = '7d2a9f31-0000-4000-8000-000000000c06'), 'found',
  'the seeded lookup is as it was');

select * from finish();
rollback;
