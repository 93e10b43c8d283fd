-- Order requests from the native /request form and the private bucket for their PDF documents.
-- The owner submits and reads their own orders, admins read all; nobody edits or deletes through the API.
-- Uploaded files live at `<user id>/<file>` inside the bucket; documents[].storage_path is that object name.

-- documents: 1..10 entries of {name, size, storage_path}, each 1 byte..20 MB (orderRequestInputSchema).
create function private.valid_order_documents(_docs jsonb) returns boolean
language sql immutable set search_path = '' as $$
  select case
    when jsonb_typeof(_docs) is distinct from 'array' then false
    when jsonb_array_length(_docs) not between 1 and 10 then false
    else not exists (
      select 1 from jsonb_array_elements(_docs) d
      where case
        when jsonb_typeof(d) <> 'object' then true
        when jsonb_typeof(d -> 'name') is distinct from 'string' or char_length(d ->> 'name') = 0 then true
        when jsonb_typeof(d -> 'storage_path') is distinct from 'string' then true
        when jsonb_typeof(d -> 'size') is distinct from 'number' then true
        else (d ->> 'size')::numeric not between 1 and 20971520
      end
    )
  end
$$;

-- Every document must sit in the owner's folder of the bucket, so an order cannot point at another user's file.
-- A malformed list passes here and is refused by the check constraint (RLS checks run first).
create function private.documents_in_folder(_docs jsonb, _owner uuid) returns boolean
language sql immutable set search_path = '' as $$
  select case
    when _owner is null then false
    when jsonb_typeof(_docs) is distinct from 'array' then true
    else not exists (
      select 1 from jsonb_array_elements(_docs) d
      where split_part(d ->> 'storage_path', '/', 1) <> _owner::text
         or array_length(string_to_array(d ->> 'storage_path', '/'), 1) < 2
    )
  end
$$;

revoke all on function private.valid_order_documents(jsonb) from public;
revoke all on function private.documents_in_folder(jsonb, uuid) from public;
grant execute on function private.valid_order_documents(jsonb) to authenticated;
grant execute on function private.documents_in_folder(jsonb, uuid) to authenticated;

create table public.order_requests (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  name text not null check (char_length(btrim(name)) between 1 and 200),
  email text not null check (
    char_length(email) <= 255 and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'
  ),
  company text check (char_length(btrim(company)) <= 200),
  entity_legal_name text not null check (char_length(btrim(entity_legal_name)) between 1 and 300),
  formation_state text not null check (formation_state in (
    'Alabama', 'Alaska', 'Arizona', 'Arkansas', 'California', 'Colorado', 'Connecticut', 'Delaware',
    'District of Columbia', 'Florida', 'Georgia', 'Hawaii', 'Idaho', 'Illinois', 'Indiana', 'Iowa', 'Kansas',
    'Kentucky', 'Louisiana', 'Maine', 'Maryland', 'Massachusetts', 'Michigan', 'Minnesota', 'Mississippi',
    'Missouri', 'Montana', 'Nebraska', 'Nevada', 'New Hampshire', 'New Jersey', 'New Mexico', 'New York',
    'North Carolina', 'North Dakota', 'Ohio', 'Oklahoma', 'Oregon', 'Pennsylvania', 'Rhode Island',
    'South Carolina', 'South Dakota', 'Tennessee', 'Texas', 'Utah', 'Vermont', 'Virginia', 'Washington',
    'West Virginia', 'Wisconsin', 'Wyoming'
  )),
  report_type text not null check (report_type in (
    'Limited Liability Company', 'Corporation', 'Limited Partnership', 'General Partnership',
    'Revocable Trust', 'Irrevocable Trust'
  )),
  documents jsonb not null check (private.valid_order_documents(documents)),
  status text not null default 'Submitted',
  created_at timestamptz not null default now()
);
create index order_requests_user_id_created_at_idx on public.order_requests (user_id, created_at desc);
create index order_requests_created_at_idx on public.order_requests (created_at desc);

revoke all on public.order_requests from anon, authenticated;
-- status and created_at are server-set; user_id may be sent but must be the caller's own id.
grant insert (user_id, name, email, company, entity_legal_name, formation_state, report_type, documents)
  on public.order_requests to authenticated;
grant select on public.order_requests to authenticated;

alter table public.order_requests enable row level security;

create policy order_requests_select on public.order_requests for select to authenticated
  using ((select private.caller_is_active()) and (user_id = (select auth.uid()) or (select private.caller_is_admin())));
create policy order_requests_insert on public.order_requests for insert to authenticated
  with check (
    (select private.caller_is_active())
    and user_id = (select auth.uid())
    and private.documents_in_folder(documents, (select auth.uid()))
  );

-- The private bucket: PDFs only, 20 MB each (the Storage API enforces both before RLS).
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('order-documents', 'order-documents', false, 20971520, array['application/pdf'])
on conflict (id) do update
  set public = false, file_size_limit = excluded.file_size_limit, allowed_mime_types = excluded.allowed_mime_types;

-- Objects: the owner's folder is their user id. Owners upload, read and delete (cleaning up a failed order)
-- their own files; admins read every file of the bucket; no updates, so nothing is overwritten.
create policy order_documents_select on storage.objects for select to authenticated
  using (
    bucket_id = 'order-documents'
    and (select private.caller_is_active())
    and ((storage.foldername(name))[1] = (select auth.uid())::text or (select private.caller_is_admin()))
  );
create policy order_documents_insert on storage.objects for insert to authenticated
  with check (
    bucket_id = 'order-documents'
    and (select private.caller_is_active())
    and (storage.foldername(name))[1] = (select auth.uid())::text
  );
create policy order_documents_delete on storage.objects for delete to authenticated
  using (
    bucket_id = 'order-documents'
    and (select private.caller_is_active())
    and (storage.foldername(name))[1] = (select auth.uid())::text
  );
