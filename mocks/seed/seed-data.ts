import {
  moveRefundsCredit,
  TERMS_VERSION,
  type AppRole,
  type CreditLedgerEntry,
  type InboundRequest,
  type OrderAssignment,
  type OrderHistoryEntry,
  type OrderRequest,
  type OrderStatus,
  type Profile,
  type PublishedReport,
  type RoleAuditEntry,
  type UserRole,
} from '@/backend';
import { cardPurchaseLedgerRow } from './card-purchase';
import { draftReport } from './demo-draft';
import type {
  MfaFactorRecord,
  ReportApprovalRecord,
  ReportDraftRecord,
  ReportQuestionRecord,
  StorageObjectRecord,
} from '../db/schemas';
import { seedDocumentBytes } from './documents';
import { ORDER_DOCUMENTS_BUCKET, roleMirror } from './shared';
import { ADMIN_TOTP_FACTOR, CUSTOMER_COMPANY, OTHER_CUSTOMER, PERSONAS } from './personas';

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

/** A seeded document's bytes, at its Storage key (`<bucket>/<object name>`, as the FileStore keys them). */
export interface SeedFile {
  key: string;
  bytes: Uint8Array<ArrayBuffer>;
}

export interface SeedData {
  users: SeedUser[];
  userRoles: UserRole[];
  audit: RoleAuditEntry[];
  inbound: InboundRequest[];
  /** Credits bought (purchases), then per order its debit and any refund, as the ledger rules write them. */
  ledger: CreditLedgerEntry[];
  orders: OrderRequest[];
  /** Every order's status changes, the submission included. */
  history: OrderHistoryEntry[];
  /** Version 1 of the report of every order that reached Report ready (publishing is the only way there). */
  reports: PublishedReport[];
  /** storage.objects rows of the documents still kept (a purged order's are gone). */
  storageObjects: StorageObjectRecord[];
  files: SeedFile[];
  /** auth.mfa_factors: the admin persona's authenticator app (admin rights need aal2). */
  mfaFactors: MfaFactorRecord[];
  /** public.order_assignments: who works on which open order (SEED_ASSIGNMENTS). */
  assignments: OrderAssignment[];
  /** public.report_drafts: a report being written (SEED_DRAFT). */
  drafts: ReportDraftRecord[];
  /** public.report_approvals: the check of that draft (SEED_CHECK). */
  approvals: ReportApprovalRecord[];
  /** public.report_questions: the checker's open question on it (SEED_CHECK). */
  questions: ReportQuestionRecord[];
}

const DAY = 24 * 60 * 60 * 1000;

