-- the seed's published reports have no contradiction, and a consistent report publishes as before through the three-, four- and five-argument forms of publish_report, keeping no override (each a draft a checker approved, since migration 3100)
-- Migration 3000. Personas: admin ...0001. Seed: c06 is In review; f01 and f02 are the seed's published reports.
begin;
select plan(5);

select is((select jsonb_agg(id) from public.order_reports where private.report_contradictions(content) <> '[]'::jsonb), null,
  'no seeded report contradicts itself');
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
select pg_temp.approved_draft('7d2a9f31-0000-4000-8000-000000000c06');
select lives_ok($$select public.publish_report('7d2a9f31-0000-4000-8000-000000000c06', current_setting('test.content')::jsonb, null)$$,
  'three arguments: version 1');
select pg_temp.approved_draft('7d2a9f31-0000-4000-8000-000000000c06');
select lives_ok($$select public.publish_report('7d2a9f31-0000-4000-8000-000000000c06', current_setting('test.content')::jsonb, 'Second', '[]')$$,
  'four arguments: version 2');
select pg_temp.approved_draft('7d2a9f31-0000-4000-8000-000000000c06');
select lives_ok($$select public.publish_report('7d2a9f31-0000-4000-8000-000000000c06', current_setting('test.content')::jsonb, 'Third', '[]', null)$$,
  'five arguments: version 3');
reset role;
select results_eq($$select (select array_agg(version order by version) from public.order_reports where order_id = '7d2a9f31-0000-4000-8000-000000000c06'),
                          (select count(*) from public.report_overrides)$$,
  $$values (array[1, 2, 3], 0::bigint)$$, 'three versions, no override');

select * from finish();
rollback;
