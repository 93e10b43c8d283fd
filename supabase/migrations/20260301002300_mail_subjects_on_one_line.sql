-- Issue 42 §1, the rest of it: no queued mail's subject carries a line break. Migration 2100 built the status and
-- report mails' subjects from fixed words; the LOS mail (migration 1500) and the partner firm's mail (migration
-- 0900) still name the entity as the customer typed it, so a CR/LF in that name reached their subjects, where a
-- mail library may read it as a header. Every subject now passes through private.mail_text() as it is queued,
-- whichever function queues it: one place, so a mail added later cannot forget it. The cap is the column's 500.
-- The twin is subjectLine() of mocks/handlers/reports.ts.

create function private.outbound_email_subject_on_one_line() returns trigger
language plpgsql set search_path = pg_catalog, pg_temp as $$
begin
  new.subject := private.mail_text(new.subject, 500);
  return new;
end
$$;
revoke all on function private.outbound_email_subject_on_one_line() from public;

create trigger outbound_emails_subject_on_one_line before insert or update of subject on public.outbound_emails
  for each row execute function private.outbound_email_subject_on_one_line();
