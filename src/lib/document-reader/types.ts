/**
 * The reader's input and output. Plain data, no imports: the browser (Vite), Node (Vitest, the CLI) and Deno
 * (Edge Functions) share these types. The output is the shape `npm run analyze` prints (issue 29 §7), plus the
 * fields of §2 beyond it.
 */

/** One page's text, as pdf.js (or OCR) gave it; `ocr` when the page had no text layer and was recognised. */
export interface PageText {
  page: number;
  text: string;
  ocr?: { confidence: number };
}

export interface DocumentText {
  file: string;
  pages: PageText[];
}

/** Where a value was read: the quote is found verbatim (whitespace aside) on that page of that file. */
export interface Source {
  file: string;
  page: number;
  quote: string;
}

export interface Grounded<T> {
  value: T;
  source: Source;
}

export const ENTITY_TYPES = [
  'LLC',
  'Corporation',
  'Limited Partnership',
  'General Partnership',
  'Revocable Trust',
  'Irrevocable Trust',
] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];

export const MANAGEMENT_TYPES = ['member-managed', 'manager-managed', 'board', 'general partner', 'trustee'] as const;
export type ManagementType = (typeof MANAGEMENT_TYPES)[number];

export interface Owner {
  name: string;
  /** As stated, or derived from units when the total units are stated; otherwise null. */
  percentage: number | null;
  units: number | null;
  source: Source;
  /** When the percentage was derived from units: the statement of the total and where it is. */
  total_units?: Grounded<number>;
}

export interface Officer {
  name: string;
  title: string;
  source: Source;
}

/** An act that needs a consent or approval beyond the signer, with its threshold as worded. */
export interface Consent {
  actions: ConsentAction[];
  /** e.g. "unanimous consent of the Members", "Members holding a Majority of the Units"; null when not worded. */
  threshold: string | null;
  source: Source;
}
export const CONSENT_ACTIONS = ['borrow', 'pledge', 'guarantee', 'sell substantially all assets'] as const;
export type ConsentAction = (typeof CONSENT_ACTIONS)[number];

export interface DocumentSummary {
  file: string;
  pages: number;
  ocr_pages: number[];
  title: string | null;
  /** YYYY-MM-DD */
  date: string | null;
  signed: boolean | null;
  /** The evidence for title, date and signed (null where the value is null). */
  sources: { title: Source | null; date: Source | null; signed: Source | null };
  /** Mean OCR confidence (0-100) of the OCR'd pages, when any. */
  ocr_confidence?: number;
  /**
   * The language the document is written in (BCP 47: "en", "es", "und-Cyrl"), null when its text does not say
   * enough to tell. The rules read English only: a document in another language is not read (a 'not-english'
   * check says so). Absent from readings stored before it was added.
   */
  language?: string | null;
}

export interface ReaderFields {
  entity_legal_name: Grounded<string> | null;
  entity_type: Grounded<EntityType> | null;
  /** Two-letter code. */
  formation_state: Grounded<string> | null;
  /** YYYY-MM-DD */
  formation_date: Grounded<string> | null;
  file_number: Grounded<string> | null;
  management: Grounded<ManagementType> | null;
  /** Who may sign and bind; the quote is the clause. */
  signing_authority: Grounded<string> | null;
  /** True when borrowing, pledging, guaranteeing or selling substantially all assets needs a consent. */
  borrowing_restrictions: Grounded<boolean> | null;
  owners: Owner[];
  managers_or_officers: Officer[];
  principal_office: Grounded<string> | null;
  registered_agent: Grounded<string> | null;
  purpose: Grounded<string> | null;
  consents: Consent[];
}

export type FieldKey = keyof ReaderFields;

export interface MissingExhibit {
  /** "Exhibit A", "Schedule 1" */
  reference: string;
  source: Source;
}

export const CHECK_CODES = [
  'dissolved',
  'name-differs',
  'state-differs',
  'ownership-total',
  'unsigned',
  'borrowing-consent',
  'missing-exhibit',
  'low-ocr-confidence',
  /** Text addressed to an automated reader or assistant (instructions.ts): values from its page need a look. */
  'instructions',
  /** A document in a language other than English (language.ts): the rules did not read it. */
  'not-english',
] as const;
export type CheckCode = (typeof CHECK_CODES)[number];

/** Something a reviewer must look at; `source` when the documents show it. */
export interface ReviewerCheck {
  code: CheckCode;
  message: string;
  source: Source | null;
}

export interface ReaderResult {
  reader: string;
  documents: DocumentSummary[];
  fields: ReaderFields;
  missing_exhibits: MissingExhibit[];
  /**
   * The fields the reader did not find, by label, for the reviewer: not evidence that the documents do not state
   * them (the name is kept for the readings stored with it).
   */
  not_stated: string[];
  checks: ReviewerCheck[];
}

/** What the order says, to compare with the documents (optional). */
export interface OrderFacts {
  entityName?: string;
  /** Two-letter code or full state name. */
  formationState?: string;
}
