-- the demo seed's draft (Brightwater Partners LP, Escalated): staff read it as the admin persona saved it; an admin saves over its version 1; its customer does not see it
begin;
select plan(4);

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000002","role":"authenticated","aal":"aal1"}';
select is((select version || ' ' || saved_by_email || ' ' || (content -> 'values' ->> 'entityType') from public.report_drafts
  where order_id = '1b7f3a52-0000-4000-8000-000000000c04'), '1 admin@demo.test Illinois limited partnership', 'a moderator reads the seeded draft');

set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select is((select count(*) from public.report_drafts), 0::bigint, 'its customer reads no draft');

set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select throws_ok($$select public.save_report_draft('1b7f3a52-0000-4000-8000-000000000c04', 0, '{"values": {}}')$$,
  'PT409', 'The draft was changed by someone else (version 1): reload to see it', 'a save that does not know of it is refused');
select is((select version from public.save_report_draft('1b7f3a52-0000-4000-8000-000000000c04', 1, '{"values": {"entityType": "LP"}}')), 2,
  'a save over version 1 is version 2');

select * from finish();
rollback;
