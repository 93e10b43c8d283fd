-- grounding is linear in the pages' length (issue 42 §5): a reading whose 300 owners cite quotes near the end of 100,000-character pages is checked (each quote on its page, each name in its quote) and saved inside Supabase's 8 s statement timeout for authenticated; one name among them that its quote does not hold is still refused
-- Document texts and readings (migrations 1600, 2200). Personas: admin ...0001 (aal2).
-- Seed: Casey's order c01 has operating-agreement.pdf and certificate-of-formation.pdf (both under 0003/c01/).
begin;
select plan(4);

-- Three pages of 100,000 characters with typographic quotes and dashes (so normalizing them is real work).
select set_config('test.pages', (
  select jsonb_agg(jsonb_build_object('page', p, 'text',
           left((select string_agg(format('Clause %s of page %s: the Company’s Manager — may act. ', i, p), '')
                 from generate_series(1, 2000) i), 100000)) order by p)
  from generate_series(1, 3) p)::text, true);
select set_config('test.result', jsonb_build_object('reader', 'built-in', 'fields', jsonb_build_object('owners', (
  select jsonb_agg(jsonb_build_object('name', format('Clause %s', 1400 + n), 'percentage', null, 'units', null,
           'source', jsonb_build_object('file', 'operating-agreement.pdf', 'page', 1 + n % 3,
                                        'quote', format('Clause %s of page %s: the Company''s Manager - may act.', 1400 + n, 1 + n % 3)))
         order by n)
  from generate_series(1, 300) n)))::text, true);

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select is((select page_count from public.save_document_text('a3f27c19-0000-4000-8000-000000000c01',
  '00000000-0000-4000-8000-000000000003/a3f27c19-0000-4000-8000-000000000c01/operating-agreement.pdf',
  current_setting('test.pages')::jsonb, null)), 3, 'three pages of 100,000 characters are stored');

set local statement_timeout = '8s';
select lives_ok($$select public.save_document_reading('a3f27c19-0000-4000-8000-000000000c01', 'built-in', current_setting('test.result')::jsonb)$$,
  'the 300 sources are grounded and the reading saved inside 8 s');
select is((select jsonb_array_length(result -> 'fields' -> 'owners') from public.order_document_readings), 300, 'with its 300 owners');
select throws_ok(format($$select public.save_document_reading('a3f27c19-0000-4000-8000-000000000c01', 'built-in', %L::jsonb)$$,
  jsonb_set(current_setting('test.result')::jsonb, '{fields,owners,299,name}', '"Clause 1800"')),
  '22023', 'The reading''s fields.owners[299].name does not follow from its quote',
  'a name its quote does not hold, the last of 300, is refused inside 8 s');

select * from finish();
rollback;
