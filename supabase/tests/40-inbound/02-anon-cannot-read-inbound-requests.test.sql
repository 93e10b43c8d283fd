-- anon cannot read inbound requests
-- inbound_requests: contact messages and demo requests. Anyone may send, only admins read.
begin;
select plan(1);

set local role anon;
set local request.jwt.claims = '{"role":"anon"}';
select throws_ok('select * from public.inbound_requests', '42501', 'permission denied for table inbound_requests',
  'anon selects inbound requests');

select * from finish();
rollback;
