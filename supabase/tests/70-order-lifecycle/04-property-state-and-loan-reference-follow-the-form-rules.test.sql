-- property state is empty or a US state (or DC); a loan reference is empty or 1 to 100 characters, not blank
-- Order lifecycle (migration 0800). Personas: admin ...0001, moderator ...0002, customer ...0003, suspended ...0004, other customer ...0101.
begin;
select plan(9);

-- A customer with credits to spare and one upload.
delete from public.credit_ledger where user_id = '00000000-0000-4000-8000-000000000003';
insert into public.credit_ledger (user_id, kind, credits, amount_paid_cents, reason) values
  ('00000000-0000-4000-8000-000000000003', 'purchase', 10, 50000, 'Ten reports');
insert into storage.objects (bucket_id, name, owner, owner_id) values
  ('order-documents', '00000000-0000-4000-8000-000000000003/o1/a.pdf', '00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000003');

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select throws_ok($$insert into public.order_requests (name, email, entity_legal_name, formation_state, report_type, documents, property_state, terms_version)
  values ('C J', 'c@demo.test', 'X', 'Texas', 'Corporation', '[{"name":"a.pdf","size":10,"storage_path":"00000000-0000-4000-8000-000000000003/o1/a.pdf"}]', 'Ontario', 'v.20250822')$$,
  '23514', 'new row for relation "order_requests" violates check constraint "order_requests_property_state_check"', 'a property state outside the US');
select throws_ok($$insert into public.order_requests (name, email, entity_legal_name, formation_state, report_type, documents, property_state, terms_version)
  values ('C J', 'c@demo.test', 'X', 'Texas', 'Corporation', '[{"name":"a.pdf","size":10,"storage_path":"00000000-0000-4000-8000-000000000003/o1/a.pdf"}]', 'texas', 'v.20250822')$$,
  '23514', 'new row for relation "order_requests" violates check constraint "order_requests_property_state_check"', 'a state name in the wrong case');
select throws_ok($$insert into public.order_requests (name, email, entity_legal_name, formation_state, report_type, documents, loan_reference, terms_version)
  values ('C J', 'c@demo.test', 'X', 'Texas', 'Corporation', '[{"name":"a.pdf","size":10,"storage_path":"00000000-0000-4000-8000-000000000003/o1/a.pdf"}]', '   ', 'v.20250822')$$,
  '23514', 'new row for relation "order_requests" violates check constraint "order_requests_loan_reference_check"', 'a blank loan reference');
select throws_ok($$insert into public.order_requests (name, email, entity_legal_name, formation_state, report_type, documents, loan_reference, terms_version)
  values ('C J', 'c@demo.test', 'X', 'Texas', 'Corporation', '[{"name":"a.pdf","size":10,"storage_path":"00000000-0000-4000-8000-000000000003/o1/a.pdf"}]', repeat('L', 101), 'v.20250822')$$,
  '23514', 'new row for relation "order_requests" violates check constraint "order_requests_loan_reference_check"', 'a loan reference of 101 characters');
select lives_ok($$insert into public.order_requests (name, email, entity_legal_name, formation_state, report_type, documents, terms_version)
  values ('C J', 'c@demo.test', 'Neither LLC', 'Texas', 'Corporation', '[{"name":"a.pdf","size":10,"storage_path":"00000000-0000-4000-8000-000000000003/o1/a.pdf"}]', 'v.20250822')$$,
  'neither field given');
select lives_ok($$insert into public.order_requests (name, email, entity_legal_name, formation_state, report_type, documents, property_state, loan_reference, terms_version)
  values ('C J', 'c@demo.test', 'Both LLC', 'Texas', 'Corporation', '[{"name":"a.pdf","size":10,"storage_path":"00000000-0000-4000-8000-000000000003/o1/a.pdf"}]', 'District of Columbia', repeat('L', 100), 'v.20250822')$$,
  'District of Columbia and a loan reference of 100 characters');
select lives_ok($$insert into public.order_requests (name, email, entity_legal_name, formation_state, report_type, documents, property_state, loan_reference, terms_version)
  values ('C J', 'c@demo.test', 'Short LLC', 'Texas', 'Corporation', '[{"name":"a.pdf","size":10,"storage_path":"00000000-0000-4000-8000-000000000003/o1/a.pdf"}]', 'Wyoming', '7', 'v.20250822')$$,
  'Wyoming and a loan reference of 1 character');
reset role;
select is((select string_agg(format('%s=%s/%s', entity_legal_name, coalesce(property_state, '-'), coalesce(char_length(loan_reference), 0)), ', ' order by entity_legal_name)
           from public.order_requests where user_id = '00000000-0000-4000-8000-000000000003' and created_at = now()),
  'Both LLC=District of Columbia/100, Neither LLC=-/0, Short LLC=Wyoming/1', 'only the three valid orders were stored');
select is((select sum(credits)::integer from public.credit_ledger where user_id = '00000000-0000-4000-8000-000000000003'), 7,
  'three credits used, none for the refused orders');

select * from finish();
rollback;
