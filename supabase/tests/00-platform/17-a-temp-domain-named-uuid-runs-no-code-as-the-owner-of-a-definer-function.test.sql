-- a temp domain named uuid, whose CHECK calls a temp function, runs no code as the owner of a definer
-- function: a customer (authenticated, holding TEMP as PUBLIC does where the database owner kept it) creates
-- both in their session's pg_temp, then calls definer RPCs whose bodies, or auth.uid() inside them, cast to
-- uuid. With search_path = pg_catalog, pg_temp the cast finds pg_catalog.uuid; the temp function never runs
-- as postgres (it records every role it runs as; run as the customer it could only do what they can).
begin;
select plan(6);

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
-- The attack, as the issue ran it; refused outright where the API roles no longer hold TEMP.
do $$
begin
  create function pg_temp.attack(_value pg_catalog.uuid) returns boolean language plpgsql as $f$
  begin
    perform pg_catalog.set_config('attack.ran_as',
      pg_catalog.concat_ws(',', nullif(pg_catalog.current_setting('attack.ran_as', true), ''), current_user), true);
    return true;
  end
  $f$;
  create domain pg_temp.uuid as pg_catalog.uuid check (pg_temp.attack(value));
exception when insufficient_privilege then
  perform pg_catalog.set_config('attack.refused', 'true', true);
end
$$;
select ok(coalesce(current_setting('attack.refused', true), '') = 'true'
          or to_regtype('pg_temp.uuid') is not null, 'the temp domain exists (or TEMP is refused)');

select ok(public.credit_balance('00000000-0000-4000-8000-000000000003'::pg_catalog.uuid) >= 0, 'credit_balance answers');
select is(public.is_admin(), false, 'is_admin answers');
select throws_ok($$select public.publish_report('00000000-0000-4000-8000-00000000c001'::pg_catalog.uuid, '{}'::jsonb, null)$$,
  '42501', null, 'publish_report refuses the customer');
select throws_ok($$select public.grant_credits('00000000-0000-4000-8000-000000000003'::pg_catalog.uuid, 1000, 0, 'minted')$$,
  '42501', null, 'grant_credits refuses the customer');
select ok(coalesce(current_setting('attack.ran_as', true), '') not like '%postgres%',
  'the temp function never ran as postgres (ran as: ' || coalesce(nullif(current_setting('attack.ran_as', true), ''), 'nobody') || ')');

select * from finish();
rollback;
