-- an order without a credit is refused (P0001, hint no_credits, the message the app shows) and writes nothing: no order, no ledger row, no history
-- Order lifecycle (migration 0800). Personas: admin ...0001, moderator ...0002, customer ...0003, suspended ...0004, other customer ...0101.
begin;
select plan(6);

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

-- The customer has no credit left: one bought, one used.
delete from public.credit_ledger where user_id = '00000000-0000-4000-8000-000000000003';
insert into public.credit_ledger (user_id, kind, credits, amount_paid_cents, reason) values
  ('00000000-0000-4000-8000-000000000003', 'purchase', 1, 5000, 'One report');
insert into public.order_requests (id, user_id, name, email, entity_legal_name, formation_state, report_type, documents, terms_version)
values ('a0000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000003', 'Casey Jordan', 'customer@demo.test',
        'Earlier LLC', 'Texas', 'Corporation',
        '[{"name":"a.pdf","size":10,"storage_path":"00000000-0000-4000-8000-000000000003/o0/a.pdf"}]', 'v.20250822');
insert into storage.objects (bucket_id, name, owner, owner_id) values
  ('order-documents', '00000000-0000-4000-8000-000000000003/o1/articles.pdf', '00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000003');

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select is(public.credit_balance('00000000-0000-4000-8000-000000000003'), 0, 'the customer has no credit');
select is(pg_temp.failure_of($$
  insert into public.order_requests (name, email, entity_legal_name, formation_state, report_type, documents, terms_version)
  values ('Casey Jordan', 'customer@demo.test', 'Blue Harbor Holdings LLC', 'California', 'Limited Liability Company',
          '[{"name":"articles.pdf","size":52000,"storage_path":"00000000-0000-4000-8000-000000000003/o1/articles.pdf"}]',
          'v.20250822')$$),
  'P0001: You have no credits left. Each report uses one credit: please buy credits to order a report (hint: no_credits)',
  'the order is refused');
reset role;
select is((select count(*) from public.order_requests where user_id = '00000000-0000-4000-8000-000000000003'
           and created_at = now() and id <> 'a0000000-0000-4000-8000-000000000001'), 0::bigint, 'no order stored');
select is((select count(*) from public.credit_ledger where user_id = '00000000-0000-4000-8000-000000000003'), 2::bigint,
  'no ledger row beyond the purchase and the earlier debit');
select is((select count(*) from public.order_status_history h join public.order_requests o on o.id = h.order_id
           where o.user_id = '00000000-0000-4000-8000-000000000003' and h.created_at = now()), 1::bigint,
  'no history row beyond the earlier order''s');
select is((select sum(credits)::integer from public.credit_ledger where user_id = '00000000-0000-4000-8000-000000000003'), 0,
  'balance still zero');

select * from finish();
rollback;
