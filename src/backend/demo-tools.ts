import type { OrderRequest, ReportContent } from './schemas';

/**
 * Conveniences that exist only with the in-browser backend (sales demos, development): the demo
 * outbox, one-click personas, restoring the seed and the fictional report draft. The Supabase build has
 * none (null), so none of their code or text ships in it.
 */
export interface DemoEmail {
  id: string;
  to: string;
  subject: string;
  /** Plain-text body. */
  text: string;
  /** The action link inside the email (e.g. the password-recovery link), if any. */
  link: string | null;
  created_at: string;
  /** The files the email carries, in order (downloadAttachment takes the position). */
  attachments: DemoAttachment[];
}

export interface DemoAttachment {
  name: string;
  content_type: string;
  /** False once the file is gone (removed since the email was sent). */
  available: boolean;
}

export interface DemoPersona {
  label: string;
  email: string;
  password: string;
  description: string;
}

/** What an authenticator app shows now for one of a user's factors (the demo shows it to pass the challenge). */
export interface DemoTotpCode {
  friendly_name: string;
  code: string;
  /** Until the next code. */
  seconds_left: number;
}

/** A word that, anywhere in an entity name, gives the fictional draft a known outcome (a sandbox's magic name). */
export interface DemoOutcome {
  name: string;
  description: string;
}

/** The fictional report draft: invented people and file numbers, offered (labelled as fiction) to fill the editor. */
export interface DemoReportDrafts {
  /** The reserved words, shown to sales beside the editor. */
  outcomes: readonly DemoOutcome[];
  /**
   * The Secretary of State sandbox's reserved words (every other name is found active, with a file number and
   * formation date), shown beside the draft's so sales know what a lookup will answer.
   */
  sandboxWords: readonly DemoOutcome[];
  /** The reserved words an entity name contains, in `outcomes` order. */
  outcomesFor(entityName: string): string[];
  /** A complete, schema-valid report for the order; the same order always gives the same draft. */
  draft(order: OrderRequest): ReportContent;
}

/** A test card of the demo's Stripe sandbox and what paying with it does. */
export interface DemoTestCard {
  number: string;
  description: string;
}

/** A Checkout Session as the demo's checkout page shows it (what Stripe's hosted page shows of one). */
export interface DemoCheckoutSession {
  id: string;
  status: 'open' | 'complete' | 'expired';
  pack_name: string;
  credits: number;
  /** In cents. */
  amount_total: number;
  currency: string;
  customer_email: string | null;
  /** Where paying returns to (the return page with the session id), and where Cancel goes. */
  success_url: string;
  cancel_url: string;
}

/** The card as typed on the demo's checkout page. */
export interface DemoCardInput {
  number: string;
  /** MM / YY */
  expiry: string;
  cvc: string;
  name: string;
}

/**
 * The demo's Stripe sandbox (issue 47 §1): the Checkout page of the in-browser build, where a test card pays (the
 * payment then reaches the twin of stripe-webhook, signed as Stripe signs it) or is declined with Stripe's words.
 */
export interface DemoCheckout {
  /** The test cards, shown on the page so sales know what each does. */
  testCards: readonly DemoTestCard[];
  /** The session, or null when there is none by that id. */
  session(sessionId: string): Promise<DemoCheckoutSession | null>;
  /**
   * Pays with the card and answers where to go next (the success URL). A refused card fails with
   * validation_failed and Stripe's message (`issues[0]` names the field: number, expiry, cvc or name).
   */
  pay(sessionId: string, card: DemoCardInput): Promise<{ redirectUrl: string }>;
}

export interface DemoTools {
  personas: readonly DemoPersona[];
  /** The demo outbox, newest first. */
  listOutbox(): Promise<DemoEmail[]>;
  /** The content of an email's attachment, by its position in `attachments`. */
  downloadAttachment(emailId: string, index: number): Promise<Blob>;
  /** Restores every collection to the seed (and signs everyone out). */
  resetData(): Promise<void>;
  /** The current code of each verified authenticator of an address (the demo admin's, for sales). */
  currentTotpCodes(email: string): Promise<DemoTotpCode[]>;
  reportDrafts: DemoReportDrafts;
  checkout: DemoCheckout;
}
