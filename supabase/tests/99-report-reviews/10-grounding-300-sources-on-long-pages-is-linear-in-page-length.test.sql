-- grounding is linear in the pages' length, not sources × length (issue 42 §5): publishing a report whose 300 reviews cite quotes near the end of 100,000-character pages finishes inside Supabase's 8 s statement timeout for authenticated, and each source is still checked
-- Field reviews (migrations 1700, 2200). Personas: admin ...0001 (aal2). Seed: c06 is In review with articles-of-incorporation.pdf; f02 is a valid report whose content is reused.
begin;
select plan(4);

-- Three pages of 100,000 characters with typographic quotes and dashes (so normalizing them is real work).
select set_config('test.pages', (
  select jsonb_agg(jsonb_build_object('page', p, 'text',
           left((select string_agg(format('Clause %s of page %s: the Company’s Manager — may act. ', i, p), '')
                 from generate_series(1, 2000) i), 100000)) order by p)
  from generate_series(1, 3) p)::text, true);
select set_config('test.reviews', (
  select jsonb_agg(jsonb_build_object('field', 'f' || n, 'label', 'Field ' || n, 'decision', 'rejected',
           'draftedValue', 'x', 'publishedValue', null, 'reader', 'built-in',
           'source', jsonb_build_object('file', 'articles-of-incorporation.pdf', 'page', 1 + n % 3,
                                        'quote', format('Clause %s of page %s: the Company''s Manager - may act.', 1400 + n, 1 + n % 3)))
         order by n)
  from generate_series(1, 300) n)::text, true);
select set_config('test.content', (select content::text from public.order_reports where id = '00000000-0000-4000-8000-000000000f02'), true);

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select is((select page_count from public.save_document_text('7d2a9f31-0000-4000-8000-000000000c06',
  '00000000-0000-4000-8000-000000000003/7d2a9f31-0000-4000-8000-000000000c06/articles-of-incorporation.pdf',
  current_setting('test.pages')::jsonb, null)), 3, 'three pages of 100,000 characters are stored');

set local statement_timeout = '8s';
select lives_ok($$select public.publish_report('7d2a9f31-0000-4000-8000-000000000c06', current_setting('test.content')::jsonb, null,
  current_setting('test.reviews')::jsonb, _without_approval => 'Published in a test without a checker')$$, 'the 300 reviews are grounded and published inside 8 s');
select is((select count(*) from public.report_field_reviews where order_id = '7d2a9f31-0000-4000-8000-000000000c06'), 300::bigint, 'all 300 reviews are stored');
-- The same set with one quote that is not on its page is still refused (every source is checked, the last too).
select throws_ok(format($$select public.publish_report('7d2a9f31-0000-4000-8000-000000000c06', current_setting('test.content')::jsonb, 'Again', %L::jsonb)$$,
  jsonb_set(current_setting('test.reviews')::jsonb, '{299,source,quote}', '"Clause 1800 of page 2: the Company may not act."')),
  '22023', 'Field review 300 (Field 300): the source is not in the stored document texts: articles-of-incorporation.pdf page 1',
  'a quote that is not on its page, among 300, is refused inside 8 s');

select * from finish();
rollback;
