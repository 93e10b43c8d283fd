-- Demo personas and data: the same rows as mocks/seed (seed-data.ts, personas.ts), checked by
-- scripts/sql-seed-parity.test.ts. Runs as `postgres` after the migrations (`supabase db reset`, or
-- scripts/sql-test.mjs). Every user signs in with DemoPass-2026!, stored as a bcrypt hash the way GoTrue
-- stores it. Inserting into auth.users fires the sign-up trigger (role User, status Active); the seeded
-- statuses, roles and history are applied afterwards. Dates are now() minus a fixed offset, like the mock.

create temporary table seed_users (
  id uuid primary key,
  email text not null,
  first_name text,
  last_name text,
  company text,
  phone text,
  status text,
  role public.app_role not null,
  days_ago integer not null
);

-- seed-users:begin
insert into seed_users (id, email, first_name, last_name, company, phone, status, role, days_ago) values
  ('00000000-0000-4000-8000-000000000001', 'admin@demo.test', 'Avery', 'Admin', 'EntityLens', '+19495550001', 'Active', 'admin', 120),
  ('00000000-0000-4000-8000-000000000002', 'moderator@demo.test', 'Morgan', 'Moderator', 'EntityLens', null, 'Active', 'moderator', 110),
  ('00000000-0000-4000-8000-000000000003', 'customer@demo.test', 'Casey', 'Customer', 'Harbor Point Lending', '+19495550003', 'Active', 'user', 100),
  ('00000000-0000-4000-8000-000000000004', 'suspended@demo.test', 'Sam', 'Suspended', 'Dormant Holdings', null, 'Suspended', 'user', 30),
  ('00000000-0000-4000-8000-000000000100', 'jordan.lee@northbay.test', 'Jordan', 'Lee', 'North Bay Credit Union', '+14155550101', 'Active', 'user', 1),
  ('00000000-0000-4000-8000-000000000101', 'priya.n@summitcap.test', 'Priya', 'Natarajan', 'Summit Capital', '+12125550102', 'Active', 'user', 2),
  ('00000000-0000-4000-8000-000000000102', 'marcus@oakline.test', 'Marcus', 'Oyelaran', 'Oakline Bank', null, 'Active', 'user', 3),
  ('00000000-0000-4000-8000-000000000103', 'no.name@anon.test', null, null, null, null, 'Active', 'user', 4),
  ('00000000-0000-4000-8000-000000000104', 'elena.vm@coastal.test', 'Elena', 'Vasquez-Moore', 'Coastal Mortgage', '+13105550105', 'Inactive', 'user', 5),
  ('00000000-0000-4000-8000-000000000105', 'tom.obrien@granite.test', 'Tom', 'O''Brien', 'Granite Lending', '+16175550106', null, 'user', 6),
  ('00000000-0000-4000-8000-000000000106', 'hana.k@pacificrim.test', 'Hana', 'Kimura', 'Pacific Rim Finance', null, 'Active', 'user', 9),
  ('00000000-0000-4000-8000-000000000107', 'd.abrams@lakeside.test', 'Daniel', 'Abrams', 'Lakeside Bancorp', '+13125550108', 'Suspended', 'user', 12),
  ('00000000-0000-4000-8000-000000000108', 'sofia.rossi@meridian.test', 'Sofia', 'Rossi', 'Meridian Trust', null, 'Active', 'user', 15),
  ('00000000-0000-4000-8000-000000000109', 'kwame@goldleaf.test', 'Kwame', 'Mensah', 'Goldleaf Capital', '+14045550110', 'Active', 'user', 19),
  ('00000000-0000-4000-8000-00000000010a', 'grace.w@bluestone.test', 'Grace', 'Whitfield', 'Bluestone Credit', null, 'Inactive', 'user', 23),
  ('00000000-0000-4000-8000-00000000010b', 'omar.haddad@crescent.test', 'Omar', 'Haddad', 'Crescent Lending', '+17135550112', 'Active', 'user', 28),
  ('00000000-0000-4000-8000-00000000010c', 'lucy.chen@redwood.test', 'Lucy', 'Chen', 'Redwood Commercial', null, 'Active', 'moderator', 34),
  ('00000000-0000-4000-8000-00000000010d', 'mateo.garcia@solana.test', 'Mateo', 'García', 'Solana Partners', '+16025550114', 'Active', 'user', 41),
  ('00000000-0000-4000-8000-00000000010e', 'ingrid@fjordfin.test', 'Ingrid', 'Larsen', 'Fjord Financial', null, 'Suspended', 'user', 48),
  ('00000000-0000-4000-8000-00000000010f', 'ben.carter@prairie.test', 'Ben', 'Carter', 'Prairie State Bank', '+13165550116', 'Active', 'user', 56),
  ('00000000-0000-4000-8000-000000000110', 'aisha.bello@harbor.test', 'Aisha', 'Bello', null, null, 'Active', 'user', 63),
  ('00000000-0000-4000-8000-000000000111', 'noah.fischer@alpine.test', 'Noah', 'Fischer', 'Alpine Lenders', '+13035550118', 'Inactive', 'user', 71),
  ('00000000-0000-4000-8000-000000000112', 'chloe.dubois@seine.test', 'Chloe', 'Dubois', 'Seine Capital', null, 'Active', 'user', 80),
  ('00000000-0000-4000-8000-000000000113', 'ravi.patel@ganges.test', 'Ravi', 'Patel', 'Ganges Credit', '+17325550120', 'Active', 'user', 92),
  ('00000000-0000-4000-8000-000000000114', 'zoe.martin@orchard.test', 'Zoe', 'Martin', 'Orchard Bank', null, 'Active', 'user', 105);
-- seed-users:end

-- One bcrypt hash for the shared demo password (cost 10, like GoTrue).
with pw as (select extensions.crypt('DemoPass-2026!', extensions.gen_salt('bf', 10)) as hash)
insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  confirmation_token, recovery_token, email_change_token_new, email_change,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at
)
select
  '00000000-0000-0000-0000-000000000000', s.id, 'authenticated', 'authenticated', s.email, pw.hash,
  now() - make_interval(days => s.days_ago),
  '', '', '', '',
  '{"provider": "email", "providers": ["email"]}'::jsonb,
  jsonb_build_object(
    'first_name', s.first_name,
    'last_name', s.last_name,
    'display_name', case when s.first_name is not null and s.last_name is not null then s.first_name || ' ' || s.last_name end
  ),
  now() - make_interval(days => s.days_ago),
  now() - make_interval(days => s.days_ago)
from seed_users s cross join pw
order by s.days_ago desc;

-- GoTrue signs email users in through their identity row.
insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
select s.id::text, s.id, jsonb_build_object('sub', s.id::text, 'email', s.email, 'email_verified', true), 'email',
       now() - make_interval(days => s.days_ago), now() - make_interval(days => s.days_ago)
from seed_users s;

