import { expect, it, vi } from 'vitest';
import { CUSTOMER_COMPANY, PERSONAS, type PersonaKey } from '../../mocks/seed/personas';
import {
  isBackendError,
  type BackendAdapter,
  type BackendErrorCode,
  type OrderRequestInput,
  type RecoveryTokens,
  type Session,
} from '@/backend';
import type { HeadCountResult } from '../supabase/head-count';
import type { QueuedMail } from '../supabase/queued-mails';
import type { WireProbes } from '../supabase/wire-probes';
import type { ServiceRpcAnswer } from '../supabase/service-rpc';

/**
 * ONE behaviour suite for the port. Each adapter runs it through a harness; what an adapter cannot do in
 * a test (move the server's clock, read the sent emails, hold a copy of a session on a second device) is
 * a declared capability, and the tests that need it show up as skipped with the reason in their name.
 */
export interface ContractCapabilities {
  /** The harness can move the clock of both the server and the client. */
  clock: boolean;
  /** The harness can read the emails the backend sent (recovery links). */
  outbox: boolean;
  /** The harness can start a second client holding a copy of a given session (another device or a thief). */
  sessionCopy: boolean;
  /**
   * The backend's AI reader (read-documents-ai) has no provider key, so it answers ai_reader_unavailable: the
   * emulator's twin always; a real project only when ANTHROPIC_API_KEY is not among its function secrets.
   */
  noAiReaderKey: boolean;
  /**
   * The backend's Secretary of State lookup (check-secretary-of-state) answers from the sandbox provider, with
   * its known outcomes: the emulator's twin always; a real project only with SOS_PROVIDER=sandbox.
   */
  sosSandbox: boolean;
}

export interface ContractHarness {
  /** A fresh client with nobody signed in (a new browser). */
  anon(): BackendAdapter;
  /** A fresh client signed in as the persona with the demo password. */
  signedIn(persona: PersonaKey): Promise<BackendAdapter>;
  /** Restores the seed. */
  reset(): Promise<void>;
  /** Lifetimes the backend under test is configured with. */
  accessTokenTtlSec: number;
  recoveryTokenTtlSec: number;
  refreshReuseIntervalSec: number;
  /** Current time of the backend in epoch seconds. */
  nowSec(): number;
  /**
   * Deletes a user as the dashboard does (GoTrue's admin API with the service-role key, which the port never
   * holds): what a deletion must keep and remove is tested through it.
   */
  deleteUser(userId: string): Promise<void>;
  advanceClock?(ms: number): void | Promise<void>;
  /** The newest email sent to this address (its link, text and attachments' names), or null. */
  latestEmailTo?(email: string): Promise<{
    link: string | null;
    created_at: string;
    subject: string;
    text: string;
    attachments: ReadonlyArray<{ name: string; content_type: string }>;
  } | null>;
  /** A second client that starts with this session stored. */
  withSession?(session: Session): Promise<BackendAdapter>;
  /**
   * A count as any Supabase client sends it, outside the port: supabase-js's
   * `from(table).select('*', { count: 'exact', head: true })` with `.eq()` for each of `equals`, as the holder
   * of the session (null: the anonymous caller).
   */
  headCount(
    session: Session | null,
    table: string,
    equals?: Readonly<Record<string, string>>,
  ): Promise<HeadCountResult>;
  /**
   * The rows of public.outbound_emails (the production mail queue) about one order, oldest first: the SQL's on a
   * real project, the twin's on the emulators. Read with the service role, which the port never holds.
   */
  queuedMails(orderId: string): Promise<QueuedMail[]>;
  /**
   * Requests any Supabase client may send that the port does not (GET and HEAD on a function, Storage's HEAD and
   * move), as the holder of the session, of the service-role key, or (null) as anon.
   */
  wire(caller: Session | 'service' | null): Promise<WireProbes>;
  /**
   * A database function called with the service role, as an Edge Function calls it after its own checks (e.g.
   * record_sos_lookup): what the function itself refuses, whoever calls it, is tested through it.
   */
  serviceRpc(fn: string, args: Record<string, unknown>): Promise<ServiceRpcAnswer>;
}

export async function expectError(
  work: Promise<unknown>,
  code: BackendErrorCode,
  check: { message?: string | RegExp; issues?: string[] } = {},
): Promise<void> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(isBackendError(error), `expected a BackendError ${code}, got ${String(error)}`).toBe(true);
  if (!isBackendError(error)) return;
  expect(error.code).toBe(code);
  if (typeof check.message === 'string') expect(error.message).toBe(check.message);
  else if (check.message) expect(error.message).toMatch(check.message);
  if (check.issues) expect(error.issues).toEqual(expect.arrayContaining(check.issues));
}

export function pdf(name = 'articles.pdf', text = '%PDF-1.4 minimal'): File {
  return new File([new TextEncoder().encode(text)], name, { type: 'application/pdf' });
}

