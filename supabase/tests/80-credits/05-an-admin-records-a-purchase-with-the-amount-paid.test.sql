-- an admin records a purchase: the credits bought, the amount paid and an optional note (trimmed; blank is none), by them, adding to the balance
-- Credit ledger (migration 0800). Personas: admin ...0001, moderator ...0002, customer ...0003, suspended ...0004, other ...0101.
begin;
select plan(5);

delete from public.credit_ledger where user_id = '00000000-0000-4000-8000-000000000003';

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select lives_ok($$select public.grant_credits('00000000-0000-4000-8000-000000000003', 10, 45000, E'  Invoice 2026-014\n')$$,
  'an admin records ten credits for $450.00');
select lives_ok($$select public.grant_credits('00000000-0000-4000-8000-000000000003', 1, 0, '   ')$$,
  'and a free credit with a blank note');
select results_eq($$select kind, credits, amount_paid_cents, reason, created_by::text, order_id from public.credit_ledger
                    where user_id = '00000000-0000-4000-8000-000000000003' order by credits desc$$,
  $$values ('purchase', 10, 45000, 'Invoice 2026-014', '00000000-0000-4000-8000-000000000001', null::uuid),
           ('purchase', 1, 0, null::text, '00000000-0000-4000-8000-000000000001', null::uuid)$$,
  'two purchase rows by the admin');
select is(public.credit_balance('00000000-0000-4000-8000-000000000003'), 11, 'the balance');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select is(public.credit_balance('00000000-0000-4000-8000-000000000003'), 11, 'as the customer sees it');

select * from finish();
rollback;
