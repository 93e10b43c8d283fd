-- active staff (admins and moderators) read every published report; a suspended user reads none, not even of their own order, and anon has no access at all
-- Reports (migration 0900). Personas: admin ...0001, moderator ...0002, customer ...0003, suspended ...0004, Jordan ...0100.
begin;
select plan(6);

-- A ready order of the suspended persona with a report, written directly (as postgres) for the case.
insert into public.credit_ledger (user_id, kind, credits, amount_paid_cents, reason) values
  ('00000000-0000-4000-8000-000000000004', 'purchase', 1, 5000, 'One report');
insert into public.order_requests (id, user_id, name, email, entity_legal_name, formation_state, report_type, documents, terms_version)
values ('a0000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000004', 'Sam Suspended', 'suspended@demo.test',
        'Dormant LLC', 'Texas', 'Limited Liability Company',
        '[{"name":"a.pdf","size":10,"storage_path":"00000000-0000-4000-8000-000000000004/o1/a.pdf"}]', 'v.20250822');
update public.order_requests set status = 'Report ready' where id = 'a0000000-0000-4000-8000-000000000001';
insert into public.order_reports (id, order_id, version, content)
select 'b0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000001', 1, content
from public.order_reports where id = '00000000-0000-4000-8000-000000000f01';

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000002","role":"authenticated","aal":"aal1"}';
select results_eq($$select id::text from public.order_reports order by id$$,
  $$values ('00000000-0000-4000-8000-000000000f01'), ('00000000-0000-4000-8000-000000000f02'), ('b0000000-0000-4000-8000-000000000001')$$,
  'the moderator reads every report');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select is((select count(*) from public.order_reports), 3::bigint, 'the admin reads every report');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000004","role":"authenticated","aal":"aal1"}';
select is((select count(*) from public.order_reports), 0::bigint, 'the suspended user reads none, not even their own');
reset role;
-- Suspended staff lose the right too.
update public.user_roles set role = 'moderator' where user_id = '00000000-0000-4000-8000-000000000004';
set local role authenticated;
select is((select count(*) from public.order_reports), 0::bigint, 'a suspended moderator reads none');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select is((select count(*) from public.order_reports), 2::bigint, 'the customer still reads only their two');

set local role anon;
set local request.jwt.claims = '{"role":"anon"}';
select throws_ok('select * from public.order_reports', '42501', 'permission denied for table order_reports', 'anon reads nothing');

select * from finish();
rollback;
