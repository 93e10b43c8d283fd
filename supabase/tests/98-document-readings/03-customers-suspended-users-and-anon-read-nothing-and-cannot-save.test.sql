-- the order's owner, a suspended admin, an admin at aal1 and anon read no text or reading and cannot save one
-- Document texts and readings (migration 1600). Personas: admin ...0001, moderator ...0002, customer ...0003, suspended ...0004.
-- Seed: Casey's order c01 has operating-agreement.pdf and certificate-of-formation.pdf (both under 0003/c01/).
begin;
select plan(10);

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select public.save_document_text('a3f27c19-0000-4000-8000-000000000c01',
  '00000000-0000-4000-8000-000000000003/a3f27c19-0000-4000-8000-000000000c01/operating-agreement.pdf',
  '[{"page": 1, "text": "Cedar Ridge Apartments LLC"}]', null);
select public.save_document_reading('a3f27c19-0000-4000-8000-000000000c01', 'built-in', '{"fields": {}}');

set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select is((select count(*) from public.order_document_texts), 0::bigint, 'the owner reads no text of their own order');
select is((select count(*) from public.order_document_readings), 0::bigint, 'nor a reading');
select throws_ok($$select public.save_document_text('a3f27c19-0000-4000-8000-000000000c01',
  '00000000-0000-4000-8000-000000000003/a3f27c19-0000-4000-8000-000000000c01/operating-agreement.pdf', '[]', null)$$,
  '42501', 'Only admins can save document texts', 'the owner cannot save a text');
select throws_ok($$select public.save_document_reading('a3f27c19-0000-4000-8000-000000000c01', 'built-in', '{}')$$,
  '42501', 'Only admins can save document readings', 'nor a reading');

set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal1"}';
select is((select count(*) from public.order_document_texts), 0::bigint, 'an admin at aal1 is no staff: no text');
select throws_ok($$select public.save_document_reading('a3f27c19-0000-4000-8000-000000000c01', 'built-in', '{}')$$,
  '42501', 'Only admins can save document readings', 'and no saving');

reset role;
update public.profiles set status = 'Suspended' where id = '00000000-0000-4000-8000-000000000002';
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000002","role":"authenticated","aal":"aal1"}';
select is((select count(*) from public.order_document_readings), 0::bigint, 'a suspended moderator reads nothing');

set local role anon;
set local request.jwt.claims = '{"role":"anon"}';
select throws_ok('select count(*) from public.order_document_texts', '42501', null, 'anon has no access to the texts');
select throws_ok('select count(*) from public.order_document_readings', '42501', null, 'nor to the readings');
select throws_ok($$select public.save_document_text('a3f27c19-0000-4000-8000-000000000c01', 'x', '[]', null)$$,
  '42501', null, 'and cannot call the functions');

select * from finish();
rollback;
