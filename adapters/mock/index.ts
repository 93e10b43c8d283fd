import { z } from 'zod';
import {
  assignRoleInputSchema,
  AUDIT_LOG_PAGE_SIZE,
  BackendError,
  inboundRequestSchema,
  orderRequestSchema,
  profileSchema,
  profileSummarySchema,
  roleAuditEntrySchema,
  userRoleSchema,
  type BackendAdapter,
  type Profile,
} from '@/backend';
import { outboxEmailSchema, type OutboxEmail } from './api/wire';
import { MockAuthClient, type ChannelLike, type StorageLike, type TimerApi } from './auth-client';
import { createHttp } from './http';
import { parseInput } from './validate';

export { MockAuthClient } from './auth-client';
export type { ChannelLike, StorageLike, TimerApi } from './auth-client';
export type { OutboxEmail } from './api/wire';

export const MOCK_AUTH_STORAGE_KEY = 'entitylens-mock-auth-token';

export interface MockAdapterOptions {
  /** Where the mock API answers: `${origin}/mock-api` in the browser. */
  baseUrl: string;
  /** Session storage; defaults to localStorage when there is one, else memory only. */
  storage?: StorageLike | null;
  storageKey?: string;
  fetch?: typeof fetch;
  /** Epoch-ms clock used for expiry decisions (tests share one with the mock server). */
  now?: () => number;
  timers?: TimerApi;
  /** Cross-tab channel factory; defaults to BroadcastChannel when the session is persisted. */
  createChannel?: ((name: string) => ChannelLike) | null;
  /** Runs the 30 s refresh ticker (default true). */
  autoRefresh?: boolean;
}

export interface MockAdapter extends BackendAdapter {
  readonly auth: MockAuthClient;
  /** Stops the refresh ticker and closes the cross-tab channel. */
  dispose(): void;
}

function defaultStorage(): StorageLike | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

const profilesSchema = z.array(profileSchema);
const isUuid = (value: string) => z.uuid().safeParse(value).success;

