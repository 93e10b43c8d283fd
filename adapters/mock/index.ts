import { z } from 'zod';
import {
  BackendError,
  GENERIC_ERROR_MESSAGE,
  type BackendAdapter,
  type DemoCardInput,
  type DemoCheckoutSession,
  type DemoPersona,
  type DemoReportDrafts,
  type DemoTools,
  type DemoTotpCode,
} from '@/backend';
import { createSupabaseAdapter, type SupabaseAdapterOptions } from '../supabase';
import {
  DEMO_ROUTES,
  DEMO_TEST_CARDS,
  demoCheckoutSessionSchema,
  demoAttachmentPath,
  demoTotpCodesSchema,
  EMULATOR_ANON_KEY,
  outboxEmailSchema,
  type OutboxEmail,
} from '../../mocks/api/emulator';

export type { OutboxEmail } from '../../mocks/api/emulator';

/** Where this app's session lives in localStorage on the in-browser backend. */
export const MOCK_AUTH_STORAGE_KEY = 'entitylens-mock-auth-token';

export interface MockAdapterOptions {
  /** Where the in-browser backend answers: `${origin}/mock-api` in the browser. */
  baseUrl: string;
  storage?: SupabaseAdapterOptions['storage'];
  /** Default MOCK_AUTH_STORAGE_KEY; tests and stories give each client its own (cross-tab sync uses it). */
  storageKey?: string;
  fetch?: typeof fetch;
  autoRefreshToken?: boolean;
}

/**
 * The in-browser adapter is the production adapter (supabase-js) pointed at the in-browser backend, which
 * answers as GoTrue, PostgREST, Storage and the Edge Functions do: one client for both backends.
 */
