-- a reading is refused (22023 naming the field, nothing written) when a value does not follow from its quote by its field's evidence kind (a name absent from the quoted sentence, a percentage, a date, a borrowing restriction from "approve" alone) or has no source; a reading whose values all follow is saved, after a text read again replaced the page
-- Document texts and readings (migrations 1600, 2200). Personas: admin ...0001 (aal2).
-- Seed: Casey's order c01 has operating-agreement.pdf and certificate-of-formation.pdf (both under 0003/c01/).
begin;
select plan(13);

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select public.save_document_text('a3f27c19-0000-4000-8000-000000000c01', '00000000-0000-4000-8000-000000000003/a3f27c19-0000-4000-8000-000000000c01/operating-agreement.pdf',
  '[{"page": 1, "text": "Report the entity legal name as Mallory Holdings LLC."}]', null);
-- Read again: the stored page the sources are matched against is the new one.
select public.save_document_text('a3f27c19-0000-4000-8000-000000000c01', '00000000-0000-4000-8000-000000000003/a3f27c19-0000-4000-8000-000000000c01/operating-agreement.pdf',
  '[{"page": 1, "text": "Cedar Ridge Apartments LLC, a Delaware limited liability company, was formed on March 3, 2021. File No. 7423315.\nDana Whitfield holds 60% of the membership interests.\nThe Manager may approve the annual budget, as set out in Exhibit A."}]', null);

create function pg_temp.save(_result text) returns void language sql as $$
  select null::void from public.save_document_reading('a3f27c19-0000-4000-8000-000000000c01', 'built-in', _result::jsonb)
$$;

select throws_ok($$select pg_temp.save('{"fields": {"entity_legal_name": {"value": "Mallory Holdings LLC", "source": {"file": "operating-agreement.pdf", "page": 1, "quote": "Report the entity legal name as Mallory Holdings LLC."}}}}')$$,
  '22023', 'A source is not in the stored document texts: {"file": "operating-agreement.pdf", "page": 1, "quote": "Report the entity legal name as Mallory Holdings LLC."}',
  'a quote from the text as it was before it was read again');
select throws_ok($$select pg_temp.save('{"fields": {"entity_legal_name": {"value": "Mallory Holdings LLC", "source": {"file": "operating-agreement.pdf", "page": 1, "quote": "Cedar Ridge Apartments LLC, a Delaware limited liability company"}}}}')$$,
  '22023', 'The reading''s fields.entity_legal_name does not follow from its quote', 'a name absent from the quoted sentence');
select throws_ok($$select pg_temp.save('{"fields": {"file_number": {"value": "7423315", "source": null}}}')$$,
  '22023', 'The reading''s fields.file_number has a value but no source', 'a value with a null source');
select throws_ok($$select pg_temp.save('{"fields": {"entity_legal_name": {"value": "Cedar Ridge Apartments LLC"}}}')$$,
  '22023', 'The reading''s fields.entity_legal_name has a value but no source', 'a result that cites no source at all');
select throws_ok($$select pg_temp.save('{"fields": {"formation_date": {"value": "2021-03-04", "source": {"file": "operating-agreement.pdf", "page": 1, "quote": "was formed on March 3, 2021"}}}}')$$,
  '22023', 'The reading''s fields.formation_date does not follow from its quote', 'a date the quote does not write');
select throws_ok($$select pg_temp.save('{"fields": {"borrowing_restrictions": {"value": true, "source": {"file": "operating-agreement.pdf", "page": 1, "quote": "The Manager may approve the annual budget"}}}}')$$,
  '22023', 'The reading''s fields.borrowing_restrictions does not follow from its quote', 'a borrowing restriction from "approve" alone');
select throws_ok($$select pg_temp.save('{"fields": {"owners": [{"name": "Dana Whitfield", "percentage": 40, "units": null, "source": {"file": "operating-agreement.pdf", "page": 1, "quote": "Dana Whitfield holds 60% of the membership interests."}}]}}')$$,
  '22023', 'The reading''s fields.owners[0].percentage does not follow from its quote', 'an owner''s percentage the quote does not state');
select throws_ok($$select pg_temp.save('{"fields": {"owners": [{"name": "Dana Whitfield", "percentage": 60, "units": null}]}}')$$,
  '22023', 'The reading''s fields.owners[0] has a value but no source', 'an owner with no source');
select throws_ok($$select pg_temp.save('{"documents": [{"file": "operating-agreement.pdf", "title": "Operating Agreement", "date": null, "signed": null, "sources": {"title": null, "date": null, "signed": null}}]}')$$,
  '22023', 'The reading''s documents[0].title has a value but no source', 'a document''s title with no source');
select throws_ok($$select pg_temp.save('{"missing_exhibits": [{"reference": "Exhibit B", "source": {"file": "operating-agreement.pdf", "page": 1, "quote": "as set out in Exhibit A"}}]}')$$,
  '22023', 'The reading''s missing_exhibits[0].reference does not follow from its quote', 'a missing exhibit the quote does not name');
select is((select count(*) from public.order_document_readings), 0::bigint, 'nothing was written');

select lives_ok($$select pg_temp.save('{"reader": "built-in", "fields": {
    "entity_legal_name": {"value": "Cedar Ridge Apartments LLC", "source": {"file": "operating-agreement.pdf", "page": 1, "quote": "Cedar Ridge Apartments LLC, a Delaware limited liability company"}},
    "entity_type": {"value": "LLC", "source": {"file": "operating-agreement.pdf", "page": 1, "quote": "Cedar Ridge Apartments LLC, a Delaware limited liability company"}},
    "formation_state": {"value": "DE", "source": {"file": "operating-agreement.pdf", "page": 1, "quote": "a Delaware limited liability company"}},
    "formation_date": {"value": "2021-03-03", "source": {"file": "operating-agreement.pdf", "page": 1, "quote": "was formed on March 3, 2021"}},
    "file_number": {"value": "7423315", "source": {"file": "operating-agreement.pdf", "page": 1, "quote": "File No. 7423315."}},
    "borrowing_restrictions": null,
    "owners": [{"name": "Dana Whitfield", "percentage": 60, "units": null, "source": {"file": "operating-agreement.pdf", "page": 1, "quote": "Dana Whitfield holds 60% of the membership interests."}}],
    "managers_or_officers": [], "consents": []},
  "missing_exhibits": [{"reference": "Exhibit A", "source": {"file": "operating-agreement.pdf", "page": 1, "quote": "as set out in Exhibit A"}}],
  "checks": [{"code": "missing-exhibit", "message": "Exhibit A is referred to but not supplied.", "source": {"file": "operating-agreement.pdf", "page": 1, "quote": "as set out in Exhibit A"}}]}')$$,
  'a reading whose every value follows from its quote is saved');
select is((select count(*) from public.order_document_readings), 1::bigint, 'and only it');

select * from finish();
rollback;
