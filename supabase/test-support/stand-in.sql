-- A stand-in for the parts of a Supabase database that the migrations rely on, loaded by
-- scripts/sql-test.mjs as the cluster superuser (supabase_admin, like on Supabase) before the migrations.
-- It lives outside supabase/tests because `supabase test db` runs every .sql file there as a pgTAP test.
-- Bodies and privileges follow supabase/postgres (roles, default privileges), supabase/auth
-- (migrations/20220224000811_update_auth_functions.up.sql) and supabase/storage (storage.foldername).
-- Nothing here is applied to a real project: Supabase provides all of it.

-- Roles: PostgREST logs in as authenticator and switches to anon/authenticated/service_role per request.
create role anon nologin noinherit;
create role authenticated nologin noinherit;
create role service_role nologin noinherit bypassrls;
create role authenticator login noinherit;
create role supabase_auth_admin nologin noinherit createrole;
create role supabase_storage_admin nologin noinherit createrole;
-- Since 2022 the `postgres` role of a project is not a superuser; migrations and seed.sql run as it.
create role postgres login createrole createdb replication bypassrls;
grant anon, authenticated, service_role to authenticator;
grant anon, authenticated, service_role to postgres;
-- supabase/postgres 20220609081115: lets postgres add triggers on auth tables and policies on storage tables.
grant supabase_auth_admin, supabase_storage_admin to postgres;
grant all on database postgres to postgres;
grant create on schema public to postgres;
-- As on Supabase: extensions (pgTAP among them, created by scripts/sql-test.mjs like `supabase test db`
-- does) are found without a schema prefix.
alter role postgres set search_path to "$user", public, extensions;

-- Supabase's default privileges: everything new in public is granted to the API roles, which is why the
-- migrations revoke before they grant.
grant usage on schema public to anon, authenticated, service_role;
alter default privileges for role postgres in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges for role postgres in schema public grant all on sequences to anon, authenticated, service_role;
alter default privileges for role postgres in schema public grant all on functions to anon, authenticated, service_role;

-- Extensions live in their own schema on Supabase (pgcrypto for crypt()/gen_salt()).
create schema extensions;
grant usage on schema extensions to postgres, anon, authenticated, service_role;
create extension pgcrypto with schema extensions;

-- auth: the columns GoTrue needs to sign a seeded user in, plus banned_until for suspensions.
create schema auth authorization supabase_auth_admin;
grant usage on schema auth to postgres, anon, authenticated, service_role;
set role supabase_auth_admin;

create table auth.users (
  instance_id uuid,
  id uuid primary key,
  aud varchar(255),
  role varchar(255),
  email varchar(255),
  encrypted_password varchar(255),
  email_confirmed_at timestamptz,
  invited_at timestamptz,
  confirmation_token varchar(255),
  confirmation_sent_at timestamptz,
  recovery_token varchar(255),
  recovery_sent_at timestamptz,
  email_change_token_new varchar(255),
  email_change varchar(255),
  email_change_sent_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb,
  raw_user_meta_data jsonb,
  is_super_admin boolean,
  created_at timestamptz,
  updated_at timestamptz,
  phone text unique default null,
  phone_confirmed_at timestamptz,
  banned_until timestamptz,
  is_sso_user boolean not null default false,
  deleted_at timestamptz,
  is_anonymous boolean not null default false
);
create unique index users_email_partial_key on auth.users (email) where (is_sso_user = false);

create table auth.identities (
  provider_id text not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  identity_data jsonb not null,
  provider text not null,
  last_sign_in_at timestamptz,
  created_at timestamptz,
  updated_at timestamptz,
  email text generated always as (lower(identity_data ->> 'email')) stored,
  id uuid not null default gen_random_uuid() primary key,
  unique (provider_id, provider)
);

-- Sessions and MFA as supabase/auth's migrations leave them (20220811173540_add_sessions_table,
-- 20221003041349_add_mfa_schema, 20221003041400_add_aal_and_factor_id_to_sessions, 20221011041400_add_mfa_indexes
-- and the later column and index migrations up to 20251111201300; sessions.oauth_client_id is left out with
-- the OAuth server tables it references). A TOTP factor is inserted unverified by /factors, becomes verified
-- by its first /verify (an UPDATE of status and updated_at), and each verify raises the session to aal2 and
-- adds a 'totp' row to mfa_amr_claims, from which GoTrue computes the aal of every token it issues.
create type auth.factor_type as enum ('totp', 'webauthn', 'phone');
create type auth.factor_status as enum ('unverified', 'verified');
create type auth.aal_level as enum ('aal1', 'aal2', 'aal3');

