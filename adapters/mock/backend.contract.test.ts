import { afterAll, beforeAll, vi } from 'vitest';
import { backendContract } from '../contract/backend.contract';
import { createMockServer } from '../../mocks/node';
import { signApiKey } from '../../mocks/handlers/jwt';
import { PERSONAS, signInAsPersona } from '../../mocks/seed/personas';
import { emulatorHarness } from './emulator-harness';

// The production adapter (supabase-js) against the in-browser backend's handlers in process, over
// msw/node. Only Date is faked: the server and supabase-js read the same clock, so token expiry is tested
// without waiting. Short lifetimes, as a test project would set them.
vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-02T09:00:00.000Z') });
const mock = createMockServer({ accessTokenTtlSec: 600, recoveryTokenTtlSec: 900, refreshReuseIntervalSec: 10 });
beforeAll(() => mock.listen());
afterAll(() => {
  mock.close();
  vi.useRealTimers();
});

backendContract(
  'the production adapter against the in-browser backend (msw/node)',
  { clock: true, outbox: true, sessionCopy: true, noAiReaderKey: true, sosSandbox: true },
  emulatorHarness({
    baseUrl: () => mock.baseUrl,
    reset: () => mock.reset(),
    config: mock.config,
    signIn: (auth, persona) => signInAsPersona(auth, PERSONAS[persona].email),
    serviceRoleKey: () => signApiKey('service_role', mock.config.jwtSecret),
  }),
);