-- The admin persona's authenticator app (ADMIN_TOTP_FACTOR in mocks/seed/personas.ts), enrolled when the
-- account was (120 days ago): admin rights need aal2 (migration 20260301001300_admin_mfa.sql), so the admin
-- signs in with the password and then a code of this secret, which the demo shows. GoTrue stores the base32
-- secret as is when its database encryption is off. Inserted verified, so the staff audit trail records no
-- enrollment.
-- seed-mfa-factors:begin
insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, secret, created_at, updated_at) values
  ('00000000-0000-4000-8000-00000000f001', '00000000-0000-4000-8000-000000000001', 'Authenticator app', 'totp', 'verified', 'ENTITYLENSDEMOADMINTOTPSECRET234', now() - make_interval(days => 120, hours => 0), now() - make_interval(days => 120, hours => 0));
-- seed-mfa-factors:end
-- The persona's authenticator counts as approved by another admin (migration 20260301001520): admin rights need
-- an approved factor, and the persona is the admin who approves the others'.
insert into private.admin_factor_approvals (factor_id, user_id, approved_at)
select f.id, f.user_id, f.created_at from auth.mfa_factors f where f.status = 'verified';

-- Seeded history: the stamping trigger would set updated_at to now(), the mock keeps it at created_at.
alter table public.profiles disable trigger profiles_before_update;
update public.profiles p
set created_at = now() - make_interval(days => s.days_ago),
    updated_at = now() - make_interval(days => s.days_ago),
    status = s.status,
    company = s.company,
    phone = s.phone,
    role = case s.role when 'admin' then 'Admin' when 'moderator' then 'Moderator' else 'User' end
from seed_users s
where p.id = s.id;
alter table public.profiles enable trigger profiles_before_update;

update public.user_roles ur
set role = s.role,
    assigned_by = case when s.role = 'user' or s.id = '00000000-0000-4000-8000-000000000001' then null
                       else '00000000-0000-4000-8000-000000000001'::uuid end,
    assigned_at = now() - make_interval(days => s.days_ago)
from seed_users s
where ur.user_id = s.id;

-- Suspended users are also banned from signing in, as the admin-set-user-status function does.
update auth.users set banned_until = now() + interval '876000 hours'
where id in (select id from seed_users where status = 'Suspended');

-- Past role changes consistent with the current roles: the moderator persona was promoted, Lucy went
-- user -> admin -> moderator.
insert into public.role_audit_log (id, action_type, old_role, new_role, assigned_by, target_user_id, created_at) values
  ('00000000-0000-4000-8000-000000000a01', 'role_changed', 'user', 'moderator', '00000000-0000-4000-8000-000000000001',
   '00000000-0000-4000-8000-000000000002', now() - interval '100 days'),
  ('00000000-0000-4000-8000-000000000a02', 'role_changed', 'user', 'admin', '00000000-0000-4000-8000-000000000001',
   '00000000-0000-4000-8000-00000000010c', now() - interval '20 days'),
  ('00000000-0000-4000-8000-000000000a03', 'role_changed', 'admin', 'moderator', '00000000-0000-4000-8000-000000000001',
   '00000000-0000-4000-8000-00000000010c', now() - interval '8 days');

insert into public.inbound_requests (id, kind, name, email, company, phone, message, created_at) values
  ('00000000-0000-4000-8000-000000000b01', 'demo', 'Rita Alvarez', 'rita.alvarez@sunbelt.test', 'Sunbelt Community Bank',
   '+15125550190', 'We would like to see how the entity reports handle multi-member LLCs.',
   now() - interval '1 day 3 hours'),
  ('00000000-0000-4000-8000-000000000b02', 'contact', 'Henry Park', 'henry.park@keystone.test', null, null,
   'Do you offer volume pricing for credits purchased annually?',
   now() - interval '4 days 5 hours');

-- Credits, orders and their history: the same rows as mocks/seed (buildOrders in seed-data.ts). The customer
-- persona has an order in every state; the other customer three (one In review with a scanned document). Order times are now() minus whole hours.

-- Purchases first: the order insert trigger refuses an order without a credit.
-- seed-purchases:begin
insert into public.credit_ledger (id, user_id, kind, credits, amount_paid_cents, reason, order_id, created_by, created_at) values
  ('00000000-0000-4000-8000-000000000e01', '00000000-0000-4000-8000-000000000003', 'purchase', 15, 52500, 'Invoiced pack', null, '00000000-0000-4000-8000-000000000001', now() - make_interval(days => 99, hours => 0)),
  ('00000000-0000-4000-8000-000000000e02', '00000000-0000-4000-8000-000000000100', 'purchase', 10, 37500, '10-report pack', null, '00000000-0000-4000-8000-000000000001', now() - make_interval(days => 0, hours => 22)),
  ('00000000-0000-4000-8000-000000000e81', '00000000-0000-4000-8000-000000000003', 'purchase', 10, 35000, 'Card payment (Stripe Checkout cs_test_a1DemoSeedStarterPack)', null, null, now() - make_interval(days => 60, hours => 0));
-- seed-purchases:end

-- The customer's card purchase (issue 47 §1, mocks/seed/card-purchase.ts): the Starter pack paid through Stripe
-- Checkout, as the verified webhook records it (migration 3500): the checkout, complete, naming its ledger row.
-- seed-card-purchase:begin
insert into public.credit_checkouts (id, user_id, pack_id, credits, amount_cents, status, created_at, completed_at, ledger_entry_id, payment_intent) values
  ('cs_test_a1DemoSeedStarterPack', '00000000-0000-4000-8000-000000000003', 'starter', 10, 35000, 'complete', now() - make_interval(days => 60, mins => 5), now() - make_interval(days => 60, hours => 0), '00000000-0000-4000-8000-000000000e81', 'pi_test_DemoSeedStarterPack');
-- seed-card-purchase:end

