-- publishing stamps the events of the draft it was written from with the version published (and no other order's), the next draft's events stay unstamped until their version; discarding a draft takes its unstamped events away and keeps the published ones
-- Who verified what (migration 3200). Personas: admin ...0001 (aal2). Seed: c06 (Oak Hollow) is In review, without a
-- draft; c04 (Brightwater) has the seed's draft with a question; f02 is a valid, consistent report whose content is reused.
begin;
select plan(6);

select set_config('test.content', (select content::text from public.order_reports where id = '00000000-0000-4000-8000-000000000f02'), true);
create function pg_temp.review(_mark text) returns jsonb language sql as $$
  select jsonb_build_object('values', '{}'::jsonb, 'review', jsonb_build_object('state', jsonb_build_object('reader', 'built-in',
    'drafted', jsonb_build_array(jsonb_build_object('path', 'entityName', 'label', 'Entity legal name', 'draftedValue', 'Oak Hollow',
      'source', jsonb_build_object('file', 'articles.pdf', 'page', 1, 'quote', 'Oak Hollow'))),
    'marks', case when _mark is null then '{}'::jsonb else jsonb_build_object('entityName', _mark) end, 'added', '{}'::jsonb)))
$$;
grant execute on function pg_temp.review(text) to authenticated;

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select public.save_report_draft('7d2a9f31-0000-4000-8000-000000000c06', 0, pg_temp.review(null));
select public.save_report_draft('7d2a9f31-0000-4000-8000-000000000c06', 1, pg_temp.review('checked'));
select public.publish_report('7d2a9f31-0000-4000-8000-000000000c06', current_setting('test.content')::jsonb, null, '[]',
  _without_approval => 'Published in a test without a checker');
select results_eq($$select kind, draft_version, report_version from public.report_field_events
                    where order_id = '7d2a9f31-0000-4000-8000-000000000c06' order by id$$,
  $$values ('drafted', 1, 1), ('verified', 2, 1)$$, 'the draft''s events are version 1''s history');
select is((select count(*) from public.report_field_events where order_id = '1b7f3a52-0000-4000-8000-000000000c04' and report_version is null),
  1::bigint, 'another order''s draft keeps its events unstamped');

select public.save_report_draft('7d2a9f31-0000-4000-8000-000000000c06', 0, pg_temp.review('rejected'));
select results_eq($$select kind, draft_version, report_version from public.report_field_events
                    where order_id = '7d2a9f31-0000-4000-8000-000000000c06' order by id$$,
  $$values ('drafted', 1, 1), ('verified', 2, 1), ('drafted', 1, null), ('rejected', 1, null)$$,
  'the next draft''s events wait for their version');

select public.discard_report_draft('7d2a9f31-0000-4000-8000-000000000c06', 1);
select results_eq($$select kind, report_version from public.report_field_events
                    where order_id = '7d2a9f31-0000-4000-8000-000000000c06' order by id$$,
  $$values ('drafted', 1), ('verified', 1)$$, 'discarding the draft takes its events and keeps the published ones');

select public.save_report_draft('7d2a9f31-0000-4000-8000-000000000c06', 0, pg_temp.review('checked'));
select public.publish_report('7d2a9f31-0000-4000-8000-000000000c06', current_setting('test.content')::jsonb, 'Second version', '[]',
  _without_approval => 'Published in a test without a checker');
select results_eq($$select report_version, count(*) from public.report_field_events
                    where order_id = '7d2a9f31-0000-4000-8000-000000000c06' group by 1 order by 1$$,
  $$values (1, 2::bigint), (2, 2::bigint)$$, 'version 2 carries its own draft''s events, version 1 keeps its own');
select is((select count(*) from public.report_field_events where report_version is null and order_id = '7d2a9f31-0000-4000-8000-000000000c06'),
  0::bigint, 'nothing is left unstamped');

select * from finish();
rollback;
