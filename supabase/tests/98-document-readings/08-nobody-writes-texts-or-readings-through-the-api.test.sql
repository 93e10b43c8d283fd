-- texts and readings are written only through the functions: not even an admin inserts, updates or deletes them through the API (readings are append-only)
-- Document texts and readings (migration 1600). Personas: admin ...0001, moderator ...0002, customer ...0003, suspended ...0004.
-- Seed: Casey's order c01 has operating-agreement.pdf and certificate-of-formation.pdf (both under 0003/c01/).
begin;
select plan(6);

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select public.save_document_text('a3f27c19-0000-4000-8000-000000000c01', '00000000-0000-4000-8000-000000000003/a3f27c19-0000-4000-8000-000000000c01/operating-agreement.pdf', '[{"page": 1, "text": "x"}]', null);
select public.save_document_reading('a3f27c19-0000-4000-8000-000000000c01', 'built-in', '{}');
select throws_ok($$insert into public.order_document_texts (order_id, storage_path, file_name, pages, page_count)
  values ('a3f27c19-0000-4000-8000-000000000c01', 'p', 'f', '[]', 0)$$, '42501', null, 'no insert of a text');
select throws_ok($$update public.order_document_texts set pages = '[]', page_count = 0$$, '42501', null, 'no update of a text');
select throws_ok($$delete from public.order_document_texts$$, '42501', null, 'no delete of a text');
select throws_ok($$insert into public.order_document_readings (order_id, reader, result, documents)
  values ('a3f27c19-0000-4000-8000-000000000c01', 'built-in', '{}', '{}')$$, '42501', null, 'no insert of a reading');
select throws_ok($$update public.order_document_readings set result = '{}'$$, '42501', null, 'no update of a reading');
select throws_ok($$delete from public.order_document_readings$$, '42501', null, 'no delete of a reading');

select * from finish();
rollback;
