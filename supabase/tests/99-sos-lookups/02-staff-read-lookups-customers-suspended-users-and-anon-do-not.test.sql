-- admins and moderators read every lookup; the order's owner, a suspended user and anon read none
-- Secretary of State lookups (migration 1800). Personas: admin ...0001, moderator ...0002, customer ...0003 (owns c01, c06), suspended ...0004.
-- Seed: c01 is Cedar Ridge Apartments LLC (Delaware); c06 (Oak Hollow, In review) has one stored lookup of Georgia.
begin;
select plan(6);

set local role service_role;
select public.record_sos_lookup('a3f27c19-0000-4000-8000-000000000c01', 'Delaware', 'Cedar Ridge Apartments LLC',
  'sandbox', 'not_found', '[]', '00000000-0000-4000-8000-000000000001');
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select is((select count(*) from public.order_sos_lookups), 2::bigint, 'the admin reads both lookups (the seeded one and this)');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000002","role":"authenticated","aal":"aal1"}';
select is((select count(*) from public.order_sos_lookups), 2::bigint, 'the moderator reads them too');
select is((select candidates -> 0 ->> 'normalizedStatus' from public.order_sos_lookups
  where order_id = '7d2a9f31-0000-4000-8000-000000000c06'), 'Administratively dissolved',
  'the seeded lookup of Oak Hollow finds it administratively dissolved');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select is((select count(*) from public.order_sos_lookups), 0::bigint, 'the owner of the orders reads none');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000004","role":"authenticated","aal":"aal1"}';
select is((select count(*) from public.order_sos_lookups), 0::bigint, 'a suspended user reads none');
set local role anon;
set local request.jwt.claims = '{"role":"anon"}';
select throws_ok($$select count(*) from public.order_sos_lookups$$, '42501', null, 'anon may not read the table at all');

select * from finish();
rollback;
