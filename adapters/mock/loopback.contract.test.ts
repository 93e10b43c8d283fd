import { afterAll, beforeAll, vi } from 'vitest';
import { backendContract } from '../contract/backend.contract';
import { startLoopbackEmulator, type LoopbackEmulator } from '../../mocks/loopback';
import { PERSONAS, signInAsPersona } from '../../mocks/seed/personas';
import { emulatorHarness } from './emulator-harness';

// The same suite over real HTTP: the emulator's handlers on a loopback port (`npm run backend`), as the
// production build and the Edge Functions use them. The server runs in this process, so faking Date moves
// its clock and supabase-js's together.
vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-02T09:00:00.000Z') });
const lifetimes = { accessTokenTtlSec: 600, recoveryTokenTtlSec: 900, refreshReuseIntervalSec: 10 };
let loopback: LoopbackEmulator;
beforeAll(async () => {
  loopback = await startLoopbackEmulator({ ...lifetimes, port: 0, passwordIterations: 1_000 });
});
afterAll(async () => {
  await loopback.close();
  vi.useRealTimers();
});

backendContract(
  'the production adapter against the loopback emulator (HTTP)',
  { clock: true, outbox: true, sessionCopy: true, noAiReaderKey: true, sosSandbox: true },
  emulatorHarness({
    baseUrl: () => loopback.url,
    reset: () => loopback.reset(),
    config: lifetimes,
    signIn: (auth, persona) => signInAsPersona(auth, PERSONAS[persona].email),
    serviceRoleKey: async () => loopback.serviceRoleKey,
  }),
);
