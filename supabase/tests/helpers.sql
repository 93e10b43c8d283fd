-- Assertion helpers for the *.test.sql files, loaded by scripts/sql-test.mjs after the seed (never a
-- migration). They are security invoker, so each statement they run keeps the role and JWT claims the
-- test case set, exactly as a PostgREST request would. A failed assertion raises, which fails the case.

create schema tests;
grant usage on schema tests to anon, authenticated, service_role;

-- Runs _sql and expects it to fail with SQLSTATE _errcode (and, when given, exactly _message).
create function tests.throws(_sql text, _errcode text, _message text default null) returns void
language plpgsql as $$
declare
  _state text;
  _text text;
begin
  begin
    execute _sql;
  exception when others then
    get stacked diagnostics _state = returned_sqlstate, _text = message_text;
    if _state is distinct from _errcode or (_message is not null and _text is distinct from _message) then
      raise exception 'expected error % %, got % %: %',
        _errcode, coalesce(quote_literal(_message), ''), _state, quote_literal(_text), _sql;
    end if;
    return;
  end;
  raise exception 'expected error % %, but it succeeded: %', _errcode, coalesce(quote_literal(_message), ''), _sql;
end
$$;

create function tests.is(_actual anyelement, _expected anyelement, _what text) returns void
language plpgsql as $$
begin
  if _actual is distinct from _expected then
    raise exception '%: expected %, got %', _what, coalesce(_expected::text, 'NULL'), coalesce(_actual::text, 'NULL');
  end if;
end
$$;

create function tests.ok(_condition boolean, _what text) returns void
language plpgsql as $$
begin
  if _condition is distinct from true then
    raise exception '%: not true', _what;
  end if;
end
$$;

-- The number of rows _sql returns (or affects, for a data-modifying statement with RETURNING).
create function tests.rows(_sql text) returns bigint
language plpgsql as $$
declare
  _n bigint;
begin
  if _sql ~* '^\s*(insert|update|delete)' then
    execute format('with q as (%s) select count(*) from q', _sql) into _n;
  else
    execute format('select count(*) from (%s) q', _sql) into _n;
  end if;
  return _n;
end
$$;

grant execute on all functions in schema tests to anon, authenticated, service_role;
