-- the service role records a found lookup and a not_found one; each row is stored as given, with who looked it up and when
-- Secretary of State lookups (migration 1800). Personas: admin ...0001, moderator ...0002, customer ...0003 (owns c01, c06), suspended ...0004.
-- Seed: c01 is Cedar Ridge Apartments LLC (Delaware); c06 (Oak Hollow, In review) has one stored lookup of Georgia.
begin;
select plan(5);

select set_config('test.candidate', '{"name": "Cedar Ridge Apartments LLC", "state": "Delaware", "fileNumber": "7421196", "entityType": "Limited Liability Company", "registration": "Domestic", "stateStatus": "Good Standing", "normalizedStatus": "Active - good standing", "formationDate": "2019-04-02", "registeredAgent": "Corporation Service Company", "lastFiling": "Annual Report (2026-03-15)", "sourceUrl": "https://sos-sandbox.example/de/entity/7421196", "screenshotUrl": "", "capturedAt": "2026-11-28T05:00:00.000Z", "confidence": 0.97}', true);
set local role service_role;
set local request.jwt.claims = '{"role":"service_role"}';
select lives_ok($$select public.record_sos_lookup('a3f27c19-0000-4000-8000-000000000c01', 'Delaware',
  'Cedar Ridge Apartments LLC', 'cobalt', 'found', jsonb_build_array(current_setting('test.candidate')::jsonb),
  '00000000-0000-4000-8000-000000000001')$$, 'a found lookup is recorded');
select lives_ok($$select public.record_sos_lookup('a3f27c19-0000-4000-8000-000000000c01', 'Texas',
  'Cedar Ridge Apartments LLC', 'sandbox', 'not_found', '[]', '00000000-0000-4000-8000-000000000001')$$,
  'a not_found lookup is recorded with no candidates');
reset role;
select results_eq($$select state, query_name, provider, outcome, jsonb_array_length(candidates), looked_up_by::text
  from public.order_sos_lookups where order_id = 'a3f27c19-0000-4000-8000-000000000c01' order by state$$,
  $$values ('Delaware', 'Cedar Ridge Apartments LLC', 'cobalt', 'found', 1, '00000000-0000-4000-8000-000000000001'),
          ('Texas', 'Cedar Ridge Apartments LLC', 'sandbox', 'not_found', 0, '00000000-0000-4000-8000-000000000001')$$,
  'both rows, as given, by the admin who looked them up');
select is((select candidates -> 0 from public.order_sos_lookups where order_id = 'a3f27c19-0000-4000-8000-000000000c01'
  and state = 'Delaware'), current_setting('test.candidate')::jsonb, 'the candidate is kept exactly');
select ok((select bool_and(looked_up_at > now() - interval '1 minute') from public.order_sos_lookups
  where order_id = 'a3f27c19-0000-4000-8000-000000000c01'), 'looked_up_at is the time of recording');

select * from finish();
rollback;
