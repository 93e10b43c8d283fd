import { createDb, createMemoryFileStore } from './db';
import type { HandlerContext, MockConfig } from './handlers';
import { applySeed } from './seed';

/**
 * The backend's state in memory only (tests over msw/node, Storybook, the loopback emulator): nothing
 * persists, and reseed() restores the demo seed, dated from `seedNow` (default: the clock's now).
 */
export function createMemoryContext(
  config: MockConfig,
  { now = () => Date.now(), seedNow }: { now?: () => number; seedNow?: () => Date } = {},
): HandlerContext {
  const db = createDb();
  const files = createMemoryFileStore();
  return {
    db,
    files,
    config,
    now,
    reseed: async () => {
      await files.clear();
      await applySeed(db, {
        now: seedNow ? seedNow() : new Date(now()),
        iterations: config.passwordIterations,
        files,
      });
    },
  };
}
