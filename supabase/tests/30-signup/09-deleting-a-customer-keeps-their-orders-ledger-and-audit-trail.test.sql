-- deleting a customer with orders, ledger rows and audit rows (and a staff member who acted) keeps every record with the ids and emails: an admin still reads them, nobody reads them as the deleted user
-- GoTrue writes auth.users as supabase_auth_admin (plain statements: any error fails the file); the triggers run as their owner.
-- Personas: admin ...0001, moderator ...0002, customer ...0003 (seeded orders, ledger and reports).
begin;
select plan(12);

-- The admin records a purchase and moves an order of the customer (both in the staff audit trail).
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select public.grant_credits('00000000-0000-4000-8000-000000000003', 5, 20000, 'Five reports');
select public.set_order_status('0f6b8e24-0000-4000-8000-000000000c07', 'In review', null);
reset role;
-- A row whose actor is the moderator, as record_staff_action writes one (the writer gives only the actor's email).
insert into public.staff_audit_log (action, actor_id, actor_email, target_user_id, details)
values ('status_changed', '00000000-0000-4000-8000-000000000002', 'moderator@demo.test', '00000000-0000-4000-8000-000000000003',
        '{"from":"Active","to":"Active"}');

create temporary table before_deletion on commit drop as select
  (select count(*) from public.order_requests where user_id = '00000000-0000-4000-8000-000000000003') as orders,
  (select count(*) from public.order_status_history h join public.order_requests o on o.id = h.order_id
    where o.user_id = '00000000-0000-4000-8000-000000000003') as history,
  (select count(*) from public.order_reports r join public.order_requests o on o.id = r.order_id
    where o.user_id = '00000000-0000-4000-8000-000000000003') as reports,
  (select sum(amount_paid_cents) from public.credit_ledger where user_id = '00000000-0000-4000-8000-000000000003') as paid,
  (select sum(credits) from public.credit_ledger where user_id = '00000000-0000-4000-8000-000000000003') as balance;
grant select on before_deletion to authenticated;

set local role supabase_auth_admin;
delete from auth.users where id in ('00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000002');
reset role;

select is((select count(*)::int from public.profiles where id = '00000000-0000-4000-8000-000000000003'), 0, 'the profile went');
select isnt((select orders from before_deletion), 0::bigint, 'the customer had orders');

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select is((select count(*) from public.order_requests where user_id = '00000000-0000-4000-8000-000000000003'),
  (select orders from before_deletion), 'an admin reads every order of the deleted customer');
select is((select count(*) from public.order_status_history h join public.order_requests o on o.id = h.order_id
           where o.user_id = '00000000-0000-4000-8000-000000000003'), (select history from before_deletion), 'their history');
select is((select count(*) from public.order_reports r join public.order_requests o on o.id = r.order_id
           where o.user_id = '00000000-0000-4000-8000-000000000003'), (select reports from before_deletion), 'their reports');
select is((select sum(amount_paid_cents) from public.credit_ledger where user_id = '00000000-0000-4000-8000-000000000003'),
  (select paid from before_deletion), 'their purchases: the amounts paid');
select is((select sum(credits) from public.credit_ledger where user_id = '00000000-0000-4000-8000-000000000003'),
  (select balance from before_deletion), 'their whole ledger');
select is((select created_by::text from public.credit_ledger
           where user_id = '00000000-0000-4000-8000-000000000003' and reason = 'Five reports'),
  '00000000-0000-4000-8000-000000000001', 'who recorded the purchase');
select results_eq($$select action, actor_id::text, actor_email, target_user_id::text, target_user_email from public.staff_audit_log
                    order by action$$,
  $$values ('credits_adjusted', '00000000-0000-4000-8000-000000000001', 'admin@demo.test', '00000000-0000-4000-8000-000000000003', 'customer@demo.test'),
           ('order_status_changed', '00000000-0000-4000-8000-000000000001', 'admin@demo.test', '00000000-0000-4000-8000-000000000003', 'customer@demo.test'),
           ('status_changed', '00000000-0000-4000-8000-000000000002', 'moderator@demo.test', '00000000-0000-4000-8000-000000000003', 'customer@demo.test')$$,
  'the staff audit keeps both ids and both emails');

-- The deleted customer's own (still unexpired) token reads none of it.
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select is((select count(*)::int from public.order_requests), 0, 'no order as the deleted customer');
select is((select count(*)::int from public.credit_ledger), 0, 'no ledger row as the deleted customer');
select is((select count(*)::int from public.order_status_history), 0, 'no history row as the deleted customer');

select * from finish();
rollback;
