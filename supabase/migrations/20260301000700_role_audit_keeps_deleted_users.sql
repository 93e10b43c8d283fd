-- The role audit must still say who assigned which role to whom after either user is deleted. Its foreign
-- keys to auth.users were ON DELETE SET NULL, so deleting a user (dashboard, Auth admin API) erased them from
-- every audit row, and from user_roles.assigned_by.
--
-- Design: the ids are recorded values, not references (no foreign key, so nothing clears them), and each
-- audit row also records both users' emails as they were when the row was written, so a row stays readable
-- when the users are gone. RLS and grants are unchanged: admins read the log, nobody writes it through the API.
--   role_audit_log.assigned_by, target_user_id  uuid, kept as written
--   role_audit_log.assigned_by_email            auth.users.email of assigned_by at insert time (null if none)
--   role_audit_log.target_user_email            auth.users.email of target_user_id at insert time (null if none)
--   user_roles.assigned_by                      uuid, kept as written (the row itself still goes with its user)

alter table public.role_audit_log
  drop constraint role_audit_log_assigned_by_fkey,
  drop constraint role_audit_log_target_user_id_fkey,
  add column assigned_by_email text,
  add column target_user_email text;
alter table public.user_roles drop constraint user_roles_assigned_by_fkey;

update public.role_audit_log l
set assigned_by_email = (select u.email from auth.users u where u.id = l.assigned_by),
    target_user_email = (select u.email from auth.users u where u.id = l.target_user_id);

-- Fills the emails of every new audit row (assign_user_role, seed, imports) unless the writer gave them.
create function private.role_audit_log_record_emails() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  new.assigned_by_email := coalesce(new.assigned_by_email, (select u.email from auth.users u where u.id = new.assigned_by));
  new.target_user_email := coalesce(new.target_user_email, (select u.email from auth.users u where u.id = new.target_user_id));
  return new;
end
$$;
revoke all on function private.role_audit_log_record_emails() from public;
create trigger role_audit_log_record_emails before insert on public.role_audit_log
  for each row execute function private.role_audit_log_record_emails();
