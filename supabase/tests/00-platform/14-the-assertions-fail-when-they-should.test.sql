-- the assertions these tests use fail when they should (pgTAP's check_test runs an assertion and checks
-- its verdict, description and diagnostics without counting the inner failure)
begin;
select plan(14);

select * from check_test(is(1, 2, 'one is two'), false, 'is() fails on a wrong value', 'one is two',
  '        have: 1
        want: 2');
select * from check_test(ok(false, 'falsehood'), false, 'ok() fails on false', 'falsehood', '');
select * from check_test(throws_ok('select 1', '42501', null, 'select 1 is refused'), false,
  'throws_ok() fails when the statement succeeds', 'select 1 is refused',
  '      caught: no exception
      wanted: 42501');
select * from check_test(throws_ok('select 1/0', '42501', null, 'division is refused'), false,
  'throws_ok() fails on another error', 'division is refused',
  '      caught: 22012: division by zero
      wanted: 42501');
select * from check_test(is_empty('select 1', 'select 1 is empty'), false,
  'is_empty() fails when a row comes back', 'select 1 is empty');

select * from finish();
rollback;
