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
  ('00000000-0000-4000-8000-000000000003', 'customer@demo.test', 'Casey', 'Customer', 'Harbor Point Lending', '+19495550003', 'Active', 'user', 2),
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

drop table seed_users;
