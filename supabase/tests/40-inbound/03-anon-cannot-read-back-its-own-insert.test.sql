-- anon cannot read back its own insert (no RETURNING)
-- inbound_requests: contact messages and demo requests. Anyone may send, only admins read.
begin;
select plan(1);

set local role anon;
set local request.jwt.claims = '{"role":"anon"}';
select throws_ok($$insert into public.inbound_requests (kind, name, email, message)
                    values ('contact', 'Visitor One', 'visitor@example.com', 'Please tell me more.') returning id$$,
  '42501', 'permission denied for table inbound_requests', 'insert … returning id');

select * from finish();
rollback;
