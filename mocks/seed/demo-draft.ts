import {
  REPORT_SCHEMA_VERSION,
  REPORT_TYPES,
  RISK_LEVELS,
  US_STATES,
  type NormalizedStatus,
  type OrderRequest,
  type ReportContent,
  type RiskItem,
  type RiskLevel,
  type SecretaryOfStateCheck,
} from '@/backend/schemas';
import type { DemoReportDrafts } from '@/backend/demo-tools';
import { formatCapturedAt, formatReportDate } from '@/lib/report/format';
import { SANDBOX_WORDS } from '@/lib/sos-lookup/sandbox-registry';
import { normalizeSosStatus } from '@/lib/sos-lookup/statuses';

/**
 * The in-browser demo's "Fictional demo draft", never in the production build (the editor reaches it only through
 * DemoTools.reportDrafts, DEMO_REPORT_DRAFTS below): a complete, schema-valid report filled from the order, by
 * report type, with the content a reviewer would typically write (signature-block format, management type, supporting deliverable,
 * usual risk flags, Secretary of State checks). Deterministic: the same order always gives the same draft,
 * so a sales demo is repeatable. Every person, address and file number is fictional.
 *
 * Reserved words in the entity name give known outcomes, like a KYB sandbox's magic names (DEMO_OUTCOMES).
 */

export type DraftOrder = Pick<
  OrderRequest,
  | 'id'
  | 'entity_legal_name'
  | 'formation_state'
  | 'report_type'
  | 'property_state'
  | 'loan_reference'
  | 'created_at'
  | 'documents'
>;

type ReportType = (typeof REPORT_TYPES)[number];
type UsState = (typeof US_STATES)[number];

/** Words that, anywhere in the entity name (any case), give a known outcome. Shown to sales in the staff UI. */
export const DEMO_OUTCOMES = [
  {
    name: 'Dissolved',
    description:
      'Formation state shows the entity administratively dissolved: flag S1 High, High risk, authority Not confirmed.',
  },
  {
    name: 'Forfeited',
    description:
      'Formation state shows the entity suspended / forfeited for unpaid franchise tax: flags S1 and S5 High, High risk, authority Not confirmed.',
  },
  {
    name: 'Unknown',
    description:
      'Formation state does not publish the status online: flag S4 Medium, Medium risk, authority cannot be determined until the state confirms the status.',
  },
  {
    name: 'Missing',
    description:
      'A referenced exhibit was not supplied: listed as missing, flag D2 Medium, authority confirmed subject to conditions.',
  },
] as const;
export type DemoOutcomeName = (typeof DEMO_OUTCOMES)[number]['name'];

/** The reserved words an entity name contains, in DEMO_OUTCOMES order. */
export function demoOutcomesFor(entityName: string): DemoOutcomeName[] {
  const name = entityName.toLowerCase();
  return DEMO_OUTCOMES.filter((o) => name.includes(o.name.toLowerCase())).map((o) => o.name);
}

/** What the demo tools offer the report editor (the Supabase build has no demo tools). */
export const DEMO_REPORT_DRAFTS: DemoReportDrafts = {
  outcomes: DEMO_OUTCOMES,
  sandboxWords: SANDBOX_WORDS,
  outcomesFor: demoOutcomesFor,
  draft: draftReport,
};

export function draftReport(order: DraftOrder): ReportContent {
  const reportType = REPORT_TYPES.find((t) => t === order.report_type);
  if (!reportType) throw new Error(`Cannot draft a report: unknown report type "${order.report_type}"`);
  const formationState = asState(order.formation_state);
  if (!formationState) throw new Error(`Cannot draft a report: unknown formation state "${order.formation_state}"`);
  const ordered = asState(order.property_state ?? '');
  const propertyState: UsState | '' = ordered && ordered !== formationState ? ordered : '';

  const ctx = draftContext(order, reportType, formationState, propertyState);
  const profile = PROFILES[reportType](ctx);
  const outcomes = demoOutcomesFor(ctx.entityName);

  const formationCheck = sosCheck(ctx, 'Formation state', formationState, statusOutcome(outcomes));
  const checks = [formationCheck];
  if (propertyState) checks.push(sosCheck(ctx, 'Property state', propertyState, 'good'));

  const riskItems: RiskItem[] = [...statusFlags(ctx, formationCheck, outcomes), ...profile.riskItems];
  const missingDocuments: string[] = [];
  if (outcomes.includes('Missing')) {
    missingDocuments.push(profile.missing.document);
    riskItems.push({
      id: 'D2',
      severity: 'Medium',
      title: 'Referenced document not provided',
      finding: `Not in the upload: ${profile.missing.document}, referred to in the ${profile.missing.referencedIn}.`,
      evidence: `${profile.missing.referencedIn}; documents supplied with the order.`,
      mitigation: `Obtain the missing document (${profile.missing.document}), certified as complete by the ${profile.certifier}.`,
      closingCondition: true,
    });
  }

  const riskLevel = highest(riskItems.map((r) => r.severity));
  const blocking = riskItems.some((r) => r.severity === 'High' && r.closingCondition);
  const conditional = riskItems.some((r) => r.closingCondition);
  const conclusion: ReportContent['conclusion'] = blocking
    ? {
        verdict: 'Not confirmed',
        detail: `The documents would let ${profile.signerSummary} sign, but the ${formationState} record shows the entity is not in good standing ("${formationCheck.stateStatus}"). It cannot be relied on to borrow until it is reinstated.`,
      }
    : formationCheck.normalizedStatus === 'Unknown'
      ? {
          // A status nobody has read cannot carry a confirmation (the report's own checks call that a contradiction).
          verdict: 'Cannot determine',
          detail: `The documents would let ${profile.signerSummary} sign, but ${formationState} does not publish the entity's status online. Authority can be confirmed once a certified certificate from the state shows it in good standing.`,
        }
      : conditional
        ? {
            verdict: 'Confirmed subject to conditions',
            detail: `${profile.conclusion} Clear the closing conditions listed below before documents are signed.`,
          }
        : { verdict: 'Confirmed', detail: profile.conclusion };

  const closingChecklist = [
    ...riskItems.filter((r) => r.closingCondition).map((r) => `${r.id}: ${r.mitigation}`),
    ...profile.checklist,
    `Use the exact registered name ${ctx.upperName} on every loan document.`,
    `${formationState} certificate of good standing dated within 30 days of closing, if your credit policy requires one.`,
  ];

  return {
    schemaVersion: REPORT_SCHEMA_VERSION,
    reportType,
    entityName: ctx.entityName,
    entityType: profile.entityType,
    formationState,
    formationDate: ctx.formationDate,
    fileNumber: formationCheck.fileNumber,
    propertyState,
    loanReference: (order.loan_reference ?? '').trim(),
    principalOffice: ctx.principalOffice,
    registeredAgent: formationCheck.registeredAgent,
    purpose: profile.purpose,
    managementType: profile.managementType,
    conclusion,
    ownership: profile.ownership,
    authority: profile.authority,
    signatureBlock: profile.signatureBlock,
    riskLevel,
    riskItems,
    secretaryOfState: checks,
    documents: inventory(order, profile),
    missingDocuments,
    closingChecklist,
    ...(profile.corporate ? { corporate: profile.corporate } : {}),
  };
}

