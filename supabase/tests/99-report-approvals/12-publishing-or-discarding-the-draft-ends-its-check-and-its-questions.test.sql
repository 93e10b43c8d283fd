-- publishing the order's next version or discarding its draft ends the draft's check and its questions (other orders' checks stay, the seed's too); the next draft starts with no check
-- A second pair of eyes (migration 3100). Personas: admin ...0001 (the maker), moderator ...0002 (the checker).
-- Seed: c06 (Oak Hollow) and c08 (Pacific Crest) In review without a draft; c04 (Brightwater) has the seed's check and
-- question; f02's content is reused.
begin;
select plan(6);

select set_config('test.content', (select content::text from public.order_reports where id = '00000000-0000-4000-8000-000000000f02'), true);
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select public.save_report_draft('7d2a9f31-0000-4000-8000-000000000c06', 0, '{"values": {"entityName": "Oak"}}');
select public.save_report_draft('9c4e1a73-0000-4000-8000-000000000c08', 0, '{"values": {"entityName": "Pacific"}}');
select public.ask_for_approval('7d2a9f31-0000-4000-8000-000000000c06', 1, '00000000-0000-4000-8000-000000000002');
select public.ask_for_approval('9c4e1a73-0000-4000-8000-000000000c08', 1, '00000000-0000-4000-8000-000000000002');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000002","role":"authenticated","aal":"aal1"}';
select public.question_report_field('7d2a9f31-0000-4000-8000-000000000c06', 'entityName', 'Legal name', 'Oak what?');
select public.question_report_field('9c4e1a73-0000-4000-8000-000000000c08', 'entityName', 'Legal name', 'Pacific what?');

create function pg_temp.checks() returns text language sql as $$
  select coalesce(string_agg(format('%s: %s, %s questions', o.entity_legal_name, a.state,
                                    (select count(*) from public.report_questions q where q.order_id = o.id)), '; ' order by o.entity_legal_name), 'none')
  from public.order_requests o join public.report_approvals a on a.order_id = o.id
$$;
grant execute on function pg_temp.checks() to authenticated;
select is(pg_temp.checks(), 'Brightwater Partners LP: waiting, 1 questions; Oak Hollow Development Corp.: waiting, 1 questions; Pacific Crest Holdings LLC: waiting, 1 questions',
  'two drafts, each checked with a question, beside the seed''s');

set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select public.publish_report('7d2a9f31-0000-4000-8000-000000000c06', current_setting('test.content')::jsonb, null, '[]',
  _without_approval => 'Published in a test without a checker');
select is(pg_temp.checks(), 'Brightwater Partners LP: waiting, 1 questions; Pacific Crest Holdings LLC: waiting, 1 questions', 'publishing Oak Hollow ended its check and its question, and only those');
select is((select count(*) from public.report_questions where order_id = '7d2a9f31-0000-4000-8000-000000000c06'), 0::bigint,
  'no question of Oak Hollow is left');

select public.discard_report_draft('9c4e1a73-0000-4000-8000-000000000c08', 1);
select is(pg_temp.checks(), 'Brightwater Partners LP: waiting, 1 questions', 'discarding Pacific Crest''s draft ended its check, and only that');
select is((select count(*) from public.report_questions where order_id = '9c4e1a73-0000-4000-8000-000000000c08'), 0::bigint, 'and its question');

select public.save_report_draft('7d2a9f31-0000-4000-8000-000000000c06', 0, '{"values": {"entityName": "Oak v2"}}');
select is(pg_temp.checks(), 'Brightwater Partners LP: waiting, 1 questions', 'the correction''s draft starts with no check');

select * from finish();
rollback;
