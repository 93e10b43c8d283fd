import { createClient, type SupabaseClient, type WebSocketLikeConstructor } from '@supabase/supabase-js';
import type { BackendAdapter, Session } from '@/backend';
import type { ContractCapabilities, ContractHarness } from '../contract/backend.contract';
import { headCount } from './head-count';
import { queuedMailsFor } from './queued-mails';
import { wireProbes } from './wire-probes';
import { serviceRpc } from './service-rpc';
import { ORDER_DOCUMENTS_BUCKET, createSupabaseAdapter } from './supabase-adapter';
import { memoryStorage } from './memory-storage';

/**
 * The contract harness for a real Supabase project (hosted, or `supabase start`) that was migrated and
 * seeded with supabase/seed.sql. The service-role key is used here, in Node, only to put the seed back
 * between tests; the adapters under test get the anon key like the browser does.
 */

export const CONTRACT_ENV = ['SUPABASE_URL', 'SUPABASE_ANON_KEY', 'SUPABASE_SERVICE_ROLE_KEY'] as const;

type PersonaKey = Parameters<ContractHarness['signedIn']>[0];

/** What the seed holds (supabase/seed.sql = mocks/seed): passed in by the test, which may read mocks/. */
export interface SeedAccounts {
  demoPassword: string;
  /** Signs a client in as the persona as a person would (the admin also passes their second factor). */
  signIn(auth: BackendAdapter['auth'], persona: PersonaKey): Promise<void>;
}

export interface RealProjectSettings {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  /** The project's JWT expiry (auth.jwt_expiry), default 3600. */
  accessTokenTtlSec: number;
}

/** The settings from the environment, or the names of the variables that are missing. */
export function readRealProjectSettings(env: NodeJS.ProcessEnv): RealProjectSettings | { missing: string[] } {
  const missing = CONTRACT_ENV.filter((name) => !env[name]);
  if (missing.length > 0) return { missing };
  return {
    url: env.SUPABASE_URL!,
    anonKey: env.SUPABASE_ANON_KEY!,
    serviceRoleKey: env.SUPABASE_SERVICE_ROLE_KEY!,
    accessTokenTtlSec: Number(env.SUPABASE_JWT_EXPIRY ?? 3600),
  };
}

/**
 * What a real project cannot do inside a test: its clock is the real one and its emails go to a real
 * mailbox. A copy of a session is just the stored JSON, so a second client can hold one. Its AI reader may
 * hold a provider key, so the case that needs it unconfigured is skipped (with one, it would call the model).
 * Its Secretary of State lookup asks Cobalt (a paid search) unless SOS_PROVIDER=sandbox is among its function
 * secrets, so the cases that need the sandbox's known outcomes are skipped there.
 */
export const REAL_PROJECT_CAPABILITIES: ContractCapabilities = {
  clock: false,
  outbox: false,
  sessionCopy: true,
  noAiReaderKey: false,
  sosSandbox: false,
};

/** Node 20 has no WebSocket; the service client never opens a realtime channel. */
class RealtimeNotUsed {
  constructor() {
    throw new Error('The contract harness does not use Supabase Realtime');
  }
}

interface Snapshot {
  users: Map<string, { updated_at: string | undefined; banned: boolean }>;
  profiles: Array<Record<string, unknown>>;
  roles: Array<Record<string, unknown>>;
  auditIds: Set<string>;
  staffAuditIds: Set<string>;
  inboundIds: Set<string>;
  orderIds: Set<string>;
  /** The seeded orders as they were (status, documents and dates change with the lifecycle). */
  orders: OrderRow[];
  historyIds: Set<string>;
  ledgerIds: Set<string>;
  reportIds: Set<string>;
  mailIds: Set<string>;
  losSettings: Array<Record<string, unknown>>;
  losAddresses: Array<Record<string, unknown>>;
}

type OrderRow = Record<string, unknown> & { id: string; documents: Array<{ storage_path: string }> };