-- The uploaded PDFs the orders name, owned by their uploader (the order insert policy checks this through the
-- API; here it documents the files). A purged order's files are gone. Only the rows: the bytes live in
-- Storage, which a SQL seed cannot fill (the in-browser backend renders and stores the same PDFs:
-- mocks/seed/documents; these sizes are theirs).
-- seed-storage-objects:begin
insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata, created_at) values
  ('00000000-0000-4000-8000-000000000f01', 'order-documents', '00000000-0000-4000-8000-000000000003/5e81b40d-0000-4000-8000-000000000c02/articles-of-incorporation.pdf', '00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000003', '{"size":3640,"mimetype":"application/pdf"}', now() - make_interval(days => 24, hours => 0)),
  ('00000000-0000-4000-8000-000000000f02', 'order-documents', '00000000-0000-4000-8000-000000000003/5e81b40d-0000-4000-8000-000000000c02/bylaws.pdf', '00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000003', '{"size":4941,"mimetype":"application/pdf"}', now() - make_interval(days => 24, hours => 0)),
  ('00000000-0000-4000-8000-000000000f03', 'order-documents', '00000000-0000-4000-8000-000000000003/5e81b40d-0000-4000-8000-000000000c02/certificate-of-good-standing.pdf', '00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000003', '{"size":3426,"mimetype":"application/pdf"}', now() - make_interval(days => 24, hours => 0)),
  ('00000000-0000-4000-8000-000000000f04', 'order-documents', '00000000-0000-4000-8000-000000000003/c92d6e07-0000-4000-8000-000000000c03/certification-of-trust.pdf', '00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000003', '{"size":6737,"mimetype":"application/pdf"}', now() - make_interval(days => 18, hours => 0)),
  ('00000000-0000-4000-8000-000000000f05', 'order-documents', '00000000-0000-4000-8000-000000000003/1b7f3a52-0000-4000-8000-000000000c04/partnership-agreement.pdf', '00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000003', '{"size":4457,"mimetype":"application/pdf"}', now() - make_interval(days => 14, hours => 0)),
  ('00000000-0000-4000-8000-000000000f06', 'order-documents', '00000000-0000-4000-8000-000000000003/1b7f3a52-0000-4000-8000-000000000c04/certificate-of-limited-partnership.pdf', '00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000003', '{"size":3496,"mimetype":"application/pdf"}', now() - make_interval(days => 14, hours => 0)),
  ('00000000-0000-4000-8000-000000000f07', 'order-documents', '00000000-0000-4000-8000-000000000003/e4c05d98-0000-4000-8000-000000000c05/operating-agreement-unsigned.pdf', '00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000003', '{"size":4231,"mimetype":"application/pdf"}', now() - make_interval(days => 7, hours => 0)),
  ('00000000-0000-4000-8000-000000000f08', 'order-documents', '00000000-0000-4000-8000-000000000003/7d2a9f31-0000-4000-8000-000000000c06/articles-of-incorporation.pdf', '00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000003', '{"size":3569,"mimetype":"application/pdf"}', now() - make_interval(days => 3, hours => 0)),
  ('00000000-0000-4000-8000-000000000f09', 'order-documents', '00000000-0000-4000-8000-000000000003/7d2a9f31-0000-4000-8000-000000000c06/bylaws.pdf', '00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000003', '{"size":3562,"mimetype":"application/pdf"}', now() - make_interval(days => 3, hours => 0)),
  ('00000000-0000-4000-8000-000000000f0a', 'order-documents', '00000000-0000-4000-8000-000000000003/7d2a9f31-0000-4000-8000-000000000c06/notice-of-administrative-dissolution.pdf', '00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000003', '{"size":3519,"mimetype":"application/pdf"}', now() - make_interval(days => 3, hours => 0)),
  ('00000000-0000-4000-8000-000000000f0b', 'order-documents', '00000000-0000-4000-8000-000000000003/0f6b8e24-0000-4000-8000-000000000c07/operating-agreement.pdf', '00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000003', '{"size":4034,"mimetype":"application/pdf"}', now() - make_interval(days => 0, hours => 5)),
  ('00000000-0000-4000-8000-000000000f0c', 'order-documents', '00000000-0000-4000-8000-000000000003/0f6b8e24-0000-4000-8000-000000000c07/articles-of-organization.pdf', '00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000003', '{"size":3416,"mimetype":"application/pdf"}', now() - make_interval(days => 0, hours => 5)),
  ('00000000-0000-4000-8000-000000000f0d', 'order-documents', '00000000-0000-4000-8000-000000000100/9c4e1a73-0000-4000-8000-000000000c08/operating-agreement.pdf', '00000000-0000-4000-8000-000000000100', '00000000-0000-4000-8000-000000000100', '{"size":4295,"mimetype":"application/pdf"}', now() - make_interval(days => 0, hours => 20)),
  ('00000000-0000-4000-8000-000000000f0e', 'order-documents', '00000000-0000-4000-8000-000000000100/62d8f0b5-0000-4000-8000-000000000c09/articles-of-incorporation.pdf', '00000000-0000-4000-8000-000000000100', '00000000-0000-4000-8000-000000000100', '{"size":3567,"mimetype":"application/pdf"}', now() - make_interval(days => 0, hours => 3)),
  ('00000000-0000-4000-8000-000000000f0f', 'order-documents', '00000000-0000-4000-8000-000000000100/62d8f0b5-0000-4000-8000-000000000c09/bylaws.pdf', '00000000-0000-4000-8000-000000000100', '00000000-0000-4000-8000-000000000100', '{"size":3573,"mimetype":"application/pdf"}', now() - make_interval(days => 0, hours => 3)),
  ('00000000-0000-4000-8000-000000000f10', 'order-documents', '00000000-0000-4000-8000-000000000100/3e9b7c60-0000-4000-8000-000000000c0a/certification-of-trust.pdf', '00000000-0000-4000-8000-000000000100', '00000000-0000-4000-8000-000000000100', '{"size":6539,"mimetype":"application/pdf"}', now() - make_interval(days => 0, hours => 21));
-- seed-storage-objects:end

