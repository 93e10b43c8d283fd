-- two sessions of one customer sending to their LOS at the same moment with one delivery left today: one mail is queued, the other is refused (PT429) with nothing written; the per-user lock makes the second wait for the first
-- The sessions must commit to see each other, which the file's own transaction cannot: the case opens connections
-- of its own with dblink (as 80-credits/09 does), works on the seeded customer's report f01, and removes what it
-- committed at the end.
begin;
select plan(4);
set local client_min_messages = warning;

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

-- Committed fixture: a confirmed address and nineteen deliveries already today.
select dblink_exec('setup', $$delete from public.outbound_emails where requested_by = '00000000-0000-4000-8000-000000000003'$$);
select dblink_exec('setup', $$delete from public.account_los_addresses where user_id = '00000000-0000-4000-8000-000000000003'$$);
select dblink_exec('setup', $$insert into public.account_los_addresses (user_id, email, confirmed_at)
  values ('00000000-0000-4000-8000-000000000003', 'race@harborpoint.test', now())$$);
select dblink_exec('setup', $$insert into public.outbound_emails (kind, recipient, subject, body, requested_by)
  select 'los_delivery', 'race@harborpoint.test', 'Earlier', 'Earlier', '00000000-0000-4000-8000-000000000003'
  from generate_series(1, 19)$$);

select dblink_exec(conn, 'begin'),
       dblink_exec(conn, 'set local role authenticated'),
       dblink_exec(conn, $$set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}'$$)
from unnest(array['first', 'second']) conn;
create temporary table second_session as select pid from dblink('second', 'select pg_backend_pid()') as t(pid integer);

select is((select outcome from dblink('first', $i$
  select public.queue_los_delivery('00000000-0000-4000-8000-000000000f01', 'race@harborpoint.test', false)$i$) as t(outcome text)),
  'sent', 'the first session sends, its transaction still open');
select dblink_send_query('second', $i$
  select public.queue_los_delivery('00000000-0000-4000-8000-000000000f01', 'race@harborpoint.test', false)$i$);
select is(pg_temp.done_or_blocked('second', (select pid from second_session)), 'blocked',
  'the second waits for the first');
select dblink_exec('first', 'commit');
select count(*) from dblink_get_result('second', false) as t(outcome text);
select is(split_part(dblink_error_message('second'), E'\n', 1),
  'ERROR:  You can send at most 20 reports to your LOS in 24 hours. Please try again tomorrow.',
  'and is refused once the first has used the last delivery');
select count(*) from dblink_get_result('second', false) as t(outcome text);
select dblink_exec('second', 'commit');

select is((select count(*) from dblink('setup', $$select 1 from public.outbound_emails
           where requested_by = '00000000-0000-4000-8000-000000000003'$$) as t(one integer)), 20::bigint, 'twenty in all');

select dblink_exec('setup', $$delete from public.outbound_emails where requested_by = '00000000-0000-4000-8000-000000000003'$$);
select dblink_exec('setup', $$delete from public.account_los_addresses where user_id = '00000000-0000-4000-8000-000000000003'$$);
select dblink_exec('setup', $$delete from public.los_handoffs where sent_by = '00000000-0000-4000-8000-000000000003'$$);
select dblink_disconnect(conn) from unnest(array['setup', 'first', 'second']) conn;

select * from finish();
rollback;
