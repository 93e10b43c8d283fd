import { vi } from 'vitest';
import type { AuthPort, Session } from '@/backend';
import type { ContractHarness } from '../contract/backend.contract';
import { headCount } from '../supabase/head-count';
import { memoryStorage } from '../supabase/memory-storage';
import { queuedMailsFor } from '../supabase/queued-mails';
import { wireProbes } from '../supabase/wire-probes';
import { serviceRpc } from '../supabase/service-rpc';
import { EMULATOR_ANON_KEY } from '../../mocks/api/emulator';
import { createDemoClient, createMockAdapter, MOCK_AUTH_STORAGE_KEY } from './index';

/**
 * The contract harness for the production adapter (supabase-js) against the emulator's handlers, in
 * process (msw/node) or over a loopback port. Both share this process's clock: the caller fakes Date, so
 * `advanceClock` moves the server's and the client's time together.
 */
export function emulatorHarness(options: {
  /** Read at each use: a loopback server's port is known only once it listens. */
  baseUrl: () => string;
  reset: () => Promise<void>;
  config: { accessTokenTtlSec: number; recoveryTokenTtlSec: number; refreshReuseIntervalSec: number };
  /** Signs a client in as the persona as a person would (the admin also passes their second factor). */
  signIn: (auth: AuthPort, persona: Parameters<ContractHarness['signedIn']>[0]) => Promise<void>;
  /** The emulator's service-role key (signed with its secret: the in-browser one, or the loopback's own). */
  serviceRoleKey: () => Promise<string>;
}): ContractHarness {
  const client = (storage = memoryStorage()) =>
    createMockAdapter({ baseUrl: options.baseUrl(), storage, autoRefreshToken: false });
  return {
    anon: () => client(),
    async signedIn(persona) {
      const adapter = client();
      await options.signIn(adapter.auth, persona);
      return adapter;
    },
    reset: options.reset,
    ...options.config,
    nowSec: () => Math.floor(Date.now() / 1000),
    async deleteUser(userId) {
      // GoTrue's admin API as supabase-js's auth.admin.deleteUser() calls it.
      const key = await options.serviceRoleKey();
      const response = await fetch(`${options.baseUrl()}/auth/v1/admin/users/${userId}`, {
        method: 'DELETE',
        headers: { apikey: key, Authorization: `Bearer ${key}` },
      });
      if (!response.ok) throw new Error(`deleteUser: ${response.status} ${await response.text()}`);
    },
    advanceClock: (ms) => {
      vi.setSystemTime(Date.now() + ms);
    },
    async latestEmailTo(email) {
      // Every mail, as a mail server holds them: the outbox shows others only to their owners.
      const outbox = createDemoClient(options.baseUrl(), { bearer: options.serviceRoleKey });
      return (await outbox.listOutbox()).find((m) => m.to === email) ?? null;
    },
    headCount: (session, table, equals) =>
      headCount(options.baseUrl(), EMULATOR_ANON_KEY, session?.access_token ?? null, table, equals),
    queuedMails: async (orderId) => queuedMailsFor(options.baseUrl(), await options.serviceRoleKey(), orderId),
    wire: async (caller) =>
      wireProbes(
        options.baseUrl(),
        EMULATOR_ANON_KEY,
        caller === 'service' ? await options.serviceRoleKey() : (caller?.access_token ?? null),
      ),
    serviceRpc: async (fn, args) => serviceRpc(options.baseUrl(), await options.serviceRoleKey(), fn, args),
    async withSession(session: Session) {
      const storage = memoryStorage();
      const adapter = client(storage);
      // Let the client finish starting up with empty storage, then hand it the copied session, so the
      // first getSession() of the test is the one that meets the server's answer.
      await adapter.auth.getSession();
      storage.map.set(MOCK_AUTH_STORAGE_KEY, JSON.stringify(session));
      return adapter;
    },
  };
}
