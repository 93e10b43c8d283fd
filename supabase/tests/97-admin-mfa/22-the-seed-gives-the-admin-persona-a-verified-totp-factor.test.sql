-- the seed gives the admin persona, and nobody else, a verified TOTP factor with the demo secret (mocks/seed ADMIN_TOTP_FACTOR), enrolled when the account was created
-- Admin MFA (migration 1300). Personas: admin ...0001 (a verified TOTP factor in the seed), moderator ...0002,
-- customer ...0003, suspended ...0004, other customer ...0101.
begin;
select plan(2);

select results_eq(
  $$select id::text, user_id::text, friendly_name, factor_type::text, status::text, secret, phone, last_challenged_at
    from auth.mfa_factors$$,
  $$values ('00000000-0000-4000-8000-00000000f001', '00000000-0000-4000-8000-000000000001', 'Authenticator app', 'totp',
            'verified', 'ENTITYLENSDEMOADMINTOTPSECRET234', null::text, null::timestamptz)$$,
  'one factor: the admin''s authenticator app');
select is((select f.created_at = p.created_at and f.updated_at = p.created_at
           from auth.mfa_factors f join public.profiles p on p.id = f.user_id),
  true, 'dated like the admin''s account');

select * from finish();
rollback;