create table auth.sessions (
  id uuid not null,
  user_id uuid not null,
  created_at timestamptz null,
  updated_at timestamptz null,
  factor_id uuid null,
  aal auth.aal_level null,
  not_after timestamptz,
  refreshed_at timestamp without time zone,
  user_agent text,
  ip inet,
  tag text,
  refresh_token_hmac_key text,
  refresh_token_counter bigint,
  scopes text null,
  constraint sessions_pkey primary key (id),
  constraint sessions_user_id_fkey foreign key (user_id) references auth.users (id) on delete cascade,
  constraint sessions_scopes_length check (char_length(scopes) <= 4096)
);
create index user_id_created_at_idx on auth.sessions (user_id, created_at);
create index sessions_user_id_idx on auth.sessions (user_id);
create index sessions_not_after_idx on auth.sessions (not_after desc);

create table auth.mfa_factors (
  id uuid not null,
  user_id uuid not null,
  friendly_name text null,
  factor_type auth.factor_type not null,
  status auth.factor_status not null,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  secret text null,
  phone text null default null,
  last_challenged_at timestamptz unique default null,
  web_authn_credential jsonb null,
  web_authn_aaguid uuid null,
  last_webauthn_challenge_data jsonb,
  constraint mfa_factors_pkey primary key (id),
  constraint mfa_factors_user_id_fkey foreign key (user_id) references auth.users (id) on delete cascade
);
create unique index mfa_factors_user_friendly_name_unique on auth.mfa_factors (friendly_name, user_id)
  where trim(friendly_name) <> '';
create index factor_id_created_at_idx on auth.mfa_factors (user_id, created_at);
create index mfa_factors_user_id_idx on auth.mfa_factors (user_id);
create unique index unique_phone_factor_per_user on auth.mfa_factors (user_id, phone);

create table auth.mfa_challenges (
  id uuid not null,
  factor_id uuid not null,
  created_at timestamptz not null,
  verified_at timestamptz null,
  ip_address inet not null,
  otp_code text null,
  web_authn_session_data jsonb null,
  constraint mfa_challenges_pkey primary key (id),
  constraint mfa_challenges_auth_factor_id_fkey foreign key (factor_id) references auth.mfa_factors (id) on delete cascade
);
create index mfa_challenge_created_at_idx on auth.mfa_challenges (created_at desc);

create table auth.mfa_amr_claims (
  session_id uuid not null,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  authentication_method text not null,
  id uuid not null,
  constraint mfa_amr_claims_session_id_authentication_method_pkey unique (session_id, authentication_method),
  constraint mfa_amr_claims_session_id_fkey foreign key (session_id) references auth.sessions (id) on delete cascade,
  constraint amr_id_pk primary key (id)
);

-- 20240612123726_enable_rls_update_grants: RLS on, no policies (only GoTrue, postgres and the service role,
-- which bypass it, touch these tables).
alter table auth.sessions enable row level security;
alter table auth.mfa_factors enable row level security;
alter table auth.mfa_challenges enable row level security;
alter table auth.mfa_amr_claims enable row level security;

create function auth.uid() returns uuid language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;

create function auth.role() returns text language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$$;

create function auth.email() returns text language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.email', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email')
  )::text
$$;

create function auth.jwt() returns jsonb language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;

grant execute on function auth.uid(), auth.role(), auth.email(), auth.jwt() to anon, authenticated, service_role;
grant all on all tables in schema auth to postgres;
grant all on all tables in schema auth to service_role;
reset role;

-- storage: buckets and objects with RLS on, as the Storage API's own migrations leave them. The Storage API
-- inserts objects as the caller's role with owner = the JWT's sub.
create schema storage authorization supabase_storage_admin;
grant usage on schema storage to postgres, anon, authenticated, service_role;
set role supabase_storage_admin;

create table storage.buckets (
  id text primary key,
  name text not null unique,
  owner uuid,
  owner_id text,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  public boolean default false,
  avif_autodetection boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[]
);

create table storage.objects (
  id uuid not null default gen_random_uuid() primary key,
  bucket_id text references storage.buckets (id),
  name text,
  owner uuid,
  owner_id text,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now(),
  metadata jsonb,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  version text,
  user_metadata jsonb,
  unique (bucket_id, name)
);

create function storage.foldername(name text) returns text[] language plpgsql immutable as $$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[1:array_length(_parts, 1) - 1];
end
$$;

create function storage.filename(name text) returns text language plpgsql immutable as $$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[array_length(_parts, 1)];
end
$$;

alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;
grant all on storage.buckets, storage.objects to anon, authenticated, service_role, postgres;
grant execute on function storage.foldername(text), storage.filename(text) to anon, authenticated, service_role, postgres;
reset role;
