-- the two definer helpers authenticated keeps EXECUTE on (invoker code calls them as the caller) answer a
-- direct caller nothing: lock_and_count_other_active_admins refuses anyone but an active admin (it neither
-- counts the admins nor takes the admin-membership lock for them), and order_document_is_referenced answers
-- only about names in the caller's own folder (null, a refusal in the delete policy, about anyone else's)
begin;
select plan(6);

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select throws_ok($$select private.lock_and_count_other_active_admins(null)$$, '42501',
  'Only admins can change a user''s status', 'a customer cannot count the admins');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000002","role":"authenticated","aal":"aal1"}';
select throws_ok($$select private.lock_and_count_other_active_admins(null)$$, '42501',
  'Only admins can change a user''s status', 'nor can a moderator');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select is(private.lock_and_count_other_active_admins(null), 1::bigint, 'an active admin at aal2 still gets the count');

-- The seed's customer ...0003 has an order naming this file.
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000101","role":"authenticated","aal":"aal1"}';
select is(private.order_document_is_referenced(
  '00000000-0000-4000-8000-000000000003/5e81b40d-0000-4000-8000-000000000c02/bylaws.pdf'), null,
  'another customer learns nothing about the file');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select is(private.order_document_is_referenced(
  '00000000-0000-4000-8000-000000000003/5e81b40d-0000-4000-8000-000000000c02/bylaws.pdf'), true,
  'its owner learns their order names it');
select is(private.order_document_is_referenced(
  '00000000-0000-4000-8000-000000000003/5e81b40d-0000-4000-8000-000000000c02/unknown.pdf'), false,
  'and that no order names another of their files');

select * from finish();
rollback;
