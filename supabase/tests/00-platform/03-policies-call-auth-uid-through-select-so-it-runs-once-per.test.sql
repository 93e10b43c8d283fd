-- policies call auth.uid() through (select ...) so it runs once per statement
begin;
select plan(1);

select is(
  (select string_agg(policyname, ', ') from pg_policies
   where schemaname in ('public', 'storage')
     and (coalesce(qual, '') || coalesce(with_check, '')) ~ 'auth\.uid\(\)'
     and (coalesce(qual, '') || coalesce(with_check, '')) !~ 'SELECT auth\.uid\(\)'),
  null::text, 'policies calling auth.uid() per row');

select * from finish();
rollback;
