-- the three-argument publish_report publishes as before: a version with no sources and no reviews, for admins only (a draft a checker approved, since migration 3100)
-- Field reviews (migration 1700). Personas: admin ...0001, moderator ...0002, customer ...0003 (owns c06), suspended ...0004.
-- Seed: c06 is In review with articles-of-incorporation.pdf; f02 is a valid report (of c02) whose content is reused.
begin;
select plan(4);

-- The draft approved by a checker (migration 3100): the admin saves it, asks the moderator, who approves it.
create function pg_temp.approved_draft(_order_id uuid) returns void language plpgsql as $f$
declare
  _claims text := current_setting('request.jwt.claims', true);
  _version integer;
begin
  perform set_config('request.jwt.claims', '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}', true);
  select d.version into _version from public.save_report_draft(_order_id,
    coalesce((select x.version from public.report_drafts x where x.order_id = _order_id), 0), '{"values": {}}') d;
  perform public.ask_for_approval(_order_id, _version, '00000000-0000-4000-8000-000000000002');
  perform set_config('request.jwt.claims', '{"sub":"00000000-0000-4000-8000-000000000002","role":"authenticated","aal":"aal1"}', true);
  perform public.decide_approval(_order_id, _version, true, null);
  perform set_config('request.jwt.claims', _claims, true);
end
$f$;
grant execute on function pg_temp.approved_draft(uuid) to authenticated;
select set_config('test.content', (select content::text from public.order_reports where id = '00000000-0000-4000-8000-000000000f02'), true);
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select public.save_document_text('7d2a9f31-0000-4000-8000-000000000c06',
  '00000000-0000-4000-8000-000000000003/7d2a9f31-0000-4000-8000-000000000c06/articles-of-incorporation.pdf',
  '[{"page": 1, "text": "Oak Hollow Development Corp. was incorporated in Georgia on March 3, 2019."}, {"page": 2, "text": "The directors are Ann Lee and Bo Park."}]', null);
select pg_temp.approved_draft('7d2a9f31-0000-4000-8000-000000000c06');
select lives_ok($$select public.publish_report('7d2a9f31-0000-4000-8000-000000000c06', current_setting('test.content')::jsonb, null)$$, 'the admin publishes');
select results_eq($$select version, sources from public.order_reports where order_id = '7d2a9f31-0000-4000-8000-000000000c06'$$,
  $$values (1, '{}'::jsonb)$$, 'version 1 with no sources');
select is((select count(*) from public.report_field_reviews where order_id = '7d2a9f31-0000-4000-8000-000000000c06'), 0::bigint, 'and no reviews');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000002","role":"authenticated","aal":"aal1"}';
select throws_ok($$select public.publish_report('7d2a9f31-0000-4000-8000-000000000c06', current_setting('test.content')::jsonb, 'x')$$,
  '42501', 'Only admins can publish reports', 'the moderator is still refused');

select * from finish();
rollback;
