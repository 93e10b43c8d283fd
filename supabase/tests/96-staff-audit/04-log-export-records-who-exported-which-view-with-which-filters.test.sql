-- log_export records who exported which view, with the filters as applied, the number of rows and the rows the list held under those filters (counted by the server, migration 1520)
-- Staff audit log (migration 1100). Personas: admin ...0001, moderator ...0002, customer ...0003, suspended ...0004.
begin;
select plan(6);

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select lives_ok($$select public.log_export('users', '{"status":"Active","search":"=cmd"}', 12)$$, 'an admin exports users');
reset role;
select is((select action from public.staff_audit_log), 'export_made', 'the action');
select is((select actor_id from public.staff_audit_log), '00000000-0000-4000-8000-000000000001'::uuid, 'the actor');
select is((select actor_email from public.staff_audit_log), (select email::text from auth.users where id = '00000000-0000-4000-8000-000000000001'), 'the actor''s email');
select is((select details from public.staff_audit_log),
  '{"view":"users","rows":12,"available":19,"filters":{"status":"Active","search":"=cmd"}}'::jsonb,
  'view, filters, rows and the 19 Active profiles of the seed');
select cmp_ok((select created_at from public.staff_audit_log), '=', now(), 'stamped by the transaction');

select * from finish();
rollback;
