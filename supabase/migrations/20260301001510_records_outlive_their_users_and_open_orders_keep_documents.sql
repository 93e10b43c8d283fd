-- Two ways records were lost (issue 28, items 2 and 4).
--
-- 1. Retention counted 90 days from the order's created_at whatever its status, so an order resubmitted on
--    day 89 lost the documents uploaded the day before, and a legal review then went out without them.
--    Rule now: an order's documents are kept while the order is open (Submitted, In review, Needs documents,
--    Escalated: the partner firm is still reviewing it) and for 90 days after the later of its final status
--    (Report ready, Cancelled) and its last upload. Every status change, the submission and each resubmission
--    with its uploads write an order_status_history row, so the order's newest history row is that moment; a
--    correction published on a Report ready order writes one too, and starts the 90 days again.
--    orders_past_document_retention() lists only such orders, and mark_order_documents_purged() refuses any
--    other (the old check constraint, 90 days after created_at, stays as a floor). The Terms' promise, "at least
--    90 days after the order is submitted", still holds (both moments come after the submission), so their text
--    and version are unchanged.
--
-- 2. Deleting a user (dashboard, GoTrue's admin API) erased records: the staff audit lost the actor's and the
--    target's ids (ON DELETE SET NULL), and the ledger and the orders cascaded away with their history and
--    reports, though the Terms cap liability at the amount paid in the last 12 months. Design (archive, as
--    migration 0700 did for role_audit_log): the user ids in these records are recorded values, not foreign
--    keys, so GoTrue's delete still works and nothing clears or removes them:
--      staff_audit_log.actor_id, target_user_id        kept; target_user_email recorded at write time (new)
--      credit_ledger.user_id, created_by               kept
--      order_requests.user_id                          kept (so are its history, reports and mails, which hang
--                                                      off the order, not the user)
--      order_status_history.changed_by                 kept
--      order_reports.published_by                      kept
--    What is the user's own and not a record still goes with them: profile, role, LOS address, sessions.
--    Who reads the kept rows is unchanged: the owner's policies need an active caller (a profile), so nobody
--    reads a deleted user's rows as that user; admins (and moderators, for the order queue) read them as
--    before. grant_credits and adjust_credits still refuse a user who no longer exists.
--    The user's files: Storage refuses a direct delete from storage.objects, so the retention function
--    purge-order-documents (service role, on its schedule) also removes every object of the order-documents
--    bucket in the folder of a user who no longer exists, listed by deleted_user_documents() below.

-- ---------------------------------------------------------------------------------------------------------
-- 1. Retention

-- The orders whose documents may go now: unpurged, final, and their last change (final status, last upload) at
-- least 90 days ago; oldest first. The one statement of the rule: the mark below asks it too.
create or replace function public.orders_past_document_retention() returns setof public.order_requests
language sql stable security invoker set search_path = '' as $$
  select * from public.order_requests o
  where o.documents_purged_at is null
    and o.status in ('Report ready', 'Cancelled')
    and o.created_at <= now() - interval '90 days'
    and not exists (
      select 1 from public.order_status_history h
      where h.order_id = o.id and h.created_at > now() - interval '90 days'
    )
  order by o.created_at
$$;

-- Marks an order whose documents went; an order still within retention is refused (nothing is marked), an
-- unknown or already marked order changes nothing.
create or replace function public.mark_order_documents_purged(_order_id uuid) returns void
language plpgsql volatile security invoker set search_path = '' as $$
declare
  _order public.order_requests;
begin
  select * into _order from public.order_requests o where o.id = _order_id and o.documents_purged_at is null for update;
  if not found then
    return;
  end if;
  if not exists (select 1 from public.orders_past_document_retention() d where d.id = _order.id) then
    raise exception 'Documents are kept while the order is open and for 90 days after its final status and last upload'
      using errcode = '23514', hint = 'documents_retained';
  end if;
  update public.order_requests set documents_purged_at = now() where id = _order.id;
end
$$;

-- create or replace keeps the grants; restated so this file says what they are.
revoke all on function public.orders_past_document_retention() from public, anon, authenticated;
revoke all on function public.mark_order_documents_purged(uuid) from public, anon, authenticated;
grant execute on function public.orders_past_document_retention() to service_role;
grant execute on function public.mark_order_documents_purged(uuid) to service_role;

-- ---------------------------------------------------------------------------------------------------------
-- 2. Records outlive their users

alter table public.staff_audit_log
  drop constraint staff_audit_log_actor_id_fkey,
  drop constraint staff_audit_log_target_user_id_fkey,
  add column target_user_email text;
update public.staff_audit_log l
set target_user_email = (select u.email from auth.users u where u.id = l.target_user_id)
where l.target_user_id is not null;

-- Fills both emails of every new audit row unless the writer gave them (record_staff_action gives the actor's).
create function private.staff_audit_log_record_emails() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  new.actor_email := coalesce(new.actor_email, (select u.email from auth.users u where u.id = new.actor_id));
  new.target_user_email := coalesce(new.target_user_email, (select u.email from auth.users u where u.id = new.target_user_id));
  return new;
end
$$;
revoke all on function private.staff_audit_log_record_emails() from public;
create trigger staff_audit_log_record_emails before insert on public.staff_audit_log
  for each row execute function private.staff_audit_log_record_emails();

alter table public.order_requests drop constraint order_requests_user_id_fkey;
alter table public.credit_ledger
  drop constraint credit_ledger_user_id_fkey,
  drop constraint credit_ledger_created_by_fkey;
alter table public.order_status_history drop constraint order_status_history_changed_by_fkey;
alter table public.order_reports drop constraint order_reports_published_by_fkey;

-- The objects of the order-documents bucket in the folder of a user who no longer exists (a first folder that
-- is a user id: the upload policy puts every customer file there), oldest first, 1000 at most (what one Storage
-- remove takes; the next run takes the rest). For purge-order-documents, which removes them through the Storage
-- API. Definer: it reads auth.users.
create function public.deleted_user_documents() returns setof text
language sql stable security definer set search_path = '' as $$
  select o.name from storage.objects o
  where o.bucket_id = 'order-documents'
    and (storage.foldername(o.name))[1] ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
    and not exists (select 1 from auth.users u where u.id::text = lower((storage.foldername(o.name))[1]))
  order by o.created_at, o.name
  limit 1000
$$;
revoke all on function public.deleted_user_documents() from public, anon, authenticated;
grant execute on function public.deleted_user_documents() to service_role;
