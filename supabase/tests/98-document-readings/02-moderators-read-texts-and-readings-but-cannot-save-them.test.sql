-- moderators (staff) read every stored text and reading, but saving either is for admins only (42501)
-- Document texts and readings (migration 1600). Personas: admin ...0001, moderator ...0002, customer ...0003, suspended ...0004.
-- Seed: Casey's order c01 has operating-agreement.pdf and certificate-of-formation.pdf (both under 0003/c01/).
begin;
select plan(4);

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select public.save_document_text('a3f27c19-0000-4000-8000-000000000c01',
  '00000000-0000-4000-8000-000000000003/a3f27c19-0000-4000-8000-000000000c01/operating-agreement.pdf',
  '[{"page": 1, "text": "Cedar Ridge Apartments LLC"}]', null);
select public.save_document_reading('a3f27c19-0000-4000-8000-000000000c01', 'built-in',
  '{"fields": {"entity_legal_name": {"value": "Cedar Ridge Apartments LLC", "source": {"file": "operating-agreement.pdf", "page": 1, "quote": "Cedar Ridge Apartments LLC"}}}}');

set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000002","role":"authenticated","aal":"aal1"}';
select results_eq($$select (select count(*) from public.order_document_texts), (select count(*) from public.order_document_readings)$$,
  $$values (1::bigint, 1::bigint)$$, 'the moderator reads the text and the reading');
select throws_ok($$select public.save_document_text('a3f27c19-0000-4000-8000-000000000c01',
  '00000000-0000-4000-8000-000000000003/a3f27c19-0000-4000-8000-000000000c01/operating-agreement.pdf', '[]', null)$$,
  '42501', 'Only admins can save document texts', 'the moderator cannot save a text');
select throws_ok($$select public.save_document_reading('a3f27c19-0000-4000-8000-000000000c01', 'built-in', '{}')$$,
  '42501', 'Only admins can save document readings', 'nor a reading');
select results_eq($$select (select count(*) from public.order_document_texts), (select count(*) from public.order_document_readings)$$,
  $$values (1::bigint, 1::bigint)$$, 'nothing changed');

select * from finish();
rollback;
