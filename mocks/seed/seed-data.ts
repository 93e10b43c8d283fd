import type { AppRole, InboundRequest, Profile, RoleAuditEntry, UserRole } from '@/backend';
import { CUSTOMER_COMPANY, PERSONAS } from './personas';

/**
 * The seed as plain rows. Every id is fixed; every date is `now` minus a fixed offset, so the same rows
 * come back on each reset and some always fall within the dashboard's "last 7 days".
 */
export interface SeedUser {
  id: string;
  email: string;
  profile: Profile;
  role: AppRole;
  /** Fixed per user so hashing is deterministic. */
  salt: Uint8Array<ArrayBuffer>;
}

export interface SeedData {
  users: SeedUser[];
  userRoles: UserRole[];
  audit: RoleAuditEntry[];
  inbound: InboundRequest[];
}

const DAY = 24 * 60 * 60 * 1000;

function uuid(prefix: string, n: number): string {
  return `${prefix}-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
}

const MIRROR: Record<AppRole, string> = { user: 'User', moderator: 'Moderator', admin: 'Admin' };
export function roleMirror(role: AppRole): string {
  return MIRROR[role];
}

interface Row {
  first: string | null;
  last: string | null;
  email: string;
  company: string | null;
  phone: string | null;
  status: string | null;
  daysAgo: number;
  role?: AppRole;
}

const CUSTOMERS: Row[] = [
  {
    first: 'Jordan',
    last: 'Lee',
    email: 'jordan.lee@northbay.test',
    company: 'North Bay Credit Union',
    phone: '+14155550101',
    status: 'Active',
    daysAgo: 1,
  },
  {
    first: 'Priya',
    last: 'Natarajan',
    email: 'priya.n@summitcap.test',
    company: 'Summit Capital',
    phone: '+12125550102',
    status: 'Active',
    daysAgo: 2,
  },
  {
    first: 'Marcus',
    last: 'Oyelaran',
    email: 'marcus@oakline.test',
    company: 'Oakline Bank',
    phone: null,
    status: 'Active',
    daysAgo: 3,
  },
  { first: null, last: null, email: 'no.name@anon.test', company: null, phone: null, status: 'Active', daysAgo: 4 },
  {
    first: 'Elena',
    last: 'Vasquez-Moore',
    email: 'elena.vm@coastal.test',
    company: 'Coastal Mortgage',
    phone: '+13105550105',
    status: 'Inactive',
    daysAgo: 5,
  },
  {
    first: 'Tom',
    last: "O'Brien",
    email: 'tom.obrien@granite.test',
    company: 'Granite Lending',
    phone: '+16175550106',
    status: null,
    daysAgo: 6,
  },
  {
    first: 'Hana',
    last: 'Kimura',
    email: 'hana.k@pacificrim.test',
    company: 'Pacific Rim Finance',
    phone: null,
    status: 'Active',
    daysAgo: 9,
  },
  {
    first: 'Daniel',
    last: 'Abrams',
    email: 'd.abrams@lakeside.test',
    company: 'Lakeside Bancorp',
    phone: '+13125550108',
    status: 'Suspended',
    daysAgo: 12,
  },
  {
    first: 'Sofia',
    last: 'Rossi',
    email: 'sofia.rossi@meridian.test',
    company: 'Meridian Trust',
    phone: null,
    status: 'Active',
    daysAgo: 15,
  },
  {
    first: 'Kwame',
    last: 'Mensah',
    email: 'kwame@goldleaf.test',
    company: 'Goldleaf Capital',
    phone: '+14045550110',
    status: 'Active',
    daysAgo: 19,
  },
  {
    first: 'Grace',
    last: 'Whitfield',
    email: 'grace.w@bluestone.test',
    company: 'Bluestone Credit',
    phone: null,
    status: 'Inactive',
    daysAgo: 23,
  },
  {
    first: 'Omar',
    last: 'Haddad',
    email: 'omar.haddad@crescent.test',
    company: 'Crescent Lending',
    phone: '+17135550112',
    status: 'Active',
    daysAgo: 28,
  },
  {
    first: 'Lucy',
    last: 'Chen',
    email: 'lucy.chen@redwood.test',
    company: 'Redwood Commercial',
    phone: null,
    status: 'Active',
    daysAgo: 34,
    role: 'moderator',
  },
  {
    first: 'Mateo',
    last: 'García',
    email: 'mateo.garcia@solana.test',
    company: 'Solana Partners',
    phone: '+16025550114',
    status: 'Active',
    daysAgo: 41,
  },
  {
    first: 'Ingrid',
    last: 'Larsen',
    email: 'ingrid@fjordfin.test',
    company: 'Fjord Financial',
    phone: null,
    status: 'Suspended',
    daysAgo: 48,
  },
  {
    first: 'Ben',
    last: 'Carter',
    email: 'ben.carter@prairie.test',
    company: 'Prairie State Bank',
    phone: '+13165550116',
    status: 'Active',
    daysAgo: 56,
  },
  {
    first: 'Aisha',
    last: 'Bello',
    email: 'aisha.bello@harbor.test',
    company: null,
    phone: null,
    status: 'Active',
    daysAgo: 63,
  },
  {
    first: 'Noah',
    last: 'Fischer',
    email: 'noah.fischer@alpine.test',
    company: 'Alpine Lenders',
    phone: '+13035550118',
    status: 'Inactive',
    daysAgo: 71,
  },
  {
    first: 'Chloe',
    last: 'Dubois',
    email: 'chloe.dubois@seine.test',
    company: 'Seine Capital',
    phone: null,
    status: 'Active',
    daysAgo: 80,
  },
  {
    first: 'Ravi',
    last: 'Patel',
    email: 'ravi.patel@ganges.test',
    company: 'Ganges Credit',
    phone: '+17325550120',
    status: 'Active',
    daysAgo: 92,
  },
  {
    first: 'Zoe',
    last: 'Martin',
    email: 'zoe.martin@orchard.test',
    company: 'Orchard Bank',
    phone: null,
    status: 'Active',
    daysAgo: 105,
  },
];

const PERSONA_ROWS: Array<Row & { id: string }> = [
  {
    id: PERSONAS.admin.id,
    first: PERSONAS.admin.firstName,
    last: PERSONAS.admin.lastName,
    email: PERSONAS.admin.email,
    company: 'EntityLens',
    phone: '+19495550001',
    status: 'Active',
    daysAgo: 120,
    role: 'admin',
  },
  {
    id: PERSONAS.moderator.id,
    first: PERSONAS.moderator.firstName,
    last: PERSONAS.moderator.lastName,
    email: PERSONAS.moderator.email,
    company: 'EntityLens',
    phone: null,
    status: 'Active',
    daysAgo: 110,
    role: 'moderator',
  },
  {
    id: PERSONAS.customer.id,
    first: PERSONAS.customer.firstName,
    last: PERSONAS.customer.lastName,
    email: PERSONAS.customer.email,
    company: CUSTOMER_COMPANY,
    phone: '+19495550003',
    status: 'Active',
    daysAgo: 2,
    role: 'user',
  },
  {
    id: PERSONAS.suspended.id,
    first: PERSONAS.suspended.firstName,
    last: PERSONAS.suspended.lastName,
    email: PERSONAS.suspended.email,
    company: 'Dormant Holdings',
    phone: null,
    status: 'Suspended',
    daysAgo: 30,
    role: 'user',
  },
];

export const SEED_CUSTOMER_IDS = CUSTOMERS.map((_, i) => uuid('00000000', 0x100 + i));

export function buildSeed(now: Date): SeedData {
  const at = (daysAgo: number, hours = 0) => new Date(now.getTime() - daysAgo * DAY - hours * 3600_000).toISOString();
  const rows = [...PERSONA_ROWS, ...CUSTOMERS.map((r, i) => ({ ...r, id: SEED_CUSTOMER_IDS[i]! }))];

  const users: SeedUser[] = rows.map((r, i) => {
    const created = at(r.daysAgo);
    const role = r.role ?? 'user';
    const displayName = r.first && r.last ? `${r.first} ${r.last}` : null;
    const salt = new Uint8Array(16);
    salt.set([0x5e, 0xed, i + 1]);
    return {
      id: r.id,
      email: r.email,
      role,
      salt,
      profile: {
        id: r.id,
        first_name: r.first,
        last_name: r.last,
        phone: r.phone,
        company: r.company,
        role: roleMirror(role),
        status: r.status,
        display_name: displayName,
        email: r.email,
        created_at: created,
        updated_at: created,
      },
    };
  });

  const admin = PERSONAS.admin.id;
  const lucy = SEED_CUSTOMER_IDS[12]!;
  const userRoles: UserRole[] = users.map((u) => ({
    user_id: u.id,
    role: u.role,
    assigned_by: u.role === 'user' || u.id === admin ? null : admin,
    assigned_at: u.profile.created_at,
  }));

  // Past role changes consistent with the current roles: the moderator persona was promoted, Lucy went
  // user -> admin -> moderator.
  const audit: RoleAuditEntry[] = [
    {
      id: uuid('00000000', 0xa01),
      action_type: 'role_changed',
      old_role: 'user',
      new_role: 'moderator',
      assigned_by: admin,
      target_user_id: PERSONAS.moderator.id,
      created_at: at(100),
    },
    {
      id: uuid('00000000', 0xa02),
      action_type: 'role_changed',
      old_role: 'user',
      new_role: 'admin',
      assigned_by: admin,
      target_user_id: lucy,
      created_at: at(20),
    },
    {
      id: uuid('00000000', 0xa03),
      action_type: 'role_changed',
      old_role: 'admin',
      new_role: 'moderator',
      assigned_by: admin,
      target_user_id: lucy,
      created_at: at(8),
    },
  ];

  const inbound: InboundRequest[] = [
    {
      id: uuid('00000000', 0xb01),
      kind: 'demo',
      name: 'Rita Alvarez',
      email: 'rita.alvarez@sunbelt.test',
      company: 'Sunbelt Community Bank',
      phone: '+15125550190',
      message: 'We would like to see how the entity reports handle multi-member LLCs.',
      created_at: at(1, 3),
    },
    {
      id: uuid('00000000', 0xb02),
      kind: 'contact',
      name: 'Henry Park',
      email: 'henry.park@keystone.test',
      company: null,
      phone: null,
      message: 'Do you offer volume pricing for credits purchased annually?',
      created_at: at(4, 5),
    },
  ];

  return { users, userRoles, audit, inbound };
}
