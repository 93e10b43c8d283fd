-- the API roles cannot create objects in public or private
begin;
select plan(4);

select ok(not has_schema_privilege('anon', 'public', 'create'), 'anon create on public');
select ok(not has_schema_privilege('authenticated', 'public', 'create'), 'authenticated create on public');
select ok(not has_schema_privilege('anon', 'private', 'create'), 'anon create on private');
select ok(not has_schema_privilege('authenticated', 'private', 'create'), 'authenticated create on private');

select * from finish();
rollback;
