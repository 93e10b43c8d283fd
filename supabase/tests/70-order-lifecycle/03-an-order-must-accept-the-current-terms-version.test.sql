-- an order must carry the current Terms of Service version (v.20250822): missing, empty, older or unknown versions are refused (P0001, hint terms_not_accepted) and write nothing
-- Order lifecycle (migration 0800). Personas: admin ...0001, moderator ...0002, customer ...0003, suspended ...0004, other customer ...0101.
begin;
select plan(7);

-- How a statement fails, as PostgREST passes it on (code, message, hint), run as the current role.
create function pg_temp.failure_of(_sql text) returns text language plpgsql as $$
declare
  _state text;
  _message text;
  _hint text;
begin
  execute _sql;
  return 'no failure';
exception when others then
  get stacked diagnostics _state = returned_sqlstate, _message = message_text, _hint = pg_exception_hint;
  return format('%s: %s (hint: %s)', _state, _message, coalesce(nullif(_hint, ''), 'none'));
end
$$;
grant execute on function pg_temp.failure_of(text) to authenticated;

-- A customer with credits to spare and one upload.
delete from public.credit_ledger where user_id = '00000000-0000-4000-8000-000000000003';
insert into public.credit_ledger (user_id, kind, credits, amount_paid_cents, reason) values
  ('00000000-0000-4000-8000-000000000003', 'purchase', 5, 25000, 'Five reports');
insert into storage.objects (bucket_id, name, owner, owner_id) values
  ('order-documents', '00000000-0000-4000-8000-000000000003/o1/a.pdf', '00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000003');

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select is(pg_temp.failure_of($$
  insert into public.order_requests (name, email, entity_legal_name, formation_state, report_type, documents)
  values ('Casey Jordan', 'customer@demo.test', 'X LLC', 'Texas', 'Corporation',
          '[{"name":"a.pdf","size":10,"storage_path":"00000000-0000-4000-8000-000000000003/o1/a.pdf"}]')$$),
  'P0001: Please accept the current Terms of Service (v.20250822) to order a report (hint: terms_not_accepted)',
  'no terms version');
select is(pg_temp.failure_of($$
  insert into public.order_requests (name, email, entity_legal_name, formation_state, report_type, documents, terms_version)
  values ('Casey Jordan', 'customer@demo.test', 'X LLC', 'Texas', 'Corporation',
          '[{"name":"a.pdf","size":10,"storage_path":"00000000-0000-4000-8000-000000000003/o1/a.pdf"}]', '')$$),
  'P0001: Please accept the current Terms of Service (v.20250822) to order a report (hint: terms_not_accepted)',
  'an empty terms version');
select is(pg_temp.failure_of($$
  insert into public.order_requests (name, email, entity_legal_name, formation_state, report_type, documents, terms_version)
  values ('Casey Jordan', 'customer@demo.test', 'X LLC', 'Texas', 'Corporation',
          '[{"name":"a.pdf","size":10,"storage_path":"00000000-0000-4000-8000-000000000003/o1/a.pdf"}]', 'v.20240101')$$),
  'P0001: Please accept the current Terms of Service (v.20250822) to order a report (hint: terms_not_accepted)',
  'an older terms version');
select is(pg_temp.failure_of($$
  insert into public.order_requests (name, email, entity_legal_name, formation_state, report_type, documents, terms_version)
  values ('Casey Jordan', 'customer@demo.test', 'X LLC', 'Texas', 'Corporation',
          '[{"name":"a.pdf","size":10,"storage_path":"00000000-0000-4000-8000-000000000003/o1/a.pdf"}]', ' v.20250822')$$),
  'P0001: Please accept the current Terms of Service (v.20250822) to order a report (hint: terms_not_accepted)',
  'the current version with a leading space');
reset role;
select is((select count(*) from public.credit_ledger where user_id = '00000000-0000-4000-8000-000000000003'), 1::bigint,
  'nothing debited');
select is((select count(*) from public.order_requests where user_id = '00000000-0000-4000-8000-000000000003'
           and created_at = now()), 0::bigint, 'nothing stored');
set local role authenticated;
select lives_ok($$
  insert into public.order_requests (name, email, entity_legal_name, formation_state, report_type, documents, terms_version)
  values ('Casey Jordan', 'customer@demo.test', 'X LLC', 'Texas', 'Corporation',
          '[{"name":"a.pdf","size":10,"storage_path":"00000000-0000-4000-8000-000000000003/o1/a.pdf"}]', 'v.20250822')$$,
  'the current version is accepted');

select * from finish();
rollback;
