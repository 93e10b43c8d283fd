-- moderator reads no inbound requests
-- inbound_requests: contact messages and demo requests. Anyone may send, only admins read.
begin;
select plan(1);

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000002","role":"authenticated","aal":"aal1"}';
select is((select count(*) from public.inbound_requests), 0::bigint, 'visible rows');

select * from finish();
rollback;