/** The customer persona's order form with the Terms accepted; any field can be overridden. */
export function orderInput(overrides: Partial<OrderRequestInput> = {}): OrderRequestInput {
  return {
    name: 'Casey Customer',
    email: PERSONAS.customer.email,
    company: CUSTOMER_COMPANY,
    entityLegalName: 'Blue Harbor Holdings LLC',
    formationState: 'Delaware',
    reportType: 'Limited Liability Company',
    documents: [pdf()],
    acceptTerms: true,
    ...overrides,
  };
}

/**
 * Sets a user's balance to exactly `credits` with one admin adjustment, whatever the seed gave them, so a
 * case does not depend on the seed's ledger.
 */
export async function setBalance(admin: BackendAdapter, userId: string, credits: number): Promise<void> {
  const difference = credits - (await admin.credits.balance(userId));
  if (difference !== 0) {
    await admin.credits.adjust({ userId, credits: difference, reason: 'Contract test: start from a known balance' });
  }
}

/** A customer who is not a persona (no seeded orders or credits): created by an admin, signed in. */
export async function newCustomer(
  h: ContractHarness,
  admin: BackendAdapter,
  name = 'River Stone',
): Promise<{ client: BackendAdapter; id: string; email: string }> {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}@customers.test`;
  const password = 'Contract-Pass-1';
  const profile = await admin.admin.createUser({ displayName: name, email, password, company: `${name} Lending` });
  const client = h.anon();
  await client.auth.signIn({ email, password });
  return { client, id: profile.id, email };
}

/**
 * Runs `work` and records every id the client drew meanwhile (crypto.randomUUID): an order's upload folder
 * is one of them, so a test can check that no file was left behind at `<user>/<id>/<file>`.
 */
export async function withDrawnIds<T>(work: () => Promise<T>): Promise<{ outcome: Promise<T>; ids: string[] }> {
  const ids: string[] = [];
  const original = globalThis.crypto.randomUUID.bind(globalThis.crypto);
  const spy = vi.spyOn(globalThis.crypto, 'randomUUID').mockImplementation(() => {
    const id = original();
    ids.push(id);
    return id;
  });
  try {
    const outcome = work();
    // Settle here, so the spy sees every id; the caller still receives the outcome to assert on.
    await outcome.then(
      () => undefined,
      () => undefined,
    );
    return { outcome, ids };
  } finally {
    spy.mockRestore();
  }
}

/** Expects that none of these objects can be downloaded by `client` (the owner): they do not exist. */
export async function expectNoFiles(client: BackendAdapter, paths: readonly string[]): Promise<void> {
  for (const path of paths) await expectError(client.orders.downloadDocument(path), 'not_found');
}

/** What a recovery email's link carries: its path, its type, and the tokens to open it with. */
export function recoveryLink(link: string): {
  path: string;
  type: string | null;
  tokens: RecoveryTokens;
  query: URLSearchParams;
} {
  const url = new URL(link, 'http://site.invalid');
  const query = new URLSearchParams(url.search);
  const fragment = new URLSearchParams(url.hash.replace(/^#/, ''));
  const tokenHash = query.get('token_hash');
  return {
    path: url.pathname,
    type: query.get('type') ?? fragment.get('type'),
    query,
    tokens: tokenHash
      ? { tokenHash }
      : { accessToken: fragment.get('access_token') ?? '', refreshToken: fragment.get('refresh_token') ?? '' },
  };
}

/** A test that runs, or shows up skipped when the adapter lacks the capability it needs. */
type GatedTest = typeof it | typeof it.skip;

/** What every part of the suite gets: the harness, tests gated by capability, and shared steps. */
export interface ContractContext {
  h: ContractHarness;
  withClock: GatedTest;
  withOutbox: GatedTest;
  withOutboxAndClock: GatedTest;
  withCopy: GatedTest;
  withCopyAndClock: GatedTest;
  withoutAiReaderKey: GatedTest;
  withSosSandbox: GatedTest;
  /** The session as it would be stored after its access token expired. */
  pastExpiry(session: Session): Session;
  /** Asks for a recovery mail and reads its link (needs the outbox capability). */
  sendRecovery(email: string): Promise<ReturnType<typeof recoveryLink>>;
}

export function contractContext(capabilities: ContractCapabilities, h: ContractHarness): ContractContext {
  return {
    h,
    withClock: capabilities.clock ? it : it.skip,
    withOutbox: capabilities.outbox ? it : it.skip,
    withOutboxAndClock: capabilities.outbox && capabilities.clock ? it : it.skip,
    withCopy: capabilities.sessionCopy ? it : it.skip,
    withCopyAndClock: capabilities.sessionCopy && capabilities.clock ? it : it.skip,
    withoutAiReaderKey: capabilities.noAiReaderKey ? it : it.skip,
    withSosSandbox: capabilities.sosSandbox ? it : it.skip,
    pastExpiry: (s) => ({ ...s, expires_at: h.nowSec() - 1 }),
    async sendRecovery(email) {
      await h.anon().auth.resetPasswordForEmail(email, 'http://localhost/auth');
      const mail = await h.latestEmailTo!(email);
      expect(mail?.link).toBeTruthy();
      return recoveryLink(mail!.link!);
    },
  };
}
