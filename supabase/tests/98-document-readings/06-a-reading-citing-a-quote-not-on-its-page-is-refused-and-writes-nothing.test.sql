-- a reading any of whose sources (a field's, an owner's, a document's title, a check's) is not on the cited page of a stored text is refused naming the first such source (22023), and nothing is written
-- Document texts and readings (migration 1600). Personas: admin ...0001, moderator ...0002, customer ...0003, suspended ...0004.
-- Seed: Casey's order c01 has operating-agreement.pdf and certificate-of-formation.pdf (both under 0003/c01/).
begin;
select plan(7);

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select public.save_document_text('a3f27c19-0000-4000-8000-000000000c01', '00000000-0000-4000-8000-000000000003/a3f27c19-0000-4000-8000-000000000c01/operating-agreement.pdf', '[{"page": 1, "text": "Cedar Ridge Apartments LLC\nA Delaware limited liability company"}]', null);
select public.save_document_text('a3f27c19-0000-4000-8000-000000000c01', '00000000-0000-4000-8000-000000000003/a3f27c19-0000-4000-8000-000000000c01/certificate-of-formation.pdf', '[]', '{"code": "damaged", "message": "The PDF is damaged"}');

select throws_ok($$select public.save_document_reading('a3f27c19-0000-4000-8000-000000000c01', 'built-in',
  '{"fields": {"entity_legal_name": {"value": "Cedar Ridge", "source": {"file": "operating-agreement.pdf", "page": 1, "quote": "Cedar Ridge Apartments LLC"}},
               "owners": [{"name": "Ann", "source": {"file": "operating-agreement.pdf", "page": 1, "quote": "Ann Lee owns 100%"}}]}}')$$,
  '22023', 'A source is not in the stored document texts: {"file": "operating-agreement.pdf", "page": 1, "quote": "Ann Lee owns 100%"}',
  'an owner quoted from text the page does not hold');
select throws_ok($$select public.save_document_reading('a3f27c19-0000-4000-8000-000000000c01', 'built-in',
  '{"checks": [{"code": "unsigned", "source": {"file": "operating-agreement.pdf", "page": 2, "quote": "Cedar Ridge"}}]}')$$,
  '22023', 'A source is not in the stored document texts: {"file": "operating-agreement.pdf", "page": 2, "quote": "Cedar Ridge"}',
  'a page the document does not have');
select throws_ok($$select public.save_document_reading('a3f27c19-0000-4000-8000-000000000c01', 'built-in',
  '{"documents": [{"file": "certificate-of-formation.pdf", "sources": {"title": {"file": "certificate-of-formation.pdf", "page": 1, "quote": "Certificate"}, "date": null}}]}')$$,
  '22023', 'A source is not in the stored document texts: {"file": "certificate-of-formation.pdf", "page": 1, "quote": "Certificate"}',
  'a document that could not be read grounds nothing');
select throws_ok($$select public.save_document_reading('a3f27c19-0000-4000-8000-000000000c01', 'built-in',
  '{"fields": {"purpose": {"value": "x", "source": {"file": "other.pdf", "page": 1, "quote": "Cedar Ridge"}}}}')$$,
  '22023', 'A source is not in the stored document texts: {"file": "other.pdf", "page": 1, "quote": "Cedar Ridge"}',
  'a file the order does not have');
select throws_ok($$select public.save_document_reading('a3f27c19-0000-4000-8000-000000000c01', 'built-in',
  '{"fields": {"purpose": {"value": "x", "source": "operating-agreement.pdf"}}}')$$,
  '22023', 'A source is not in the stored document texts: "operating-agreement.pdf"',
  'a source that is not {file, page, quote}');
select throws_ok($$select public.save_document_reading('a3f27c19-0000-4000-8000-000000000c01', 'ai:', '{}')$$,
  '22023', 'The reader must be built-in or ai:<model>', 'a reader that is neither');
select is((select count(*) from public.order_document_readings), 0::bigint, 'no reading was written');

select * from finish();
rollback;
