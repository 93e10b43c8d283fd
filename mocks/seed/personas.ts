import type { AuthPort } from '@/backend';
import { totpOf } from '../api/totp';

/** The demo personas: the same people as supabase/seed.sql, for tests and the /auth persona buttons. */
export const DEMO_PASSWORD = 'DemoPass-2026!';

export const PERSONAS = {
  admin: {
    id: '00000000-0000-4000-8000-000000000001',
    email: 'admin@demo.test',
    firstName: 'Avery',
    lastName: 'Admin',
    role: 'admin',
    status: 'Active',
    label: 'Admin',
  },
  moderator: {
    id: '00000000-0000-4000-8000-000000000002',
    email: 'moderator@demo.test',
    firstName: 'Morgan',
    lastName: 'Moderator',
    role: 'moderator',
    status: 'Active',
    label: 'Moderator',
  },
  customer: {
    id: '00000000-0000-4000-8000-000000000003',
    email: 'customer@demo.test',
    firstName: 'Casey',
    lastName: 'Customer',
    role: 'user',
    status: 'Active',
    label: 'Customer',
  },
  suspended: {
    id: '00000000-0000-4000-8000-000000000004',
    email: 'suspended@demo.test',
    firstName: 'Sam',
    lastName: 'Suspended',
    role: 'user',
    status: 'Suspended',
    label: 'Suspended user',
  },
} as const;

/**
 * The admin persona's authenticator app (a verified TOTP factor in both seeds): admin rights need aal2, so
 * the demo, the tests and sales sign in with a code of this secret (RFC 6238: SHA-1, 6 digits, 30 s).
 */
export const ADMIN_TOTP_FACTOR = {
  id: '00000000-0000-4000-8000-00000000f001',
  friendlyName: 'Authenticator app',
  secret: 'ENTITYLENSDEMOADMINTOTPSECRET234',
} as const;

/** The admin persona's code at `nowMs`: what their authenticator app shows. */
export function adminTotpCode(nowMs = Date.now()): string {
  return totpOf(ADMIN_TOTP_FACTOR.secret).generate({ timestamp: nowMs });
}

/**
 * Signs a port client in as a persona the way a person does: the password, then, for the admin, the code
 * of their authenticator app (admin rights need aal2). `now` is the backend's clock when it is not the
 * real one (a test's fixed time), since a code is only valid in its 30 seconds.
 */
export async function signInAsPersona(
  auth: AuthPort,
  email: string,
  { password = DEMO_PASSWORD, now = Date.now }: { password?: string; now?: () => number } = {},
): Promise<void> {
  const session = await auth.signIn({ email, password });
  if (session.needs_second_factor && email === PERSONAS.admin.email)
    await auth.mfa.verify(ADMIN_TOTP_FACTOR.id, adminTotpCode(now()));
}

export type PersonaKey = keyof typeof PERSONAS;
export const PERSONA_KEYS = Object.keys(PERSONAS) as PersonaKey[];
export const CUSTOMER_COMPANY = 'Harbor Point Lending';

/** A seeded customer who is not a persona: the "other customer" of the access rules. */
export const OTHER_CUSTOMER = {
  id: '00000000-0000-4000-8000-000000000100',
  email: 'jordan.lee@northbay.test',
} as const;
