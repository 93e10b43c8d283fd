-- an admin saves the draft of an order in review: version 1, then 2 over 1, each with who saved it and when; the draft reads back as saved
-- Report drafts (migration 2900). Personas: admin ...0001, moderator ...0002, customer ...0003 (owns c06), suspended ...0004.
-- Seed: c06 (Oak Hollow) is In review.
begin;
select plan(6);

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';

select is((select version from public.save_report_draft('7d2a9f31-0000-4000-8000-000000000c06', 0,
  '{"values": {"entityName": "Oak Hollow Development Corp."}, "review": null, "reading": null}')), 1,
  'the first save is version 1');
select is((select version from public.save_report_draft('7d2a9f31-0000-4000-8000-000000000c06', 1,
  '{"values": {"entityName": "Oak Hollow Development Corporation"}, "review": null, "reading": {"notFound": ["purpose"]}}')), 2,
  'a save over version 1 is version 2');
select is((select content -> 'values' ->> 'entityName' from public.report_drafts where order_id = '7d2a9f31-0000-4000-8000-000000000c06'),
  'Oak Hollow Development Corporation', 'the draft holds the last save');
select is((select content -> 'reading' -> 'notFound' from public.report_drafts where order_id = '7d2a9f31-0000-4000-8000-000000000c06'),
  '["purpose"]'::jsonb, 'with the reading''s findings as saved');
select is((select saved_by_email from public.report_drafts where order_id = '7d2a9f31-0000-4000-8000-000000000c06'),
  'admin@demo.test', 'who saved it, by email');
select is((select saved_by from public.report_drafts where order_id = '7d2a9f31-0000-4000-8000-000000000c06'),
  '00000000-0000-4000-8000-000000000001'::uuid, 'and by id');

select * from finish();
rollback;
