-- each lookup recorded is one staff audit entry ('sos_checked') naming the admin who looked it up, the order's owner, the order, the state, provider, outcome and candidates; a refused one writes none
-- Secretary of State lookups (migration 1800). Personas: admin ...0001, moderator ...0002, customer ...0003 (owns c01, c06), suspended ...0004.
-- Seed: c01 is Cedar Ridge Apartments LLC (Delaware); c06 (Oak Hollow, In review) has one stored lookup of Georgia.
begin;
select plan(4);

set local role service_role;
set local request.jwt.claims = '{"role":"service_role"}';
select public.record_sos_lookup('a3f27c19-0000-4000-8000-000000000c01', 'Texas', 'Cedar Ridge Apartments LLC',
  'cobalt', 'not_found', '[]', '00000000-0000-4000-8000-000000000001');
select throws_ok($$select public.record_sos_lookup('a3f27c19-0000-4000-8000-000000000c01', 'Atlantis', 'X', 'cobalt',
  'not_found', '[]', '00000000-0000-4000-8000-000000000001')$$, '22023', 'Please choose a state', 'a refused lookup');
reset role;
select results_eq($$select actor_id::text, actor_email, target_user_id::text, target_user_email, details
  from public.staff_audit_log where action = 'sos_checked'$$,
  $$values ('00000000-0000-4000-8000-000000000001', 'admin@demo.test', '00000000-0000-4000-8000-000000000003',
            'customer@demo.test', '{"orderId": "a3f27c19-0000-4000-8000-000000000c01", "state": "Texas", "provider": "cobalt", "outcome": "not_found", "candidates": 0}'::jsonb)$$,
  'one entry: the admin, the order''s owner, what was looked up and what came back');

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select is((select count(*) from public.staff_audit_log where action = 'sos_checked'), 1::bigint, 'the admin reads it in the trail');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select is((select count(*) from public.staff_audit_log where action = 'sos_checked'), 0::bigint, 'the customer does not');

select * from finish();
rollback;
