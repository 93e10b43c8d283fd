-- suspended user cannot send a request while signed in
-- inbound_requests: contact messages and demo requests. Anyone may send, only admins read.
begin;
select plan(1);

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000004","role":"authenticated","aal":"aal1"}';
select throws_ok($$insert into public.inbound_requests (kind, name, email, message)
                    values ('contact', 'Riley Stone', 'suspended@demo.test', 'Let me back in please.')$$,
  '42501', 'new row violates row-level security policy for table "inbound_requests"', 'suspended user sends a request');

select * from finish();
rollback;