function uuid(prefix: string, n: number): string {
  return `${prefix}-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
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
    // A customer for months: their order history goes back past the 90-day document retention.
    daysAgo: 100,
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

  const adminCreated = users.find((u) => u.id === PERSONAS.admin.id)!.profile.created_at;
  const mfaFactors: MfaFactorRecord[] = [
    {
      id: ADMIN_TOTP_FACTOR.id,
      user_id: PERSONAS.admin.id,
      friendly_name: ADMIN_TOTP_FACTOR.friendlyName,
      factor_type: 'totp',
      status: 'verified',
      secret: ADMIN_TOTP_FACTOR.secret,
      created_at: adminCreated,
      updated_at: adminCreated,
      last_challenged_at: null,
      // Counts as approved by another admin (migration 1520): the persona is the admin who approves the others.
      approved_at: adminCreated,
      approved_by: null,
    },
  ];
  return {
    users,
    userRoles,
    audit,
    inbound,
    mfaFactors,
    ...buildOrders(now),
    assignments: buildAssignments(now),
    drafts: [buildDraft(now)],
    ...buildCheck(now),
  };
}

// ---------------------------------------------------------------------------------------------------------
// Orders and credits: the customer persona has an order in every state; the other customer has three (one In review with a scanned document).

const HOUR = 60 * 60 * 1000;

interface Move {
  to: OrderStatus;
  /** Days and hours before now. */
  ago: [number, number];
  by: 'staff' | 'customer';
  message?: string;
}

interface OrderSpec {
  /** The first 8 hex digits of the id: the reference the customer and staff quote (orderReference). */
  ref: string;
  n: number;
  owner: 'customer' | 'other';
  entity: string;
  reportType: OrderRequest['report_type'];
  formation: string;
  property: string | null;
  loan: string | null;
  documents: ReadonlyArray<[file: string, title: string]>;
  placed: [number, number];
  moves: readonly Move[];
  /** When the retention housekeeping removed the documents (at least 90 days after placing). */
  purged?: [number, number];
}

interface SeedBuyer {
  id: string;
  name: string;
  email: string;
  company: string;
  purchase: { credits: number; cents: number; reason: string; ago: [number, number] };
}

const BUYERS: Record<OrderSpec['owner'], SeedBuyer> = {
  customer: {
    id: PERSONAS.customer.id,
    name: `${PERSONAS.customer.firstName} ${PERSONAS.customer.lastName}`,
    email: PERSONAS.customer.email,
    company: CUSTOMER_COMPANY,
    // With the card purchase of card-purchase.ts (10 for $350), 25 credits for $875 in all.
    purchase: { credits: 15, cents: 52_500, reason: 'Invoiced pack', ago: [99, 0] },
  },
  other: {
    id: OTHER_CUSTOMER.id,
    name: 'Jordan Lee',
    email: OTHER_CUSTOMER.email,
    company: 'North Bay Credit Union',
    purchase: { credits: 10, cents: 37_500, reason: '10-report pack', ago: [0, 22] },
  },
};

export const SEED_ORDER_SPECS: readonly OrderSpec[] = [
  {
    ref: 'a3f27c19',
    n: 1,
    owner: 'customer',
    entity: 'Cedar Ridge Apartments LLC',
    reportType: 'Limited Liability Company',
    formation: 'Delaware',
    property: 'Texas',
    loan: 'HPL-24-0871',
    documents: [
      ['operating-agreement.pdf', 'Operating Agreement'],
      ['certificate-of-formation.pdf', 'Certificate of Formation'],
    ],
    placed: [96, 0],
    moves: [
      { to: 'In review', ago: [95, 20], by: 'staff' },
      {
        to: 'Report ready',
        ago: [94, 0],
        by: 'staff',
        message:
          "Your report is ready: ownership, management authority and the signature block are confirmed. Thomas Okafor signs as sole Manager with the members' written consent; note the two low risk flags (member consent to encumber, supplied, and transfer restrictions on membership interests).",
      },
    ],
    purged: [5, 0],
  },
  {
    ref: '5e81b40d',
    n: 2,
    owner: 'customer',
    entity: 'Maple Street Holdings, Inc.',
    reportType: 'Corporation',
    formation: 'Nevada',
    property: 'California',
    loan: 'HPL-25-0112',
    documents: [
      ['articles-of-incorporation.pdf', 'Articles of Incorporation'],
      ['bylaws.pdf', 'Bylaws'],
      ['certificate-of-good-standing.pdf', 'Certificate of Good Standing'],
    ],
    placed: [24, 0],
    moves: [
      { to: 'In review', ago: [23, 18], by: 'staff' },
      {
        to: 'Report ready',
        ago: [21, 0],
        by: 'staff',
        message:
          'Your report is ready: Samuel Park, as President, signs the loan documents alone, under the board resolution supplied. Note the two low risk flags: board approval of the borrowing (given) and the punctuation of the registered name on the loan application.',
      },
    ],
  },
  {
    ref: 'c92d6e07',
    n: 3,
    owner: 'customer',
    entity: 'Lakeview Family Trust',
    reportType: 'Revocable Trust',
    formation: 'Florida',
    property: null,
    loan: null,
    documents: [['certification-of-trust.pdf', 'Certification of Trust (scanned copy)']],
    placed: [18, 0],
    moves: [{ to: 'Cancelled', ago: [17, 22], by: 'customer', message: 'The borrower withdrew the loan application.' }],
  },
  {
    ref: '1b7f3a52',
    n: 4,
    owner: 'customer',
    entity: 'Brightwater Partners LP',
    reportType: 'Limited Partnership',
    formation: 'Illinois',
    property: 'Wisconsin',
    loan: 'HPL-25-0164',
    documents: [
      ['partnership-agreement.pdf', 'Limited Partnership Agreement'],
      ['certificate-of-limited-partnership.pdf', 'Certificate of Limited Partnership'],
    ],
    placed: [14, 0],
    moves: [
      { to: 'In review', ago: [13, 20], by: 'staff' },
      {
        to: 'Escalated',
        ago: [11, 0],
        by: 'staff',
        message:
          'The partnership agreement names two general partners with conflicting signing authority. We forwarded the report and documents to our partner law firm for legal review; the report fee is credited back to your account.',
      },
    ],
  },
  {
    ref: 'e4c05d98',
    n: 5,
    owner: 'customer',
    entity: 'Summit Peak Ventures LLC',
    reportType: 'Limited Liability Company',
    formation: 'Colorado',
    property: null,
    loan: 'HPL-25-0190',
    documents: [['operating-agreement-unsigned.pdf', 'Operating Agreement (unsigned draft)']],
    placed: [7, 0],
    moves: [
      { to: 'In review', ago: [6, 20], by: 'staff' },
      {
        to: 'Needs documents',
        ago: [6, 0],
        by: 'staff',
        message:
          'Please upload the signed operating agreement with all amendments, including Exhibit A (the schedule of members). The copy we received is an unsigned draft.',
      },
    ],
  },
  {
    ref: '7d2a9f31',
    n: 6,
    owner: 'customer',
    entity: 'Oak Hollow Development Corp.',
    reportType: 'Corporation',
    formation: 'Georgia',
    property: 'South Carolina',
    loan: 'HPL-25-0203',
    documents: [
      ['articles-of-incorporation.pdf', 'Articles of Incorporation'],
      ['bylaws.pdf', 'Bylaws'],
      ['notice-of-administrative-dissolution.pdf', 'Notice of Administrative Dissolution'],
    ],
    placed: [3, 0],
    moves: [{ to: 'In review', ago: [2, 20], by: 'staff' }],
  },
  {
    ref: '0f6b8e24',
    n: 7,
    owner: 'customer',
    entity: 'Riverbend Storage LLC',
    reportType: 'Limited Liability Company',
    formation: 'Ohio',
    property: 'Kentucky',
    loan: 'HPL-25-0217',
    documents: [
      ['operating-agreement.pdf', 'Operating Agreement'],
      ['articles-of-organization.pdf', 'Articles of Organization'],
    ],
    placed: [0, 5],
    moves: [],
  },
  {
    ref: '9c4e1a73',
    n: 8,
    owner: 'other',
    entity: 'Pacific Crest Holdings LLC',
    reportType: 'Limited Liability Company',
    formation: 'California',
    property: 'Oregon',
    loan: 'NBCU-7734',
    documents: [['operating-agreement.pdf', 'Operating Agreement']],
    placed: [0, 20],
    moves: [{ to: 'In review', ago: [0, 6], by: 'staff' }],
  },
  {
    ref: '62d8f0b5',
    n: 9,
    owner: 'other',
    entity: 'Golden Gate Bakery Co.',
    reportType: 'Corporation',
    formation: 'California',
    property: null,
    loan: 'NBCU-7741',
    documents: [
      ['articles-of-incorporation.pdf', 'Articles of Incorporation'],
      ['bylaws.pdf', 'Bylaws'],
    ],
    placed: [0, 3],
    moves: [],
  },
  {
    // Issue 47 §5: an In review order whose only document is a scan (no text layer), so staff can show the reader's
    // OCR on the order without scanning a document of their own.
    ref: '3e9b7c60',
    n: 10,
    owner: 'other',
    entity: 'Ashcroft Family Irrevocable Trust',
    reportType: 'Irrevocable Trust',
    formation: 'California',
    property: 'Nevada',
    loan: 'NBCU-7752',
    documents: [['certification-of-trust.pdf', 'Certification of Trust (scanned copy)']],
    // After North Bay's purchase (22 hours ago): an order takes a credit.
    placed: [0, 21],
    moves: [{ to: 'In review', ago: [0, 18], by: 'staff' }],
  },
];

/** The seeded order ids, in SEED_ORDER_SPECS order. */
export const SEED_ORDER_IDS = SEED_ORDER_SPECS.map(
  (o) => `${o.ref}-0000-4000-8000-${(0xc00 + o.n).toString(16).padStart(12, '0')}`,
);

function buildOrders(
  now: Date,
): Pick<SeedData, 'ledger' | 'orders' | 'history' | 'reports' | 'storageObjects' | 'files'> {
  const at = ([days, hours]: [number, number]) => new Date(now.getTime() - days * DAY - hours * HOUR).toISOString();
  const admin = PERSONAS.admin.id;
  let historyN = 0;
  let ledgerN = 0;
  let objectN = 0;
  const ledger: CreditLedgerEntry[] = [];
  const orders: OrderRequest[] = [];
  const history: OrderHistoryEntry[] = [];
  const reports: PublishedReport[] = [];
  const storageObjects: StorageObjectRecord[] = [];
  const files: SeedFile[] = [];

  const entry = (row: Omit<CreditLedgerEntry, 'id'>) =>
    ledger.push({ id: uuid('00000000', 0xe01 + ledgerN++), ...row });
  for (const buyer of Object.values(BUYERS))
    entry({
      user_id: buyer.id,
      kind: 'purchase',
      credits: buyer.purchase.credits,
      amount_paid_cents: buyer.purchase.cents,
      reason: buyer.purchase.reason,
      order_id: null,
      created_by: admin,
      created_at: at(buyer.purchase.ago),
    });

  SEED_ORDER_SPECS.forEach((spec, i) => {
    const buyer = BUYERS[spec.owner];
    const id = SEED_ORDER_IDS[i]!;
    const created = at(spec.placed);
    const documents = spec.documents.map(([file, title]) => {
      const name = `${buyer.id}/${id}/${file}`;
      const bytes = seedDocumentBytes(spec.ref, file, title);
      if (!spec.purged) {
        storageObjects.push({
          id: uuid('00000000', 0xf01 + objectN++),
          bucket_id: ORDER_DOCUMENTS_BUCKET,
          name,
          owner: buyer.id,
          size: bytes.length,
          mimetype: 'application/pdf',
          created_at: created,
        });
        files.push({ key: `${ORDER_DOCUMENTS_BUCKET}/${name}`, bytes });
      }
      return { name: file, size: bytes.length, storage_path: name };
    });

    // The insert: its debit and first history row (the order_requests_after_insert trigger).
    entry({
      user_id: buyer.id,
      kind: 'order_debit',
      credits: -1,
      amount_paid_cents: null,
      reason: 'Report order',
      order_id: id,
      created_by: buyer.id,
      created_at: created,
    });
    const step = (row: Omit<OrderHistoryEntry, 'id' | 'order_id'>) =>
      history.push({ id: uuid('00000000', 0xd01 + historyN++), order_id: id, ...row });
    step({
      from_status: null,
      to_status: 'Submitted',
      message: null,
      actor: 'customer',
      changed_by: buyer.id,
      created_at: created,
    });

    // Then each move, with its refund where the ledger rules give one (private.move_order).
    let status: OrderStatus = 'Submitted';
    let updated = created;
    let published: string | null = null;
    for (const move of spec.moves) {
      const when = at(move.ago);
      const by = move.by === 'staff' ? admin : buyer.id;
      step({
        from_status: status,
        to_status: move.to,
        message: move.message ?? null,
        actor: move.by,
        changed_by: by,
        created_at: when,
      });
      if (moveRefundsCredit(status, move.to))
        entry({
          user_id: buyer.id,
          kind: 'refund',
          credits: 1,
          amount_paid_cents: null,
          reason: move.to === 'Escalated' ? 'Escalated to legal review' : 'Cancelled before review',
          order_id: id,
          created_by: by,
          created_at: when,
        });
      if (move.to === 'Report ready') published = when;
      status = move.to;
      updated = when;
    }

    orders.push({
      id,
      user_id: buyer.id,
      name: buyer.name,
      email: buyer.email,
      company: buyer.company,
      entity_legal_name: spec.entity,
      formation_state: spec.formation,
      report_type: spec.reportType,
      property_state: spec.property,
      loan_reference: spec.loan,
      documents,
      status,
      terms_version: TERMS_VERSION,
      created_at: created,
      updated_at: updated,
      documents_purged_at: spec.purged ? at(spec.purged) : null,
    });
    // Version 1 of its report, the demo draft of the order, by the admin when it became Report ready
    // (supabase/seed.sql's seed-reports block, with the same ids).
    if (published)
      reports.push({
        id: uuid('00000000', 0xf01 + reports.length),
        order_id: id,
        version: 1,
        content: draftReport(orders.at(-1)!),
        note: null,
        published_by: admin,
        published_at: published,
        sources: {},
      });
  });

  // The customer's card purchase, recorded by the webhook (its own id: the sequence above stays as it was).
  ledger.push(cardPurchaseLedgerRow(now));
  return { ledger, orders, history, reports, storageObjects, files };
}

/**
 * Who works on which open order (issue 32): the admin persona took Oak Hollow (In review) and gave Pacific Crest
 * (In review) to the moderator persona, as assign_order() records it; seeded without a caller, so the staff
 * audit trail records neither. `ago`: [days, hours] before the seed's time.
 */
export const SEED_ASSIGNMENTS: ReadonlyArray<{ ref: string; assignee: 'admin' | 'moderator'; ago: [number, number] }> =
  [
    { ref: '7d2a9f31', assignee: 'admin', ago: [2, 19] },
    { ref: '9c4e1a73', assignee: 'moderator', ago: [0, 5] },
  ];

function buildAssignments(now: Date): OrderAssignment[] {
  return SEED_ASSIGNMENTS.map((a, i) => {
    const orderId = SEED_ORDER_IDS.find((id) => id.startsWith(a.ref))!;
    const assignee = PERSONAS[a.assignee];
    return {
      id: i + 1,
      order_id: orderId,
      assignee_id: assignee.id,
      assignee_email: assignee.email,
      assigned_by: PERSONAS.admin.id,
      assigned_by_email: PERSONAS.admin.email,
      assigned_at: new Date(now.getTime() - a.ago[0] * DAY - a.ago[1] * HOUR).toISOString(),
    };
  });
}

/**
 * A report being written (issue 46 §1): the admin persona started the next version of Brightwater Partners LP
 * (Escalated, with the partner firm) a day after it was escalated, so staff who open it see a draft the service
 * keeps, saved by someone, before anything is published. Only the fields written so far; the rest stay blank.
 */
export const SEED_DRAFT = {
  ref: '1b7f3a52',
  ago: [10, 0] as [number, number],
  values: {
    entityType: 'Illinois limited partnership',
    purpose: 'To acquire, hold and lease the industrial property at 2200 Lakeshore Drive, Kenosha, Wisconsin.',
  },
};

function buildDraft(now: Date): ReportDraftRecord {
  return {
    order_id: SEED_ORDER_IDS.find((id) => id.startsWith(SEED_DRAFT.ref))!,
    version: 1,
    content: { values: { ...SEED_DRAFT.values }, review: null, reading: null },
    saved_by: PERSONAS.admin.id,
    saved_by_email: PERSONAS.admin.email,
    saved_at: new Date(now.getTime() - SEED_DRAFT.ago[0] * DAY - SEED_DRAFT.ago[1] * HOUR).toISOString(),
  };
}

/**
 * The check of that draft (issue 46 §2): an hour after saving it, the admin persona (the maker) asked the moderator
 * persona to check version 1; two hours later the moderator questioned the legal name, and the question is still
 * open, so the demo shows a check in progress. Seeded without a caller, so the staff audit trail records neither
 * (supabase/seed.sql's seed-approvals and seed-questions blocks, with the same values).
 */
export const SEED_CHECK = {
  askedAgo: [9, 23] as [number, number],
  question: {
    id: '7d2a9f31-0000-4000-8000-0000000000e1',
    field: 'entityName',
    label: 'Entity legal name',
    question:
      'The certificate on page 1 spells it "Brightwater Partners, L.P.": which spelling does the agreement use?',
    ago: [9, 21] as [number, number],
  },
};

function buildCheck(now: Date): { approvals: ReportApprovalRecord[]; questions: ReportQuestionRecord[] } {
  const orderId = SEED_ORDER_IDS.find((id) => id.startsWith(SEED_DRAFT.ref))!;
  const ago = ([days, hours]: [number, number]) => new Date(now.getTime() - days * DAY - hours * HOUR).toISOString();
  const { question } = SEED_CHECK;
  return {
    approvals: [
      {
        order_id: orderId,
        draft_version: 1,
        state: 'waiting',
        maker_id: PERSONAS.admin.id,
        maker_email: PERSONAS.admin.email,
        asked_at: ago(SEED_CHECK.askedAgo),
        checker_id: PERSONAS.moderator.id,
        checker_email: PERSONAS.moderator.email,
        decided_at: null,
        note: null,
      },
    ],
    questions: [
      {
        id: question.id,
        order_id: orderId,
        field: question.field,
        label: question.label,
        question: question.question,
        asked_by: PERSONAS.moderator.id,
        asked_by_email: PERSONAS.moderator.email,
        asked_at: ago(question.ago),
        answer: null,
        answered_by: null,
        answered_by_email: null,
        answered_at: null,
      },
    ],
  };
}
