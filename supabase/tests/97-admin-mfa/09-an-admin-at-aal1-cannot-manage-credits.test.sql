-- an admin at aal1 can neither record a purchase nor adjust a balance (42501) and the ledger and the staff audit trail stay as they were
-- Admin MFA (migration 1300). Personas: admin ...0001 (a verified TOTP factor in the seed), moderator ...0002,
-- customer ...0003, suspended ...0004, other customer ...0101.
begin;
select plan(5);

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal1"}';
select throws_ok($$select public.grant_credits('00000000-0000-4000-8000-000000000003', 10, 35000, 'Ten reports')$$,
  '42501', 'Only admins can manage credits', 'grant_credits');
select throws_ok($$select public.adjust_credits('00000000-0000-4000-8000-000000000003', -5, 'Chargeback')$$,
  '42501', 'Only admins can manage credits', 'adjust_credits');
reset role;
select is((select count(*) from public.credit_ledger where created_at = now()), 0::bigint, 'no ledger row written');
select is((select sum(credits)::int from public.credit_ledger where user_id = '00000000-0000-4000-8000-000000000003'), 20,
  'the customer''s balance is unchanged');
select is((select count(*) from public.staff_audit_log), 0::bigint, 'no staff audit row');

select * from finish();
rollback;
