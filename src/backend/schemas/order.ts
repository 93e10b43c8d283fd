import { z } from 'zod';
import { companySchema, emailSchema } from './rules';
import { hasPdfHeader, PDF_HEADER_WINDOW } from '@/lib/document-reader/pdf-header';

/** SPEC §1: the six report types offered. */
export const REPORT_TYPES = [
  'Limited Liability Company',
  'Corporation',
  'Limited Partnership',
  'General Partnership',
  'Revocable Trust',
  'Irrevocable Trust',
] as const;

export const US_STATES = [
  'Alabama',
  'Alaska',
  'Arizona',
  'Arkansas',
  'California',
  'Colorado',
  'Connecticut',
  'Delaware',
  'District of Columbia',
  'Florida',
  'Georgia',
  'Hawaii',
  'Idaho',
  'Illinois',
  'Indiana',
  'Iowa',
  'Kansas',
  'Kentucky',
  'Louisiana',
  'Maine',
  'Maryland',
  'Massachusetts',
  'Michigan',
  'Minnesota',
  'Mississippi',
  'Missouri',
  'Montana',
  'Nebraska',
  'Nevada',
  'New Hampshire',
  'New Jersey',
  'New Mexico',
  'New York',
  'North Carolina',
  'North Dakota',
  'Ohio',
  'Oklahoma',
  'Oregon',
  'Pennsylvania',
  'Rhode Island',
  'South Carolina',
  'South Dakota',
  'Tennessee',
  'Texas',
  'Utah',
  'Vermont',
  'Virginia',
  'Washington',
  'West Virginia',
  'Wisconsin',
  'Wyoming',
] as const;

export const MAX_DOCUMENTS = 10;
export const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;
/** A stored document's file name, and its storage path (`<user id>/<upload id>/<file name>`), in characters. */
export const MAX_DOCUMENT_NAME_LENGTH = 255;
export const MAX_DOCUMENT_PATH_LENGTH = 1024;

/** The browser's File, or anything shaped like it (tests in Node). */
export type UploadFile = Blob & { readonly name: string };
const uploadFileSchema = z.custom<UploadFile>(
  (v) =>
    typeof v === 'object' &&
    v !== null &&
    typeof (v as UploadFile).name === 'string' &&
    typeof (v as Blob).size === 'number',
  'Invalid file',
);

/** The name or the type says PDF: both are the uploader's to choose (the contents are checked by pdfContentIssues). */
const saysPdf = (file: UploadFile) => file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf');

export const documentsSchema = z
  .array(uploadFileSchema)
  .min(1, 'Please upload at least one PDF document')
  .max(MAX_DOCUMENTS, `You can upload at most ${MAX_DOCUMENTS} documents`)
  .superRefine((files, ctx) => {
    for (const file of files) {
      const isPdf = saysPdf(file);
      if (!isPdf) ctx.addIssue({ code: 'custom', message: `${file.name} is not a PDF. Only PDF files are accepted` });
      else if ([...file.name].length > MAX_DOCUMENT_NAME_LENGTH)
        ctx.addIssue({
          code: 'custom',
          message: `A file name must be ${MAX_DOCUMENT_NAME_LENGTH} characters or fewer: please rename the file`,
        });
      else if (file.size === 0) ctx.addIssue({ code: 'custom', message: `${file.name} is empty` });
      else if (file.size > MAX_DOCUMENT_BYTES)
        ctx.addIssue({
          code: 'custom',
          message: `${file.name} is larger than 20 MB. Each file must be 20 MB or smaller`,
        });
    }
  });

/** A file named or typed as a PDF whose bytes are not one (issue 42: it was stored and served as application/pdf). */
export const notPdfContentMessage = (name: string) =>
  `${name} is not a PDF: its contents are not in PDF format, whatever its name says. Only PDF files are accepted`;

/**
 * One message per document whose first bytes are not a PDF's ("%PDF-" within the first 1,024 bytes, where PDF
 * readers and the document reader look for it). Storage takes the type the browser declares and cannot look at
 * the bytes, so both order forms and the adapter (both builds) run this before anything is uploaded. Apart from
 * documentsSchema because reading a file is asynchronous; files that schema refuses keep only its message.
 */
