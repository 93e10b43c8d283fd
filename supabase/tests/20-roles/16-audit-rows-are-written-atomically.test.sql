-- audit rows are written atomically: a failing assignment leaves no role change and no audit row
-- Personas: admin ...0001, moderator ...0002, customer ...0003, suspended ...0004; other customer ...0101.
begin;
select plan(4);

create function pg_temp.refuse_audit() returns trigger language plpgsql as $$
begin raise exception 'audit storage unavailable'; end $$;
create trigger refuse_audit before insert on public.role_audit_log for each row execute function pg_temp.refuse_audit();
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select throws_ok($$select public.assign_user_role('00000000-0000-4000-8000-000000000003', 'admin')$$,
  'P0001', 'audit storage unavailable', 'assignment whose audit row fails');
reset role;
select is((select role::text from public.user_roles where user_id = '00000000-0000-4000-8000-000000000003'), 'user', 'role row');
select is((select role from public.profiles where id = '00000000-0000-4000-8000-000000000003'), 'User', 'mirror');
select is((select count(*) from public.role_audit_log), 3::bigint, 'audit rows (seed only)');

select * from finish();
rollback;
