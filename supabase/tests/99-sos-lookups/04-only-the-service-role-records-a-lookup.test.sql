-- record_sos_lookup is the Edge Function's: an admin at aal2, a moderator, a customer and anon may not execute it
-- Secretary of State lookups (migration 1800). Personas: admin ...0001, moderator ...0002, customer ...0003 (owns c01, c06), suspended ...0004.
-- Seed: c01 is Cedar Ridge Apartments LLC (Delaware); c06 (Oak Hollow, In review) has one stored lookup of Georgia.
begin;
select plan(5);

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select throws_ok($$select public.record_sos_lookup('a3f27c19-0000-4000-8000-000000000c01', 'Delaware', 'X', 'sandbox',
  'not_found', '[]', '00000000-0000-4000-8000-000000000001')$$, '42501', null, 'an admin at aal2 cannot record a lookup');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000002","role":"authenticated","aal":"aal1"}';
select throws_ok($$select public.record_sos_lookup('a3f27c19-0000-4000-8000-000000000c01', 'Delaware', 'X', 'sandbox',
  'not_found', '[]', '00000000-0000-4000-8000-000000000002')$$, '42501', null, 'nor a moderator');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select throws_ok($$select public.record_sos_lookup('a3f27c19-0000-4000-8000-000000000c01', 'Delaware', 'X', 'sandbox',
  'not_found', '[]', '00000000-0000-4000-8000-000000000003')$$, '42501', null, 'nor the order''s owner');
set local role anon;
set local request.jwt.claims = '{"role":"anon"}';
select throws_ok($$select public.record_sos_lookup('a3f27c19-0000-4000-8000-000000000c01', 'Delaware', 'X', 'sandbox',
  'not_found', '[]', '00000000-0000-4000-8000-000000000001')$$, '42501', null, 'nor anon');
reset role;
select is((select count(*) from public.order_sos_lookups), 1::bigint, 'only the seeded lookup is there');

select * from finish();
rollback;
