-- the indexes the staff users list, its filters, its sorts and the CSV export read (scripts/bench/postgres-staff.mjs
-- times those queries at 100,000 and 1,000,000 customers and shows their plans reading these); the search's
-- trigram indexes are test 05's
-- Staff lists (migrations 0100, 1000, 2700).
begin;
select plan(5);

select has_index('public', 'profiles', 'profiles_created_at_idx', array['created_at'],
  'newest first: the list''s first view and the CSV export''s pages');
select has_index('public', 'profiles', 'profiles_status_created_at_idx', array['status', 'created_at'],
  'a status filter, newest first');
select has_index('public', 'profiles', 'profiles_role_created_at_idx', array['role', 'created_at'],
  'a role filter, newest first');
select has_index('public', 'profiles', 'profiles_email_idx', array['email'], 'sort by email');
select has_index('public', 'profiles', 'profiles_display_name_email_id_idx', array['display_name', 'email', 'id'],
  'sort by name');

select * from finish();
rollback;