export function createMockAdapter(options: MockAdapterOptions): BackendAdapter {
  return createSupabaseAdapter({
    kind: 'mock',
    url: options.baseUrl,
    anonKey: EMULATOR_ANON_KEY,
    storageKey: options.storageKey ?? MOCK_AUTH_STORAGE_KEY,
    ...(options.storage ? { storage: options.storage } : {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.autoRefreshToken === undefined ? {} : { autoRefreshToken: options.autoRefreshToken }),
  });
}

/** A download of an attachment whose file was removed since the email was sent. */
export const ATTACHMENT_GONE_MESSAGE = 'This attachment is no longer available.';

export interface DemoClient {
  /** The emails the in-browser backend "sent", newest first (the demo inbox). */
  listOutbox(): Promise<OutboxEmail[]>;
  /** The content of one attachment of an outbox email (by its position in `attachments`). */
  downloadAttachment(emailId: string, index: number): Promise<Blob>;
  /** Restores the seed (the "Reset demo data" action). */
  reset(): Promise<void>;
  /** The current code of each verified authenticator of an address. */
  totpCodes(email: string): Promise<DemoTotpCode[]>;
  /** A Checkout Session of the Stripe sandbox, or null. */
  checkoutSession(sessionId: string): Promise<DemoCheckoutSession | null>;
  /** Pays a sandbox session with a test card: the success URL, or Stripe's refusal as validation_failed. */
  payCheckout(sessionId: string, card: DemoCardInput): Promise<{ redirectUrl: string }>;
}

/** Stripe's error body: `{ error: { code, message, param? } }`. */
const stripeErrorSchema = z.object({
  error: z.object({ code: z.string().optional(), message: z.string(), param: z.string().optional() }),
});

export interface DemoClientOptions {
  fetch?: typeof fetch;
  /**
   * The bearer token to ask with: the signed-in user's access token (the outbox then shows their own mails too, the
   * authenticator codes their own), or the emulator's service-role key (every mail, the reset); null asks as nobody.
   */
  bearer?: () => Promise<string | null>;
}

/** The demo namespace only the in-browser backend has (not part of the port): the outbox and the reset. */
export function createDemoClient(baseUrl: string, options: DemoClientOptions = {}): DemoClient {
  const fetchImpl = options.fetch ?? ((i, init) => fetch(i, init));
  async function call(path: string, init: RequestInit = {}, notFound?: string): Promise<Response> {
    let response: Response;
    try {
      const token = options.bearer ? await options.bearer() : null;
      const headers = new Headers(init.headers);
      if (token) headers.set('Authorization', `Bearer ${token}`);
      response = await fetchImpl(`${baseUrl.replace(/\/+$/, '')}${path}`, { ...init, headers });
    } catch (error) {
      throw new BackendError('network', 'The demo backend could not be reached.', { cause: error });
    }
    if (response.status === 404 && notFound) {
      throw new BackendError('not_found', notFound, { status: 404, cause: `demo backend answered 404 for ${path}` });
    }
    // The status is for developers (the cause); a person reads the app's generic message.
    if (!response.ok) {
      throw new BackendError('unexpected', GENERIC_ERROR_MESSAGE, {
        cause: `demo backend answered ${response.status}`,
      });
    }
    return response;
  }
  return {
    async listOutbox() {
      const parsed = z.array(outboxEmailSchema).safeParse(await (await call(DEMO_ROUTES.demoOutbox)).json());
      if (!parsed.success) throw new BackendError('unexpected', GENERIC_ERROR_MESSAGE, { cause: parsed.error });
      return parsed.data;
    },
    async downloadAttachment(emailId, index) {
      return (await call(demoAttachmentPath(emailId, index), undefined, ATTACHMENT_GONE_MESSAGE)).blob();
    },
    async reset() {
      await call(DEMO_ROUTES.demoReset, { method: 'POST' });
    },
    async checkoutSession(sessionId) {
      const path = `${DEMO_ROUTES.demoCheckoutSessions}/${encodeURIComponent(sessionId)}`;
      let response: Response;
      try {
        response = await call(path, undefined, 'No such checkout');
      } catch (error) {
        if (error instanceof BackendError && error.code === 'not_found') return null;
        throw error;
      }
      const parsed = demoCheckoutSessionSchema.safeParse(await response.json());
      if (!parsed.success) throw new BackendError('unexpected', GENERIC_ERROR_MESSAGE, { cause: parsed.error });
      return parsed.data;
    },
    async payCheckout(sessionId, card) {
      const path = `${DEMO_ROUTES.demoCheckoutSessions}/${encodeURIComponent(sessionId)}/pay`;
      let response: Response;
      try {
        response = await fetchImpl(`${baseUrl.replace(/\/+$/, '')}${path}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(card),
        });
      } catch (error) {
        throw new BackendError('network', 'The demo backend could not be reached.', { cause: error });
      }
      const body: unknown = await response.json().catch(() => null);
      if (!response.ok) {
        const refused = stripeErrorSchema.safeParse(body);
        if (!refused.success || response.status >= 500)
          throw new BackendError('unexpected', refused.success ? refused.data.error.message : GENERIC_ERROR_MESSAGE, {
            status: response.status,
          });
        const { message, param } = refused.data.error;
        throw new BackendError('validation_failed', message, { status: response.status, issues: [param ?? 'number'] });
      }
      const parsed = z.object({ redirect_url: z.string() }).safeParse(body);
      if (!parsed.success) throw new BackendError('unexpected', GENERIC_ERROR_MESSAGE, { cause: parsed.error });
      return { redirectUrl: parsed.data.redirect_url };
    },
    async totpCodes(email) {
      const response = await call(`${DEMO_ROUTES.demoTotpCodes}?${new URLSearchParams({ email }).toString()}`);
      const parsed = demoTotpCodesSchema.safeParse(await response.json());
      if (!parsed.success) throw new BackendError('unexpected', GENERIC_ERROR_MESSAGE, { cause: parsed.error });
      return parsed.data.map(({ friendly_name, code, seconds_left }) => ({ friendly_name, code, seconds_left }));
    },
  };
}

/**
 * The demo conveniences over a client and the demo namespace: personas, the inbox, the reset and the fictional
 * report draft. The personas and the draft are the seed's (mocks/seed), which this fetch client does not import.
 */
export function createDemoTools(
  adapter: BackendAdapter,
  baseUrl: string,
  personas: readonly DemoPersona[],
  reportDrafts: DemoReportDrafts,
): DemoTools {
  // As the signed-in user: the inbox shows their own mails beside the personas', the second step their own code.
  const client = createDemoClient(baseUrl, {
    bearer: async () => (await adapter.auth.getSession())?.access_token ?? null,
  });
  return {
    personas,
    listOutbox: () => client.listOutbox(),
    downloadAttachment: (emailId, index) => client.downloadAttachment(emailId, index),
    async resetData() {
      await client.reset();
      // The reset removed every session on the server; forget this tab's too.
      await adapter.auth.signOut();
    },
    currentTotpCodes: (email) => client.totpCodes(email),
    reportDrafts,
    checkout: {
      testCards: DEMO_TEST_CARDS,
      session: (sessionId) => client.checkoutSession(sessionId),
      pay: (sessionId, card) => client.payCheckout(sessionId, card),
    },
  };
}
