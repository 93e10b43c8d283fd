-- two people editing at once: a save or a discard that starts from an older version (or from none, or after the draft is gone) is refused with PT409 and leaves the draft as it was
begin;
select plan(6);

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select public.save_report_draft('7d2a9f31-0000-4000-8000-000000000c06', 0, '{"values": {"entityName": "First"}}');
select public.save_report_draft('7d2a9f31-0000-4000-8000-000000000c06', 1, '{"values": {"entityName": "Second"}}');

select throws_ok($$select public.save_report_draft('7d2a9f31-0000-4000-8000-000000000c06', 1, '{"values": {"entityName": "Stale"}}')$$,
  'PT409', 'The draft was changed by someone else (version 2): reload to see it', 'a save from version 1 when the draft is at 2');
select throws_ok($$select public.save_report_draft('7d2a9f31-0000-4000-8000-000000000c06', 0, '{"values": {"entityName": "Fresh"}}')$$,
  'PT409', 'The draft was changed by someone else (version 2): reload to see it', 'a save that thinks there is no draft');
select throws_ok($$select public.discard_report_draft('7d2a9f31-0000-4000-8000-000000000c06', 1)$$,
  'PT409', 'The draft was changed by someone else (version 2): reload to see it', 'a discard from an older version');
select is((select content -> 'values' ->> 'entityName' || ' v' || version from public.report_drafts
  where order_id = '7d2a9f31-0000-4000-8000-000000000c06'), 'Second v2', 'the draft is as the last good save left it');

select lives_ok($$select public.discard_report_draft('7d2a9f31-0000-4000-8000-000000000c06', 2)$$, 'a discard of the current version');
select throws_ok($$select public.save_report_draft('7d2a9f31-0000-4000-8000-000000000c06', 2, '{"values": {"entityName": "Late"}}')$$,
  'PT409', 'The draft was published or discarded by someone else: reload to see it', 'a save over a draft someone discarded');

select * from finish();
rollback;
