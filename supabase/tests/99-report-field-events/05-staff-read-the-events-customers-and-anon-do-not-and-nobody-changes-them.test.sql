-- staff (admins at aal2, moderators) read the field events; customers (the order's owner too), suspended users, an admin at aal1 and anon read none; nobody writes them through the API, and not even the table's owner changes, deletes or truncates one, or stamps one twice
-- Who verified what (migration 3200). Personas: admin ...0001, moderator ...0002, suspended ...0004 (made a moderator
-- here); customer ...0003 owns c04 (Brightwater), whose seeded draft has one question (one event); c02's
-- published version 1 has four seeded events.
begin;
select plan(14);

update public.user_roles set role = 'moderator' where user_id = '00000000-0000-4000-8000-000000000004';
create function pg_temp.visible() returns bigint language sql as $$ select count(*) from public.report_field_events $$;
grant execute on function pg_temp.visible() to authenticated;

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000002","role":"authenticated","aal":"aal1"}';
select is(pg_temp.visible(), 5::bigint, 'a moderator reads them');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select is(pg_temp.visible(), 5::bigint, 'an admin reads them');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal1"}';
select is(pg_temp.visible(), 0::bigint, 'an admin at aal1 reads none');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select is(pg_temp.visible(), 0::bigint, 'the order''s owner reads none');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000004","role":"authenticated","aal":"aal1"}';
select is(pg_temp.visible(), 0::bigint, 'a suspended moderator reads none');
reset request.jwt.claims;
set local role anon;
select throws_ok($$select count(*) from public.report_field_events$$, '42501', null, 'anon cannot read them');

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select throws_ok($$insert into public.report_field_events (order_id, field, label, kind, actor_id, at)
  values ('1b7f3a52-0000-4000-8000-000000000c04', 'entityName', 'Entity legal name', 'verified', '00000000-0000-4000-8000-000000000001', now())$$,
  '42501', null, 'an admin cannot insert an event');
select throws_ok($$update public.report_field_events set kind = 'verified'$$, '42501', null, 'or change one');
select throws_ok($$delete from public.report_field_events$$, '42501', null, 'or delete one');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000002","role":"authenticated","aal":"aal1"}';
select throws_ok($$update public.report_field_events set report_version = 1$$, '42501', null, 'a moderator cannot stamp one');

reset role;
select throws_ok($$update public.report_field_events set kind = 'verified'$$, '42501',
  'Field events are kept as they happened: they cannot be changed or deleted', 'the table''s owner cannot change one either');
select throws_ok($$delete from public.report_field_events$$, '42501', null, 'or delete one while its draft is there');
select throws_ok($$truncate public.report_field_events$$, '42501', null, 'or truncate them');
update public.report_field_events set report_version = 1 where report_version is null;
select throws_ok($$update public.report_field_events set report_version = 2$$, '42501', null, 'or stamp one twice');

select * from finish();
rollback;
