-- asking for approval is refused, checked in this order: not an active admin at aal2 (42501), no such order (PT404), no draft or a draft at another version (PT409, as a stale save), a checker who is nobody, the maker, a customer or suspended (22023); a refusal writes nothing
-- A second pair of eyes (migration 3100). Personas: admin ...0001, moderator ...0002, customer ...0003 (owns c06),
-- suspended ...0004 (made an admin here, with an approved factor: suspension alone takes the right away).
-- Seed: c06 (Oak Hollow) is In review, without a draft.
begin;
select plan(24);

update public.user_roles set role = 'admin' where user_id = '00000000-0000-4000-8000-000000000004';
insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, secret, created_at, updated_at) values
  ('00000000-0000-4000-8000-00000000f004', '00000000-0000-4000-8000-000000000004', 'Phone', 'totp', 'verified', 'JBSWY3DPEHPK3PXP', now() - interval '1 day', now() - interval '1 day');
insert into private.admin_factor_approvals (factor_id, user_id) values
  ('00000000-0000-4000-8000-00000000f004', '00000000-0000-4000-8000-000000000004');

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select throws_ok($$select public.ask_for_approval('7d2a9f31-0000-4000-8000-000000000c06', 0, '00000000-0000-4000-8000-000000000002')$$,
  'PT409', 'The draft was published or discarded by someone else: reload to see it', 'an order without a draft');
select public.save_report_draft('7d2a9f31-0000-4000-8000-000000000c06', 0, '{"values": {"entityName": "First"}}');
select public.save_report_draft('7d2a9f31-0000-4000-8000-000000000c06', 1, '{"values": {"entityName": "Second"}}');

-- Who asks.
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000002","role":"authenticated","aal":"aal1"}';
select throws_ok($$select public.ask_for_approval('7d2a9f31-0000-4000-8000-000000000c06', 2, '00000000-0000-4000-8000-000000000001')$$,
  '42501', 'Only admins can ask for approval', 'a moderator');
select throws_ok($$select public.ask_for_approval('00000000-0000-4000-8000-0000000000ff', 2, '00000000-0000-4000-8000-000000000001')$$,
  '42501', 'Only admins can ask for approval', 'a moderator, on an order that does not exist: the caller is checked first');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal1"}';
select throws_ok($$select public.ask_for_approval('7d2a9f31-0000-4000-8000-000000000c06', 2, '00000000-0000-4000-8000-000000000002')$$,
  '42501', 'Only admins can ask for approval', 'an admin at aal1');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select throws_ok($$select public.ask_for_approval('7d2a9f31-0000-4000-8000-000000000c06', 2, '00000000-0000-4000-8000-000000000002')$$,
  '42501', 'Only admins can ask for approval', 'the order''s owner');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000004","role":"authenticated","aal":"aal2"}';
select throws_ok($$select public.ask_for_approval('7d2a9f31-0000-4000-8000-000000000c06', 2, '00000000-0000-4000-8000-000000000002')$$,
  '42501', 'Only admins can ask for approval', 'a suspended admin');
reset request.jwt.claims;
set local role anon;
select throws_ok($$select public.ask_for_approval('7d2a9f31-0000-4000-8000-000000000c06', 2, '00000000-0000-4000-8000-000000000002')$$,
  '42501', null, 'anon holds no grant');

-- Which order, and which version of its draft.
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select throws_ok($$select public.ask_for_approval('00000000-0000-4000-8000-0000000000ff', 2, '00000000-0000-4000-8000-000000000002')$$,
  'PT404', 'Order not found', 'an order that does not exist');
select throws_ok($$select public.ask_for_approval(null, 2, '00000000-0000-4000-8000-000000000002')$$,
  'PT404', 'Order not found', 'no order id');
select throws_ok($$select public.ask_for_approval('00000000-0000-4000-8000-0000000000ff', 2, null)$$,
  'PT404', 'Order not found', 'an order that does not exist, with no checker: the order is checked first');
select throws_ok($$select public.ask_for_approval('7d2a9f31-0000-4000-8000-000000000c06', 1, '00000000-0000-4000-8000-000000000002')$$,
  'PT409', 'The draft was changed by someone else (version 2): reload to see it', 'an older version of the draft');
select throws_ok($$select public.ask_for_approval('7d2a9f31-0000-4000-8000-000000000c06', 3, '00000000-0000-4000-8000-000000000002')$$,
  'PT409', 'The draft was changed by someone else (version 2): reload to see it', 'a version the draft never had');
select throws_ok($$select public.ask_for_approval('7d2a9f31-0000-4000-8000-000000000c06', null, '00000000-0000-4000-8000-000000000002')$$,
  'PT409', 'The draft was changed by someone else (version 2): reload to see it', 'no version');
select throws_ok($$select public.ask_for_approval('7d2a9f31-0000-4000-8000-000000000c06', 0, '00000000-0000-4000-8000-000000000002')$$,
  'PT409', 'The draft was changed by someone else (version 2): reload to see it', 'version 0, as if there were no draft');
select throws_ok($$select public.ask_for_approval('7d2a9f31-0000-4000-8000-000000000c06', 1, '00000000-0000-4000-8000-000000000001')$$,
  'PT409', 'The draft was changed by someone else (version 2): reload to see it', 'an older version, naming the maker: the draft is checked first');

-- Who checks.
select throws_ok($$select public.ask_for_approval('7d2a9f31-0000-4000-8000-000000000c06', 2, null)$$,
  '22023', 'The checker must be another admin or moderator', 'no checker');
select throws_ok($$select public.ask_for_approval('7d2a9f31-0000-4000-8000-000000000c06', 2, '00000000-0000-4000-8000-000000000001')$$,
  '22023', 'The checker must be another admin or moderator', 'the maker themselves');
select throws_ok($$select public.ask_for_approval('7d2a9f31-0000-4000-8000-000000000c06', 2, '00000000-0000-4000-8000-000000000003')$$,
  '22023', 'The checker must be another admin or moderator', 'a customer');
select throws_ok($$select public.ask_for_approval('7d2a9f31-0000-4000-8000-000000000c06', 2, '00000000-0000-4000-8000-000000000004')$$,
  '22023', 'The checker must be another admin or moderator', 'a suspended admin');
select throws_ok($$select public.ask_for_approval('7d2a9f31-0000-4000-8000-000000000c06', 2, '00000000-0000-4000-8000-0000000000ff')$$,
  '22023', 'The checker must be another admin or moderator', 'someone who is not a user');
reset role;
update public.profiles set status = 'Suspended' where id = '00000000-0000-4000-8000-000000000002';
set local role authenticated;
select throws_ok($$select public.ask_for_approval('7d2a9f31-0000-4000-8000-000000000c06', 2, '00000000-0000-4000-8000-000000000002')$$,
  '22023', 'The checker must be another admin or moderator', 'a suspended moderator');

reset role;
select is((select count(*) from public.report_approvals where order_id = '7d2a9f31-0000-4000-8000-000000000c06'), 0::bigint, 'no check was written');
select is((select count(*) from public.staff_audit_log where action = 'approval_asked'), 0::bigint, 'and no audit entry');
select is((select version from public.report_drafts where order_id = '7d2a9f31-0000-4000-8000-000000000c06'), 2, 'the draft is as it was');

select * from finish();
rollback;
