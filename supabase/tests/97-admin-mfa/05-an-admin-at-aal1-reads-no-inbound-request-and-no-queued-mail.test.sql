-- an admin at aal1 reads none of the contact and demo requests nor the mail queue; at aal2 they read both
-- Admin MFA (migration 1300). Personas: admin ...0001 (a verified TOTP factor in the seed), moderator ...0002,
-- customer ...0003, suspended ...0004, other customer ...0101.
begin;
select plan(4);

insert into public.outbound_emails (kind, recipient, subject, body)
values ('report_ready', 'customer@demo.test', 'Your report is ready', 'Hello');

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal1"}';
select is((select count(*) from public.inbound_requests), 0::bigint, 'inbound_requests at aal1');
select is((select count(*) from public.outbound_emails), 0::bigint, 'outbound_emails at aal1');
set local request.jwt.claims = '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';
select is((select count(*) from public.inbound_requests), 2::bigint, 'inbound_requests at aal2');
select is((select count(*) from public.outbound_emails), 1::bigint, 'outbound_emails at aal2');

select * from finish();
rollback;
