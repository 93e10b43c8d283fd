-- pages beyond the bounds (more than 300, a page over 100,000 characters, over 5 MB in all, numbered out of order or twice) and a malformed read error are refused with a clear message (22023)
-- Document texts and readings (migration 1600). Personas: admin ...0001, moderator ...0002, customer ...0003, suspended ...0004.
-- Seed: Casey's order c01 has operating-agreement.pdf and certificate-of-formation.pdf (both under 0003/c01/).
begin;
select plan(10);

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select throws_ok($$select public.save_document_text('a3f27c19-0000-4000-8000-000000000c01', '00000000-0000-4000-8000-000000000003/a3f27c19-0000-4000-8000-000000000c01/operating-agreement.pdf',
  (select jsonb_agg(jsonb_build_object('page', n, 'text', 'x')) from generate_series(1, 301) n), null)$$,
  '22023', 'A document can have at most 300 pages', '301 pages are too many');
select lives_ok($$select public.save_document_text('a3f27c19-0000-4000-8000-000000000c01', '00000000-0000-4000-8000-000000000003/a3f27c19-0000-4000-8000-000000000c01/operating-agreement.pdf',
  (select jsonb_agg(jsonb_build_object('page', n, 'text', 'x') order by n) from generate_series(1, 300) n), null)$$,
  '300 pages are kept');
select throws_ok($$select public.save_document_text('a3f27c19-0000-4000-8000-000000000c01', '00000000-0000-4000-8000-000000000003/a3f27c19-0000-4000-8000-000000000c01/operating-agreement.pdf',
  jsonb_build_array(jsonb_build_object('page', 1, 'text', repeat('a', 100001))), null)$$,
  '22023', 'Page 1 has more than 100,000 characters', 'a page over 100,000 characters');
select throws_ok($$select public.save_document_text('a3f27c19-0000-4000-8000-000000000c01', '00000000-0000-4000-8000-000000000003/a3f27c19-0000-4000-8000-000000000c01/operating-agreement.pdf',
  (select jsonb_agg(jsonb_build_object('page', n, 'text', repeat('é', 50000)) order by n) from generate_series(1, 53) n), null)$$,
  '22023', 'The document''s text is larger than 5 MB', 'over 5 MB of text (UTF-8 bytes) in all');
select throws_ok($$select public.save_document_text('a3f27c19-0000-4000-8000-000000000c01', '00000000-0000-4000-8000-000000000003/a3f27c19-0000-4000-8000-000000000c01/operating-agreement.pdf', '[{"page": 1, "text": "a"}, {"page": 1, "text": "b"}]', null)$$,
  '22023', 'Pages must be numbered 1, 2, 3 … in order', 'a page number twice');
select throws_ok($$select public.save_document_text('a3f27c19-0000-4000-8000-000000000c01', '00000000-0000-4000-8000-000000000003/a3f27c19-0000-4000-8000-000000000c01/operating-agreement.pdf', '[{"page": 2, "text": "a"}]', null)$$,
  '22023', 'Pages must be numbered 1, 2, 3 … in order', 'a page beyond the page count');
select throws_ok($$select public.save_document_text('a3f27c19-0000-4000-8000-000000000c01', '00000000-0000-4000-8000-000000000003/a3f27c19-0000-4000-8000-000000000c01/operating-agreement.pdf', '[{"page": 1}]', null)$$,
  '22023', 'Page 1 must have a page number and its text', 'a page without its text');
select throws_ok($$select public.save_document_text('a3f27c19-0000-4000-8000-000000000c01', '00000000-0000-4000-8000-000000000003/a3f27c19-0000-4000-8000-000000000c01/operating-agreement.pdf', '[{"page": 1, "text": "a", "ocr": {"confidence": 101}}]', null)$$,
  '22023', 'Page 1: the OCR confidence must be a number from 0 to 100', 'an OCR confidence beyond 100');
select throws_ok($$select public.save_document_text('a3f27c19-0000-4000-8000-000000000c01', '00000000-0000-4000-8000-000000000003/a3f27c19-0000-4000-8000-000000000c01/operating-agreement.pdf', '[]', '{"code": "lost", "message": "?"}')$$,
  '22023', 'A read error must be {code, message} with the code encrypted, damaged, empty or too-long', 'an unknown error code');
select results_eq($$select page_count from public.order_document_texts$$, $$values (300)$$,
  'only the 300-page text was written');

select * from finish();
rollback;