async function rows<T>(query: PromiseLike<{ data: T[] | null; error: { message: string } | null }>): Promise<T[]> {
  const { data, error } = await query;
  if (error) throw new Error(`contract reset: ${error.message}`);
  return data ?? [];
}

async function done(query: PromiseLike<{ error: { message: string } | null }>): Promise<void> {
  const { error } = await query;
  if (error) throw new Error(`contract reset: ${error.message}`);
}

/**
 * Puts the project back to the state it had at the first reset (the seed): drops the users, rows and
 * files the tests added, restores profiles, roles, passwords and bans of the seeded users.
 */
export function createSeedRestorer(service: SupabaseClient, demoPassword: string): () => Promise<void> {
  let snapshot: Snapshot | null = null;

  async function listUsers() {
    const users: Array<{ id: string; updated_at?: string; banned_until?: string }> = [];
    for (let page = 1; ; page += 1) {
      const { data, error } = await service.auth.admin.listUsers({ page, perPage: 1000 });
      if (error) throw new Error(`contract reset: ${error.message}`);
      users.push(...(data.users as typeof users));
      if (data.users.length < 1000) return users;
    }
  }

  async function take(): Promise<Snapshot> {
    const users = await listUsers();
    return {
      users: new Map(
        users.map((u) => [
          u.id,
          { updated_at: u.updated_at, banned: Boolean(u.banned_until && Date.parse(u.banned_until) > Date.now()) },
        ]),
      ),
      profiles: await rows<Record<string, unknown>>(service.from('profiles').select('*')),
      roles: await rows<Record<string, unknown>>(service.from('user_roles').select('*')),
      auditIds: new Set((await rows<{ id: string }>(service.from('role_audit_log').select('id'))).map((r) => r.id)),
      staffAuditIds: new Set(
        (await rows<{ id: string }>(service.from('staff_audit_log').select('id'))).map((r) => r.id),
      ),
      inboundIds: new Set((await rows<{ id: string }>(service.from('inbound_requests').select('id'))).map((r) => r.id)),
      orderIds: new Set((await rows<{ id: string }>(service.from('order_requests').select('id'))).map((r) => r.id)),
      orders: await rows<OrderRow>(service.from('order_requests').select('*')),
      historyIds: new Set(
        (await rows<{ id: string }>(service.from('order_status_history').select('id'))).map((r) => r.id),
      ),
      ledgerIds: new Set((await rows<{ id: string }>(service.from('credit_ledger').select('id'))).map((r) => r.id)),
      reportIds: new Set((await rows<{ id: string }>(service.from('order_reports').select('id'))).map((r) => r.id)),
      mailIds: new Set((await rows<{ id: string }>(service.from('outbound_emails').select('id'))).map((r) => r.id)),
      losSettings: await rows<Record<string, unknown>>(service.from('account_los_settings').select('*')),
      losAddresses: await rows<Record<string, unknown>>(service.from('account_los_addresses').select('*')),
    };
  }

  return async function reset() {
    if (!snapshot) {
      snapshot = await take();
      return;
    }
    const seed = snapshot;

    // Mails the tests queued, and the report PDFs they carry (uploads under <uid>/reports/ that no order names).
    const mails = (
      await rows<{ id: string; attachments: unknown[] }>(service.from('outbound_emails').select('id, attachments'))
    ).filter((m) => !seed.mailIds.has(m.id));
    const reportFiles = mails
      .flatMap((m) => m.attachments)
      .filter((a): a is string => typeof a === 'string' && a.split('/')[1] === 'reports');
    if (reportFiles.length > 0) await service.storage.from(ORDER_DOCUMENTS_BUCKET).remove(reportFiles);
    if (mails.length > 0)
      await done(
        service
          .from('outbound_emails')
          .delete()
          .in(
            'id',
            mails.map((m) => m.id),
          ),
      );

    // Rows the tests added: orders (their history and reports go with them), then history, ledger and report
    // rows of seeded orders and users; the seeded orders get their status, documents and dates back.
    const orders = await rows<OrderRow>(service.from('order_requests').select('*'));
    const newOrders = orders.filter((o) => !seed.orderIds.has(o.id));
    const seededOrders = new Map(seed.orders.map((o) => [o.id, o]));
    const changedOrders = orders.filter(
      (o) => seededOrders.has(o.id) && JSON.stringify(o) !== JSON.stringify(seededOrders.get(o.id)),
    );
    const seededFiles = new Set(seed.orders.flatMap((o) => o.documents.map((d) => d.storage_path)));
    const files = [...newOrders, ...changedOrders]
      .flatMap((o) => o.documents.map((d) => d.storage_path))
      .filter((path) => !seededFiles.has(path));
    if (files.length > 0) await service.storage.from(ORDER_DOCUMENTS_BUCKET).remove(files);
    if (newOrders.length > 0)
      await done(
        service
          .from('order_requests')
          .delete()
          .in(
            'id',
            newOrders.map((o) => o.id),
          ),
      );
    for (const changed of changedOrders) {
      const { id, ...seeded } = seededOrders.get(changed.id)!;
      await done(service.from('order_requests').update(seeded).eq('id', id));
    }
    for (const [table, kept] of [
      ['order_status_history', seed.historyIds],
      ['credit_ledger', seed.ledgerIds],
      ['order_reports', seed.reportIds],
    ] as const) {
      const added = (await rows<{ id: string }>(service.from(table).select('id'))).filter((r) => !kept.has(r.id));
      if (added.length > 0)
        await done(
          service
            .from(table)
            .delete()
            .in(
              'id',
              added.map((r) => r.id),
            ),
        );
    }

    // Users the tests created (sign-up, admin creation); their profile, role and ledger rows go with them
    // (their orders and files went above).
    for (const user of await listUsers()) {
      if (!seed.users.has(user.id)) {
        const { error } = await service.auth.admin.deleteUser(user.id);
        if (error) throw new Error(`contract reset: ${error.message}`);
      }
    }

    const newInbound = (await rows<{ id: string }>(service.from('inbound_requests').select('id'))).filter(
      (r) => !seed.inboundIds.has(r.id),
    );
    if (newInbound.length > 0)
      await done(
        service
          .from('inbound_requests')
          .delete()
          .in(
            'id',
            newInbound.map((r) => r.id),
          ),
      );

    const newAudit = (await rows<{ id: string }>(service.from('role_audit_log').select('id'))).filter(
      (r) => !seed.auditIds.has(r.id),
    );
    if (newAudit.length > 0)
      await done(
        service
          .from('role_audit_log')
          .delete()
          .in(
            'id',
            newAudit.map((r) => r.id),
          ),
      );

    const newStaffAudit = (await rows<{ id: string }>(service.from('staff_audit_log').select('id'))).filter(
      (r) => !seed.staffAuditIds.has(r.id),
    );
    if (newStaffAudit.length > 0)
      await done(
        service
          .from('staff_audit_log')
          .delete()
          .in(
            'id',
            newStaffAudit.map((r) => r.id),
          ),
      );

    const seededRoleUsers = new Set(seed.roles.map((r) => r.user_id as string));
    const extraRoles = (await rows<{ user_id: string }>(service.from('user_roles').select('user_id'))).filter(
      (r) => !seededRoleUsers.has(r.user_id),
    );
    if (extraRoles.length > 0)
      await done(
        service
          .from('user_roles')
          .delete()
          .in(
            'user_id',
            extraRoles.map((r) => r.user_id),
          ),
      );
    if (seed.roles.length > 0) await done(service.from('user_roles').upsert(seed.roles, { onConflict: 'user_id' }));

    // The LOS addresses kept on accounts, as they were.
    const keptLos = new Set(seed.losSettings.map((r) => r.user_id as string));
    const addedLos = (await rows<{ user_id: string }>(service.from('account_los_settings').select('user_id'))).filter(
      (r) => !keptLos.has(r.user_id),
    );
    if (addedLos.length > 0)
      await done(
        service
          .from('account_los_settings')
          .delete()
          .in(
            'user_id',
            addedLos.map((r) => r.user_id),
          ),
      );
    if (seed.losSettings.length > 0)
      await done(service.from('account_los_settings').upsert(seed.losSettings, { onConflict: 'user_id' }));
    // The LOS addresses confirmed or waiting for a code, as they were (the tests' confirmations count).
    await done(service.from('account_los_addresses').delete().not('user_id', 'is', null));
    if (seed.losAddresses.length > 0) await done(service.from('account_los_addresses').insert(seed.losAddresses));
    if (seed.profiles.length > 0) await done(service.from('profiles').upsert(seed.profiles, { onConflict: 'id' }));

    // A changed auth user (new password, ban, sign-in stamp) gets the demo password and its seeded ban back.
    for (const user of await listUsers()) {
      const seeded = seed.users.get(user.id);
      if (!seeded) continue;
      const banned = Boolean(user.banned_until && Date.parse(user.banned_until) > Date.now());
      if (user.updated_at === seeded.updated_at && banned === seeded.banned) continue;
      const { data, error } = await service.auth.admin.updateUserById(user.id, {
        password: demoPassword,
        ban_duration: seeded.banned ? '876000h' : 'none',
      });
      if (error) throw new Error(`contract reset: ${error.message}`);
      seed.users.set(user.id, { updated_at: data.user.updated_at, banned: seeded.banned });
    }
  };
}