/** The port over the mock HTTP API. Every answer is parsed with the port's schemas. */
export function createMockAdapter(options: MockAdapterOptions): MockAdapter {
  const http = createHttp(options.baseUrl, options.fetch ?? ((input, init) => fetch(input, init)));
  const storage = options.storage === undefined ? defaultStorage() : options.storage;
  const auth = new MockAuthClient({
    http,
    storage,
    storageKey: options.storageKey ?? MOCK_AUTH_STORAGE_KEY,
    now: options.now ?? (() => Date.now()),
    timers: options.timers ?? {
      setInterval: (h, ms) => setInterval(h, ms),
      clearInterval: (id) => clearInterval(id as ReturnType<typeof setInterval>),
      setTimeout: (h, ms) => setTimeout(h, ms),
    },
    createChannel:
      options.createChannel === undefined
        ? typeof BroadcastChannel === 'undefined'
          ? null
          : (name) => new BroadcastChannel(name) as unknown as ChannelLike
        : options.createChannel,
    autoRefresh: options.autoRefresh ?? true,
  });

  const token = () => auth.accessToken();

  async function selectProfiles(query: Record<string, string>): Promise<Profile[]> {
    return http.json('profiles', profilesSchema, { query, token: await token() });
  }

  return {
    kind: 'mock',
    auth,
    dispose: () => auth.dispose(),

    async isAdmin() {
      return http.json('rpcIsAdmin', z.boolean(), { method: 'POST', json: {}, token: await token() });
    },

    async assignUserRole(input) {
      const { userId, role } = parseInput(assignRoleInputSchema, input);
      await http.send('rpcAssignUserRole', {
        method: 'POST',
        json: { _user_id: userId, _role: role },
        token: await token(),
      });
    },

    profiles: {
      async getOwn() {
        const session = await auth.getSession();
        if (!session) return null;
        const rows = await http.json('profiles', profilesSchema, {
          query: { id: `eq.${session.user.id}`, select: '*' },
          token: session.access_token,
        });
        return rows[0] ?? null;
      },
      async getById(id) {
        // A malformed id matches no row; PostgREST would answer 22P02 instead of "nothing".
        if (!isUuid(id)) return null;
        const rows = await selectProfiles({ id: `eq.${id}`, select: '*' });
        return rows[0] ?? null;
      },
      list: () => selectProfiles({ select: '*', order: 'created_at.desc' }),
      async listSummaries() {
        return http.json('profiles', z.array(profileSummarySchema), {
          query: { select: 'id,email,first_name,last_name,company' },
          token: await token(),
        });
      },
      async findByEmail(email) {
        // Emails are stored lower-cased (GoTrue): an exact match, so `%` or `_` in the input match nothing else.
        const wanted = email.trim().toLowerCase();
        if (wanted === '') return null;
        const rows = await selectProfiles({ email: `eq.${wanted}`, select: '*' });
        return rows[0] ?? null;
      },
      async listEmails(ids) {
        const unique = [...new Set(ids)].filter(isUuid);
        if (unique.length === 0) return [];
        return http.json('profiles', z.array(z.object({ id: z.uuid(), email: z.string().nullable() })), {
          query: { id: `in.(${unique.join(',')})`, select: 'id,email' },
          token: await token(),
        });
      },
      async update(id, patch) {
        parseInput(z.uuid({ message: 'Invalid user ID format' }), id);
        // PostgREST answers an empty update with no row; the port answers the profile as it is.
        if (Object.keys(patch).length === 0) {
          const current = (await selectProfiles({ id: `eq.${id}`, select: '*' }))[0];
          if (!current) throw new BackendError('not_found', 'User not found');
          return current;
        }
        const rows = await http.json('profiles', profilesSchema, {
          method: 'PATCH',
          query: { id: `eq.${id}` },
          json: patch,
          headers: { Prefer: 'return=representation' },
          token: await token(),
        });
        // RLS hides the row: zero rows changed, which the port reports as not found.
        const row = rows[0];
        if (!row) throw new BackendError('not_found', 'Profile not found');
        // As the Supabase adapter does: the admin-set-user-status function applies Active or Suspended to
        // the auth user (and refuses anyone but an admin).
        if (patch.status === 'Active' || patch.status === 'Suspended')
          await http.send('adminSetUserStatus', {
            method: 'POST',
            json: { user_id: id, status: patch.status },
            token: await auth.requireAccessToken(),
          });
        return row;
      },
    },

    roles: {
      async list() {
        return http.json('userRoles', z.array(userRoleSchema), { query: { select: '*' }, token: await token() });
      },
    },

    audit: {
      async listRecent(limit = AUDIT_LOG_PAGE_SIZE) {
        return http.json('roleAuditLog', z.array(roleAuditEntrySchema), {
          query: { select: '*', order: 'created_at.desc', limit: String(limit) },
          token: await token(),
        });
      },
    },

    admin: {
      async createUser(input) {
        // A function call with the admin's own token: no session is created, the admin's stays as it is.
        return http.json('adminCreateUser', profileSchema, {
          method: 'POST',
          json: input,
          token: await auth.requireAccessToken(),
        });
      },
    },

    inbound: {
      async submit(kind, input) {
        await http.send('inboundRequests', { method: 'POST', json: { kind, ...input }, token: await token() });
      },
      async list() {
        return http.json('inboundRequests', z.array(inboundRequestSchema), {
          query: { select: '*', order: 'created_at.desc' },
          token: await token(),
        });
      },
    },

    orders: {
      async submit(input) {
        const form = new FormData();
        form.set('name', input.name);
        form.set('email', input.email);
        form.set('company', input.company ?? '');
        form.set('entityLegalName', input.entityLegalName);
        form.set('formationState', input.formationState);
        form.set('reportType', input.reportType);
        for (const file of input.documents) form.append('documents', file, file.name);
        return http.json('submitOrder', orderRequestSchema, {
          method: 'POST',
          form,
          token: await auth.requireAccessToken(),
        });
      },
      async list() {
        return http.json('orderRequests', z.array(orderRequestSchema), {
          query: { select: '*', order: 'created_at.desc' },
          token: await token(),
        });
      },
    },
  };
}

export interface DemoClient {
  /** The emails the in-browser backend "sent", newest first (the demo inbox). */
  listOutbox(): Promise<OutboxEmail[]>;
  /** Restores the seed (the "Reset demo data" action). */
  reset(): Promise<void>;
}

/** Demo conveniences only the in-browser backend offers; not part of the port. */
export function createDemoClient(baseUrl: string, fetchImpl: typeof fetch = (i, init) => fetch(i, init)): DemoClient {
  const http = createHttp(baseUrl, fetchImpl);
  return {
    listOutbox: () => http.json('demoOutbox', z.array(outboxEmailSchema)),
    async reset() {
      await http.send('demoReset', { method: 'POST' });
    },
  };
}
