import { createClient, type SupportedStorage, type WebSocketLikeConstructor } from '@supabase/supabase-js';
import type { BackendAdapter } from '@/backend';
import { authPort } from './auth';
import { callerSession } from './caller-session';
import { mfaPort } from './mfa';
import { onDemand } from './on-demand';
import { ordersPort } from './orders';
import { profilesPort } from './profiles';
import { rolesPort } from './roles';

export interface SupabaseAdapterOptions {
  url: string;
  /** The public anon (publishable) key; never the service-role key. */
  anonKey: string;
  /** Where the session is kept (default: localStorage in the browser, memory elsewhere). */
  storage?: SupportedStorage;
  /** The fetch used for every request (default: the global fetch). */
  fetch?: typeof fetch;
  /** The key the session is stored under (default: supabase-js's `sb-<project ref>-auth-token`). */
  storageKey?: string;
  /** Refresh the session in the background (default true; tests drive refreshes themselves). */
  autoRefreshToken?: boolean;
  /** Which backend this client talks to: the in-browser emulator reports 'mock' (default 'supabase'). */
  kind?: BackendAdapter['kind'];
}

/** Names shared with supabase/migrations and supabase/functions. */
export { ADMIN_CREATE_USER_FUNCTION } from './function-names';
export { ORDER_DOCUMENTS_BUCKET } from './order-documents';
export { ADMIN_SET_USER_STATUS_FUNCTION } from './profiles';

/**
 * The app opens no realtime channel, but supabase-js builds a realtime client anyway and that
 * constructor throws where no WebSocket exists (Node 20: tests, scripts, the contract run).
 */
class RealtimeNotUsed {
  constructor() {
    throw new Error('This app does not use Supabase Realtime');
  }
}

/**
 * The port on supabase-js: one client, and each capability built on it by a file of its own (auth.ts, orders.ts,
 * …), with the signed-in caller's session (caller-session.ts) handed to those that need it.
 */
export function createSupabaseAdapter(options: SupabaseAdapterOptions): BackendAdapter {
  const client = createClient(options.url, options.anonKey, {
    ...(typeof globalThis.WebSocket === 'undefined'
      ? { realtime: { transport: RealtimeNotUsed as unknown as WebSocketLikeConstructor } }
      : {}),
    auth: {
      // The app reads the recovery hash itself and calls openRecoverySession(); the client must not also consume it.
      detectSessionInUrl: false,
      persistSession: true,
      autoRefreshToken: options.autoRefreshToken ?? true,
      flowType: 'implicit',
      ...(options.storage ? { storage: options.storage } : {}),
      ...(options.storageKey ? { storageKey: options.storageKey } : {}),
    },
    ...(options.fetch ? { global: { fetch: options.fetch } } : {}),
  });

  const { currentSession, requireSession, invokeAsCaller } = callerSession(client);

  // Built now: what every page's first view may call (the session, the caller's roles and profile, orders). The rest
  // load on their first call (on-demand.ts), off the way to the first content.
  return {
    kind: options.kind ?? 'supabase',
    auth: { ...authPort(client, currentSession), mfa: mfaPort(client, currentSession) },
    ...rolesPort(client),
    profiles: profilesPort(client, currentSession, invokeAsCaller),
    audit: onDemand({ listRecent: true, page: true, recordExport: true, staffPage: true }, () =>
      import('./audit').then((m) => m.auditPort(client)),
    ),
    admin: onDemand({ createUser: true, dashboard: true, resetMfa: true, approveMfa: true }, () =>
      import('./admin').then((m) => m.adminPort(client, invokeAsCaller)),
    ),
    inbound: onDemand({ submit: true, list: true }, () =>
      import('./inbound-requests').then((m) => m.inboundRequestsPort(client)),
    ),
    orders: {
      ...ordersPort(client, requireSession),
      ...onDemand({ assign: true, assignments: true, staffMembers: true }, () =>
        import('./order-assignments').then((m) => m.orderAssignmentsPort(client)),
      ),
    },
    credits: {
      ...onDemand({ balance: true, ledger: true, grant: true, adjust: true }, () =>
        import('./credits').then((m) => m.creditsPort(client)),
      ),
      ...onDemand({ startCheckout: true, checkout: true }, () =>
        import('./credit-checkout').then((m) => m.creditCheckoutPort(client, invokeAsCaller)),
      ),
    },
    reports: {
      ...onDemand({ listReviews: true, readerStats: true }, () =>
        import('./report-reviews').then((m) => m.reportReviewsPort(client)),
      ),
      ...onDemand(
        {
          listForOrder: true,
          publish: true,
          listOverrides: true,
          listSignoffs: true,
          losEmail: true,
          sendToLos: true,
          confirmLosAddress: true,
        },
        () => import('./reports').then((m) => m.reportsPort(client, currentSession, requireSession)),
      ),
      ...onDemand({ losHandoffs: true }, () => import('./los-handoffs').then((m) => m.losHandoffsPort(client))),
      ...onDemand({ escalate: true, escalation: true }, () =>
        import('./escalations').then((m) => m.escalationsPort(client)),
      ),
    },
    documentReadings: onDemand({ listTexts: true, saveText: true, latest: true, save: true, readWithAi: true }, () =>
      import('./document-readings').then((m) => m.documentReadingsPort(client, invokeAsCaller)),
    ),
    sosLookups: onDemand({ latest: true, check: true }, () =>
      import('./sos-lookups').then((m) => m.sosLookupsPort(client, invokeAsCaller)),
    ),
    reportDrafts: onDemand({ get: true, save: true, discard: true }, () =>
      import('./report-drafts').then((m) => m.reportDraftsPort(client)),
    ),
    reportApprovals: onDemand({ get: true, ask: true, question: true, answer: true, decide: true }, () =>
      import('./report-approvals').then((m) => m.reportApprovalsPort(client)),
    ),
    fieldHistory: onDemand({ list: true }, () =>
      import('./report-field-events').then((m) => m.reportFieldEventsPort(client)),
    ),
  };
}
