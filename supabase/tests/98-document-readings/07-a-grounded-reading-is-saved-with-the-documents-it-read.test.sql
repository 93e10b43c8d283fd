-- a reading whose every source is on its page (typographic quotes, line-break hyphens and spacing aside, by file name or storage path) and whose every value follows from its quote is saved with the storage paths of the texts read and who saved it
-- Document texts and readings (migration 1600). Personas: admin ...0001, moderator ...0002, customer ...0003, suspended ...0004.
-- Seed: Casey's order c01 has operating-agreement.pdf and certificate-of-formation.pdf (both under 0003/c01/).
begin;
select plan(4);

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select public.save_document_text('a3f27c19-0000-4000-8000-000000000c01', '00000000-0000-4000-8000-000000000003/a3f27c19-0000-4000-8000-000000000c01/operating-agreement.pdf',
  '[{"page": 1, "text": "x"}, {"page": 2, "text": "The Company\u2019s   Manager is Jane Ro-\n  berts, whose \u201cauthority\u201d is limited."}]', null);
select public.save_document_text('a3f27c19-0000-4000-8000-000000000c01', '00000000-0000-4000-8000-000000000003/a3f27c19-0000-4000-8000-000000000c01/certificate-of-formation.pdf', '[]', '{"code": "empty", "message": "No text"}');

select lives_ok($$select public.save_document_reading('a3f27c19-0000-4000-8000-000000000c01', 'ai:claude-sonnet-4-5',
  jsonb_build_object('reader', 'ai:claude-sonnet-4-5', 'fields', jsonb_build_object(
    'signing_authority', jsonb_build_object('value', 'The Company''s Manager', 'source',
      jsonb_build_object('file', 'operating-agreement.pdf', 'page', 2, 'quote', 'The Company''s Manager is Jane Roberts, whose "authority"')),
    'managers_or_officers', jsonb_build_array(jsonb_build_object('name', 'Jane Roberts', 'title', 'Manager', 'source',
      jsonb_build_object('file', '00000000-0000-4000-8000-000000000003/a3f27c19-0000-4000-8000-000000000c01/operating-agreement.pdf', 'page', 2, 'quote', 'Manager is Jane Roberts')))),
    'checks', jsonb_build_array(jsonb_build_object('code', 'unsigned', 'message', 'm', 'source', null))))$$,
  'the grounded reading is saved');
select results_eq($$select reader, documents, created_by::text from public.order_document_readings$$,
  $$values ('ai:claude-sonnet-4-5', array['00000000-0000-4000-8000-000000000003/a3f27c19-0000-4000-8000-000000000c01/operating-agreement.pdf'], '00000000-0000-4000-8000-000000000001')$$,
  'with its reader, the document it read (not the unreadable one) and who saved it');
select lives_ok($$select public.save_document_reading('a3f27c19-0000-4000-8000-000000000c01', 'built-in', '{"fields": {}}')$$, 'a second reading is appended');
select is((select count(*) from public.order_document_readings), 2::bigint, 'both are kept');

select * from finish();
rollback;