-- The orders, through the real after-insert trigger: it checks the Terms version and the balance, debits one
-- credit and writes the first history row (Submitted), dated like the order. status, updated_at and
-- documents_purged_at are written as they stand after the later moves below.
-- seed-orders:begin
insert into public.order_requests (
  id, user_id, name, email, company, entity_legal_name, formation_state, report_type, property_state,
  loan_reference, documents, status, terms_version, created_at, updated_at, documents_purged_at
) values
  ('a3f27c19-0000-4000-8000-000000000c01', '00000000-0000-4000-8000-000000000003', 'Casey Customer', 'customer@demo.test', 'Harbor Point Lending', 'Cedar Ridge Apartments LLC', 'Delaware', 'Limited Liability Company', 'Texas', 'HPL-24-0871', '[{"name":"operating-agreement.pdf","size":4264,"storage_path":"00000000-0000-4000-8000-000000000003/a3f27c19-0000-4000-8000-000000000c01/operating-agreement.pdf"},{"name":"certificate-of-formation.pdf","size":3530,"storage_path":"00000000-0000-4000-8000-000000000003/a3f27c19-0000-4000-8000-000000000c01/certificate-of-formation.pdf"}]', 'Report ready', 'v.20250822', now() - make_interval(days => 96, hours => 0), now() - make_interval(days => 94, hours => 0), now() - make_interval(days => 5, hours => 0)),
  ('5e81b40d-0000-4000-8000-000000000c02', '00000000-0000-4000-8000-000000000003', 'Casey Customer', 'customer@demo.test', 'Harbor Point Lending', 'Maple Street Holdings, Inc.', 'Nevada', 'Corporation', 'California', 'HPL-25-0112', '[{"name":"articles-of-incorporation.pdf","size":3640,"storage_path":"00000000-0000-4000-8000-000000000003/5e81b40d-0000-4000-8000-000000000c02/articles-of-incorporation.pdf"},{"name":"bylaws.pdf","size":4941,"storage_path":"00000000-0000-4000-8000-000000000003/5e81b40d-0000-4000-8000-000000000c02/bylaws.pdf"},{"name":"certificate-of-good-standing.pdf","size":3426,"storage_path":"00000000-0000-4000-8000-000000000003/5e81b40d-0000-4000-8000-000000000c02/certificate-of-good-standing.pdf"}]', 'Report ready', 'v.20250822', now() - make_interval(days => 24, hours => 0), now() - make_interval(days => 21, hours => 0), null),
  ('c92d6e07-0000-4000-8000-000000000c03', '00000000-0000-4000-8000-000000000003', 'Casey Customer', 'customer@demo.test', 'Harbor Point Lending', 'Lakeview Family Trust', 'Florida', 'Revocable Trust', null, null, '[{"name":"certification-of-trust.pdf","size":6737,"storage_path":"00000000-0000-4000-8000-000000000003/c92d6e07-0000-4000-8000-000000000c03/certification-of-trust.pdf"}]', 'Cancelled', 'v.20250822', now() - make_interval(days => 18, hours => 0), now() - make_interval(days => 17, hours => 22), null),
  ('1b7f3a52-0000-4000-8000-000000000c04', '00000000-0000-4000-8000-000000000003', 'Casey Customer', 'customer@demo.test', 'Harbor Point Lending', 'Brightwater Partners LP', 'Illinois', 'Limited Partnership', 'Wisconsin', 'HPL-25-0164', '[{"name":"partnership-agreement.pdf","size":4457,"storage_path":"00000000-0000-4000-8000-000000000003/1b7f3a52-0000-4000-8000-000000000c04/partnership-agreement.pdf"},{"name":"certificate-of-limited-partnership.pdf","size":3496,"storage_path":"00000000-0000-4000-8000-000000000003/1b7f3a52-0000-4000-8000-000000000c04/certificate-of-limited-partnership.pdf"}]', 'Escalated', 'v.20250822', now() - make_interval(days => 14, hours => 0), now() - make_interval(days => 11, hours => 0), null),
  ('e4c05d98-0000-4000-8000-000000000c05', '00000000-0000-4000-8000-000000000003', 'Casey Customer', 'customer@demo.test', 'Harbor Point Lending', 'Summit Peak Ventures LLC', 'Colorado', 'Limited Liability Company', null, 'HPL-25-0190', '[{"name":"operating-agreement-unsigned.pdf","size":4231,"storage_path":"00000000-0000-4000-8000-000000000003/e4c05d98-0000-4000-8000-000000000c05/operating-agreement-unsigned.pdf"}]', 'Needs documents', 'v.20250822', now() - make_interval(days => 7, hours => 0), now() - make_interval(days => 6, hours => 0), null),
  ('7d2a9f31-0000-4000-8000-000000000c06', '00000000-0000-4000-8000-000000000003', 'Casey Customer', 'customer@demo.test', 'Harbor Point Lending', 'Oak Hollow Development Corp.', 'Georgia', 'Corporation', 'South Carolina', 'HPL-25-0203', '[{"name":"articles-of-incorporation.pdf","size":3569,"storage_path":"00000000-0000-4000-8000-000000000003/7d2a9f31-0000-4000-8000-000000000c06/articles-of-incorporation.pdf"},{"name":"bylaws.pdf","size":3562,"storage_path":"00000000-0000-4000-8000-000000000003/7d2a9f31-0000-4000-8000-000000000c06/bylaws.pdf"},{"name":"notice-of-administrative-dissolution.pdf","size":3519,"storage_path":"00000000-0000-4000-8000-000000000003/7d2a9f31-0000-4000-8000-000000000c06/notice-of-administrative-dissolution.pdf"}]', 'In review', 'v.20250822', now() - make_interval(days => 3, hours => 0), now() - make_interval(days => 2, hours => 20), null),
  ('0f6b8e24-0000-4000-8000-000000000c07', '00000000-0000-4000-8000-000000000003', 'Casey Customer', 'customer@demo.test', 'Harbor Point Lending', 'Riverbend Storage LLC', 'Ohio', 'Limited Liability Company', 'Kentucky', 'HPL-25-0217', '[{"name":"operating-agreement.pdf","size":4034,"storage_path":"00000000-0000-4000-8000-000000000003/0f6b8e24-0000-4000-8000-000000000c07/operating-agreement.pdf"},{"name":"articles-of-organization.pdf","size":3416,"storage_path":"00000000-0000-4000-8000-000000000003/0f6b8e24-0000-4000-8000-000000000c07/articles-of-organization.pdf"}]', 'Submitted', 'v.20250822', now() - make_interval(days => 0, hours => 5), now() - make_interval(days => 0, hours => 5), null),
  ('9c4e1a73-0000-4000-8000-000000000c08', '00000000-0000-4000-8000-000000000100', 'Jordan Lee', 'jordan.lee@northbay.test', 'North Bay Credit Union', 'Pacific Crest Holdings LLC', 'California', 'Limited Liability Company', 'Oregon', 'NBCU-7734', '[{"name":"operating-agreement.pdf","size":4295,"storage_path":"00000000-0000-4000-8000-000000000100/9c4e1a73-0000-4000-8000-000000000c08/operating-agreement.pdf"}]', 'In review', 'v.20250822', now() - make_interval(days => 0, hours => 20), now() - make_interval(days => 0, hours => 6), null),
  ('62d8f0b5-0000-4000-8000-000000000c09', '00000000-0000-4000-8000-000000000100', 'Jordan Lee', 'jordan.lee@northbay.test', 'North Bay Credit Union', 'Golden Gate Bakery Co.', 'California', 'Corporation', null, 'NBCU-7741', '[{"name":"articles-of-incorporation.pdf","size":3567,"storage_path":"00000000-0000-4000-8000-000000000100/62d8f0b5-0000-4000-8000-000000000c09/articles-of-incorporation.pdf"},{"name":"bylaws.pdf","size":3573,"storage_path":"00000000-0000-4000-8000-000000000100/62d8f0b5-0000-4000-8000-000000000c09/bylaws.pdf"}]', 'Submitted', 'v.20250822', now() - make_interval(days => 0, hours => 3), now() - make_interval(days => 0, hours => 3), null),
  ('3e9b7c60-0000-4000-8000-000000000c0a', '00000000-0000-4000-8000-000000000100', 'Jordan Lee', 'jordan.lee@northbay.test', 'North Bay Credit Union', 'Ashcroft Family Irrevocable Trust', 'California', 'Irrevocable Trust', 'Nevada', 'NBCU-7752', '[{"name":"certification-of-trust.pdf","size":6539,"storage_path":"00000000-0000-4000-8000-000000000100/3e9b7c60-0000-4000-8000-000000000c0a/certification-of-trust.pdf"}]', 'In review', 'v.20250822', now() - make_interval(days => 0, hours => 21), now() - make_interval(days => 0, hours => 18), null);
-- seed-orders:end

