import { z } from 'zod';
import { REPORT_TYPES, US_STATES } from './order';
import { REPORT_SCHEMA_VERSION, ownershipTotal } from './report-basics';
import { fieldReviewsSchema, reviewSourceSchema } from './report-review';
import { emailSchema } from './rules';
import { losPacketVersionSchema } from './los-handoff';

/**
 * THE REPORT, as data: one versioned schema drives the staff editor, the viewer, the PDF, the data packet
 * and the landing page's samples. The SQL twin is private.report_content_errors()
 * (supabase/migrations/…0900_reports.sql): publishing refuses content it finds at fault, naming the fields.
 * Bump REPORT_SCHEMA_VERSION (and publish a new JSON Schema file) for any change a reader would notice.
 */
export { REPORT_SCHEMA_VERSION, ownershipTotal } from './report-basics';

export const RISK_LEVELS = ['Low', 'Medium', 'High'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

/** Normalized Secretary of State buckets; the state's own wording is always kept beside them. */
export const NORMALIZED_SOS_STATUSES = [
  'Active - good standing',
  'Active - not in good standing',
  'Pending inactive',
  'Suspended / forfeited',
  'Revoked',
  'Administratively dissolved',
  'Voluntarily ended',
  'Unknown',
  'Not found',
] as const;
export type NormalizedStatus = (typeof NORMALIZED_SOS_STATUSES)[number];

/** The summary's one-line answer on authority to borrow and encumber. */
export const CONCLUSION_VERDICTS = [
  'Confirmed',
  'Confirmed subject to conditions',
  'Not confirmed',
  'Cannot determine',
] as const;

export const SOS_CHECK_ROLES = ['Formation state', 'Property state'] as const;
export const REGISTRATION_KINDS = ['Domestic', 'Foreign'] as const;

const MAX_TEXT = 2000;
const required = (label: string, max = MAX_TEXT) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
const optionalText = (label: string, max = MAX_TEXT) =>
  z
    .string({ message: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);
const isoDate = (label: string) => z.iso.date({ message: `${label} must be a date (YYYY-MM-DD)` });
const list = <T extends z.ZodType>(item: T, label: string, max: number) =>
  z.array(item, { message: `${label} must be a list` }).max(max, `${label} can have at most ${max} entries`);

export const ownershipEntrySchema = z.object({
  owner: required('Owner'),
  /** Percentage interest as stated in the governing documents. */
  percentage: z
    .number({ message: 'Percentage must be a number' })
    .gt(0, 'Percentage must be more than 0')
    .max(100, 'Percentage must be at most 100'),
  interest: optionalText('Interest'),
});

export const secretaryOfStateCheckSchema = z.object({
  role: z.enum(SOS_CHECK_ROLES, { message: 'Role must be Formation state or Property state' }),
  state: z.enum(US_STATES, { message: 'Please choose a state' }),
  /** "No" means the state has no record under that name (normalized "Not found"). */
  registeredName: optionalText('Registered name', 300),
  fileNumber: optionalText('File number', 100),
  registration: z.enum(REGISTRATION_KINDS, { message: 'Registration must be Domestic or Foreign' }),
  /** The state's own status wording, verbatim. */
  stateStatus: required('State status wording', 300),
  normalizedStatus: z.enum(NORMALIZED_SOS_STATUSES, { message: 'Please choose a normalized status' }),
  lastFiling: optionalText('Last filing', 300),
  registeredAgent: optionalText('Registered agent', 300),
  /** When the state record was read. */
  capturedAt: z.iso.datetime({ offset: true, message: 'Captured at must be a date and time' }),
  /** Where it was read: the state's search page, or a certificate. */
  source: required('Source', 500),
});
export type SecretaryOfStateCheck = z.infer<typeof secretaryOfStateCheckSchema>;

export const riskItemSchema = z.object({
  /** The flag's library code (S1, A1, T4 …) or a free identifier. */
  id: required('Flag ID', 20),
  severity: z.enum(RISK_LEVELS, { message: 'Severity must be Low, Medium or High' }),
  title: required('Flag title', 200),
  finding: required('Finding'),
  evidence: required('Evidence'),
  mitigation: required('Mitigation'),
  closingCondition: z.boolean({ message: 'Closing condition must be true or false' }),
});
export type RiskItem = z.infer<typeof riskItemSchema>;

export const documentInventoryItemSchema = z.object({
  title: required('Document title', 300),
  date: isoDate('Document date').or(z.literal('')),
  pages: z.number({ message: 'Pages must be a number' }).int('Pages must be a whole number').min(0).max(10000),
  status: optionalText('Document status', 300),
});

export const corporateDetailsSchema = z.object({
  principalOffice: required('Principal office', 300),
  numberOfDirectors: z
    .number({ message: 'Number of directors must be a number' })
    .int('Number of directors must be a whole number')
    .min(1, 'Number of directors must be at least 1')
    .max(100),
  chairman: optionalText('Chairman', 200),
  viceChairman: optionalText('Vice chairman', 200),
  officers: z.object({
    presidentAndCeo: required('President and CEO', 200),
    secretary: required('Secretary', 200),
    treasurer: optionalText('Treasurer', 200),
  }),
});

export const OWNERSHIP_TOTAL_MESSAGE = 'Ownership percentages must add up to 100';

export const reportContentSchema = z
  .object({
    schemaVersion: z.literal(REPORT_SCHEMA_VERSION, { message: `Schema version must be ${REPORT_SCHEMA_VERSION}` }),
    reportType: z.enum(REPORT_TYPES, { message: 'Please choose a report type' }),
    // Entity details
    entityName: required('Entity legal name', 300),
    entityType: required('Entity type', 200),
    formationState: z.enum(US_STATES, { message: 'Please choose the formation state' }),
    formationDate: isoDate('Formation date').or(z.literal('')),
    fileNumber: optionalText('File number', 100),
    /** '' when the property is in the formation state or none was given. */
    propertyState: z.enum(['', ...US_STATES], { message: 'Please choose a state' }),
    loanReference: optionalText('Loan reference', 100),
    principalOffice: optionalText('Principal office', 300),
    registeredAgent: optionalText('Registered agent', 300),
    purpose: optionalText('Purpose'),
    managementType: required('Management type', 200),
    conclusion: z.object({
      verdict: z.enum(CONCLUSION_VERDICTS, { message: 'Please choose a conclusion' }),
      detail: required('Conclusion detail'),
    }),
    ownership: list(ownershipEntrySchema, 'Ownership', 50).min(1, 'Add at least one owner'),
    authority: z.object({
      signers: required('Signers'),
      clause: required('Authority clause'),
      consents: list(required('Consent'), 'Consents', 20),
    }),
    signatureBlock: z.object({
      lines: list(optionalText('Signature line', 200), 'Signature block', 30).min(1, 'Add the signature block'),
      supportingDeliverable: required('Supporting deliverable'),
    }),
    riskLevel: z.enum(RISK_LEVELS, { message: 'Risk level must be Low, Medium or High' }),
    riskItems: list(riskItemSchema, 'Risk flags', 40),
    secretaryOfState: list(secretaryOfStateCheckSchema, 'Secretary of State checks', 4).min(
      1,
      'Add the Secretary of State check for the formation state',
    ),
    documents: list(documentInventoryItemSchema, 'Documents reviewed', 50).min(1, 'List the documents reviewed'),
    missingDocuments: list(required('Missing document', 300), 'Missing documents', 50),
    closingChecklist: list(required('Checklist item', 500), 'Closing checklist', 50),
    /** SPEC §3's corporation fields; required for a Corporation report. */
    corporate: corporateDetailsSchema.optional(),
    /** Filled when the partner firm reviewed the report (legal-review escalation). */
    attorneyReview: z
      .object({ reviewer: required('Reviewer', 200), date: isoDate('Review date'), notes: required('Review notes') })
      .optional(),
  })
  .superRefine((report, ctx) => {
    if (ownershipTotal(report.ownership) !== 100) {
      ctx.addIssue({ code: 'custom', message: OWNERSHIP_TOTAL_MESSAGE, path: ['ownership'] });
    }
    const formation = report.secretaryOfState.filter((c) => c.role === 'Formation state');
    if (formation.length !== 1 || formation[0]?.state !== report.formationState) {
      ctx.addIssue({
        code: 'custom',
        message: 'Add one Secretary of State check for the formation state',
        path: ['secretaryOfState'],
      });
    }
    const needsPropertyCheck = report.propertyState !== '' && report.propertyState !== report.formationState;
    const property = report.secretaryOfState.filter((c) => c.role === 'Property state');
    if (needsPropertyCheck && (property.length !== 1 || property[0]?.state !== report.propertyState)) {
      ctx.addIssue({
        code: 'custom',
        message: 'Add one Secretary of State check for the property state',
        path: ['secretaryOfState'],
      });
    }
    if (report.reportType === 'Corporation' && !report.corporate) {
      ctx.addIssue({
        code: 'custom',
        message: 'A corporation report needs the corporate details',
        path: ['corporate'],
      });
    }
  });
export type ReportContent = z.infer<typeof reportContentSchema>;

/** A published version of an order's report, as the backend returns it (public.order_reports). */
export const publishedReportSchema = z.object({
  id: z.uuid(),
  order_id: z.uuid(),
  /** 1 for the first publication; each correction is the next number. */
  version: z.number().int().min(1),
  content: reportContentSchema,
  /** What changed, for a correction (null for the first version). */
  note: z.string().nullable(),
  published_by: z.uuid().nullable(),
  published_at: z.string().datetime({ offset: true }),
  /**
   * Where the documents say it (issue 30 §3): content path ("entityName", "ownership.0") -> its source, from the
   * reviewer's verified, edited and added values that have one. Versions published before reviews: {}.
   */
  sources: z.record(z.string(), reviewSourceSchema).default({}),
});
export type PublishedReport = z.infer<typeof publishedReportSchema>;

/** What the customer's "Download data packet" and the LOS mail carry: the report with its identity. */
export const reportPacketSchema = z.object({
  $schema: z.string(),
  packetType: z.literal('legal-entity-report'),
  schemaVersion: z.literal(REPORT_SCHEMA_VERSION),
  report: z.object({
    id: z.uuid(),
    orderId: z.uuid(),
    version: z.number().int().min(1),
    publishedAt: z.string().datetime({ offset: true }),
  }),
  content: reportContentSchema,
});
export type ReportPacket = z.infer<typeof reportPacketSchema>;

/** Where the published JSON Schema of the packet lives on the site (public/schemas/, generated from this file). */
export const REPORT_PACKET_SCHEMA_PATH = `/schemas/report-packet-v${REPORT_SCHEMA_VERSION}.schema.json`;

export const REPORT_NOTE_MAX = 500;

/**
 * The report checks itself (issue 46 §3): a report that contradicts itself (src/lib/report/contradictions.ts, and
 * private.report_contradictions() in SQL) is published only with a written override, kept with the version.
 */
export const REPORT_OVERRIDE_MAX = 2000;
export const CONTRADICTIONS_NEED_OVERRIDE =
  'The report contradicts itself: publishing it needs a written override reason';
export const OVERRIDE_TOO_LONG = `The override reason must be at most ${REPORT_OVERRIDE_MAX} characters`;
/** What the publish dialog says when the reviewer confirms without writing the override. */
export const OVERRIDE_REQUIRED = 'Write why this report is published despite its contradictions';

/** One contradiction as publishing records it: which rule, in words, and the fields it is between. */
export const contradictionSchema = z.object({
  rule: z.string(),
  message: z.string(),
  paths: z.array(z.string()),
});

/** A version published over its contradictions (public.report_overrides): staff only, never the customer. */
export const storedReportOverrideSchema = z.object({
  order_id: z.uuid(),
  version: z.number().int().min(1),
  reason: z.string(),
  contradictions: z.array(contradictionSchema),
  overridden_by: z.uuid(),
  overridden_at: z.string().datetime({ offset: true }),
});
export type StoredReportOverride = z.infer<typeof storedReportOverrideSchema>;

/** Staff publish a version: the first, or a correction (then a note saying what changed is required). */
export const publishReportInputSchema = z.object({
  orderId: z.uuid('Invalid order ID'),
  content: reportContentSchema,
  note: z.string().trim().max(REPORT_NOTE_MAX, `Note must be at most ${REPORT_NOTE_MAX} characters`).default(''),
  /** The reviewer's decision per drafted field (issue 30 §2), stored append-only with this version. */
  reviews: fieldReviewsSchema.default([]),
  /** Why a report that contradicts itself is published all the same; blank is none. Kept only when it overrides. */
  override: z.string().trim().max(REPORT_OVERRIDE_MAX, OVERRIDE_TOO_LONG).optional(),
  /**
   * Why the draft is published without a checker's approval of its current version (issue 46 §2); blank is none.
   * Kept with the version's sign-off only when there was no approval.
   */
  withoutApproval: z
    .string()
    .trim()
    .max(2000, 'The reason for publishing without approval must be at most 2000 characters')
    .optional(),
});
export type PublishReportInput = z.input<typeof publishReportInputSchema>;
export const CORRECTION_NOTE_REQUIRED = 'Say what the correction changes';

/** The customer hands a report on to their loan origination system by email. */
export const sendReportToLosInputSchema = z.object({
  reportId: z.uuid('Invalid report ID'),
  email: emailSchema,
  /** Also keep this address on the account for next time. */
  remember: z.boolean().default(true),
  /** The data packet version this address reads, kept with it (issue 47 §2); absent keeps what it has (2 at first). */
  packetVersion: losPacketVersionSchema.optional(),
});
export type SendReportToLosInput = z.input<typeof sendReportToLosInputSchema>;

/**
 * The limits of Send to LOS, the same numbers as private.los_limit() (migration 1500). A lending team sends a
 * handful of reports a day, so 20 deliveries per 24 hours never stands in its way while one account can fill
 * at most one run of the mail sender; 3 new addresses a day covers a team changing its LOS inbox, not a
 * mailing list. A code is six digits, valid for 30 minutes, with 5 tries: a guess succeeds 1 time in 200,000.
 */
export const LOS_LIMITS = { newAddressesPerDay: 3, deliveriesPerDay: 20, codeMinutes: 30, codeTries: 5 } as const;

/** What queue_los_delivery did: queued the report to a confirmed address, or mailed a new address its code. */
export const losSendOutcomeSchema = z.enum(['sent', 'confirmation_sent']);
export type LosSendOutcome = z.infer<typeof losSendOutcomeSchema>;

export const LOS_CODE_INVALID = 'Enter the 6-digit code from the mail';
export const LOS_CODE_WRONG = 'That code is not right. Check the mail and try again.';
export const LOS_CODE_VOIDED =
  'Too many wrong codes: this one no longer works. Send the report again to get a new code.';
export const LOS_CODE_EXPIRED = 'This code has expired or is no longer valid. Send the report again to get a new code.';
export const LOS_DAILY_LIMIT = `You can send at most ${LOS_LIMITS.deliveriesPerDay} reports to your LOS in 24 hours. Please try again tomorrow.`;
export const LOS_NEW_ADDRESS_LIMIT = `You can confirm at most ${LOS_LIMITS.newAddressesPerDay} new LOS addresses in 24 hours. Please try again tomorrow, or send to an address you have confirmed.`;

/** The customer types the code mailed to a new LOS address: it is confirmed and the report sent to it. */
export const confirmLosAddressInputSchema = sendReportToLosInputSchema.extend({
  code: z
    .string()
    .trim()
    .regex(/^[0-9]{6}$/, LOS_CODE_INVALID),
});
export type ConfirmLosAddressInput = z.input<typeof confirmLosAddressInputSchema>;

/** The stable name of a report for people and files: "ELR-" and the order's first 8 hex digits, with the version. */
export function reportNumber(orderId: string, version: number): string {
  return `ELR-${orderId.replace(/-/g, '').slice(0, 8).toUpperCase()}-v${version}`;
}
