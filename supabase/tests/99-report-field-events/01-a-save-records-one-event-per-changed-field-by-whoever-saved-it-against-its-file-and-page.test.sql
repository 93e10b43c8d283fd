-- a save records, by whoever saved it and when, one event per field the reading drafted (with its file and page) and per mark that changed (checked: verified, editing: edited, rejected: rejected), and an added source as an edit on its page; a save that changes no decision records nothing, and a mark taken away records nothing
-- Who verified what (migration 3200). Personas: admin ...0001 (aal2). Seed: c06 (Oak Hollow) is In review, without a draft.
begin;
select plan(7);

create function pg_temp.review(_marks jsonb, _added jsonb) returns jsonb language sql as $$
  select jsonb_build_object('values', jsonb_build_object('entityName', 'Oak Hollow Development Corp.'),
    'review', jsonb_build_object('filled', '{}'::jsonb, 'state', jsonb_build_object('reader', 'built-in',
      'drafted', jsonb_build_array(
        jsonb_build_object('path', 'entityName', 'label', 'Entity legal name', 'draftedValue', 'Oak Hollow Development Corp.',
          'source', jsonb_build_object('file', 'articles.pdf', 'page', 1, 'quote', 'Oak Hollow Development Corp.'), 'forReview', null),
        jsonb_build_object('path', 'formationState', 'label', 'Formation state', 'draftedValue', 'Georgia',
          'source', jsonb_build_object('file', 'articles.pdf', 'page', 2, 'quote', 'Georgia'), 'forReview', null)),
      'marks', _marks, 'added', _added)))
$$;
create function pg_temp.events() returns setof text language sql as $$
  select format('%s %s %s (%s) v%s %s %s p%s', e.kind, e.field, e.label, e.actor_email, e.draft_version,
                case when e.at = now() then 'now' else 'earlier' end, coalesce(e.file, '-'), coalesce(e.page::text, '-'))
  from public.report_field_events e where e.order_id = '7d2a9f31-0000-4000-8000-000000000c06' order by e.id
$$;
grant execute on function pg_temp.review(jsonb, jsonb), pg_temp.events() to authenticated;

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select public.save_report_draft('7d2a9f31-0000-4000-8000-000000000c06', 0, pg_temp.review('{}', '{}'));
select results_eq('select * from pg_temp.events()', $$values
  ('drafted entityName Entity legal name (admin@demo.test) v1 now articles.pdf p1'),
  ('drafted formationState Formation state (admin@demo.test) v1 now articles.pdf p2')$$,
  'the first save records each drafted field, by the admin, now, against its file and page');

select public.save_report_draft('7d2a9f31-0000-4000-8000-000000000c06', 1, pg_temp.review('{}', '{}'));
select is((select count(*) from public.report_field_events where order_id = '7d2a9f31-0000-4000-8000-000000000c06'), 2::bigint, 'saving the same review again records nothing');

select public.save_report_draft('7d2a9f31-0000-4000-8000-000000000c06', 2,
  pg_temp.review('{"entityName": "checked", "formationState": "rejected"}', '{}'));
select results_eq('select * from pg_temp.events() offset 2', $$values
  ('verified entityName Entity legal name (admin@demo.test) v3 now articles.pdf p1'),
  ('rejected formationState Formation state (admin@demo.test) v3 now articles.pdf p2')$$,
  'a checked mark is verified and a rejected mark rejected, in the version saved, on the field''s page');

select public.save_report_draft('7d2a9f31-0000-4000-8000-000000000c06', 3,
  pg_temp.review('{"entityName": "editing", "formationState": "rejected"}', '{}'));
select results_eq('select * from pg_temp.events() offset 4', $$values
  ('edited entityName Entity legal name (admin@demo.test) v4 now articles.pdf p1')$$,
  'only the mark that changed is recorded: opened to edit');

select public.save_report_draft('7d2a9f31-0000-4000-8000-000000000c06', 4,
  pg_temp.review('{"entityName": "editing"}', '{"registeredAgent": {"file": "agent.pdf", "page": 3}}'));
select results_eq('select * from pg_temp.events() offset 5', $$values
  ('edited registeredAgent registeredAgent (admin@demo.test) v5 now agent.pdf p3')$$,
  'a value the reader missed, added with its page, is an edit on that page; the mark taken away records nothing');

select public.save_report_draft('7d2a9f31-0000-4000-8000-000000000c06', 5,
  pg_temp.review('{"entityName": "editing", "registeredAgent": "checked"}', '{"registeredAgent": {"file": "agent.pdf", "page": 3}}'));
select results_eq('select * from pg_temp.events() offset 6', $$values
  ('verified registeredAgent registeredAgent (admin@demo.test) v6 now agent.pdf p3')$$,
  'verifying an added value cites its added page');

select public.save_report_draft('7d2a9f31-0000-4000-8000-000000000c06', 6, '{"values": {"entityName": "Typed by hand"}, "review": null}');
select is((select count(*) from public.report_field_events where order_id = '7d2a9f31-0000-4000-8000-000000000c06'), 7::bigint, 'a save without a review records nothing');

select * from finish();
rollback;
