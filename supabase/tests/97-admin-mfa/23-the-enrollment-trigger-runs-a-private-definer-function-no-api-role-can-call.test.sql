-- the enrollment record is a trigger on auth.mfa_factors (after update of status) running private.mfa_factors_audit_enrolled(): security definer with search_path = pg_catalog, pg_temp (migration 1590), executable by neither PUBLIC, anon nor authenticated
-- Admin MFA (migration 1300).
begin;
select plan(4);

select is(
  (select string_agg(pg_get_triggerdef(t.oid) || ' [' || t.tgenabled::text || ']', '; ')
   from pg_trigger t where t.tgrelid = 'auth.mfa_factors'::regclass and not t.tgisinternal),
  'CREATE TRIGGER mfa_factors_audit_enrolled AFTER UPDATE OF status ON auth.mfa_factors FOR EACH ROW WHEN '
  || '(((old.status IS DISTINCT FROM new.status) AND (new.status = ''verified''::auth.factor_status))) '
  || 'EXECUTE FUNCTION private.mfa_factors_audit_enrolled() [O]',
  'the one trigger on auth.mfa_factors, enabled');
select is((select p.prosecdef from pg_proc p where p.oid = 'private.mfa_factors_audit_enrolled()'::regprocedure), true,
  'security definer');
select is((select p.proconfig from pg_proc p where p.oid = 'private.mfa_factors_audit_enrolled()'::regprocedure),
  array['search_path=pg_catalog, pg_temp'], 'search_path = pg_catalog, pg_temp');
select is(
  (select string_agg(case a.grantee when 0 then 'PUBLIC' else a.grantee::regrole::text end, ', ')
   from pg_proc p cross join lateral aclexplode(coalesce(p.proacl, acldefault('f', p.proowner))) a
   where p.oid = 'private.mfa_factors_audit_enrolled()'::regprocedure and a.privilege_type = 'EXECUTE'
     and (a.grantee = 0 or a.grantee in ('anon'::regrole, 'authenticated'::regrole))),
  null::text, 'EXECUTE grants to PUBLIC, anon and authenticated');

select * from finish();
rollback;
