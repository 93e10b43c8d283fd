-- Order documents must name the caller's own uploads. documents_in_folder() checked only the first segment
-- of each storage_path, so an order could carry `<uid>/o1/../x.pdf`, `<uid>/x.pdf` or a file that was
-- never uploaded. The app uploads every document first, to `${userId}/${uploadId}/${storageSafeName(name)}`
-- (adapters/supabase/supabase-adapter.ts), then inserts the order with those paths.
--
-- Rule (the order_requests_insert policy, so a refusal is SQLSTATE 42501
-- 'new row violates row-level security policy for table "order_requests"'): for every entry of documents
-- that is an object whose storage_path is a JSON string, that string
--   * contains no backslash,
--   * splits on '/' into exactly three segments: the caller's id (auth.uid() as text), a folder, a file name,
--   * has a folder and a file name that are neither '', '.' nor '..',
--   * is the name of a storage.objects row in the 'order-documents' bucket owned by the caller
--     (owner_id = the caller's id, or owner = the caller when owner_id is null, as older Storage API
--     versions wrote only owner).
-- Entries of any other shape, and a documents value that is not a list, pass this check and are refused by
-- the documents check constraint (23514), as before.

-- Security invoker: it reads storage.objects through the caller's own order_documents_select policy, which
-- shows an active user every object in their folder (the insert policy requires an active caller anyway).
-- Volatile: it takes the lock below and must read with a snapshot taken after it.
create function private.documents_are_own_uploads(_docs jsonb) returns boolean
language plpgsql volatile security invoker set search_path = '' as $$
declare
  _caller uuid := (select auth.uid());
  _doc jsonb;
  _path text;
  _parts text[];
begin
  if _caller is null then
    return false;
  end if;
  if jsonb_typeof(_docs) is distinct from 'array' then
    return true;
  end if;
  -- Serialises with private.order_document_is_referenced(), which the delete policy on storage.objects
  -- calls under the same lock: a file cannot be deleted between this check and the commit of the order that
  -- names it, nor named by an order while its deletion is under way.
  perform pg_advisory_xact_lock(hashtext('private.order_documents'), hashtext(_caller::text));
  for _doc in select d from jsonb_array_elements(_docs) d loop
    continue when jsonb_typeof(_doc) <> 'object' or jsonb_typeof(_doc -> 'storage_path') is distinct from 'string';
    _path := _doc ->> 'storage_path';
    _parts := string_to_array(_path, '/');
    if strpos(_path, E'\\') > 0
       or cardinality(_parts) <> 3
       or _parts[1] <> _caller::text
       or _parts[2] in ('', '.', '..')
       or _parts[3] in ('', '.', '..')
       or not exists (
         select 1 from storage.objects o
         where o.bucket_id = 'order-documents'
           and o.name = _path
           and coalesce(o.owner_id, o.owner::text) = _caller::text
       ) then
      return false;
    end if;
  end loop;
  return true;
end
$$;
revoke all on function private.documents_are_own_uploads(jsonb) from public;
grant execute on function private.documents_are_own_uploads(jsonb) to authenticated;

drop policy order_requests_insert on public.order_requests;
create policy order_requests_insert on public.order_requests for insert to authenticated
  with check (
    (select private.caller_is_active())
    and user_id = (select auth.uid())
    and private.documents_are_own_uploads(documents)
  );

drop function private.documents_in_folder(jsonb, uuid);
