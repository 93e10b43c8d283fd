-- anon cannot choose the id or the time of a request
-- inbound_requests: contact messages and demo requests. Anyone may send, only admins read.
begin;
select plan(2);

set local role anon;
set local request.jwt.claims = '{"role":"anon"}';
select throws_ok($$insert into public.inbound_requests (id, kind, name, email, message)
                    values (gen_random_uuid(), 'contact', 'Visitor One', 'visitor@example.com', 'Please tell me more.')$$,
  '42501', 'permission denied for table inbound_requests', 'insert with an id');
select throws_ok($$insert into public.inbound_requests (kind, name, email, message, created_at)
                    values ('contact', 'Visitor One', 'visitor@example.com', 'Please tell me more.', now() - interval '1 year')$$,
  '42501', 'permission denied for table inbound_requests', 'insert with a created_at');

select * from finish();
rollback;
