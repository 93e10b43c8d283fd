-- order_requests: the owner submits and reads their own, admins read all, nobody edits or deletes.

-- test: customer submits an order; user_id and status are set by the server
begin;
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select tests.is(tests.rows($$
  insert into public.order_requests (name, email, company, entity_legal_name, formation_state, report_type, documents)
  values ('Casey Jordan', 'customer@demo.test', 'Harbor Point Lending', 'Blue Harbor Holdings LLC', 'California',
          'Limited Liability Company',
          '[{"name":"articles.pdf","size":52000,"storage_path":"00000000-0000-4000-8000-000000000003/o1/articles.pdf"}]')
  returning id$$), 1::bigint, 'inserted and read back');
select tests.is((select format('%s|%s', user_id, status) from public.order_requests), '00000000-0000-4000-8000-000000000003|Submitted', 'server-set columns');
rollback;

-- test: customer reads only their own orders
begin;
insert into public.order_requests (user_id, name, email, entity_legal_name, formation_state, report_type, documents)
values
  ('00000000-0000-4000-8000-000000000003', 'Casey Jordan', 'customer@demo.test', 'Mine LLC', 'Texas', 'Corporation',
   '[{"name":"a.pdf","size":10,"storage_path":"00000000-0000-4000-8000-000000000003/a.pdf"}]'),
  ('00000000-0000-4000-8000-000000000101', 'Avery Alvarez', 'user01@demo.test', 'Theirs Inc', 'Ohio', 'Corporation',
   '[{"name":"b.pdf","size":10,"storage_path":"00000000-0000-4000-8000-000000000101/b.pdf"}]');
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select tests.is((select string_agg(entity_legal_name, ',') from public.order_requests), 'Mine LLC', 'visible orders');
rollback;

-- test: customer cannot submit an order for another user
begin;
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select tests.throws($$
  insert into public.order_requests (user_id, name, email, entity_legal_name, formation_state, report_type, documents)
  values ('00000000-0000-4000-8000-000000000101', 'Casey Jordan', 'customer@demo.test', 'X LLC', 'Texas', 'Corporation',
          '[{"name":"a.pdf","size":10,"storage_path":"00000000-0000-4000-8000-000000000101/a.pdf"}]')$$,
  '42501', 'new row violates row-level security policy for table "order_requests"');
rollback;

-- test: customer cannot attach a document from another user's folder
begin;
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select tests.throws($$
  insert into public.order_requests (name, email, entity_legal_name, formation_state, report_type, documents)
  values ('Casey Jordan', 'customer@demo.test', 'X LLC', 'Texas', 'Corporation',
          '[{"name":"a.pdf","size":10,"storage_path":"00000000-0000-4000-8000-000000000003/a.pdf"},
            {"name":"b.pdf","size":10,"storage_path":"00000000-0000-4000-8000-000000000101/b.pdf"}]')$$,
  '42501', 'new row violates row-level security policy for table "order_requests"');
select tests.throws($$
  insert into public.order_requests (name, email, entity_legal_name, formation_state, report_type, documents)
  values ('Casey Jordan', 'customer@demo.test', 'X LLC', 'Texas', 'Corporation',
          '[{"name":"a.pdf","size":10,"storage_path":"a.pdf"}]')$$,
  '42501', 'new row violates row-level security policy for table "order_requests"');
rollback;

-- test: customer cannot set the status, update or delete an order
begin;
insert into public.order_requests (user_id, name, email, entity_legal_name, formation_state, report_type, documents)
values ('00000000-0000-4000-8000-000000000003', 'Casey Jordan', 'customer@demo.test', 'Mine LLC', 'Texas', 'Corporation',
        '[{"name":"a.pdf","size":10,"storage_path":"00000000-0000-4000-8000-000000000003/a.pdf"}]');
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select tests.throws($$
  insert into public.order_requests (name, email, entity_legal_name, formation_state, report_type, documents, status)
  values ('Casey Jordan', 'customer@demo.test', 'X LLC', 'Texas', 'Corporation',
          '[{"name":"a.pdf","size":10,"storage_path":"00000000-0000-4000-8000-000000000003/a.pdf"}]', 'Completed')$$,
  '42501', 'permission denied for table order_requests');
select tests.throws($$update public.order_requests set status = 'Completed'$$, '42501', 'permission denied for table order_requests');
select tests.throws($$delete from public.order_requests$$, '42501', 'permission denied for table order_requests');
rollback;

-- test: anon can neither submit nor read orders
begin;
set local role anon;
set local request.jwt.claims = '{"role":"anon"}';
select tests.throws($$
  insert into public.order_requests (name, email, entity_legal_name, formation_state, report_type, documents)
  values ('Anon', 'anon@example.com', 'X LLC', 'Texas', 'Corporation', '[{"name":"a.pdf","size":10,"storage_path":"x/a.pdf"}]')$$,
  '42501', 'permission denied for table order_requests');
select tests.throws('select * from public.order_requests', '42501', 'permission denied for table order_requests');
rollback;

-- test: suspended user can neither submit nor read their own orders
begin;
insert into public.order_requests (user_id, name, email, entity_legal_name, formation_state, report_type, documents)
values ('00000000-0000-4000-8000-000000000004', 'Riley Stone', 'suspended@demo.test', 'Old LLC', 'Texas', 'Corporation',
        '[{"name":"a.pdf","size":10,"storage_path":"00000000-0000-4000-8000-000000000004/a.pdf"}]');
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000004","role":"authenticated","aal":"aal1"}';
select tests.is((select count(*) from public.order_requests), 0::bigint, 'visible orders');
select tests.throws($$
  insert into public.order_requests (name, email, entity_legal_name, formation_state, report_type, documents)
  values ('Riley Stone', 'suspended@demo.test', 'New LLC', 'Texas', 'Corporation',
          '[{"name":"a.pdf","size":10,"storage_path":"00000000-0000-4000-8000-000000000004/b.pdf"}]')$$,
  '42501', 'new row violates row-level security policy for table "order_requests"');
