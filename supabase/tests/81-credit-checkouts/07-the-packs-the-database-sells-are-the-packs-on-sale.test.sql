-- the packs private.credit_pack() knows are CREDIT_PACKS of src/lib/credits/packs.ts, and record_credit_checkout refuses anything else, a malformed session id and an unknown user
-- Stripe purchases (migration 3500).
begin;
select plan(5);

select results_eq($$select p.id, c.name, c.credits, c.price_cents from (values ('starter'), ('team'), ('volume'), ('platinum')) p (id)
                    cross join lateral private.credit_pack(p.id) c$$,
  $$values ('starter', 'Starter', 10, 35000), ('team', 'Team', 50, 150000), ('volume', 'Volume', 200, 500000),
           ('platinum', null::text, null::integer, null::integer)$$,
  'starter 10 for $350, team 50 for $1,500, volume 200 for $5,000, nothing else');
set local role service_role;
select throws_ok($$select public.record_credit_checkout('cs_test_1', '00000000-0000-4000-8000-000000000003', 'platinum')$$,
  '22023', 'Choose one of the credit packs.', 'an unknown pack is refused');
select throws_ok($$select public.record_credit_checkout('pi_123', '00000000-0000-4000-8000-000000000003', 'starter')$$,
  '22023', 'A Checkout Session id starts with cs_', 'an id that is not a Checkout Session''s is refused');
select throws_ok($$select public.record_credit_checkout('cs_test_1', '00000000-0000-4000-8000-00000000dead', 'starter')$$,
  'PT404', 'User not found', 'an unknown user is refused');
reset role;
select is((select count(*) from public.credit_checkouts where id = 'cs_test_1'), 0::bigint, 'nothing was written');

select * from finish();
rollback;
