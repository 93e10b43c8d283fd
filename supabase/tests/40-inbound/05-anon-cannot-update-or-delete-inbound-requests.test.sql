-- anon cannot update or delete inbound requests
-- inbound_requests: contact messages and demo requests. Anyone may send, only admins read.
begin;
select plan(2);

set local role anon;
set local request.jwt.claims = '{"role":"anon"}';
select throws_ok($$update public.inbound_requests set message = 'changed message'$$, '42501',
  'permission denied for table inbound_requests', 'update');
select throws_ok($$delete from public.inbound_requests$$, '42501', 'permission denied for table inbound_requests', 'delete');

select * from finish();
rollback;