-- The trigger's rows got generated ids and no author (auth.uid() is null in a seed): give them the mock's
-- ids, and the customer who placed the order as their author.
create temporary table seed_trigger_rows (order_id uuid primary key, debit_id uuid not null, submitted_id uuid not null);
-- seed-trigger-rows:begin
insert into seed_trigger_rows (order_id, debit_id, submitted_id) values
  ('a3f27c19-0000-4000-8000-000000000c01', '00000000-0000-4000-8000-000000000e03', '00000000-0000-4000-8000-000000000d01'),
  ('5e81b40d-0000-4000-8000-000000000c02', '00000000-0000-4000-8000-000000000e04', '00000000-0000-4000-8000-000000000d04'),
  ('c92d6e07-0000-4000-8000-000000000c03', '00000000-0000-4000-8000-000000000e05', '00000000-0000-4000-8000-000000000d07'),
  ('1b7f3a52-0000-4000-8000-000000000c04', '00000000-0000-4000-8000-000000000e07', '00000000-0000-4000-8000-000000000d09'),
  ('e4c05d98-0000-4000-8000-000000000c05', '00000000-0000-4000-8000-000000000e09', '00000000-0000-4000-8000-000000000d0c'),
  ('7d2a9f31-0000-4000-8000-000000000c06', '00000000-0000-4000-8000-000000000e0a', '00000000-0000-4000-8000-000000000d0f'),
  ('0f6b8e24-0000-4000-8000-000000000c07', '00000000-0000-4000-8000-000000000e0b', '00000000-0000-4000-8000-000000000d11'),
  ('9c4e1a73-0000-4000-8000-000000000c08', '00000000-0000-4000-8000-000000000e0c', '00000000-0000-4000-8000-000000000d12'),
  ('62d8f0b5-0000-4000-8000-000000000c09', '00000000-0000-4000-8000-000000000e0d', '00000000-0000-4000-8000-000000000d14'),
  ('3e9b7c60-0000-4000-8000-000000000c0a', '00000000-0000-4000-8000-000000000e0e', '00000000-0000-4000-8000-000000000d15');
-- seed-trigger-rows:end
update public.credit_ledger l
set id = s.debit_id, created_by = l.user_id
from seed_trigger_rows s
where l.order_id = s.order_id and l.kind = 'order_debit';
update public.order_status_history h
set id = s.submitted_id, changed_by = o.user_id
from seed_trigger_rows s join public.order_requests o on o.id = s.order_id
where h.order_id = s.order_id and h.from_status is null;
drop table seed_trigger_rows;

-- Every later status change, as private.move_order() records it (staff moves by the admin persona).
-- seed-moves:begin
insert into public.order_status_history (id, order_id, from_status, to_status, message, actor, changed_by, created_at) values
  ('00000000-0000-4000-8000-000000000d02', 'a3f27c19-0000-4000-8000-000000000c01', 'Submitted', 'In review', null, 'staff', '00000000-0000-4000-8000-000000000001', now() - make_interval(days => 95, hours => 20)),
  ('00000000-0000-4000-8000-000000000d03', 'a3f27c19-0000-4000-8000-000000000c01', 'In review', 'Report ready', 'Your report is ready: ownership, management authority and the signature block are confirmed. Thomas Okafor signs as sole Manager with the members'' written consent; note the two low risk flags (member consent to encumber, supplied, and transfer restrictions on membership interests).', 'staff', '00000000-0000-4000-8000-000000000001', now() - make_interval(days => 94, hours => 0)),
  ('00000000-0000-4000-8000-000000000d05', '5e81b40d-0000-4000-8000-000000000c02', 'Submitted', 'In review', null, 'staff', '00000000-0000-4000-8000-000000000001', now() - make_interval(days => 23, hours => 18)),
  ('00000000-0000-4000-8000-000000000d06', '5e81b40d-0000-4000-8000-000000000c02', 'In review', 'Report ready', 'Your report is ready: Samuel Park, as President, signs the loan documents alone, under the board resolution supplied. Note the two low risk flags: board approval of the borrowing (given) and the punctuation of the registered name on the loan application.', 'staff', '00000000-0000-4000-8000-000000000001', now() - make_interval(days => 21, hours => 0)),
  ('00000000-0000-4000-8000-000000000d08', 'c92d6e07-0000-4000-8000-000000000c03', 'Submitted', 'Cancelled', 'The borrower withdrew the loan application.', 'customer', '00000000-0000-4000-8000-000000000003', now() - make_interval(days => 17, hours => 22)),
  ('00000000-0000-4000-8000-000000000d0a', '1b7f3a52-0000-4000-8000-000000000c04', 'Submitted', 'In review', null, 'staff', '00000000-0000-4000-8000-000000000001', now() - make_interval(days => 13, hours => 20)),
  ('00000000-0000-4000-8000-000000000d0b', '1b7f3a52-0000-4000-8000-000000000c04', 'In review', 'Escalated', 'The partnership agreement names two general partners with conflicting signing authority. We forwarded the report and documents to our partner law firm for legal review; the report fee is credited back to your account.', 'staff', '00000000-0000-4000-8000-000000000001', now() - make_interval(days => 11, hours => 0)),
  ('00000000-0000-4000-8000-000000000d0d', 'e4c05d98-0000-4000-8000-000000000c05', 'Submitted', 'In review', null, 'staff', '00000000-0000-4000-8000-000000000001', now() - make_interval(days => 6, hours => 20)),
  ('00000000-0000-4000-8000-000000000d0e', 'e4c05d98-0000-4000-8000-000000000c05', 'In review', 'Needs documents', 'Please upload the signed operating agreement with all amendments, including Exhibit A (the schedule of members). The copy we received is an unsigned draft.', 'staff', '00000000-0000-4000-8000-000000000001', now() - make_interval(days => 6, hours => 0)),
  ('00000000-0000-4000-8000-000000000d10', '7d2a9f31-0000-4000-8000-000000000c06', 'Submitted', 'In review', null, 'staff', '00000000-0000-4000-8000-000000000001', now() - make_interval(days => 2, hours => 20)),
  ('00000000-0000-4000-8000-000000000d13', '9c4e1a73-0000-4000-8000-000000000c08', 'Submitted', 'In review', null, 'staff', '00000000-0000-4000-8000-000000000001', now() - make_interval(days => 0, hours => 6)),
  ('00000000-0000-4000-8000-000000000d16', '3e9b7c60-0000-4000-8000-000000000c0a', 'Submitted', 'In review', null, 'staff', '00000000-0000-4000-8000-000000000001', now() - make_interval(days => 0, hours => 18));
-- seed-moves:end

-- The refunds those moves give: cancelled while Submitted, or escalated to legal review.
-- seed-refunds:begin
insert into public.credit_ledger (id, user_id, kind, credits, amount_paid_cents, reason, order_id, created_by, created_at) values
  ('00000000-0000-4000-8000-000000000e06', '00000000-0000-4000-8000-000000000003', 'refund', 1, null, 'Cancelled before review', 'c92d6e07-0000-4000-8000-000000000c03', '00000000-0000-4000-8000-000000000003', now() - make_interval(days => 17, hours => 22)),
  ('00000000-0000-4000-8000-000000000e08', '00000000-0000-4000-8000-000000000003', 'refund', 1, null, 'Escalated to legal review', '1b7f3a52-0000-4000-8000-000000000c04', '00000000-0000-4000-8000-000000000001', now() - make_interval(days => 11, hours => 0));
