-- a storage path that is not among the order's documents (another order's, or made up) is refused (22023); an unknown order is "Order not found" (PT404)
-- Document texts and readings (migration 1600). Personas: admin ...0001, moderator ...0002, customer ...0003, suspended ...0004.
-- Seed: Casey's order c01 has operating-agreement.pdf and certificate-of-formation.pdf (both under 0003/c01/).
begin;
select plan(4);

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select throws_ok($$select public.save_document_text('a3f27c19-0000-4000-8000-000000000c01',
  '00000000-0000-4000-8000-000000000100/9c4e1a73-0000-4000-8000-000000000c08/operating-agreement.pdf', '[]', null)$$,
  '22023', 'That file is not one of this order''s documents', 'another order''s document is refused');
select throws_ok($$select public.save_document_text('a3f27c19-0000-4000-8000-000000000c01', 'operating-agreement.pdf', '[]', null)$$,
  '22023', 'That file is not one of this order''s documents', 'a file name is not a storage path');
select throws_ok($$select public.save_document_text('9f1b2c3d-0000-4000-8000-00000000beef', '00000000-0000-4000-8000-000000000003/a3f27c19-0000-4000-8000-000000000c01/operating-agreement.pdf', '[]', null)$$,
  'PT404', 'Order not found', 'an unknown order is not found');
select is((select count(*) from public.order_document_texts), 0::bigint, 'nothing was written');

select * from finish();
rollback;