export function createRealProjectHarness(settings: RealProjectSettings, seed: SeedAccounts): ContractHarness {
  const storageKey = `sb-${new URL(settings.url).hostname.split('.')[0]}-auth-token`;
  const service = createClient(settings.url, settings.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: RealtimeNotUsed as unknown as WebSocketLikeConstructor },
  });

  function client(storage = memoryStorage()): BackendAdapter {
    return createSupabaseAdapter({ url: settings.url, anonKey: settings.anonKey, storage });
  }

  return {
    anon: () => client(),
    async signedIn(persona) {
      const adapter = client();
      await seed.signIn(adapter.auth, persona);
      return adapter;
    },
    reset: createSeedRestorer(service, seed.demoPassword),
    accessTokenTtlSec: settings.accessTokenTtlSec,
    // GoTrue defaults (supabase/config.toml): a recovery link lives an hour, a rotated token 10 s.
    recoveryTokenTtlSec: 3600,
    refreshReuseIntervalSec: 10,
    nowSec: () => Math.floor(Date.now() / 1000),
    async deleteUser(userId) {
      const { error } = await service.auth.admin.deleteUser(userId);
      if (error) throw new Error(`deleteUser: ${error.message}`);
    },
    headCount: (session, table, equals) =>
      headCount(settings.url, settings.anonKey, session?.access_token ?? null, table, equals),
    queuedMails: (orderId) => queuedMailsFor(settings.url, settings.serviceRoleKey, orderId),
    wire: async (caller) =>
      wireProbes(
        settings.url,
        settings.anonKey,
        caller === 'service' ? settings.serviceRoleKey : (caller?.access_token ?? null),
      ),
    serviceRpc: (fn, args) => serviceRpc(settings.url, settings.serviceRoleKey, fn, args),
    async withSession(session: Session) {
      const storage = memoryStorage();
      const adapter = client(storage);
      // Let the client finish its start-up with empty storage, then hand it the copied session, so the
      // first getSession() of the test is the one that meets the server's answer.
      await adapter.auth.getSession();
      storage.map.set(storageKey, JSON.stringify(session));
      return adapter;
    },
  };
}
