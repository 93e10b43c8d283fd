-- the owner of an order reads its published reports and nobody else's; another customer reads none of them, not even by id
-- Reports (migration 0900). Personas: admin ...0001, moderator ...0002, customer ...0003, suspended ...0004, Jordan ...0100, Priya ...0101.
-- Seed: the customer's Report ready orders c01 and c02 carry reports f01 and f02; Jordan's c08 is In review.
begin;
select plan(6);

select set_config('test.content', (select content::text from public.order_reports where id = '00000000-0000-4000-8000-000000000f01'), true);
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select lives_ok($$select public.publish_report('9c4e1a73-0000-4000-8000-000000000c08', current_setting('test.content')::jsonb, null, '[]', _without_approval => 'Published in a test without a checker')$$,
  'the admin publishes a report on Jordan''s order');

set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select results_eq($$select id::text, order_id::text, version from public.order_reports order by published_at$$,
  $$values ('00000000-0000-4000-8000-000000000f01', 'a3f27c19-0000-4000-8000-000000000c01', 1),
           ('00000000-0000-4000-8000-000000000f02', '5e81b40d-0000-4000-8000-000000000c02', 1)$$,
  'the customer reads the reports of their two ready orders');
select is((select count(*) from public.order_reports where order_id = '9c4e1a73-0000-4000-8000-000000000c08'), 0::bigint,
  'and not the one on Jordan''s order');

set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000100","role":"authenticated","aal":"aal1"}';
select results_eq($$select order_id::text, version, content ->> 'entityName' from public.order_reports$$,
  $$values ('9c4e1a73-0000-4000-8000-000000000c08', 1, 'Cedar Ridge Apartments LLC')$$,
  'Jordan reads only the report of his own order');

set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000101","role":"authenticated","aal":"aal1"}';
select is((select count(*) from public.order_reports), 0::bigint, 'Priya, who has no orders, reads no report');
select is((select count(*) from public.order_reports where id = '00000000-0000-4000-8000-000000000f01'), 0::bigint,
  'not even by its id');

select * from finish();
rollback;
