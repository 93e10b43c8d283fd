-- Issue 45 §5: the staff users list sorted by name (`order=display_name.asc.nullslast,email.asc.nullslast,id.asc`,
-- the Supabase adapter's profiles.page with sort 'name') had no index: every page sorted every profile (about
-- 25 ms at 100,000 customers, ten times that at 1,000,000, in `npm run bench`). A btree in the sort's own order
-- (ascending, nulls last: btree's default) lets Postgres read the page off the index. The other sorts and filters
-- have theirs (migrations 0100 and 1000); supabase/tests/95-staff-lists/06 keeps them all.
create index profiles_display_name_email_id_idx on public.profiles (display_name, email, id);
