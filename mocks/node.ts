import { setupServer } from 'msw/node';
import type { MockDb } from './db';
import { createHandlers, DEFAULT_MOCK_CONFIG, type MockConfig } from './handlers';
import { createMemoryContext } from './memory-context';

/** A clock tests can move: drives token expiry on the server and, shared with the adapter, on the client. */
export interface TestClock {
  now(): number;
  advance(ms: number): void;
  set(epochMs: number): void;
}

export function createTestClock(start: number | string | Date = '2026-03-02T09:00:00.000Z'): TestClock {
  let current = new Date(start).getTime();
  return {
    now: () => current,
    advance(ms) {
      current += ms;
    },
    set(epochMs) {
      current = epochMs;
    },
  };
}

export interface MockServerOptions extends Partial<MockConfig> {
  /** Where the API answers (default 'http://localhost/mock-api'). */
  baseUrl?: string;
  /** Epoch-ms clock (default Date.now). */
  now?: () => number;
  /** The 'now' the seed dates count back from (default: the clock's now at each reset). */
  seedNow?: () => Date;
}

export interface MockServer {
  server: ReturnType<typeof setupServer>;
  db: MockDb;
  baseUrl: string;
  config: MockConfig;
  /** Restores the seed: a fresh database per test file (or per test). */
  reset(): Promise<void>;
  /** The backend's clock (epoch ms): what its TOTP checks and token times use. */
  now(): number;
  listen(): void;
  close(): void;
}

/**
 * The mock API in Node over msw/node, for tests. Tables start empty: call reset() (typically in
 * beforeAll/beforeEach) to load the seed. PBKDF2 defaults to fewer iterations here to keep tests fast.
 */
export function createMockServer(options: MockServerOptions = {}): MockServer {
  const { baseUrl = 'http://localhost/mock-api', now = () => Date.now(), seedNow, ...overrides } = options;
  const config: MockConfig = { ...DEFAULT_MOCK_CONFIG, passwordIterations: 1_000, delayMs: 0, ...overrides };
  const ctx = createMemoryContext(config, { now, seedNow });
  const server = setupServer(...createHandlers(ctx, baseUrl));
  return {
    server,
    db: ctx.db,
    baseUrl,
    config,
    reset: ctx.reseed,
    now: ctx.now,
    listen: () => server.listen({ onUnhandledRequest: 'error' }),
    close: () => server.close(),
  };
}
