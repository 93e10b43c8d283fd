-- only active admins read outbound_emails: the customer reads none of the mails about their own orders, nor do moderators, suspended admins or anon
-- Reports (migration 0900). Personas: admin ...0001, moderator ...0002, customer ...0003, suspended ...0004.
begin;
select plan(5);

select set_config('test.content', (select content::text from public.order_reports where id = '00000000-0000-4000-8000-000000000f02'), true);
update public.user_roles set role = 'admin' where user_id = '00000000-0000-4000-8000-000000000004';
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select public.publish_report('5e81b40d-0000-4000-8000-000000000c02', current_setting('test.content')::jsonb, 'Typo in the entity type', '[]', _without_approval => 'Published in a test without a checker');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select public.escalate_order('5e81b40d-0000-4000-8000-000000000c02', 'Can the president sign alone?');

select is((select count(*) from public.outbound_emails), 0::bigint, 'the customer reads no mail, not even those about their order');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000002","role":"authenticated","aal":"aal1"}';
select is((select count(*) from public.outbound_emails), 0::bigint, 'the moderator reads none');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000004","role":"authenticated","aal":"aal2"}';
select is((select count(*) from public.outbound_emails), 0::bigint, 'a suspended admin reads none');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select results_eq($$select kind, recipient from public.outbound_emails order by kind$$,
  $$values ('legal_review', 'legal-review@marlowpierce.test'), ('order_status', 'customer@demo.test'),
          ('report_ready', 'customer@demo.test')$$,
  'the admin reads them all (the escalation''s status mail too, migration 1900)');
set local role anon;
set local request.jwt.claims = '{"role":"anon"}';
select throws_ok('select * from public.outbound_emails', '42501', 'permission denied for table outbound_emails', 'anon');

select * from finish();
rollback;
