-- a customer searching another customer's loan reference finds nothing; staff find it with the status filter
-- Issue 47 §4: the lists search the loan reference with PostgREST's `or=(loan_reference.ilike.*text*,…)`, which
-- PostgreSQL runs under the same policies as any read (order_requests_select; order_queue is a security-invoker
-- view). Seed: customer ...0003 owns c02 (HPL-25-0112), Jordan Lee ...0100 owns c08 (NBCU-7734, In review).
begin;
select plan(7);

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select is((select count(*) from public.order_requests
  where loan_reference ilike '%nbcu-7734%' or entity_legal_name ilike '%nbcu-7734%'), 0::bigint,
  'the customer''s own orders: another customer''s loan reference finds nothing');
select is((select count(*) from public.order_queue
  where loan_reference ilike '%NBCU%' or entity_legal_name ilike '%NBCU%' or name ilike '%NBCU%'
     or email ilike '%NBCU%' or company ilike '%NBCU%'), 0::bigint,
  'the queue view read by a customer: nothing of another customer either');
select results_eq($$select id::text from public.order_requests where loan_reference ilike '%hpl-25-0112%'$$,
  $$values ('5e81b40d-0000-4000-8000-000000000c02')$$, 'the customer finds their own order by its loan number');

set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000100","role":"authenticated","aal":"aal1"}';
select results_eq($$select id::text from public.order_requests where loan_reference ilike '%nbcu-7734%'$$,
  $$values ('9c4e1a73-0000-4000-8000-000000000c08')$$, 'its owner finds it');

set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000002","role":"authenticated","aal":"aal2"}';
select results_eq($$select id::text from public.order_queue
  where status = 'In review' and (loan_reference ilike '%Nbcu-7734%' or entity_legal_name ilike '%Nbcu-7734%')$$,
  $$values ('9c4e1a73-0000-4000-8000-000000000c08')$$, 'a moderator finds it in the queue with its status');
select is((select count(*) from public.order_queue
  where status = 'Submitted' and loan_reference ilike '%NBCU-7734%'), 0::bigint,
  'and not under another status');
-- The adapter escapes LIKE's wildcards: a literal `%` matches only a reference holding one (the seed has none).
select is((select count(*) from public.order_queue where loan_reference ilike '%\%%'), 0::bigint,
  'an escaped % matches itself only');

select * from finish();
rollback;
