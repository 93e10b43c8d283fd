-- Functions are executable by PUBLIC (so by anon and authenticated) the moment they are created: that is
-- PostgreSQL's built-in default, and the first migration's
-- `alter default privileges in schema public revoke execute on functions from anon, authenticated` could not
-- take it back, because a per-schema default only adds to the global one. Every function created later by
-- `postgres` (the role migrations and the SQL editor run as) in public or any other schema was therefore
-- callable over the Data API until someone remembered to revoke it.
--
-- Revoke the global default for `postgres`; from now on each function grants EXECUTE explicitly to the
-- roles that call it (as the migrations before this one already do). Functions that exist keep their
-- grants unchanged: is_admin() and assign_user_role() for authenticated, the private helpers for the API
-- roles their policies run as (supabase/tests/00-platform checks the full list). The Supabase-managed
-- roles (supabase_admin and the like) keep their own defaults: a project's `postgres` cannot change them.

alter default privileges for role postgres revoke execute on functions from public;
