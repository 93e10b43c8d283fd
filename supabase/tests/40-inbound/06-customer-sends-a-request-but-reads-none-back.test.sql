-- customer sends a request but reads none back
-- inbound_requests: contact messages and demo requests. Anyone may send, only admins read.
begin;
select plan(3);

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select lives_ok($$insert into public.inbound_requests (kind, name, email, message)
  values ('demo', 'Casey Jordan', 'customer@demo.test', 'A demo for my whole team, please.')$$, 'customer sends a request');
select is((select count(*) from public.inbound_requests), 0::bigint, 'visible rows');
select throws_ok($$delete from public.inbound_requests$$, '42501', 'permission denied for table inbound_requests', 'delete');

select * from finish();
rollback;