-- seed-refunds:end

-- The published reports of the Report ready orders: version 1 of draftReport(order) (mocks/seed/demo-draft.ts),
-- as the mock seed publishes them, by the admin persona at the time of the Report ready move. The draft's
-- dates follow the order's date, which is now() minus an offset: the content is stored as a template whose
-- {{...}} placeholders are filled from the order's created_at below (UTC), exactly as the draft computes them
-- (captured_formation/_property: created_at + 92/96 minutes, to the minute; consent_date: 9 days before the
-- order's day; ordered_on: the order's day; *_long: "March 1, 2026"; order_year, order_year_1, order_year_2:
-- its year and the two before). The order_reports check constraint validates the filled content.
create temporary table seed_reports (
  id uuid primary key, order_id uuid not null, version integer not null, note text, published_by uuid,
  published_at timestamptz not null, template text not null
);
-- seed-reports:begin
insert into seed_reports (id, order_id, version, note, published_by, published_at, template) values
  ('00000000-0000-4000-8000-000000000f01', 'a3f27c19-0000-4000-8000-000000000c01', 1, null, '00000000-0000-4000-8000-000000000001', now() - make_interval(days => 94, hours => 0), '{"schemaVersion":1,"reportType":"Limited Liability Company","entityName":"Cedar Ridge Apartments LLC","entityType":"Limited liability company","formationState":"Delaware","formationDate":"2013-01-20","fileNumber":"5524476","propertyState":"Texas","loanReference":"HPL-24-0871","principalOffice":"760 Lakeview Drive, Suite 400, Austin, Texas","registeredAgent":"Keystone Agent Services, LLC","purpose":"To acquire, own, finance, operate and sell real property, and activities incidental to it.","managementType":"Manager-managed","conclusion":{"verdict":"Confirmed","detail":"The operating agreement lets the Manager, Thomas Okafor, borrow and encumber company property with the written consent of members holding a majority in interest, and the consent supplied meets that threshold."},"ownership":[{"owner":"Thomas Okafor","percentage":34,"interest":"Membership interest"},{"owner":"Helen Nakamura","percentage":33,"interest":"Membership interest"},{"owner":"Priya Raman","percentage":33,"interest":"Membership interest"}],"authority":{"signers":"Thomas Okafor, as sole Manager, appointed in Section 6.1 of the Limited Liability Company Agreement.","clause":"Section 6.4(b): the Manager may not borrow money or mortgage, pledge or encumber Company property without the written consent of Members holding a Majority in Interest.","consents":["Written Consent of Members dated {{consent_date_long}}, signed by all members, authorizing the loan and naming the Manager as signer."]},"signatureBlock":{"lines":["CEDAR RIDGE APARTMENTS LLC,","a Delaware limited liability company","","By: ______________________________","Name: THOMAS OKAFOR","Title: Manager"],"supportingDeliverable":"Written Consent of Members dated {{consent_date_long}}, certified by the Manager as in full force at closing."},"riskLevel":"Low","riskItems":[{"id":"A1","severity":"Low","title":"Member consent required to encumber","finding":"Borrowing and granting a mortgage need the consent of Members holding a Majority in Interest.","evidence":"Limited Liability Company Agreement, Section 6.4(b); Written Consent of Members dated {{consent_date_long}}.","mitigation":"Consent supplied and signed by all members. Have the Manager certify at closing that it has not been revoked.","closingCondition":false},{"id":"P3","severity":"Low","title":"Transfer restrictions on membership interests","finding":"Transfers of membership interests need the Manager''s consent and a right of first offer to the other members.","evidence":"Limited Liability Company Agreement, Article 9.","mitigation":"No action for a mortgage loan. If the loan takes a pledge of the interests, obtain the consents Article 9 describes.","closingCondition":false}],"secretaryOfState":[{"role":"Formation state","state":"Delaware","registeredName":"CEDAR RIDGE APARTMENTS LLC","fileNumber":"5524476","registration":"Domestic","stateStatus":"Good Standing","normalizedStatus":"Active - good standing","lastFiling":"{{order_year}} annual franchise tax paid","registeredAgent":"Keystone Agent Services, LLC","capturedAt":"{{captured_formation}}","source":"Delaware Division of Corporations, Entity Search (icis.corp.delaware.gov)"},{"role":"Property state","state":"Texas","registeredName":"CEDAR RIDGE APARTMENTS LLC","fileNumber":"0801258425","registration":"Foreign","stateStatus":"In Existence","normalizedStatus":"Active - good standing","lastFiling":"{{order_year}} Public Information Report filed","registeredAgent":"Keystone Agent Services, LLC","capturedAt":"{{captured_property}}","source":"Texas Secretary of State, SOSDirect business entity search (direct.sos.state.tx.us)"}],"documents":[{"title":"operating agreement","date":"","pages":1,"status":"Received with the order"},{"title":"certificate of formation","date":"","pages":1,"status":"Received with the order"}],"missingDocuments":[],"closingChecklist":["Manager certificate confirming the operating agreement and the members'' consent are in full force.","Use the exact registered name CEDAR RIDGE APARTMENTS LLC on every loan document.","Delaware certificate of good standing dated within 30 days of closing, if your credit policy requires one."]}'),
  ('00000000-0000-4000-8000-000000000f02', '5e81b40d-0000-4000-8000-000000000c02', 1, null, '00000000-0000-4000-8000-000000000001', now() - make_interval(days => 21, hours => 0), '{"schemaVersion":1,"reportType":"Corporation","entityName":"Maple Street Holdings, Inc.","entityType":"Corporation","formationState":"Nevada","formationDate":"2009-12-19","fileNumber":"87152621","propertyState":"California","loanReference":"HPL-25-0112","principalOffice":"1110 Union Plaza, Suite 100, Sacramento, California","registeredAgent":"Keystone Agent Services, LLC","purpose":"Any lawful act or activity for which a corporation may be organized under the laws of Nevada.","managementType":"Board of directors and officers","conclusion":{"verdict":"Confirmed","detail":"The bylaws let the President sign instruments of indebtedness the board has approved, and the board resolution supplied approves this loan."},"ownership":[{"owner":"Daniel Whitcomb","percentage":40,"interest":"Common stock, 400,000 shares"},{"owner":"Marisol Vega","percentage":35,"interest":"Common stock, 350,000 shares"},{"owner":"Leah Brennan","percentage":25,"interest":"Common stock, 250,000 shares"}],"authority":{"signers":"Samuel Park, President and Chief Executive Officer, elected by the board.","clause":"Bylaws Section 5.8: the President may sign contracts and instruments of indebtedness approved by the board; the Secretary attests when the board or the lender requires it.","consents":["Board resolution dated {{consent_date_long}} approving the loan, adopted by all 3 directors.","No shareholder approval needed: the articles reserve shareholder votes for a sale of substantially all assets."]},"signatureBlock":{"lines":["MAPLE STREET HOLDINGS, INC.,","a Nevada corporation","","By: ______________________________","Name: SAMUEL PARK","Title: President and Chief Executive Officer","","Attest: ______________________________","Name: GRACE ADEYEMI, Secretary"],"supportingDeliverable":"Secretary''s certificate attaching the board resolution of {{consent_date_long}} and an incumbency of the President and Secretary."},"riskLevel":"Low","riskItems":[{"id":"A6","severity":"Low","title":"Board approval of the borrowing","finding":"The bylaws require board approval for indebtedness outside the ordinary course; the resolution supplied gives it.","evidence":"Bylaws, Section 5.8; board resolution dated {{consent_date_long}}.","mitigation":"Deliver the resolution with a secretary''s certificate confirming it has not been amended or revoked.","closingCondition":false},{"id":"N1","severity":"Low","title":"Name punctuation on the loan application","finding":"The loan application drops the comma and period of the registered name.","evidence":"Nevada Secretary of State record; loan application.","mitigation":"Use the exact registered name MAPLE STREET HOLDINGS, INC. in the note, security instrument and UCC-1.","closingCondition":false}],"secretaryOfState":[{"role":"Formation state","state":"Nevada","registeredName":"MAPLE STREET HOLDINGS, INC.","fileNumber":"87152621","registration":"Domestic","stateStatus":"Active","normalizedStatus":"Active - good standing","lastFiling":"{{order_year}} annual report filed","registeredAgent":"Keystone Agent Services, LLC","capturedAt":"{{captured_formation}}","source":"Nevada Secretary of State, business entity search"},{"role":"Property state","state":"California","registeredName":"MAPLE STREET HOLDINGS, INC.","fileNumber":"C4153085","registration":"Foreign","stateStatus":"Active","normalizedStatus":"Active - good standing","lastFiling":"Statement of Information filed {{order_year_1}}","registeredAgent":"Northwind Registered Agents, Inc.","capturedAt":"{{captured_property}}","source":"California Secretary of State, bizfile Online business search (bizfileonline.sos.ca.gov)"}],"documents":[{"title":"articles of incorporation","date":"","pages":1,"status":"Received with the order"},{"title":"bylaws","date":"","pages":1,"status":"Received with the order"},{"title":"certificate of good standing","date":"","pages":1,"status":"Received with the order"}],"missingDocuments":[],"closingChecklist":["Secretary''s certificate with the resolution and incumbency of Samuel Park and Grace Adeyemi.","Use the exact registered name MAPLE STREET HOLDINGS, INC. on every loan document.","Nevada certificate of good standing dated within 30 days of closing, if your credit policy requires one."],"corporate":{"principalOffice":"1110 Union Plaza, Suite 100, Sacramento, California","numberOfDirectors":3,"chairman":"Daniel Whitcomb","viceChairman":"Marisol Vega","officers":{"presidentAndCeo":"Samuel Park","secretary":"Grace Adeyemi","treasurer":"Priya Raman"}}}');
