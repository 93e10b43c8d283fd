-- admin reads every inbound request, newest first
-- inbound_requests: contact messages and demo requests. Anyone may send, only admins read.
begin;
select plan(2);

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select is((select string_agg(kind, ',' order by created_at desc) from public.inbound_requests), 'demo,contact', 'rows');
select throws_ok($$update public.inbound_requests set message = 'changed message'$$, '42501',
  'permission denied for table inbound_requests', 'admin updates a request');

select * from finish();
rollback;
