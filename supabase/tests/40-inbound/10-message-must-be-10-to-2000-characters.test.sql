-- message must be 10 to 2000 characters
-- inbound_requests: contact messages and demo requests. Anyone may send, only admins read.
begin;
select plan(4);

set local role anon;
set local request.jwt.claims = '{"role":"anon"}';
select throws_ok($$insert into public.inbound_requests (kind, name, email, message)
                    values ('contact', 'Ann Lee', 'a@example.com', '  too short  ')$$,
  '23514', 'new row for relation "inbound_requests" violates check constraint "inbound_requests_message_check"', 'message of 9 characters after trimming');
select throws_ok(format($$insert into public.inbound_requests (kind, name, email, message)
                           values ('contact', 'Ann Lee', 'a@example.com', %L)$$, repeat('m', 2001)),
  '23514', 'new row for relation "inbound_requests" violates check constraint "inbound_requests_message_check"', 'message of 2001 characters');
select lives_ok(format($$insert into public.inbound_requests (kind, name, email, message)
                          values ('contact', 'Ann Lee', 'a@example.com', %L)$$, repeat('m', 2000)),
  'message of 2000 characters');
select lives_ok(format($$insert into public.inbound_requests (kind, name, email, message)
                          values ('contact', 'Ann Lee', 'a@example.com', %L)$$, repeat('m', 10)),
  'message of 10 characters');

select * from finish();
rollback;
