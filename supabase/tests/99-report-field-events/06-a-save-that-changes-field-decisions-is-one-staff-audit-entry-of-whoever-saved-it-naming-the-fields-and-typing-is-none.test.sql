-- a save that changes field decisions is one staff audit entry (field_decisions_saved) of whoever saved it, for the order's customer, naming per kind the fields it drafted, verified, edited or rejected; a save with only typing, the same review again or a mark taken away writes none; nobody writes such an entry through the API; the trail's export filters by it
-- Who verified what in the audit trail (migration 3600). Personas: admin ...0001 (aal2), customer ...0003 (owns c06).
-- Seed: c06 (Oak Hollow) is In review, without a draft; the seed leaves no staff audit entry.
begin;
select plan(9);

create function pg_temp.review(_values jsonb, _marks jsonb, _added jsonb) returns jsonb language sql as $$
  select jsonb_build_object('values', _values,
    'review', jsonb_build_object('filled', '{}'::jsonb, 'state', jsonb_build_object('reader', 'built-in',
      'drafted', jsonb_build_array(
        jsonb_build_object('path', 'entityName', 'label', 'Entity legal name', 'draftedValue', 'Oak Hollow Development Corp.',
          'source', jsonb_build_object('file', 'articles.pdf', 'page', 1, 'quote', 'Oak Hollow Development Corp.'), 'forReview', null),
        jsonb_build_object('path', 'formationState', 'label', 'Formation state', 'draftedValue', 'Georgia',
          'source', jsonb_build_object('file', 'articles.pdf', 'page', 2, 'quote', 'Georgia'), 'forReview', null)),
      'marks', _marks, 'added', _added)))
$$;
create function pg_temp.entries() returns setof record language sql as $$
  select l.action, l.actor_id::text, l.actor_email, l.target_user_id::text, l.details
  from public.staff_audit_log l where l.action = 'field_decisions_saved' order by l.details -> 'draftVersion'
$$;
grant execute on function pg_temp.review(jsonb, jsonb, jsonb), pg_temp.entries() to authenticated;

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select public.save_report_draft('7d2a9f31-0000-4000-8000-000000000c06', 0,
  pg_temp.review('{"entityName": "Oak Hollow Development Corp."}', '{}', '{}'));

reset role;
select results_eq($$select * from pg_temp.entries() as e(action text, actor text, email text, target text, details jsonb)$$,
  $$values ('field_decisions_saved', '00000000-0000-4000-8000-000000000001', 'admin@demo.test', '00000000-0000-4000-8000-000000000003',
    '{"orderId": "7d2a9f31-0000-4000-8000-000000000c06", "draftVersion": 1,
      "drafted": [{"field": "entityName", "label": "Entity legal name"}, {"field": "formationState", "label": "Formation state"}]}'::jsonb)$$,
  'the first save is one entry of the admin who saved it, for the order''s customer, naming the fields it drafted');

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select public.save_report_draft('7d2a9f31-0000-4000-8000-000000000c06', 1,
  pg_temp.review('{"entityName": "Oak Hollow Development Co"}', '{}', '{}'));
select public.save_report_draft('7d2a9f31-0000-4000-8000-000000000c06', 2,
  pg_temp.review('{"entityName": "Oak Hollow Development Corp"}', '{}', '{}'));
reset role;
select is((select count(*) from public.staff_audit_log), 1::bigint, 'saves of typing alone (the same review) write no entry');

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select public.save_report_draft('7d2a9f31-0000-4000-8000-000000000c06', 3,
  pg_temp.review('{"entityName": "Oak Hollow Development Corp."}', '{"formationState": "rejected", "entityName": "checked"}',
                 '{"registeredAgent": {"file": "agent.pdf", "page": 3}}'));
reset role;
select results_eq($$select details from pg_temp.entries() as e(action text, actor text, email text, target text, details jsonb) offset 1$$,
  $$values ('{"orderId": "7d2a9f31-0000-4000-8000-000000000c06", "draftVersion": 4,
      "verified": [{"field": "entityName", "label": "Entity legal name"}],
      "rejected": [{"field": "formationState", "label": "Formation state"}],
      "edited": [{"field": "registeredAgent", "label": "registeredAgent"}]}'::jsonb)$$,
  'a save that verifies, rejects and adds a value is one entry naming each field under what happened to it');
select is((select count(*) from public.staff_audit_log), 2::bigint, 'one entry for the save, not one per field');

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select public.save_report_draft('7d2a9f31-0000-4000-8000-000000000c06', 4,
  pg_temp.review('{"entityName": "Oak Hollow Development Corp."}', '{"entityName": "checked"}',
                 '{"registeredAgent": {"file": "agent.pdf", "page": 3}}'));
select public.save_report_draft('7d2a9f31-0000-4000-8000-000000000c06', 5, '{"values": {"entityName": "Typed by hand"}, "review": null}');
reset role;
select is((select count(*) from public.staff_audit_log), 2::bigint,
  'a mark taken away, or a save without a review, writes no entry');

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select throws_ok($$insert into public.staff_audit_log (action, actor_id, actor_email, details)
  values ('field_decisions_saved', '00000000-0000-4000-8000-000000000001', 'admin@demo.test',
          '{"orderId": "7d2a9f31-0000-4000-8000-000000000c06", "draftVersion": 9, "verified": []}')$$,
  '42501', null, 'an admin cannot write such an entry through the API');
select throws_ok($$update public.staff_audit_log set details = '{}' where action = 'field_decisions_saved'$$,
  '42501', null, 'or change one');
select lives_ok($$select public.log_export('staff_audit', '{"action": "field_decisions_saved"}', 2)$$,
  'the trail''s export filters by the action and counts its entries');
select throws_ok($$select public.log_export('staff_audit', '{"action": "field_decisions_saved"}', 3)$$,
  '22023', 'Exported rows exceed the 2 rows of this list', 'and no more than it holds');

select * from finish();
rollback;
