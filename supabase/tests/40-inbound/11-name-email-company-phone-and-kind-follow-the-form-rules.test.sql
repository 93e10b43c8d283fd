-- name, email, company, phone and kind follow the form rules
-- inbound_requests: contact messages and demo requests. Anyone may send, only admins read.
begin;
select plan(6);

set local role anon;
set local request.jwt.claims = '{"role":"anon"}';
select throws_ok($$insert into public.inbound_requests (kind, name, email, message)
                    values ('contact', 'A', 'a@example.com', 'Long enough message')$$,
  '23514', 'new row for relation "inbound_requests" violates check constraint "inbound_requests_name_check"', 'name of 1 character');
select throws_ok(format($$insert into public.inbound_requests (kind, name, email, message)
                           values ('contact', %L, 'a@example.com', 'Long enough message')$$, repeat('n', 101)),
  '23514', 'new row for relation "inbound_requests" violates check constraint "inbound_requests_name_check"', 'name of 101 characters');
select throws_ok($$insert into public.inbound_requests (kind, name, email, message)
                    values ('contact', 'Ann Lee', 'not-an-email', 'Long enough message')$$,
  '23514', 'new row for relation "inbound_requests" violates check constraint "inbound_requests_email_check"', 'malformed email');
select throws_ok(format($$insert into public.inbound_requests (kind, name, email, company, message)
                           values ('contact', 'Ann Lee', 'a@example.com', %L, 'Long enough message')$$, repeat('c', 201)),
  '23514', 'new row for relation "inbound_requests" violates check constraint "inbound_requests_company_check"', 'company of 201 characters');
select throws_ok($$insert into public.inbound_requests (kind, name, email, phone, message)
                    values ('contact', 'Ann Lee', 'a@example.com', '0123', 'Long enough message')$$,
  '23514', 'new row for relation "inbound_requests" violates check constraint "inbound_requests_phone_check"', 'phone starting with 0');
select throws_ok($$insert into public.inbound_requests (kind, name, email, message)
                    values ('newsletter', 'Ann Lee', 'a@example.com', 'Long enough message')$$,
  '23514', 'new row for relation "inbound_requests" violates check constraint "inbound_requests_kind_check"', 'unknown kind');

select * from finish();
rollback;
