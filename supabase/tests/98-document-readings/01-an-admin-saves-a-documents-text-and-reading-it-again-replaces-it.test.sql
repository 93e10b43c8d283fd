-- an active admin at aal2 saves the text of one of an order's documents; reading it again replaces the row, with the new reader and time
-- Document texts and readings (migration 1600). Personas: admin ...0001, moderator ...0002, customer ...0003, suspended ...0004.
-- Seed: Casey's order c01 has operating-agreement.pdf and certificate-of-formation.pdf (both under 0003/c01/).
begin;
select plan(7);

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select lives_ok($$select public.save_document_text('a3f27c19-0000-4000-8000-000000000c01',
  '00000000-0000-4000-8000-000000000003/a3f27c19-0000-4000-8000-000000000c01/operating-agreement.pdf',
  '[{"page": 1, "text": "OPERATING AGREEMENT"}, {"page": 2, "text": "scanned", "ocr": {"confidence": 81}}]', null)$$,
  'the admin saves the text of the operating agreement');
select results_eq($$select file_name, page_count, ocr_pages, error is null, read_by::text from public.order_document_texts$$,
  $$values ('operating-agreement.pdf', 2, array[2], true, '00000000-0000-4000-8000-000000000001')$$,
  'one row: the file name from the order, two pages, page 2 read by OCR, read by the admin');
select is((select pages -> 1 -> 'ocr' ->> 'confidence' from public.order_document_texts), '81', 'the pages are kept as given');

reset role;
update public.order_document_texts set read_at = now() - interval '1 day';
set local role authenticated;
select lives_ok($$select public.save_document_text('a3f27c19-0000-4000-8000-000000000c01',
  '00000000-0000-4000-8000-000000000003/a3f27c19-0000-4000-8000-000000000c01/operating-agreement.pdf',
  '[]', '{"code": "encrypted", "message": "The PDF is password-protected"}')$$,
  'reading it again (now encrypted) is saved too');
select results_eq($$select count(*)::integer, min(page_count), min(error ->> 'code') from public.order_document_texts$$,
  $$values (1, 0, 'encrypted')$$, 'the same row is replaced: no pages, the error');
select ok((select read_at > now() - interval '1 minute' from public.order_document_texts), 'read_at is the new reading''s');
select is((select ocr_pages from public.order_document_texts), '{}'::integer[], 'and the OCR pages are the new reading''s');

select * from finish();
rollback;
