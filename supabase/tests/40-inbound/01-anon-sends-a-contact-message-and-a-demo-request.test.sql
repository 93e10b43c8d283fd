-- anon sends a contact message and a demo request
-- inbound_requests: contact messages and demo requests. Anyone may send, only admins read.
begin;
select plan(4);

set local role anon;
set local request.jwt.claims = '{"role":"anon"}';
select lives_ok($$insert into public.inbound_requests (kind, name, email, company, phone, message)
  values ('contact', 'Visitor One', 'visitor@example.com', '', '', 'Please tell me more about pricing.')$$, 'contact message');
select lives_ok($$insert into public.inbound_requests (kind, name, email, company, phone, message)
  values ('demo', 'Visitor Two', 'visitor2@example.com', 'Bank Co', '+15555550100', 'We would like a demo next week.')$$,
  'demo request');
reset role;
select is((select count(*) from public.inbound_requests), 4::bigint, 'stored rows');
select is((select created_at from public.inbound_requests where email = 'visitor@example.com'), now(), 'server time');

select * from finish();
rollback;