-- seed-reports:end
insert into public.order_reports (id, order_id, version, content, note, published_by, published_at)
select r.id, r.order_id, r.version, filled.content::jsonb, r.note, r.published_by, r.published_at
from seed_reports r
join public.order_requests o on o.id = r.order_id
cross join lateral (select (o.created_at at time zone 'UTC') as created, (o.created_at at time zone 'UTC')::date as day) t
cross join lateral (
  select replace(replace(replace(replace(replace(replace(replace(replace(replace(r.template,
    '{{captured_formation}}', to_char(date_trunc('minute', t.created + interval '92 minutes'), 'YYYY-MM-DD"T"HH24:MI:SS"Z"')),
    '{{captured_property}}', to_char(date_trunc('minute', t.created + interval '96 minutes'), 'YYYY-MM-DD"T"HH24:MI:SS"Z"')),
    '{{consent_date_long}}', to_char(t.day - 9, 'FMMonth FMDD, YYYY')),
    '{{consent_date}}', to_char(t.day - 9, 'YYYY-MM-DD')),
    '{{ordered_on_long}}', to_char(t.day, 'FMMonth FMDD, YYYY')),
    '{{ordered_on}}', to_char(t.day, 'YYYY-MM-DD')),
    '{{order_year}}', to_char(t.day, 'YYYY')),
    '{{order_year_1}}', (extract(year from t.day)::integer - 1)::text),
    '{{order_year_2}}', (extract(year from t.day)::integer - 2)::text) as content
) filled;
drop table seed_reports;

-- Who verified what (migration 20260301003200, SEED_FIELD_EVENTS in mocks/seed/field-events.ts): Maple Street
-- Holdings' version 1 was drafted and verified by the admin persona from the articles before it was published. The
-- Brightwater draft's seeded question below records its own event (the trigger on report_questions).
-- seed-field-events:begin
insert into public.report_field_events (order_id, draft_version, report_version, field, label, kind, actor_id, actor_email, at, file, page)
select r.order_id, e.draft_version, 1, e.field, e.label, e.kind, '00000000-0000-4000-8000-000000000001', 'admin@demo.test',
  r.published_at - make_interval(hours => e.hours), e.file, e.page
from public.order_reports r
cross join (values
  ('drafted', 'entityName', 'Entity legal name', 'articles-of-incorporation.pdf', 1, 3, 1),
  ('drafted', 'formationState', 'Formation state', 'articles-of-incorporation.pdf', 1, 3, 1),
  ('verified', 'entityName', 'Entity legal name', 'articles-of-incorporation.pdf', 1, 2, 2),
  ('verified', 'formationState', 'Formation state', 'articles-of-incorporation.pdf', 1, 2, 2)
) e(kind, field, label, file, page, hours, draft_version)
where r.order_id = '5e81b40d-0000-4000-8000-000000000c02' and r.version = 1
order by e.hours desc, e.field;
-- seed-field-events:end
-- The field reviews kept with that version (migration 20260301001700, SEED_FIELD_REVIEWS in
-- mocks/seed/field-events.ts), consistent with its events: by the admin persona who published it, at its time, each
-- verified against the words on page 1 of the articles, so the published version shows its review.
-- seed-field-reviews:begin
insert into public.report_field_reviews (id, report_id, order_id, field, label, decision, drafted_value, published_value, source, reader, reviewed_by, reviewed_at)
select e.id::uuid, r.id, r.order_id, e.field, e.label, 'verified', e.value, e.value,
  jsonb_build_object('file', e.file, 'page', e.page, 'quote', e.quote), 'built-in', '00000000-0000-4000-8000-000000000001', r.published_at
