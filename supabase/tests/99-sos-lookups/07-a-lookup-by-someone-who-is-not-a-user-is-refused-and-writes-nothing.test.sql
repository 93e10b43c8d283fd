-- record_sos_lookup refuses a looked_up_by that is no user (never one, or deleted meanwhile) with PT404 and writes neither the lookup nor its audit entry, so no lookup is stored without the staff audit entry that names who bought it
-- Secretary of State lookups (migration 2100). Personas: admin ...0001, moderator ...0002. Seed: c01 is Cedar Ridge Apartments LLC (Delaware).
begin;
select plan(5);

select set_config('test.lookups', (select count(*)::text from public.order_sos_lookups), true);
select set_config('test.entries', (select count(*)::text from public.staff_audit_log), true);
delete from auth.users where id = '00000000-0000-4000-8000-000000000002';

set local role service_role;
set local request.jwt.claims = '{"role":"service_role"}';
select throws_ok($$select public.record_sos_lookup('a3f27c19-0000-4000-8000-000000000c01', 'Texas', 'Cedar Ridge Apartments LLC',
  'cobalt', 'not_found', '[]', '00000000-0000-4000-8000-0000000000ee')$$,
  'PT404', 'The user who looked it up was not found', 'an id that is no user''s');
select throws_ok($$select public.record_sos_lookup('a3f27c19-0000-4000-8000-000000000c01', 'Texas', 'Cedar Ridge Apartments LLC',
  'cobalt', 'not_found', '[]', '00000000-0000-4000-8000-000000000002')$$,
  'PT404', 'The user who looked it up was not found', 'a user deleted while the provider answered');
reset role;
select is((select count(*) from public.order_sos_lookups), current_setting('test.lookups')::bigint, 'no lookup was stored');
select is((select count(*) from public.staff_audit_log), current_setting('test.entries')::bigint, 'nor any audit entry');

set local role service_role;
set local request.jwt.claims = '{"role":"service_role"}';
select public.record_sos_lookup('a3f27c19-0000-4000-8000-000000000c01', 'Texas', 'Cedar Ridge Apartments LLC',
  'cobalt', 'not_found', '[]', '00000000-0000-4000-8000-000000000001');
reset role;
select results_eq($$select (select count(*) from public.order_sos_lookups) - current_setting('test.lookups')::bigint,
                           (select count(*) from public.staff_audit_log where action = 'sos_checked'
                              and actor_id = '00000000-0000-4000-8000-000000000001')$$,
  $$values (1::bigint, 1::bigint)$$, 'a user''s lookup is stored with its one audit entry');

select * from finish();
rollback;
