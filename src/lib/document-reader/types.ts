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
  /** A dollar threshold as worded ("in excess of $50,000"), when the clause has one; else null. */
  amount?: string | null;
  source: Source;
}
export const CONSENT_ACTIONS = ['borrow', 'pledge', 'guarantee', 'sell substantially all assets'] as const;
export type ConsentAction = (typeof CONSENT_ACTIONS)[number];

/** Whether a signer may sign alone or only with another, as the documents say it. */
export const SIGNER_ACTING = ['alone', 'jointly'] as const;
export type SignerActing = (typeof SIGNER_ACTING)[number];

/** Who signs for an entity signer (a manager LLC, a corporate general partner or trustee), from the documents. */
export interface SignerLink {
  name: string;
  /** The capacity they sign that entity in ("Manager", "President"), as written. */
  title: string;
  /** Where the documents say it: the quote holds the name, the title and the entity signed for. */
  source: Source;
}

/** Who may sign for and bind the entity (issue 44 §4): a person or an entity the documents name. */
export interface Signer {
  name: string;
  /** The office or capacity they sign in, as written ("Manager", "Trustee", "President"); null when unstated. */
  title: string | null;
  /** As the authority clause says: alone, only jointly, or not said (null). */
  acting: SignerActing | null;
  /** Where the documents name them (in the office, when stated): the quote holds the name and the title. */
  source: Source;
  /** The rule that lets them (or their office) sign: the holder phrase as written, its clause the quote. */
  authority: Grounded<string>;
  /** Limits on that authority as written (an amount, a consent it needs), each with its clause. */
  limits: Array<Grounded<string>>;
  /** When the signer is an entity: who signs for it, then for that one (outermost first). */
  chain: SignerLink[];
}

/**
 * One line of the suggested signature block: `level` 0 is the entity (its name, and its description as written:
 * "a Delaware limited liability company"), 1 a signer ("By: <party>, its <capacity>"), 2 who signs for that
 * signer when it is an entity, and so on. The party is in the line's quote; the capacity has its own.
 */
export interface SignatureLine {
  level: number;
  party: string;
  capacity: Grounded<string> | null;
  source: Source;
}

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
  /** Who may sign for the entity: the authority rules joined with who holds the office. */
  signers: Signer[];
  /** The suggested signature block built from the signers, each line with its quote. */
  signature_block: SignatureLine[];
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