rollback;

-- test: moderator reads only their own orders
begin;
insert into public.order_requests (user_id, name, email, entity_legal_name, formation_state, report_type, documents)
values ('00000000-0000-4000-8000-000000000003', 'Casey Jordan', 'customer@demo.test', 'Mine LLC', 'Texas', 'Corporation',
        '[{"name":"a.pdf","size":10,"storage_path":"00000000-0000-4000-8000-000000000003/a.pdf"}]');
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000002","role":"authenticated","aal":"aal1"}';
select tests.is((select count(*) from public.order_requests), 0::bigint, 'visible orders');
rollback;

-- test: admin reads every order but cannot change one
begin;
insert into public.order_requests (user_id, name, email, entity_legal_name, formation_state, report_type, documents)
values
  ('00000000-0000-4000-8000-000000000003', 'Casey Jordan', 'customer@demo.test', 'Mine LLC', 'Texas', 'Corporation',
   '[{"name":"a.pdf","size":10,"storage_path":"00000000-0000-4000-8000-000000000003/a.pdf"}]'),
  ('00000000-0000-4000-8000-000000000101', 'Avery Alvarez', 'user01@demo.test', 'Theirs Inc', 'Ohio', 'Corporation',
   '[{"name":"b.pdf","size":10,"storage_path":"00000000-0000-4000-8000-000000000101/b.pdf"}]');
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal1"}';
select tests.is((select count(*) from public.order_requests), 2::bigint, 'visible orders');
select tests.throws($$update public.order_requests set status = 'Completed'$$, '42501', 'permission denied for table order_requests');
rollback;

-- test: report type, formation state and documents follow the order form rules
begin;
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select tests.throws($$insert into public.order_requests (name, email, entity_legal_name, formation_state, report_type, documents)
  values ('C J', 'c@demo.test', 'X', 'Texas', 'Sole Proprietorship', '[{"name":"a.pdf","size":10,"storage_path":"00000000-0000-4000-8000-000000000003/a.pdf"}]')$$,
  '23514', 'new row for relation "order_requests" violates check constraint "order_requests_report_type_check"');
select tests.throws($$insert into public.order_requests (name, email, entity_legal_name, formation_state, report_type, documents)
  values ('C J', 'c@demo.test', 'X', 'Ontario', 'Corporation', '[{"name":"a.pdf","size":10,"storage_path":"00000000-0000-4000-8000-000000000003/a.pdf"}]')$$,
  '23514', 'new row for relation "order_requests" violates check constraint "order_requests_formation_state_check"');
select tests.throws($$insert into public.order_requests (name, email, entity_legal_name, formation_state, report_type, documents)
  values ('C J', 'c@demo.test', 'X', 'Texas', 'Corporation', '[]')$$,
  '23514', 'new row for relation "order_requests" violates check constraint "order_requests_documents_check"');
select tests.throws(format($$insert into public.order_requests (name, email, entity_legal_name, formation_state, report_type, documents)
  values ('C J', 'c@demo.test', 'X', 'Texas', 'Corporation', %L)$$,
  (select jsonb_agg(jsonb_build_object('name', 'f.pdf', 'size', 10, 'storage_path', '00000000-0000-4000-8000-000000000003/f' || n || '.pdf'))
   from generate_series(1, 11) n)),
  '23514', 'new row for relation "order_requests" violates check constraint "order_requests_documents_check"');
select tests.throws($$insert into public.order_requests (name, email, entity_legal_name, formation_state, report_type, documents)
  values ('C J', 'c@demo.test', 'X', 'Texas', 'Corporation', '[{"name":"a.pdf","size":20971521,"storage_path":"00000000-0000-4000-8000-000000000003/a.pdf"}]')$$,
  '23514', 'new row for relation "order_requests" violates check constraint "order_requests_documents_check"');
select tests.throws($$insert into public.order_requests (name, email, entity_legal_name, formation_state, report_type, documents)
  values ('C J', 'c@demo.test', 'X', 'Texas', 'Corporation', '[{"name":"a.pdf","size":"10","storage_path":"00000000-0000-4000-8000-000000000003/a.pdf"}]')$$,
  '23514', 'new row for relation "order_requests" violates check constraint "order_requests_documents_check"');
select tests.throws($$insert into public.order_requests (name, email, entity_legal_name, formation_state, report_type, documents)
  values ('C J', 'c@demo.test', 'X', 'Texas', 'Corporation', '{"name":"a.pdf"}')$$,
  '23514', 'new row for relation "order_requests" violates check constraint "order_requests_documents_check"');
select tests.throws(format($$insert into public.order_requests (name, email, entity_legal_name, formation_state, report_type, documents)
  values ('C J', 'c@demo.test', %L, 'Texas', 'Corporation', '[{"name":"a.pdf","size":10,"storage_path":"00000000-0000-4000-8000-000000000003/a.pdf"}]')$$, repeat('e', 301)),
  '23514', 'new row for relation "order_requests" violates check constraint "order_requests_entity_legal_name_check"');
-- Ten documents of exactly 20 MB are accepted.
insert into public.order_requests (name, email, entity_legal_name, formation_state, report_type, documents)
select 'C J', 'c@demo.test', 'X', 'District of Columbia', 'Irrevocable Trust',
  jsonb_agg(jsonb_build_object('name', 'f.pdf', 'size', 20971520, 'storage_path', '00000000-0000-4000-8000-000000000003/f' || n || '.pdf'))
from generate_series(1, 10) n;
rollback;
