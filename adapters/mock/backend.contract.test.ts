import { afterAll, afterEach, beforeAll } from 'vitest';
import { backendContract } from '../contract/backend.contract';
import { createMockServer, createTestClock } from '../../mocks/node';
import { DEMO_PASSWORD, PERSONAS } from '../../mocks/seed/personas';
import { createDemoClient, createMockAdapter, MOCK_AUTH_STORAGE_KEY, type MockAdapter } from './index';
import { createMemoryStorage } from './memory-storage';

// The MockAdapter over msw/node, with one clock shared by the server and every client so token expiry
// can be tested without waiting; short lifetimes like a test project would configure.
const clock = createTestClock();
const mock = createMockServer({
  now: clock.now,
  accessTokenTtlSec: 600,
  recoveryTokenTtlSec: 900,
  refreshReuseIntervalSec: 10,
});
const demo = createDemoClient(mock.baseUrl);
const open: MockAdapter[] = [];

function client(storage = createMemoryStorage()): MockAdapter {
  const adapter = createMockAdapter({
    baseUrl: mock.baseUrl,
    storage,
    now: clock.now,
    autoRefresh: false,
    createChannel: null,
  });
  open.push(adapter);
  return adapter;
}

beforeAll(() => mock.listen());
afterEach(() => {
  for (const a of open.splice(0)) a.dispose();
});
afterAll(() => mock.close());

backendContract(
  'MockAdapter over msw/node',
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
    nowSec: () => Math.floor(clock.now() / 1000),
    advanceClock: (ms) => clock.advance(ms),
    async latestEmailTo(email) {
      return (await demo.listOutbox()).find((m) => m.to === email) ?? null;
    },
    async withSession(session) {
      return client(createMemoryStorage({ [MOCK_AUTH_STORAGE_KEY]: JSON.stringify(session) }));
    },
  },
);
