-- the draft's content is the editor's business: a review whose parts are malformed (drafted not a list, a path not text, a page not a whole number from 1, an unknown mark) records only what is well formed, and the save goes through
-- Who verified what (migration 3200). Personas: admin ...0001 (aal2). Seed: c06 (Oak Hollow) is In review, without a draft.
begin;
select plan(4);

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select lives_ok($$select public.save_report_draft('7d2a9f31-0000-4000-8000-000000000c06', 0,
  '{"values": {}, "review": {"state": {"drafted": {"path": "entityName"}, "marks": [], "added": "x"}}}')$$,
  'a review with parts of the wrong shape is saved');
select is((select count(*) from public.report_field_events where order_id = '7d2a9f31-0000-4000-8000-000000000c06'), 0::bigint, 'and records nothing');

select lives_ok($$select public.save_report_draft('7d2a9f31-0000-4000-8000-000000000c06', 1,
  '{"values": {}, "review": {"state": {"drafted": [{"path": 7}, {"path": "entityName", "source": {"file": "a.pdf", "page": 1.5}},
     {"path": "purpose", "label": "", "source": {"file": "", "page": "2"}}],
   "marks": {"entityName": "approved", "purpose": "checked"}, "added": {"fileNumber": {"file": "b.pdf", "page": 0}}}}}')$$,
  'a review with malformed entries is saved');
select results_eq($$select kind || ' ' || field || ' ' || label || ' ' || coalesce(file, '-') || ' ' || coalesce(page::text, '-')
                    from public.report_field_events where order_id = '7d2a9f31-0000-4000-8000-000000000c06' order by id$$,
  $$values ('drafted entityName entityName a.pdf -'), ('drafted purpose purpose - -'), ('verified purpose purpose - -'),
           ('edited fileNumber fileNumber b.pdf -')$$,
  'only fields with a text path are recorded, without a page that is not a whole number from 1, labelled by their path when the label is blank');

select * from finish();
rollback;