export async function pdfContentIssues(files: readonly UploadFile[]): Promise<string[]> {
  const issues: string[] = [];
  for (const file of files) {
    if (!saysPdf(file) || file.size === 0 || file.size > MAX_DOCUMENT_BYTES) continue;
    const head = new Uint8Array(await file.slice(0, PDF_HEADER_WINDOW).arrayBuffer());
    if (!hasPdfHeader(head)) issues.push(notPdfContentMessage(file.name));
  }
  return issues;
}

/** The Terms of Service version a customer accepts with each order (clickwrap at each order, SPEC §9). */
export const TERMS_VERSION = 'v.20250822';
/** What one report costs (SPEC §1: customers buy credits; a report uses credits). */
export const CREDITS_PER_REPORT = 1;
/** Uploaded PDFs are kept at least this long after submission (SPEC §9). */
export const DOCUMENT_RETENTION_DAYS = 90;

/**
 * An order's lifecycle (supabase/migrations/…0800_order_lifecycle_and_credits.sql): Submitted, then staff
 * review it; they may ask for documents, escalate it to the partner firm's legal review, or deliver it.
 */
export const ORDER_STATUSES = [
  'Submitted',
  'In review',
  'Needs documents',
  'Escalated',
  'Report ready',
  'Cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The statuses staff still act on (or wait on); Report ready and Cancelled are closed and wait for nobody. */
export const OPEN_ORDER_STATUSES = [
  'Submitted',
  'In review',
  'Needs documents',
  'Escalated',
] as const satisfies readonly OrderStatus[];
export type OpenOrderStatus = (typeof OPEN_ORDER_STATUSES)[number];

/**
 * The moves staff may make from each status with a status change (private.order_transition_allowed()).
 * Report ready is reached only by publishing a report (In review or Escalated → Report ready), and a ready
 * report is escalated only by its owner (Report ready → Escalated, once per order): see schemas/report.ts.
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  Submitted: ['In review', 'Needs documents', 'Cancelled'],
  'In review': ['Needs documents', 'Escalated', 'Cancelled'],
  'Needs documents': ['In review', 'Cancelled'],
  Escalated: ['Cancelled'],
  'Report ready': [],
  Cancelled: [],
};

export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

/** The owner may cancel only before review starts, and then gets the credit back. */
export const CUSTOMER_CANCELLABLE_STATUS: OrderStatus = 'Submitted';

/**
 * Per account in any 24 hours (migration 2100's private.order_limit()): the status mails queued (a move past
 * them is made and mails nothing), and the customer's own cancels (the next is refused, rate_limited).
 */
export const ORDER_LIMITS = { statusMailsPerDay: 50, cancelsPerDay: 3 } as const;

/** Whether a move refunds the order's credit: cancelled before review, or escalated (SPEC §1: fee credited back).
 * At most one refund per order. */
export function moveRefundsCredit(from: OrderStatus, to: OrderStatus): boolean {
  return (to === 'Cancelled' && from === 'Submitted') || to === 'Escalated';
}

export const ORDER_MESSAGE_MAX = 2000;
export const NEEDS_DOCUMENTS_MESSAGE_REQUIRED = 'Tell the customer which documents are needed';
export const TERMS_REQUIRED_MESSAGE = 'Please accept the Terms of Service to order a report';
export const NO_CREDITS_MESSAGE =
  'You have no credits left. Each report uses one credit: please buy credits to order a report';

/** A state, or '' for none (one enum, so a bad value gets this message rather than the union's). */
const optionalStateSchema = z.enum(['', ...US_STATES], { message: 'Please choose a state' });

export const orderRequestInputSchema = z.object({
  name: z.string().trim().min(1, 'Your name is required').max(200, 'Your name must be less than 200 characters'),
  email: emailSchema,
  company: companySchema.default(''),
  entityLegalName: z
    .string()
    .trim()
    .min(1, 'Entity legal name is required')
    .max(300, 'Entity legal name must be less than 300 characters'),
  formationState: z.enum(US_STATES, { message: 'Please choose the formation state' }),
  reportType: z.enum(REPORT_TYPES, { message: 'Please choose a report type' }),
  /** Where the financed property is, when it differs from the formation state (SPEC §1's second status check). */
  propertyState: optionalStateSchema.default(''),
  loanReference: z.string().trim().max(100, 'Loan reference must be less than 100 characters').default(''),
  documents: documentsSchema,
  /** The clickwrap: the current Terms, accepted with this order. */
  acceptTerms: z.literal(true, { message: TERMS_REQUIRED_MESSAGE }),
});
export type OrderRequestInput = z.input<typeof orderRequestInputSchema>;

const messageSchema = z.string().trim().max(ORDER_MESSAGE_MAX, 'Message must be less than 2000 characters').default('');

/** A status change on the staff order page (and the owner's cancel). */
export const setOrderStatusInputSchema = z
  .object({
    orderId: z.uuid('Invalid order ID'),
    status: z.enum(ORDER_STATUSES, { message: 'Please choose a status' }),
    message: messageSchema,
  })
  .refine((v) => v.status !== 'Needs documents' || v.message !== '', {
    message: NEEDS_DOCUMENTS_MESSAGE_REQUIRED,
    path: ['message'],
  });
export type SetOrderStatusInput = z.input<typeof setOrderStatusInputSchema>;

/** The customer's answer to Needs documents: more PDFs (the order then goes back to In review). */
export const resubmitOrderInputSchema = z.object({
  orderId: z.uuid('Invalid order ID'),
  documents: documentsSchema,
  message: messageSchema,
});
export type ResubmitOrderInput = z.input<typeof resubmitOrderInputSchema>;

/** The staff queue's filters; both optional. */
export const orderListFilterSchema = z.object({
  status: z.enum(ORDER_STATUSES).optional(),
  /** Matches the loan reference, the entity's legal name, the customer's name, email or company. */
  search: z.string().trim().max(200).optional(),
});
export type OrderListFilter = z.input<typeof orderListFilterSchema>;

/** The columns the staff queue's search looks in (issue 47: orders are found by their loan number too). */
export const ORDER_SEARCH_COLUMNS = ['loan_reference', 'entity_legal_name', 'name', 'email', 'company'] as const;

/**
 * The customer's own orders: a status, and a search over the loan reference and the entity's legal name (their
 * own name and email are on every one of their orders, so the search leaves them out).
 */
export const ownOrderFilterSchema = orderListFilterSchema;
export type OwnOrderFilter = z.input<typeof ownOrderFilterSchema>;
export const OWN_ORDER_SEARCH_COLUMNS = ['loan_reference', 'entity_legal_name'] as const;

const reasonSchema = z.string().trim().max(500, 'Note must be less than 500 characters');

/** Staff record purchased credits with the amount paid (the terms cap liability at 12 months' payments). */
export const grantCreditsInputSchema = z.object({
  userId: z.uuid('Invalid user ID format'),
  credits: z
    .number({ message: 'Credits must be a whole number from 1 to 10000' })
    .int('Credits must be a whole number from 1 to 10000')
    .min(1, 'Credits must be a whole number from 1 to 10000')
    .max(10000, 'Credits must be a whole number from 1 to 10000'),
  /** In US dollars, to the cent. */
  amountPaid: z
    .number({ message: 'Amount paid must be from $0 to $1,000,000' })
    .min(0, 'Amount paid must be from $0 to $1,000,000')
    .max(1_000_000, 'Amount paid must be from $0 to $1,000,000')
    .refine((v) => Number.isInteger(Math.round(v * 100)) && Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, {
      message: 'Amount paid must be in dollars and cents',
    }),
  reason: reasonSchema.default(''),
});
export type GrantCreditsInput = z.input<typeof grantCreditsInputSchema>;

/** Staff correct a balance up or down, with the reason; it never goes below zero (the server checks). */
export const adjustCreditsInputSchema = z.object({
  userId: z.uuid('Invalid user ID format'),
  credits: z
    .number({ message: 'An adjustment is a whole number of credits from -10000 to 10000, not 0' })
    .int('An adjustment is a whole number of credits from -10000 to 10000, not 0')
    .min(-10000, 'An adjustment is a whole number of credits from -10000 to 10000, not 0')
    .max(10000, 'An adjustment is a whole number of credits from -10000 to 10000, not 0')
    .refine((v) => v !== 0, 'An adjustment is a whole number of credits from -10000 to 10000, not 0'),
  reason: reasonSchema.min(1, 'Give the reason for the adjustment'),
});
export type AdjustCreditsInput = z.input<typeof adjustCreditsInputSchema>;
