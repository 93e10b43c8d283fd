-- a document added to the order later is read and saved on its own: the texts of the documents read before are left as they were
-- Document texts and readings (migration 1600). Personas: admin ...0001, moderator ...0002, customer ...0003, suspended ...0004.
-- Seed: Casey's order c01 has operating-agreement.pdf and certificate-of-formation.pdf (both under 0003/c01/).
begin;
select plan(2);

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select public.save_document_text('a3f27c19-0000-4000-8000-000000000c01', '00000000-0000-4000-8000-000000000003/a3f27c19-0000-4000-8000-000000000c01/operating-agreement.pdf', '[{"page": 1, "text": "first"}]', null);
reset role;
update public.order_document_texts set read_at = '2026-01-01T00:00:00Z';
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select public.save_document_text('a3f27c19-0000-4000-8000-000000000c01', '00000000-0000-4000-8000-000000000003/a3f27c19-0000-4000-8000-000000000c01/certificate-of-formation.pdf', '[{"page": 1, "text": "second"}]', null);
select results_eq($$select file_name, pages -> 0 ->> 'text', read_at = '2026-01-01T00:00:00Z' from public.order_document_texts order by file_name$$,
  $$values ('certificate-of-formation.pdf', 'second', false), ('operating-agreement.pdf', 'first', true)$$,
  'the later document has its own row; the first is untouched');
select is((select count(*) from public.order_document_texts), 2::bigint, 'two texts on the order');

select * from finish();
rollback;
