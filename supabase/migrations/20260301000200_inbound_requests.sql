-- Contact messages and demo requests from the public site's native forms: anyone may send one (the anon
-- key included), only admins read them back. Checks mirror the zod rules of src/backend/schemas
-- (contactMessageInputSchema); the adapter sends trimmed values, so lengths are checked on trimmed text.

create table public.inbound_requests (
  id uuid primary key default gen_random_uuid(),
  kind text not null check (kind in ('contact', 'demo')),
  name text not null check (char_length(btrim(name)) between 2 and 100),
  email text not null check (
    char_length(email) <= 255 and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'
  ),
  company text check (char_length(btrim(company)) <= 200),
  phone text check (
    phone is null or phone = '' or (char_length(phone) <= 20 and phone ~ '^\+?[1-9][0-9]{0,15}$')
  ),
  message text not null check (char_length(btrim(message)) between 10 and 2000),
  created_at timestamptz not null default now()
);
create index inbound_requests_created_at_idx on public.inbound_requests (created_at desc);

revoke all on public.inbound_requests from anon, authenticated;
grant insert (kind, name, email, company, phone, message) on public.inbound_requests to anon, authenticated;
grant select on public.inbound_requests to authenticated;

alter table public.inbound_requests enable row level security;

-- Visitors send as anon; a signed-in sender must not be Suspended. Inserts are write-only (no RETURNING
-- for non-admins: supabase-js must insert without .select()).
create policy inbound_requests_insert on public.inbound_requests for insert to anon, authenticated
  with check ((select auth.uid()) is null or (select private.caller_is_active()));
create policy inbound_requests_select on public.inbound_requests for select to authenticated
  using ((select private.caller_is_admin()));