// ---------------------------------------------------------------------------------------------------------
// Shared context: everything derived from the order once, deterministically.

interface DraftContext {
  reportType: ReportType;
  entityName: string;
  upperName: string;
  formationState: UsState;
  propertyState: UsState | '';
  formationDate: string;
  /** The order's date (YYYY-MM-DD), and a date shortly before it for consents. */
  orderedOn: string;
  consentDate: string;
  createdAtMs: number;
  principalOffice: string;
  people: string[];
  random: () => number;
}

function draftContext(
  order: DraftOrder,
  reportType: ReportType,
  formationState: UsState,
  propertyState: UsState | '',
): DraftContext {
  const random = seededRandom(order.id);
  const createdAtMs = Date.parse(order.created_at);
  if (Number.isNaN(createdAtMs)) throw new Error(`Cannot draft a report: invalid order date "${order.created_at}"`);
  const year = 2006 + Math.floor(random() * 14);
  const month = 1 + Math.floor(random() * 12);
  const day = 1 + Math.floor(random() * 28);
  const entityName = order.entity_legal_name.trim();
  const officeState = propertyState || formationState;
  return {
    reportType,
    entityName,
    upperName: entityName.toUpperCase(),
    formationState,
    propertyState,
    formationDate: isoDay(Date.UTC(year, month - 1, day)),
    orderedOn: isoDay(createdAtMs),
    consentDate: isoDay(createdAtMs - 9 * DAY),
    createdAtMs,
    principalOffice: `${100 + Math.floor(random() * 2800)} ${pick(STREETS, random)}, Suite ${100 + Math.floor(random() * 8) * 100}, ${CAPITALS[officeState]}, ${officeState}`,
    people: shuffled(PEOPLE, random),
    random,
  };
}

const DAY = 24 * 60 * 60 * 1000;

/** FNV-1a over the order id, then mulberry32: small, stable across runtimes, no Math.random. */
function seededRandom(seedText: string): () => number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < seedText.length; i += 1) {
    hash ^= seedText.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  let state = hash >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(items: readonly T[], random: () => number): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick() needs a non-empty list');
  return item;
}

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

function person(ctx: DraftContext, index: number): string {
  return ctx.people[index % ctx.people.length] ?? 'Jordan Avery';
}

function asState(value: string): UsState | undefined {
  return US_STATES.find((s) => s === value);
}

function isoDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** ISO time without milliseconds, e.g. 2025-08-11T16:42:00Z. */
function isoMinute(ms: number): string {
  return new Date(Math.floor(ms / 60000) * 60000).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** 250000 → "250,000", without the runtime's locale. */
function thousands(n: number): string {
  return String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

function highest(levels: readonly RiskLevel[]): RiskLevel {
  return levels.reduce<RiskLevel>((max, l) => (RISK_LEVELS.indexOf(l) > RISK_LEVELS.indexOf(max) ? l : max), 'Low');
}

/** Fictional people; the order id decides who appears in which role. */
const PEOPLE = [
  'Marisol Vega',
  'Thomas Okafor',
  'Priya Raman',
  'Daniel Whitcomb',
  'Helen Nakamura',
  'Samuel Park',
  'Angela Ruiz',
  'Victor Lindqvist',
  'Grace Adeyemi',
  'Owen Castellano',
  'Leah Brennan',
  'Rafael Moreno',
] as const;

const STREETS = [
  'Commerce Street',
  'Market Street',
  'Lakeview Drive',
  'Main Street',
  'Harbor Boulevard',
  'Oak Avenue',
  'Union Plaza',
] as const;

const REGISTERED_AGENTS = [
  'Northwind Registered Agents, Inc.',
  'Keystone Agent Services, LLC',
  'Meridian Corporate Services, Inc.',
  'Cornerstone Statutory Agents, Inc.',
] as const;

const CAPITALS: Record<UsState, string> = {
  Alabama: 'Montgomery',
  Alaska: 'Juneau',
  Arizona: 'Phoenix',
  Arkansas: 'Little Rock',
  California: 'Sacramento',
  Colorado: 'Denver',
  Connecticut: 'Hartford',
  Delaware: 'Dover',
  'District of Columbia': 'Washington',
  Florida: 'Tallahassee',
  Georgia: 'Atlanta',
  Hawaii: 'Honolulu',
  Idaho: 'Boise',
  Illinois: 'Springfield',
  Indiana: 'Indianapolis',
  Iowa: 'Des Moines',
  Kansas: 'Topeka',
  Kentucky: 'Frankfort',
  Louisiana: 'Baton Rouge',
  Maine: 'Augusta',
  Maryland: 'Annapolis',
  Massachusetts: 'Boston',
  Michigan: 'Lansing',
  Minnesota: 'Saint Paul',
  Mississippi: 'Jackson',
  Missouri: 'Jefferson City',
  Montana: 'Helena',
  Nebraska: 'Lincoln',
  Nevada: 'Carson City',
  'New Hampshire': 'Concord',
  'New Jersey': 'Trenton',
  'New Mexico': 'Santa Fe',
  'New York': 'Albany',
  'North Carolina': 'Raleigh',
  'North Dakota': 'Bismarck',
  Ohio: 'Columbus',
  Oklahoma: 'Oklahoma City',
  Oregon: 'Salem',
  Pennsylvania: 'Harrisburg',
  'Rhode Island': 'Providence',
  'South Carolina': 'Columbia',
  'South Dakota': 'Pierre',
  Tennessee: 'Nashville',
  Texas: 'Austin',
  Utah: 'Salt Lake City',
  Vermont: 'Montpelier',
  Virginia: 'Richmond',
  Washington: 'Olympia',
  'West Virginia': 'Charleston',
  Wisconsin: 'Madison',
  Wyoming: 'Cheyenne',
};

// ---------------------------------------------------------------------------------------------------------
// Secretary of State: the state's own wording for each outcome, and where it was read.

type StatusOutcome = 'good' | 'dissolved' | 'forfeited' | 'unknown';

function statusOutcome(outcomes: readonly DemoOutcomeName[]): StatusOutcome {
  if (outcomes.includes('Dissolved')) return 'dissolved';
  if (outcomes.includes('Forfeited')) return 'forfeited';
  if (outcomes.includes('Unknown')) return 'unknown';
  return 'good';
}

interface StateVocabulary {
  source: string;
  good: string;
  dissolved: string;
  forfeited: string;
  unknown: string;
}

/** Real wording where the state's vocabulary is well known (report-content.md §4.2); plain wording elsewhere. */
const STATE_VOCABULARY: Partial<Record<UsState, StateVocabulary>> = {
  Delaware: {
    source: 'Delaware Division of Corporations, Entity Search (icis.corp.delaware.gov)',
    good: 'Good Standing',
    dissolved: 'Void',
    forfeited: 'Forfeited',
    unknown: 'Status not shown: a status request to the Division of Corporations is required',
  },
  California: {
    source: 'California Secretary of State, bizfile Online business search (bizfileonline.sos.ca.gov)',
    good: 'Active',
    dissolved: 'Dissolved (administrative)',
    forfeited: 'SOS/FTB Suspended',
    unknown: 'Status pending review',
  },
  Texas: {
    source: 'Texas Secretary of State, SOSDirect business entity search (direct.sos.state.tx.us)',
    good: 'In Existence',
    dissolved: 'Inactive - Involuntarily Ended',
    forfeited: 'Forfeited Existence',
    unknown: 'Status not available online',
  },
  'North Carolina': {
    source: 'North Carolina Secretary of State, business registration search (sosnc.gov)',
    good: 'Current-Active',
    dissolved: 'Admin Dissolved',
    forfeited: 'Suspended',
    unknown: 'Status not available online',
  },
  Florida: {
    source: 'Florida Division of Corporations, Sunbiz entity search (search.sunbiz.org)',
    good: 'Active',
    dissolved: 'Inactive / Admin Dissolution for Annual Report',
    forfeited: 'Inactive / Revoked for Annual Report',
    unknown: 'Status not available online',
  },
  'New York': {
    source: 'New York Department of State, Division of Corporations public inquiry (apps.dos.ny.gov)',
    good: 'Active',
    dissolved: 'Inactive - Dissolution by Proclamation / Annulment of Authority',
    forfeited: 'Inactive - Dissolution by Proclamation / Annulment of Authority',
    unknown: 'Status not available online',
  },
  'District of Columbia': {
    source: 'District of Columbia Department of Licensing and Consumer Protection, CorpOnline search',
    good: 'Active',
    dissolved: 'Revoked',
    forfeited: 'Revoked',
    unknown: 'Status not available online',
  },
};

function vocabulary(state: UsState): StateVocabulary {
  return (
    STATE_VOCABULARY[state] ?? {
      source: `${state} Secretary of State, business entity search`,
      good: 'Active',
      dissolved: 'Administratively Dissolved',
      forfeited: 'Forfeited',
      unknown: 'Status not available online',
    }
  );
}

const NORMALIZED: Record<StatusOutcome, NormalizedStatus> = {
  good: 'Active - good standing',
  dissolved: 'Administratively dissolved',
  forfeited: 'Suspended / forfeited',
  unknown: 'Unknown',
};

function statusOf(wording: string, outcome: StatusOutcome): NormalizedStatus {
  const read = normalizeSosStatus(wording);
  return read === 'Unknown' ? NORMALIZED[outcome] : read;
}

const isTrust = (type: ReportType) => type === 'Revocable Trust' || type === 'Irrevocable Trust';

function fileNumberFor(ctx: DraftContext, state: UsState, role: 'Formation state' | 'Property state'): string {
  const digits = (n: number) =>
    Array.from({ length: n }, (_, i) =>
      i === 0 ? 1 + Math.floor(ctx.random() * 9) : Math.floor(ctx.random() * 10),
    ).join('');
  if (state === 'Delaware') return digits(7);
  if (state === 'California')
    return ctx.reportType === 'Corporation' ? `C${digits(7)}` : `${ctx.formationDate.slice(0, 4)}${digits(8)}`;
  if (state === 'Texas') return `080${digits(7)}`;
  if (state === 'Florida') return role === 'Property state' ? `M${digits(11)}` : `L${digits(11)}`;
  return digits(8);
}

function sosCheck(
  ctx: DraftContext,
  role: 'Formation state' | 'Property state',
  state: UsState,
  outcome: StatusOutcome,
): SecretaryOfStateCheck {
  const words = vocabulary(state);
  // Read about 90 minutes after the order came in; the property state a few minutes later.
  const capturedAt = isoMinute(ctx.createdAtMs + (role === 'Formation state' ? 92 : 96) * 60 * 1000);
  if (isTrust(ctx.reportType) && outcome === 'good') {
    // A trust is created by its agreement, not by a state filing: a search finding nothing is the expected result.
    return {
      role,
      state,
      registeredName: '',
      fileNumber: '',
      registration: role === 'Property state' ? 'Foreign' : 'Domestic',
      stateStatus: 'No records found',
      normalizedStatus: 'Not found',
      lastFiling: 'None: a trust is not registered with the Secretary of State',
      registeredAgent: '',
      capturedAt,
      source: words.source,
    };
  }
  const foreign = role === 'Property state';
  return {
    role,
    state,
    registeredName: ctx.upperName,
    fileNumber: fileNumberFor(ctx, state, role),
    registration: foreign ? 'Foreign' : 'Domestic',
    stateStatus: words[outcome],
    // The bucket the app's status table gives the wording (DC's "Revoked" is Revoked), else the outcome's.
    normalizedStatus: statusOf(words[outcome], outcome),
    lastFiling: lastFiling(ctx, state, outcome),
    registeredAgent: pick(REGISTERED_AGENTS, ctx.random),
    capturedAt,
    source: words.source,
  };
}

function lastFiling(ctx: DraftContext, state: UsState, outcome: StatusOutcome): string {
  const orderYear = Number(ctx.orderedOn.slice(0, 4));
  if (outcome === 'dissolved' || outcome === 'forfeited') return `Annual report for ${orderYear - 2} not filed`;
  if (outcome === 'unknown') return 'Not shown';
  if (ctx.reportType === 'General Partnership')
    return `Statement of partnership authority filed ${formatReportDate(ctx.formationDate)}`;
  if (state === 'Delaware') return `${orderYear} annual franchise tax paid`;
  if (state === 'Texas') return `${orderYear} Public Information Report filed`;
  if (state === 'California') return `Statement of Information filed ${orderYear - 1}`;
  return `${orderYear} annual report filed`;
}

function statusFlags(
  ctx: DraftContext,
  check: SecretaryOfStateCheck,
  outcomes: readonly DemoOutcomeName[],
): RiskItem[] {
  const evidence = `${check.source}, record read ${formatCapturedAt(check.capturedAt)}: "${check.stateStatus}".`;
  const window = 'a certificate of good standing dated within 30 days of closing';
  switch (statusOutcome(outcomes)) {
    case 'dissolved':
      return [
        {
          id: 'S1',
          severity: 'High',
          title: 'Formation-state status not active',
          finding: `${ctx.formationState} shows the entity as administratively dissolved for missed filings or fees.`,
          evidence,
          mitigation: `Reinstate the entity in ${ctx.formationState} and deliver ${window}.`,
          closingCondition: true,
        },
      ];
    case 'forfeited':
      return [
        {
          id: 'S1',
          severity: 'High',
          title: 'Formation-state status not active',
          finding: `${ctx.formationState} shows the entity's powers suspended / forfeited; it cannot contract until reinstated.`,
          evidence,
          mitigation: `File the missing reports, reinstate the entity in ${ctx.formationState} and deliver ${window}.`,
          closingCondition: true,
        },
        {
          id: 'S5',
          severity: 'High',
          title: 'Tax-agency forfeiture',
          finding:
            'The forfeiture follows unpaid franchise tax; the state tax agency must clear it before reinstatement.',
          evidence,
          mitigation:
            'Obtain a tax clearance letter from the state tax agency and a current certificate after revivor.',
          closingCondition: true,
        },
      ];
    case 'unknown':
      return [
        {
          id: 'S4',
          severity: 'Medium',
          title: 'Status not published online',
          finding: `The ${ctx.formationState} search does not show the entity's status.`,
          evidence,
          mitigation: `Order a certified certificate of good standing directly from ${ctx.formationState}.`,
          closingCondition: true,
        },
      ];
    case 'good':
      return [];
  }
}

// ---------------------------------------------------------------------------------------------------------
// Per report type: who signs, how, what backs it, and the flags a reviewer usually writes (report-content.md
// §4.3-4.5). Flags here are the "satisfied by the documents supplied" variants: Low, not closing conditions.

interface TypeProfile {
  entityType: string;
  managementType: string;
  purpose: string;
  certifier: string;
  /** What "Missing" leaves out, and where the documents refer to it. */
  missing: { document: string; referencedIn: string };
  signerSummary: string;
  conclusion: string;
  ownership: ReportContent['ownership'];
  authority: ReportContent['authority'];
  signatureBlock: ReportContent['signatureBlock'];
  riskItems: RiskItem[];
  checklist: string[];
  typicalDocuments: ReportContent['documents'];
  corporate?: ReportContent['corporate'];
}

const upper = (s: string) => s.toUpperCase();
const BY = 'By: ______________________________';

/** "The Vega Family Trust" → "VEGA FAMILY TRUST", so "the" is not written twice in "as Trustee of the …". */
function trustName(ctx: DraftContext): string {
  return ctx.upperName.replace(/^THE\s+/, '');
}

function splitPercentages(random: () => number, count: number): number[] {
  const options: Record<number, number[][]> = {
    1: [[100]],
    2: [
      [50, 50],
      [60, 40],
      [75, 25],
    ],
    3: [
      [50, 30, 20],
      [40, 35, 25],
      [34, 33, 33],
    ],
  };
  return pick(options[count] ?? [[100]], random);
}

const PROFILES: Record<ReportType, (ctx: DraftContext) => TypeProfile> = {
  'Limited Liability Company': (ctx) => {
    const manager = person(ctx, 0);
    const shares = splitPercentages(ctx.random, 3);
    return {
      entityType: 'Limited liability company',
      managementType: 'Manager-managed',
      purpose: 'To acquire, own, finance, operate and sell real property, and activities incidental to it.',
      certifier: 'Manager',
      missing: {
        document: 'Exhibit A (schedule of members and percentage interests)',
        referencedIn: 'Limited Liability Company Agreement',
      },
      signerSummary: `${manager}, as Manager,`,
      conclusion: `The operating agreement lets the Manager, ${manager}, borrow and encumber company property with the written consent of members holding a majority in interest, and the consent supplied meets that threshold.`,
      ownership: shares.map((percentage, i) => ({
        owner: person(ctx, i),
        percentage,
        interest: 'Membership interest',
      })),
      authority: {
        signers: `${manager}, as sole Manager, appointed in Section 6.1 of the Limited Liability Company Agreement.`,
        clause:
          'Section 6.4(b): the Manager may not borrow money or mortgage, pledge or encumber Company property without the written consent of Members holding a Majority in Interest.',
        consents: [
          `Written Consent of Members dated ${formatReportDate(ctx.consentDate)}, signed by all members, authorizing the loan and naming the Manager as signer.`,
        ],
      },
      signatureBlock: {
        lines: [
          `${ctx.upperName},`,
          `a ${ctx.formationState} limited liability company`,
          '',
          BY,
          `Name: ${upper(manager)}`,
          'Title: Manager',
        ],
        supportingDeliverable: `Written Consent of Members dated ${formatReportDate(ctx.consentDate)}, certified by the Manager as in full force at closing.`,
      },
      riskItems: [
        {
          id: 'A1',
          severity: 'Low',
          title: 'Member consent required to encumber',
          finding: 'Borrowing and granting a mortgage need the consent of Members holding a Majority in Interest.',
          evidence: `Limited Liability Company Agreement, Section 6.4(b); Written Consent of Members dated ${formatReportDate(ctx.consentDate)}.`,
          mitigation:
            'Consent supplied and signed by all members. Have the Manager certify at closing that it has not been revoked.',
          closingCondition: false,
        },
        {
          id: 'P3',
          severity: 'Low',
          title: 'Transfer restrictions on membership interests',
          finding:
            "Transfers of membership interests need the Manager's consent and a right of first offer to the other members.",
          evidence: 'Limited Liability Company Agreement, Article 9.',
          mitigation:
            'No action for a mortgage loan. If the loan takes a pledge of the interests, obtain the consents Article 9 describes.',
          closingCondition: false,
        },
      ],
      checklist: ["Manager certificate confirming the operating agreement and the members' consent are in full force."],
      typicalDocuments: [
        {
          title: 'Certificate of Formation',
          date: ctx.formationDate,
          pages: 2,
          status: `Filed, ${ctx.formationState}`,
        },
        {
          title: 'Limited Liability Company Agreement',
          date: ctx.formationDate,
          pages: 38,
          status: 'Signed by all members',
        },
        { title: 'Written Consent of Members', date: ctx.consentDate, pages: 3, status: 'Signed by all members' },
      ],
    };
  },

  Corporation: (ctx) => {
    const [president, secretary, treasurer, chair, vice] = [0, 1, 2, 3, 4].map((i) => person(ctx, i)) as [
      string,
      string,
      string,
      string,
      string,
    ];
    const directors = pick([3, 5], ctx.random);
    const shares = splitPercentages(ctx.random, 3);
    return {
      entityType: 'Corporation',
      managementType: 'Board of directors and officers',
      purpose: `Any lawful act or activity for which a corporation may be organized under the laws of ${ctx.formationState}.`,
      certifier: 'Secretary',
      missing: {
        document: 'Amendment to the Bylaws',
        referencedIn: 'Secretary\'s certification of the Bylaws ("as amended")',
      },
      signerSummary: `${president}, as President,`,
      conclusion: `The bylaws let the President sign instruments of indebtedness the board has approved, and the board resolution supplied approves this loan.`,
      ownership: shares.map((percentage, i) => ({
        owner: person(ctx, i + 3),
        percentage,
        interest: `Common stock, ${thousands(percentage * 10000)} shares`,
      })),
      authority: {
        signers: `${president}, President and Chief Executive Officer, elected by the board.`,
        clause:
          'Bylaws Section 5.8: the President may sign contracts and instruments of indebtedness approved by the board; the Secretary attests when the board or the lender requires it.',
        consents: [
          `Board resolution dated ${formatReportDate(ctx.consentDate)} approving the loan, adopted by all ${directors} directors.`,
          'No shareholder approval needed: the articles reserve shareholder votes for a sale of substantially all assets.',
        ],
      },
      signatureBlock: {
        lines: [
          `${ctx.upperName},`,
          `a ${ctx.formationState} corporation`,
          '',
          BY,
          `Name: ${upper(president)}`,
          'Title: President and Chief Executive Officer',
          '',
          'Attest: ______________________________',
          `Name: ${upper(secretary)}, Secretary`,
        ],
        supportingDeliverable: `Secretary's certificate attaching the board resolution of ${formatReportDate(ctx.consentDate)} and an incumbency of the President and Secretary.`,
      },
      riskItems: [
        {
          id: 'A6',
          severity: 'Low',
          title: 'Board approval of the borrowing',
          finding:
            'The bylaws require board approval for indebtedness outside the ordinary course; the resolution supplied gives it.',
          evidence: `Bylaws, Section 5.8; board resolution dated ${formatReportDate(ctx.consentDate)}.`,
          mitigation:
            "Deliver the resolution with a secretary's certificate confirming it has not been amended or revoked.",
          closingCondition: false,
        },
        {
          id: 'N1',
          severity: 'Low',
          title: 'Name punctuation on the loan application',
          finding: 'The loan application drops the comma and period of the registered name.',
          evidence: `${ctx.formationState} Secretary of State record; loan application.`,
          mitigation: `Use the exact registered name ${ctx.upperName} in the note, security instrument and UCC-1.`,
          closingCondition: false,
        },
      ],
      checklist: [`Secretary's certificate with the resolution and incumbency of ${president} and ${secretary}.`],
      typicalDocuments: [
        {
          title: 'Articles of Incorporation',
          date: ctx.formationDate,
          pages: 3,
          status: `Filed, ${ctx.formationState}`,
        },
        { title: 'Bylaws', date: ctx.formationDate, pages: 22, status: 'Certified by the Secretary' },
        {
          title: 'Board resolution approving the loan',
          date: ctx.consentDate,
          pages: 2,
          status: 'Signed by all directors',
        },
      ],
      corporate: {
        principalOffice: ctx.principalOffice,
        numberOfDirectors: directors,
        chairman: chair,
        viceChairman: vice,
        officers: { presidentAndCeo: president, secretary, treasurer },
      },
    };
  },

  'Limited Partnership': (ctx) => {
    const gpManager = person(ctx, 0);
    const base = ctx.upperName.replace(/,?\s*(L\.?P\.?|LIMITED PARTNERSHIP|LTD\.?)$/i, '').trim();
    const gpName = `${base} GP, LLC`;
    const [a, b] = pick(
      [
        [59, 40],
        [49.5, 49.5],
        [69, 30],
      ],
      ctx.random,
    ) as [number, number];
    return {
      entityType: 'Limited partnership',
      managementType: 'General partner (an LLC, itself manager-managed)',
      purpose: 'To acquire, own, finance and operate real property, and activities incidental to it.',
      certifier: 'General Partner',
      missing: {
        document: 'Schedule A (partners, capital contributions and percentage interests)',
        referencedIn: 'Agreement of Limited Partnership',
      },
      signerSummary: `the General Partner, ${gpName}, acting through its Manager ${gpManager},`,
      conclusion: `The partnership agreement vests management in the General Partner, ${gpName}, which may borrow and encumber partnership property; its Manager, ${gpManager}, signs for it.`,
      ownership: [
        { owner: gpName, percentage: 1, interest: 'General partner interest' },
        { owner: person(ctx, 1), percentage: a, interest: 'Limited partner interest' },
        { owner: person(ctx, 2), percentage: b, interest: 'Limited partner interest' },
      ],
      authority: {
        signers: `${gpName}, General Partner, acting through its Manager ${gpManager}.`,
        clause:
          'Section 7.1: the General Partner has exclusive management of the Partnership, including the power to borrow and to mortgage Partnership property; limited partners take no part in management.',
        consents: [
          `Consent of the General Partner dated ${formatReportDate(ctx.consentDate)} authorizing the loan.`,
          `${gpName}'s company agreement names ${gpManager} as its sole Manager.`,
        ],
      },
      signatureBlock: {
        lines: [
          `${ctx.upperName},`,
          `a ${ctx.formationState} limited partnership`,
          '',
          `By: ${gpName}, a ${ctx.formationState} limited liability company, its General Partner`,
          BY,
          `Name: ${upper(gpManager)}`,
          'Title: Manager',
        ],
        supportingDeliverable: `General Partner's certificate attaching its company agreement, its good standing and the consent of ${formatReportDate(ctx.consentDate)}.`,
      },
      riskItems: [
        {
          id: 'A4',
          severity: 'Low',
          title: 'General partner is an entity',
          finding: `The General Partner, ${gpName}, signs through its own Manager; its company agreement was supplied.`,
          evidence: `Agreement of Limited Partnership, Section 7.1; company agreement of ${gpName}, Section 5.1.`,
          mitigation: `Deliver the good standing of ${gpName} with the General Partner's certificate; keep the nested signature block.`,
          closingCondition: false,
        },
        {
          id: 'A3',
          severity: 'Low',
          title: 'Limited partners do not sign',
          finding: 'Limited partners have no management authority under the partnership agreement.',
          evidence: 'Agreement of Limited Partnership, Section 7.4.',
          mitigation: 'Only the General Partner signs, as in the suggested block.',
          closingCondition: false,
        },
      ],
      checklist: [`Good standing of ${gpName} dated within 30 days of closing.`],
      typicalDocuments: [
        {
          title: 'Certificate of Limited Partnership',
          date: ctx.formationDate,
          pages: 2,
          status: `Filed, ${ctx.formationState}`,
        },
        {
          title: 'Agreement of Limited Partnership',
          date: ctx.formationDate,
          pages: 44,
          status: 'Signed by all partners',
        },
        { title: `Company Agreement of ${gpName}`, date: ctx.formationDate, pages: 18, status: 'Signed' },
      ],
    };
  },

  'General Partnership': (ctx) => {
    const [p1, p2] = [person(ctx, 0), person(ctx, 1)];
    const shares = splitPercentages(ctx.random, 2);
    return {
      entityType: 'General partnership',
      managementType: 'Partner-managed (all general partners)',
      purpose: 'To own and operate the business described in the partnership agreement.',
      certifier: 'partners',
      missing: { document: 'Exhibit A (partners and capital accounts)', referencedIn: 'Partnership Agreement' },
      signerSummary: 'both general partners',
      conclusion: `Either general partner may bind the partnership in the ordinary course, and both partners have consented to the loan; both sign, as title and lenders usually require.`,
      ownership: [
        { owner: p1, percentage: shares[0] ?? 50, interest: 'General partner interest' },
        { owner: p2, percentage: shares[1] ?? 50, interest: 'General partner interest' },
      ],
      authority: {
        signers: `${p1} and ${p2}, the general partners.`,
        clause:
          'Section 5.2: borrowing money or encumbering partnership property outside the ordinary course requires the consent of all partners.',
        consents: [`Consent of all partners dated ${formatReportDate(ctx.consentDate)} authorizing the loan.`],
      },
      signatureBlock: {
        lines: [
          `${ctx.upperName},`,
          `a ${ctx.formationState} general partnership`,
          '',
          BY,
          `Name: ${upper(p1)}`,
          'Title: General Partner',
          '',
          BY,
          `Name: ${upper(p2)}`,
          'Title: General Partner',
        ],
        supportingDeliverable: `Consent of all partners dated ${formatReportDate(ctx.consentDate)}, with a partners' certificate that the partnership agreement is in full force.`,
      },
      riskItems: [
        {
          id: 'A1',
          severity: 'Low',
          title: 'Consent of all partners to encumber',
          finding:
            'Encumbering partnership property needs the consent of all partners; the consent supplied is signed by both.',
          evidence: `Partnership Agreement, Section 5.2; consent dated ${formatReportDate(ctx.consentDate)}.`,
          mitigation: 'Both partners sign the loan documents, as in the suggested block.',
          closingCondition: false,
        },
        {
          id: 'P2',
          severity: 'Low',
          title: "Continuation on a partner's withdrawal",
          finding: 'The agreement continues the partnership if a partner dies or withdraws.',
          evidence: 'Partnership Agreement, Section 11.1.',
          mitigation: 'No action; note the continuation clause for the loan file.',
          closingCondition: false,
        },
      ],
      checklist: ["Partners' certificate that the partnership agreement and the consent are in full force."],
      typicalDocuments: [
        { title: 'Partnership Agreement', date: ctx.formationDate, pages: 26, status: 'Signed by both partners' },
        {
          title: 'Statement of Partnership Authority',
          date: ctx.formationDate,
          pages: 2,
          status: `Filed, ${ctx.formationState}`,
        },
        { title: 'Consent of Partners', date: ctx.consentDate, pages: 2, status: 'Signed by both partners' },
      ],
    };
  },

  'Revocable Trust': (ctx) => {
    const trustee = person(ctx, 0);
    const dated = /\bDATED\b/.test(ctx.upperName) ? '' : `dated ${upper(formatReportDate(ctx.formationDate))}`;
    return {
      entityType: 'Revocable trust',
      managementType: 'Trustee (settlor as sole trustee)',
      purpose: 'To hold and manage the trust property for the settlor during life and pass it on at death.',
      certifier: 'Trustee',
      missing: { document: 'Schedule A (trust property)', referencedIn: 'Trust Agreement' },
      signerSummary: `${trustee}, as Trustee,`,
      conclusion: `The trust agreement gives the Trustee, ${trustee}, power to borrow and to mortgage trust property, and the certification of trust confirms the trust has not been revoked.`,
      ownership: [{ owner: trustee, percentage: 100, interest: 'Settlor and lifetime beneficiary' }],
      authority: {
        signers: `${trustee}, as sole Trustee.`,
        clause: 'Article 8.2(d): the Trustee may borrow money and mortgage, pledge or encumber any trust property.',
        consents: [`Certification of Trust dated ${formatReportDate(ctx.consentDate)}, signed by the Trustee.`],
      },
      signatureBlock: {
        lines: [
          `${upper(trustee)}, as Trustee of the ${trustName(ctx)}`,
          ...(dated ? [dated] : []),
          '',
          BY,
          `Name: ${upper(trustee)}`,
          'Title: Trustee',
        ],
        supportingDeliverable:
          'Certification of trust: existence and date, settlor, current trustee, powers, revocability, how title is held, and that the trust has not been revoked or amended in a way that changes those facts.',
      },
      riskItems: [
        {
          id: 'T4',
          severity: 'Low',
          title: 'Certification of trust',
          finding:
            'The certification supplied states the trustee, the power to encumber, revocability and that the trust is unrevoked.',
          evidence: `Certification of Trust dated ${formatReportDate(ctx.consentDate)}.`,
          mitigation: 'Rely on the certification; have it re-dated at closing if the title company requires.',
          closingCondition: false,
        },
        {
          id: 'T5',
          severity: 'Low',
          title: 'Title to the collateral',
          finding: 'Confirm the collateral is deeded to the Trustee, not to the settlor individually.',
          evidence: 'Trust Agreement, Schedule A.',
          mitigation:
            'Check the vesting deed in the title commitment; deed the property into the trust before closing if needed.',
          closingCondition: false,
        },
      ],
      checklist: ['Title commitment showing the property vested in the Trustee.'],
      typicalDocuments: [
        { title: 'Trust Agreement', date: ctx.formationDate, pages: 32, status: 'Signed and notarized' },
        { title: 'Certification of Trust', date: ctx.consentDate, pages: 3, status: 'Signed by the Trustee' },
      ],
    };
  },

  'Irrevocable Trust': (ctx) => {
    const officer = person(ctx, 0);
    const trustee = 'HARBORVIEW TRUST COMPANY, N.A.';
    const dated = /\bDATED\b/.test(ctx.upperName)
      ? ''
      : ` under agreement dated ${upper(formatReportDate(ctx.formationDate))}`;
    const shares = splitPercentages(ctx.random, 3);
    return {
      entityType: 'Irrevocable trust',
      managementType: 'Trustee (corporate trustee)',
      purpose: 'To hold, invest and distribute the trust property for the beneficiaries named in the trust agreement.',
      certifier: 'Trustee',
      missing: { document: 'Schedule B (beneficiaries and their shares)', referencedIn: 'Trust Agreement' },
      signerSummary: 'Harborview Trust Company, N.A., as Trustee,',
      conclusion:
        "The trust agreement gives the Trustee express power to borrow and encumber trust property without beneficiary consent, and the Trustee's incumbency names the signing officer.",
      ownership: shares.map((percentage, i) => ({
        owner: person(ctx, i + 1),
        percentage,
        interest: 'Beneficial interest',
      })),
      authority: {
        signers: `Harborview Trust Company, N.A., as Trustee, acting through ${officer}, Vice President and Trust Officer.`,
        clause:
          'Article 6.3(k): the Trustee may borrow for any trust purpose and mortgage or encumber trust property, without the consent of any beneficiary.',
        consents: [
          `Certification of Trust dated ${formatReportDate(ctx.consentDate)}, signed by the Trustee.`,
          `Incumbency certificate of Harborview Trust Company, N.A. naming ${officer}.`,
        ],
      },
      signatureBlock: {
        lines: [
          `${trustee}, not individually but solely as Trustee`,
          `of the ${trustName(ctx)}${dated}`,
          '',
          BY,
          `Name: ${upper(officer)}`,
          'Title: Vice President and Trust Officer',
        ],
        supportingDeliverable:
          "Certification of trust signed by the Trustee, with the Trustee's incumbency certificate for the signing officer.",
      },
      riskItems: [
        {
          id: 'T1',
          severity: 'Low',
          title: 'Trustee power to borrow and encumber',
          finding: 'The power to borrow and encumber is express; no beneficiary consent is needed.',
          evidence: 'Trust Agreement, Article 6.3(k).',
          mitigation: 'No action; cite Article 6.3(k) in the certification of trust.',
          closingCondition: false,
        },
        {
          id: 'T4',
          severity: 'Low',
          title: 'Certification of trust',
          finding:
            'The certification supplied states the trustee, its powers, irrevocability and that the trust is unamended.',
          evidence: `Certification of Trust dated ${formatReportDate(ctx.consentDate)}.`,
          mitigation: 'Rely on the certification with the incumbency certificate.',
          closingCondition: false,
        },
      ],
      checklist: [`Incumbency certificate of Harborview Trust Company, N.A. naming ${officer}.`],
      typicalDocuments: [
        { title: 'Trust Agreement', date: ctx.formationDate, pages: 48, status: 'Signed and notarized' },
        { title: 'Certification of Trust', date: ctx.consentDate, pages: 3, status: 'Signed by the Trustee' },
        { title: 'Trustee incumbency certificate', date: ctx.consentDate, pages: 1, status: 'Signed by the Trustee' },
      ],
    };
  },
};

/** The order's uploads are what was reviewed; an order whose files were purged falls back to the usual set. */
function inventory(order: DraftOrder, profile: TypeProfile): ReportContent['documents'] {
  if (order.documents.length === 0) return profile.typicalDocuments;
  return order.documents.map((d) => ({
    title:
      d.name
        .replace(/\.pdf$/i, '')
        .replace(/[-_]+/g, ' ')
        .trim() || d.name,
    date: '',
    // An estimate from the file size: staff correct it while reviewing.
    pages: Math.max(1, Math.round(d.size / 40_000)),
    status: 'Received with the order',
  }));
}
