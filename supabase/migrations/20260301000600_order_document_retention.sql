-- Uploaded PDFs are kept at least 90 days after the order is submitted (the terms), but order_documents_delete
-- let a customer delete every file in their folder, those of submitted orders included. The app deletes
-- files itself only to clean up after a failed order insert (supabase-adapter.ts, removeDocuments), so
-- that is the one deletion the API still allows.
--
-- Rule (order_documents_delete, a USING clause: rows it refuses are silently not deleted, no error; the
-- Storage API's remove answers 200 listing only the objects it did delete): a caller deletes an object of
-- the order-documents bucket only when all of these hold
--   * the caller is active (not Suspended),
--   * the object's first folder is the caller's id,
--   * the caller owns it (owner_id = the caller's id, or owner = the caller when owner_id is null),
--   * no order_requests row, of any user, has a documents entry whose storage_path equals the object's name.
-- So once an order references a file, nobody deletes it through the API (admins read every file and delete
-- none of others, as before); retention housekeeping after the 90 days runs with the service role.

-- Security definer: it must see every order, not only those the caller may read. Volatile: it takes the same
-- lock as private.documents_are_own_uploads() (the order insert check) and must read with a snapshot taken
-- after it, so an order committed meanwhile is seen.
create function private.order_document_is_referenced(_name text) returns boolean
language plpgsql volatile security definer set search_path = '' as $$
begin
  perform pg_advisory_xact_lock(hashtext('private.order_documents'), hashtext((select auth.uid())::text));
  return exists (
    select 1 from public.order_requests o
    where o.documents @> jsonb_build_array(jsonb_build_object('storage_path', _name))
  );
end
$$;
revoke all on function private.order_document_is_referenced(text) from public;
grant execute on function private.order_document_is_referenced(text) to authenticated;

-- Answers the containment test above without reading every order.
create index order_requests_documents_idx on public.order_requests using gin (documents jsonb_path_ops);

drop policy order_documents_delete on storage.objects;
create policy order_documents_delete on storage.objects for delete to authenticated
  using (
    bucket_id = 'order-documents'
    and (select private.caller_is_active())
    and (storage.foldername(name))[1] = (select auth.uid())::text
    and coalesce(owner_id, owner::text) = (select auth.uid())::text
    and not private.order_document_is_referenced(name)
  );
