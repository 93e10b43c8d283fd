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

export type PersonaKey = keyof typeof PERSONAS;
export const PERSONA_KEYS = Object.keys(PERSONAS) as PersonaKey[];
export const CUSTOMER_COMPANY = 'Harbor Point Lending';

/** A seeded customer who is not a persona: the "other customer" of the access rules. */
export const OTHER_CUSTOMER = {
  id: '00000000-0000-4000-8000-000000000100',
  email: 'jordan.lee@northbay.test',
} as const;
