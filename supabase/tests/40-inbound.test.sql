-- inbound_requests: contact messages and demo requests. Anyone may send, only admins read.

-- test: anon sends a contact message and a demo request
begin;
set local role anon;
set local request.jwt.claims = '{"role":"anon"}';
insert into public.inbound_requests (kind, name, email, company, phone, message)
values ('contact', 'Visitor One', 'visitor@example.com', '', '', 'Please tell me more about pricing.');
insert into public.inbound_requests (kind, name, email, company, phone, message)
values ('demo', 'Visitor Two', 'visitor2@example.com', 'Bank Co', '+15555550100', 'We would like a demo next week.');
reset role;
select tests.is((select count(*) from public.inbound_requests), 4::bigint, 'stored rows');
select tests.is((select created_at from public.inbound_requests where email = 'visitor@example.com'), now(), 'server time');
rollback;

-- test: anon cannot read inbound requests
begin;
set local role anon;
set local request.jwt.claims = '{"role":"anon"}';
select tests.throws('select * from public.inbound_requests', '42501', 'permission denied for table inbound_requests');
rollback;

-- test: anon cannot read back its own insert (no RETURNING)
begin;
set local role anon;
set local request.jwt.claims = '{"role":"anon"}';
select tests.throws($$insert into public.inbound_requests (kind, name, email, message)
                      values ('contact', 'Visitor One', 'visitor@example.com', 'Please tell me more.') returning id$$,
  '42501', 'permission denied for table inbound_requests');
rollback;

-- test: anon cannot choose the id or the time of a request
begin;
set local role anon;
set local request.jwt.claims = '{"role":"anon"}';
select tests.throws($$insert into public.inbound_requests (id, kind, name, email, message)
                      values (gen_random_uuid(), 'contact', 'Visitor One', 'visitor@example.com', 'Please tell me more.')$$,
  '42501', 'permission denied for table inbound_requests');
select tests.throws($$insert into public.inbound_requests (kind, name, email, message, created_at)
                      values ('contact', 'Visitor One', 'visitor@example.com', 'Please tell me more.', now() - interval '1 year')$$,
  '42501', 'permission denied for table inbound_requests');
rollback;

-- test: anon cannot update or delete inbound requests
begin;
set local role anon;
set local request.jwt.claims = '{"role":"anon"}';
select tests.throws($$update public.inbound_requests set message = 'changed message'$$, '42501', 'permission denied for table inbound_requests');
select tests.throws($$delete from public.inbound_requests$$, '42501', 'permission denied for table inbound_requests');
rollback;

-- test: customer sends a request but reads none back
begin;
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
insert into public.inbound_requests (kind, name, email, message)
values ('demo', 'Casey Jordan', 'customer@demo.test', 'A demo for my whole team, please.');
select tests.is((select count(*) from public.inbound_requests), 0::bigint, 'visible rows');
select tests.throws($$delete from public.inbound_requests$$, '42501', 'permission denied for table inbound_requests');
rollback;

-- test: moderator reads no inbound requests
begin;
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000002","role":"authenticated","aal":"aal1"}';
select tests.is((select count(*) from public.inbound_requests), 0::bigint, 'visible rows');
rollback;

-- test: suspended user cannot send a request while signed in
begin;
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000004","role":"authenticated","aal":"aal1"}';
select tests.throws($$insert into public.inbound_requests (kind, name, email, message)
                      values ('contact', 'Riley Stone', 'suspended@demo.test', 'Let me back in please.')$$,
  '42501', 'new row violates row-level security policy for table "inbound_requests"');
rollback;

-- test: admin reads every inbound request, newest first
begin;
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal1"}';
select tests.is((select string_agg(kind, ',' order by created_at desc) from public.inbound_requests), 'demo,contact', 'rows');
select tests.throws($$update public.inbound_requests set message = 'changed message'$$, '42501', 'permission denied for table inbound_requests');
rollback;

-- test: message must be 10 to 2000 characters
begin;
set local role anon;
set local request.jwt.claims = '{"role":"anon"}';
select tests.throws($$insert into public.inbound_requests (kind, name, email, message) values ('contact', 'Ann Lee', 'a@example.com', '  too short  ')$$,
  '23514', 'new row for relation "inbound_requests" violates check constraint "inbound_requests_message_check"');
select tests.throws(format($$insert into public.inbound_requests (kind, name, email, message) values ('contact', 'Ann Lee', 'a@example.com', %L)$$, repeat('m', 2001)),
  '23514', 'new row for relation "inbound_requests" violates check constraint "inbound_requests_message_check"');
insert into public.inbound_requests (kind, name, email, message) values ('contact', 'Ann Lee', 'a@example.com', repeat('m', 2000));
insert into public.inbound_requests (kind, name, email, message) values ('contact', 'Ann Lee', 'a@example.com', repeat('m', 10));
rollback;

-- test: name, email, company, phone and kind follow the form rules
begin;
set local role anon;
set local request.jwt.claims = '{"role":"anon"}';
select tests.throws($$insert into public.inbound_requests (kind, name, email, message) values ('contact', 'A', 'a@example.com', 'Long enough message')$$,
  '23514', 'new row for relation "inbound_requests" violates check constraint "inbound_requests_name_check"');
select tests.throws(format($$insert into public.inbound_requests (kind, name, email, message) values ('contact', %L, 'a@example.com', 'Long enough message')$$, repeat('n', 101)),
  '23514', 'new row for relation "inbound_requests" violates check constraint "inbound_requests_name_check"');
select tests.throws($$insert into public.inbound_requests (kind, name, email, message) values ('contact', 'Ann Lee', 'not-an-email', 'Long enough message')$$,
  '23514', 'new row for relation "inbound_requests" violates check constraint "inbound_requests_email_check"');
select tests.throws(format($$insert into public.inbound_requests (kind, name, email, company, message) values ('contact', 'Ann Lee', 'a@example.com', %L, 'Long enough message')$$, repeat('c', 201)),
  '23514', 'new row for relation "inbound_requests" violates check constraint "inbound_requests_company_check"');
select tests.throws($$insert into public.inbound_requests (kind, name, email, phone, message) values ('contact', 'Ann Lee', 'a@example.com', '0123', 'Long enough message')$$,
  '23514', 'new row for relation "inbound_requests" violates check constraint "inbound_requests_phone_check"');
select tests.throws($$insert into public.inbound_requests (kind, name, email, message) values ('newsletter', 'Ann Lee', 'a@example.com', 'Long enough message')$$,
  '23514', 'new row for relation "inbound_requests" violates check constraint "inbound_requests_kind_check"');
rollback;
