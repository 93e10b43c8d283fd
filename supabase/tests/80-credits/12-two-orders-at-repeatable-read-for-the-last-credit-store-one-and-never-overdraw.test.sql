-- two sessions of one customer at REPEATABLE READ submitting an order each at the same moment with one credit left: one order is stored, the other fails with a serialization failure (the client retries) with nothing written, and the balance ends at zero, never below (it ended at -1: the second read the balance with the snapshot it took before waiting for the ledger lock)
-- The sessions must commit to see each other, which the file's own transaction cannot: the case opens
-- connections of its own with dblink (scripts/sql-test.mjs adds the extension and puts the database's address
-- in sql_test.conninfo), works on a customer created for it, and deletes that customer at the end (with their orders and ledger
-- rows, which outlive a deleted user).
begin;
select plan(7);
-- dblink_get_result(..., false) reports the remote error as a notice too; the assertions read it instead.
set local client_min_messages = warning;

-- Waits until a session's query is done or blocked on a lock (at most 10 s) and says which.
create function pg_temp.done_or_blocked(_conn text, _pid integer) returns text language plpgsql as $$
begin
  for _ in 1..200 loop
    if dblink_is_busy(_conn) = 0 then
      return 'done';
    end if;
    if exists (select 1 from pg_locks l where l.pid = _pid and not l.granted) then
      return 'blocked';
    end if;
    perform pg_sleep(0.05);
  end loop;
  return 'still running';
end
$$;

select dblink_connect_u('setup', current_setting('sql_test.conninfo'));
select dblink_connect_u('first', current_setting('sql_test.conninfo'));
select dblink_connect_u('second', current_setting('sql_test.conninfo'));

-- Committed fixture: a customer signed up for this case (left over by an aborted run: removed first), one
-- credit bought, two uploads.
select dblink_exec('setup', $$delete from public.order_requests where user_id = 'e0000000-0000-4000-8000-000000001590'$$);
select dblink_exec('setup', $$delete from public.credit_ledger where user_id = 'e0000000-0000-4000-8000-000000001590'$$);
select dblink_exec('setup', $$delete from auth.users where id = 'e0000000-0000-4000-8000-000000001590'$$);
select dblink_exec('setup', $$delete from storage.objects where name like 'e0000000-0000-4000-8000-000000001590/%'$$);
select dblink_exec('setup', $$insert into auth.users (id, email, raw_user_meta_data, created_at)
  values ('e0000000-0000-4000-8000-000000001590', 'race.rr@demo.test', '{"first_name":"Rae","last_name":"Once"}', now())$$);
select dblink_exec('setup', $$insert into public.credit_ledger (user_id, kind, credits, amount_paid_cents, reason)
  values ('e0000000-0000-4000-8000-000000001590', 'purchase', 1, 5000, 'One report')$$);
select dblink_exec('setup', $$insert into storage.objects (bucket_id, name, owner, owner_id) values
  ('order-documents', 'e0000000-0000-4000-8000-000000001590/o1/first.pdf', 'e0000000-0000-4000-8000-000000001590', 'e0000000-0000-4000-8000-000000001590'),
  ('order-documents', 'e0000000-0000-4000-8000-000000001590/o2/second.pdf', 'e0000000-0000-4000-8000-000000001590', 'e0000000-0000-4000-8000-000000001590')$$);

-- Both sessions are the customer, as PostgREST makes them: one transaction each, role and claims set locally.
select dblink_exec(conn, 'begin isolation level repeatable read'),
       dblink_exec(conn, 'set local role authenticated'),
       dblink_exec(conn, $$set local request.jwt.claims = '{"sub":"e0000000-0000-4000-8000-000000001590","role":"authenticated","aal":"aal1"}'$$)
from unnest(array['first', 'second']) conn;
create temporary table second_session as select pid from dblink('second', 'select pg_backend_pid()') as t(pid integer);

select lives_ok($$select dblink_exec('first', $i$
  insert into public.order_requests (name, email, entity_legal_name, formation_state, report_type, documents, terms_version)
  values ('Rae Once', 'race.rr@demo.test', 'First LLC', 'Texas', 'Corporation',
          '[{"name":"first.pdf","size":10,"storage_path":"e0000000-0000-4000-8000-000000001590/o1/first.pdf"}]', 'v.20250822')$i$)$$,
  'the first session orders, its transaction still open');
select is(dblink_send_query('second', $i$
  insert into public.order_requests (name, email, entity_legal_name, formation_state, report_type, documents, terms_version)
  values ('Rae Once', 'race.rr@demo.test', 'Second LLC', 'Texas', 'Corporation',
          '[{"name":"second.pdf","size":10,"storage_path":"e0000000-0000-4000-8000-000000001590/o2/second.pdf"}]', 'v.20250822')$i$),
  1, 'the second session sends its order meanwhile');
select diag('the second session is ' || pg_temp.done_or_blocked('second', (select pid from second_session))
  || ' while the first is open');
select dblink_exec('first', 'commit');
-- The second's answer: no row (fail_on_error false) and the error, then the end of its results.
select is((select count(*) from dblink_get_result('second', false) as t(status text)), 0::bigint,
  'the second order is refused');
select is((string_to_array(dblink_error_message('second'), E'\n'))[1],
  'ERROR:  could not serialize access due to concurrent update',
  'with a serialization failure: its snapshot predates the first order''s debit');
select count(*) from dblink_get_result('second', false) as t(status text);
select dblink_exec('second', 'commit');

select is((select string_agg(entity_legal_name, ', ') from public.order_requests
           where user_id = 'e0000000-0000-4000-8000-000000001590'), 'First LLC', 'one order stored');
select results_eq($$select kind, credits from public.credit_ledger where user_id = 'e0000000-0000-4000-8000-000000001590'
                    order by credits desc$$,
  $$values ('purchase', 1), ('order_debit', -1)$$, 'one purchase and one debit: a balance of zero');
select is((select count(*) from public.order_status_history h join public.order_requests o on o.id = h.order_id
           where o.user_id = 'e0000000-0000-4000-8000-000000001590'), 1::bigint, 'one history row');

select dblink_exec('setup', $$delete from public.order_requests where user_id = 'e0000000-0000-4000-8000-000000001590'$$);
select dblink_exec('setup', $$delete from public.credit_ledger where user_id = 'e0000000-0000-4000-8000-000000001590'$$);
select dblink_exec('setup', $$delete from auth.users where id = 'e0000000-0000-4000-8000-000000001590'$$);
select dblink_exec('setup', $$delete from storage.objects where name like 'e0000000-0000-4000-8000-000000001590/%'$$);
select dblink_disconnect(conn) from unnest(array['setup', 'first', 'second']) conn;

select * from finish();
rollback;
