-- the relay is closed: an order whose form names another address (victim@bank.test) mails that address nothing through any move, the owner's resubmission, publishing or the owner's cancel; every mail goes to the account's own confirmed address as it is when the mail is queued, and an owner with no confirmed address (unconfirmed, or deleted) gets no mail while the moves and the report still happen
-- Status mails (migration 2100). Personas: admin ...0001, customer ...0003 (customer@demo.test). Seed: Jordan ...0100 owns c08 (In review) and c09 (Submitted).
begin;
select plan(10);

update private.settings set value = 'https://app.entitylens.test/' where key = 'site_url';
select set_config('test.content', (select content::text from public.order_reports where id = '00000000-0000-4000-8000-000000000f02'), true);
insert into public.credit_ledger (user_id, kind, credits, amount_paid_cents, reason) values
  ('00000000-0000-4000-8000-000000000003', 'purchase', 5, 25000, 'Five reports');
insert into storage.objects (bucket_id, name, owner, owner_id) values
  ('order-documents', '00000000-0000-4000-8000-000000000003/r1/articles.pdf', '00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000003'),
  ('order-documents', '00000000-0000-4000-8000-000000000003/r2/bylaws.pdf', '00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000003');
insert into public.order_requests (id, user_id, name, email, entity_legal_name, formation_state, report_type, documents, terms_version)
select id::uuid, '00000000-0000-4000-8000-000000000003', 'Casey Customer', 'victim@bank.test', 'Relay Test LLC', 'Texas', 'Corporation',
       '[{"name":"articles.pdf","size":52000,"storage_path":"00000000-0000-4000-8000-000000000003/r1/articles.pdf"}]', 'v.20250822'
from unnest(array['b1000000-0000-4000-8000-000000000001', 'b2000000-0000-4000-8000-000000000002',
                  'b3000000-0000-4000-8000-000000000003']) id;

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select public.set_order_status('b1000000-0000-4000-8000-000000000001', 'In review', null);
select public.set_order_status('b1000000-0000-4000-8000-000000000001', 'Needs documents', 'Please send the bylaws.');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select public.resubmit_order('b1000000-0000-4000-8000-000000000001',
  '[{"name":"bylaws.pdf","size":41000,"storage_path":"00000000-0000-4000-8000-000000000003/r2/bylaws.pdf"}]', null);
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select public.publish_report('b1000000-0000-4000-8000-000000000001', current_setting('test.content')::jsonb, null, '[]', _without_approval => 'Published in a test without a checker');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal1"}';
select public.set_order_status('b2000000-0000-4000-8000-000000000002', 'Cancelled', 'Mail victim@bank.test please');
reset role;

select is((select count(*) from public.outbound_emails where recipient ilike '%victim%'), 0::bigint,
  'the address the order form named gets no mail');
select results_eq($$select kind, recipient, subject from public.outbound_emails order by created_at, kind, subject$$,
  $$values
    ('order_status', 'customer@demo.test', 'Your order B1000000: In review'),
    ('order_status', 'customer@demo.test', 'Your order B1000000: In review'),
    ('order_status', 'customer@demo.test', 'Your order B1000000: Needs documents'),
    ('order_status', 'customer@demo.test', 'Your order B2000000: Cancelled'),
    ('report_ready', 'customer@demo.test', 'Your report ELR-B1000000-v1 is ready')$$,
  'every move, the resubmission, the report and the cancel mail the account''s own address');
select is((select status from public.order_requests where id = 'b1000000-0000-4000-8000-000000000001'), 'Report ready',
  'the order moved as before');

-- The address is the account's as it is now: a changed address gets the next mail.
update auth.users set email = 'casey.new@demo.test' where id = '00000000-0000-4000-8000-000000000003';
delete from public.outbound_emails;
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select public.set_order_status('b3000000-0000-4000-8000-000000000003', 'In review', null);
reset role;
select results_eq($$select recipient from public.outbound_emails$$, $$values ('casey.new@demo.test')$$,
  'after the account''s address changed, the mail goes to the new one');

-- An account whose address is not confirmed gets no mail; the move is made and recorded all the same.
update auth.users set email_confirmed_at = null where id = '00000000-0000-4000-8000-000000000003';
delete from public.outbound_emails;
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select public.set_order_status('b3000000-0000-4000-8000-000000000003', 'Needs documents', 'Please send the bylaws.');
reset role;
select is((select count(*) from public.outbound_emails), 0::bigint, 'an unconfirmed address gets no mail');
select results_eq($$select from_status, to_status from public.order_status_history
                    where order_id = 'b3000000-0000-4000-8000-000000000003' and from_status is not null order by to_status$$,
  $$values ('Submitted', 'In review'), ('In review', 'Needs documents')$$, 'and the move is in the history');

-- A deleted owner's orders still move and their reports still publish (records outlive their users), unmailed.
delete from auth.users where id = '00000000-0000-4000-8000-000000000100';
set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select public.set_order_status('62d8f0b5-0000-4000-8000-000000000c09', 'In review', null);
select lives_ok($$select public.publish_report('9c4e1a73-0000-4000-8000-000000000c08', current_setting('test.content')::jsonb, null, '[]', _without_approval => 'Published in a test without a checker')$$,
  'a deleted owner''s report is published');
reset role;
select is((select status from public.order_requests where id = '62d8f0b5-0000-4000-8000-000000000c09'), 'In review',
  'a deleted owner''s order moves');
select is((select count(*) from public.order_reports where order_id = '9c4e1a73-0000-4000-8000-000000000c08'), 1::bigint,
  'and its report is stored');
select is((select count(*) from public.outbound_emails), 0::bigint, 'with no mail to anyone');

select * from finish();
rollback;
