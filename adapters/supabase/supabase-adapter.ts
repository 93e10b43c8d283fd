import { createClient, type SupportedStorage, type WebSocketLikeConstructor } from '@supabase/supabase-js';
import type { BackendAdapter } from '@/backend';
import { adminPort } from './admin';
import { auditPort } from './audit';
import { authPort } from './auth';
import { callerSession } from './caller-session';
import { creditCheckoutPort } from './credit-checkout';
import { creditsPort } from './credits';
import { documentReadingsPort } from './document-readings';
import { inboundRequestsPort } from './inbound-requests';
import { mfaPort } from './mfa';
import { escalationsPort } from './escalations';
import { losHandoffsPort } from './los-handoffs';
import { orderAssignmentsPort } from './order-assignments';
import { ordersPort } from './orders';
import { profilesPort } from './profiles';
import { reportApprovalsPort } from './report-approvals';
import { reportFieldEventsPort } from './report-field-events';
import { reportDraftsPort } from './report-drafts';
import { reportReviewsPort } from './report-reviews';
import { reportsPort } from './reports';
import { rolesPort } from './roles';
import { sosLookupsPort } from './sos-lookups';

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
export { ADMIN_CREATE_USER_FUNCTION } from './admin';
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

  return {
    kind: options.kind ?? 'supabase',
    auth: { ...authPort(client, currentSession), mfa: mfaPort(client, currentSession) },
    ...rolesPort(client),
    profiles: profilesPort(client, currentSession, invokeAsCaller),
    audit: auditPort(client),
    admin: adminPort(client, invokeAsCaller),
    inbound: inboundRequestsPort(client),
    orders: { ...ordersPort(client, requireSession), ...orderAssignmentsPort(client) },
    credits: { ...creditsPort(client), ...creditCheckoutPort(client, invokeAsCaller) },
    reports: {
      ...reportReviewsPort(client),
      ...reportsPort(client, currentSession, requireSession),
      ...losHandoffsPort(client),
      ...escalationsPort(client),
    },
    documentReadings: documentReadingsPort(client, invokeAsCaller),
    sosLookups: sosLookupsPort(client, invokeAsCaller),
    reportDrafts: reportDraftsPort(client),
    reportApprovals: reportApprovalsPort(client),
    fieldHistory: reportFieldEventsPort(client),
  };
}
