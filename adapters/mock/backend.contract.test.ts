import { afterAll, beforeAll, vi } from 'vitest';
import type { Session } from '@/backend';
import { backendContract } from '../contract/backend.contract';
import { memoryStorage } from '../supabase/memory-storage';
import { createMockServer } from '../../mocks/node';
import { DEMO_PASSWORD, PERSONAS } from '../../mocks/seed/personas';
import { createDemoClient, createMockAdapter, MOCK_AUTH_STORAGE_KEY } from './index';

// The production adapter (supabase-js) against the in-browser backend's handlers over msw/node. Only Date
// is faked: the server and supabase-js read the same clock, so token expiry is tested without waiting.
// Short lifetimes, as a test project would configure them.
vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-02T09:00:00.000Z') });
const mock = createMockServer({ accessTokenTtlSec: 600, recoveryTokenTtlSec: 900, refreshReuseIntervalSec: 10 });
const demo = createDemoClient(mock.baseUrl);

const client = (storage = memoryStorage()) =>
  createMockAdapter({ baseUrl: mock.baseUrl, storage, autoRefreshToken: false });

beforeAll(() => mock.listen());
afterAll(() => {
  mock.close();
  vi.useRealTimers();
});

backendContract(
  'the production adapter against the in-browser backend (msw/node)',
  { clock: true, outbox: true, sessionCopy: true },
  {
    anon: () => client(),
    async signedIn(persona) {
      const adapter = client();
      await adapter.auth.signIn({ email: PERSONAS[persona].email, password: DEMO_PASSWORD });
      return adapter;
    },
    reset: () => mock.reset(),
    accessTokenTtlSec: mock.config.accessTokenTtlSec,
    recoveryTokenTtlSec: mock.config.recoveryTokenTtlSec,
    refreshReuseIntervalSec: mock.config.refreshReuseIntervalSec,
    nowSec: () => Math.floor(Date.now() / 1000),
    advanceClock: (ms) => {
      vi.setSystemTime(Date.now() + ms);
    },
    async latestEmailTo(email) {
      return (await demo.listOutbox()).find((m) => m.to === email) ?? null;
    },
    async withSession(session: Session) {
      const storage = memoryStorage();
      const adapter = client(storage);
      // Let the client finish starting up with empty storage, then hand it the copied session, so the
      // first getSession() of the test is the one that meets the server's answer.
      await adapter.auth.getSession();
      storage.map.set(MOCK_AUTH_STORAGE_KEY, JSON.stringify(session));
      return adapter;
    },
  },
);
