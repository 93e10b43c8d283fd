-- every column the staff user search looks in has a trigram index, so `ilike '%text%'` need not read every
-- profile; the filters and sort orders have theirs
-- Staff lists (migration 1000).
begin;
select plan(2);

select set_eq(
  $$select a.attname::text from pg_index i
      join pg_class c on c.oid = i.indexrelid
      join pg_am am on am.oid = c.relam
      join pg_opclass oc on oc.oid = i.indclass[0]
      join pg_attribute a on a.attrelid = i.indrelid and a.attnum = i.indkey[0]
    where i.indrelid = 'public.profiles'::regclass and am.amname = 'gin' and oc.opcname = 'gin_trgm_ops'$$,
  array['display_name', 'first_name', 'last_name', 'email', 'company'],
  'trigram indexes');
select has_index('public', 'profiles', 'profiles_status_created_at_idx', array['status', 'created_at'], 'status, newest first');

select * from finish();
rollback;