from public.order_reports r
cross join (values
  ('00000000-0000-4000-8000-000000000b01', 'entityName', 'Entity legal name', 'Maple Street Holdings, Inc.', 'articles-of-incorporation.pdf', 1, 'Name of Corporation: Maple Street Holdings, Inc.'),
  ('00000000-0000-4000-8000-000000000b02', 'formationState', 'Formation state', 'Nevada', 'articles-of-incorporation.pdf', 1, 'Filed in the office of the Nevada Secretary of State')
) e(id, field, label, value, file, page, quote)
where r.order_id = '5e81b40d-0000-4000-8000-000000000c02' and r.version = 1
order by e.id;
-- seed-field-reviews:end

-- A Secretary of State lookup already bought for Oak Hollow (In review), so staff see it checked without buying it
-- again: the sandbox's answer for Georgia (src/lib/sos-lookup/sandbox.ts), by the admin persona 2 days 18 hours ago,
-- as mocks/seed stores it (SEED_SOS_LOOKUPS).
-- seed-sos-lookups:begin
insert into public.order_sos_lookups (id, order_id, state, query_name, provider, outcome, candidates, looked_up_at, looked_up_by)
select '00000000-0000-4000-8000-000000000501', '7d2a9f31-0000-4000-8000-000000000c06', 'Georgia',
  'Oak Hollow Development Corp.', 'sandbox', 'found',
  jsonb_build_array(jsonb_build_object(
    'name', 'Oak Hollow Development Corp.', 'state', 'Georgia', 'fileNumber', '12061745',
    'entityType', 'Domestic Profit Corporation', 'registration', 'Domestic', 'stateStatus', 'Admin. Dissolved',
    'normalizedStatus', 'Administratively dissolved', 'formationDate', '2012-07-11', 'registeredAgent', 'Marcus Bell',
    'lastFiling', 'Certificate of Administrative Dissolution (2025-09-02)',
    'sourceUrl', 'https://sos-sandbox.example/ga/entity/12061745',
    'screenshotUrl', 'https://sos-sandbox.example/ga/screenshots/12061745.png',
    'capturedAt', to_char(t.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'confidence', 1)),
  t.at, '00000000-0000-4000-8000-000000000001'
from (select now() - make_interval(days => 2, hours => 18) as at) t;
-- seed-sos-lookups:end

-- The LOS hand-offs on the record (migration 20260301003300, SEED_LOS_HANDOFFS in mocks/seed/los-handoffs.ts): the
-- customer persona confirmed Harbor Point's LOS intake address and sent each published report to it a few hours
-- after it was ready (packet version 2), without keeping it on the account. Written here without a caller; no mail is
-- seeded with them.
-- seed-los-handoffs:begin
insert into public.los_handoffs (id, order_id, report_id, report_version, packet_version, recipient, sent_by, sent_by_name, sent_at)
select s.id::uuid, r.order_id, r.id, 1, s.packet_version, 'los-intake@harborpoint.test',
  '00000000-0000-4000-8000-000000000003', 'Casey Customer', r.published_at + make_interval(hours => s.hours)
from public.order_reports r
join (values
  ('00000000-0000-4000-8000-000000000601', 'a3f27c19-0000-4000-8000-000000000c01', 3, 2),
  ('00000000-0000-4000-8000-000000000602', '5e81b40d-0000-4000-8000-000000000c02', 2, 2)
) s(id, order_id, hours, packet_version) on r.order_id = s.order_id::uuid and r.version = 1;
insert into public.account_los_addresses (user_id, email, confirmed_at, code_attempts, created_at, packet_version)
select '00000000-0000-4000-8000-000000000003', 'los-intake@harborpoint.test', min(sent_at), 0,
  min(sent_at) - make_interval(mins => 10), 2
from public.los_handoffs;
-- seed-los-handoffs:end

-- Who works on which open order (migration 20260301002000, SEED_ASSIGNMENTS in mocks/seed/seed-data.ts): the
-- admin persona took Oak Hollow and gave Pacific Crest to the moderator persona, both an hour after the order
-- reached In review. Written here without a caller, so the staff audit trail records neither.
-- seed-assignments:begin
insert into public.order_assignments (order_id, assignee_id, assignee_email, assigned_by, assigned_by_email, assigned_at) values
  ('7d2a9f31-0000-4000-8000-000000000c06', '00000000-0000-4000-8000-000000000001', 'admin@demo.test', '00000000-0000-4000-8000-000000000001', 'admin@demo.test', now() - make_interval(days => 2, hours => 19)),
  ('9c4e1a73-0000-4000-8000-000000000c08', '00000000-0000-4000-8000-000000000002', 'moderator@demo.test', '00000000-0000-4000-8000-000000000001', 'admin@demo.test', now() - make_interval(days => 0, hours => 5));
-- seed-assignments:end

-- A report being written (migration 20260301002900, SEED_DRAFT in mocks/seed/seed-data.ts): the admin persona
-- started the next version of Brightwater Partners LP (Escalated) a day after it was escalated.
-- seed-drafts:begin
insert into public.report_drafts (order_id, version, content, saved_by, saved_by_email, saved_at) values
  ('1b7f3a52-0000-4000-8000-000000000c04', 1, '{"values":{"entityType":"Illinois limited partnership","purpose":"To acquire, hold and lease the industrial property at 2200 Lakeshore Drive, Kenosha, Wisconsin."},"review":null,"reading":null}', '00000000-0000-4000-8000-000000000001', 'admin@demo.test', now() - make_interval(days => 10, hours => 0));
-- seed-drafts:end

-- The check of that draft (migration 20260301003100, the same rows as the check in mocks/seed/seed-data.ts): an
-- hour after saving it, the admin persona (the maker) asked the moderator persona to check version 1; two hours
-- later the moderator questioned the legal name, and the question is still open. Written here without a caller, so
-- the staff audit trail records neither.
-- seed-approvals:begin
insert into public.report_approvals (order_id, draft_version, state, maker_id, maker_email, asked_at, checker_id, checker_email, decided_at, note) values
  ('1b7f3a52-0000-4000-8000-000000000c04', 1, 'waiting', '00000000-0000-4000-8000-000000000001', 'admin@demo.test', now() - make_interval(days => 9, hours => 23), '00000000-0000-4000-8000-000000000002', 'moderator@demo.test', null, null);
-- seed-approvals:end
-- seed-questions:begin
insert into public.report_questions (id, order_id, field, label, question, asked_by, asked_by_email, asked_at, answer, answered_by, answered_by_email, answered_at) values
  ('7d2a9f31-0000-4000-8000-0000000000e1', '1b7f3a52-0000-4000-8000-000000000c04', 'entityName', 'Entity legal name', 'The certificate on page 1 spells it "Brightwater Partners, L.P.": which spelling does the agreement use?', '00000000-0000-4000-8000-000000000002', 'moderator@demo.test', now() - make_interval(days => 9, hours => 21), null, null, null, null);
-- seed-questions:end

drop table seed_users;
