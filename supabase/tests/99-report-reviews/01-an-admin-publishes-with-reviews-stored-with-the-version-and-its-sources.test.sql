-- an admin publishes a version with the reviews: each stored once with that version, who and when; the version's sources are the published values' sources (not the rejected one's, not one without a source)
-- Field reviews (migration 1700). Personas: admin ...0001, moderator ...0002, customer ...0003 (owns c06), suspended ...0004.
-- Seed: c06 is In review with articles-of-incorporation.pdf; f02 is a valid report (of c02) whose content is reused.
begin;
select plan(5);

select set_config('test.content', (select content::text from public.order_reports where id = '00000000-0000-4000-8000-000000000f02'), true);
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select public.save_document_text('7d2a9f31-0000-4000-8000-000000000c06',
  '00000000-0000-4000-8000-000000000003/7d2a9f31-0000-4000-8000-000000000c06/articles-of-incorporation.pdf',
  '[{"page": 1, "text": "Oak Hollow Development Corp. was incorporated in Georgia on March 3, 2019."}, {"page": 2, "text": "The directors are Ann Lee and Bo Park."}]', null);
select public.publish_report('7d2a9f31-0000-4000-8000-000000000c06', current_setting('test.content')::jsonb, null, '[{"field": "entityName", "label": "Legal name", "decision": "verified", "draftedValue": "Oak Hollow Development Corp.", "publishedValue": "Oak Hollow Development Corp.", "source": {"file": "articles-of-incorporation.pdf", "page": 1, "quote": "Oak Hollow Development Corp."}, "reader": "built-in"},
   {"field": "formationDate", "label": "Formation date", "decision": "edited", "draftedValue": "2019-03-01", "publishedValue": "2019-03-03", "source": {"file": "articles-of-incorporation.pdf", "page": 1, "quote": "incorporated in Georgia on March 3, 2019"}, "reader": "ai:claude-sonnet-4-5"},
   {"field": "ownership.0", "label": "Owner 1", "decision": "rejected", "draftedValue": "Ann Lee", "publishedValue": null, "source": {"file": "articles-of-incorporation.pdf", "page": 2, "quote": "Ann Lee"}, "reader": "built-in"},
   {"field": "management.1", "label": "Director 2", "decision": "added", "draftedValue": null, "publishedValue": "Bo Park", "source": {"file": "articles-of-incorporation.pdf", "page": 2, "quote": ""}, "reader": null},
   {"field": "purpose", "label": "Purpose", "decision": "verified", "draftedValue": "Real estate", "publishedValue": "Real estate", "source": null, "reader": "built-in"}]', _without_approval => 'Published in a test without a checker');

select results_eq($$select field, label, decision, drafted_value, published_value, source->>'file', (source->>'page')::int, source->>'quote', reader
  from public.report_field_reviews where order_id = '7d2a9f31-0000-4000-8000-000000000c06' order by field$$,
  $$values ('entityName', 'Legal name', 'verified', 'Oak Hollow Development Corp.', 'Oak Hollow Development Corp.', 'articles-of-incorporation.pdf', 1, 'Oak Hollow Development Corp.', 'built-in'),
    ('formationDate', 'Formation date', 'edited', '2019-03-01', '2019-03-03', 'articles-of-incorporation.pdf', 1, 'incorporated in Georgia on March 3, 2019', 'ai:claude-sonnet-4-5'),
    ('management.1', 'Director 2', 'added', null, 'Bo Park', 'articles-of-incorporation.pdf', 2, '', null),
    ('ownership.0', 'Owner 1', 'rejected', 'Ann Lee', null, 'articles-of-incorporation.pdf', 2, 'Ann Lee', 'built-in'),
    ('purpose', 'Purpose', 'verified', 'Real estate', 'Real estate', null, null, null, 'built-in')$$,
  'the five decisions as given');
select is((select count(distinct (r.report_id, r.order_id, r.reviewed_by, r.reviewed_at)) from public.report_field_reviews r
           join public.order_reports o on o.id = r.report_id and o.order_id = r.order_id and o.published_at = r.reviewed_at
           where r.reviewed_by = '00000000-0000-4000-8000-000000000001' and o.version = 1 and r.order_id = '7d2a9f31-0000-4000-8000-000000000c06'), 1::bigint,
  'all with the version they went into, its order, the admin and the time it was published');
select is((select sources from public.order_reports where order_id = '7d2a9f31-0000-4000-8000-000000000c06'),
  '{"entityName": {"file": "articles-of-incorporation.pdf", "page": 1, "quote": "Oak Hollow Development Corp."},
    "formationDate": {"file": "articles-of-incorporation.pdf", "page": 1, "quote": "incorporated in Georgia on March 3, 2019"},
    "management.1": {"file": "articles-of-incorporation.pdf", "page": 2, "quote": ""}}'::jsonb,
  'the version cites the sources of the verified, edited and added values');
select is((select status from public.order_requests where id = '7d2a9f31-0000-4000-8000-000000000c06'), 'Report ready', 'the order is Report ready');
select lives_ok($$select public.publish_report('7d2a9f31-0000-4000-8000-000000000c06', current_setting('test.content')::jsonb, 'Fixed a typo', '[]', _without_approval => 'Published in a test without a checker')$$,
  'a correction may be published with no reviews');

select * from finish();
rollback;
