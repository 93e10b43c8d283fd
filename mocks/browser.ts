import { setupWorker } from 'msw/browser';
import { env } from '@/config/env';
import { HYDRATE_AT_ONCE_KEY } from '@/config/hydration';
import { createDb, createIndexedDbFileStore, createIndexedDbTableStore } from './db';
import { createHandlers, DEFAULT_MOCK_CONFIG, type HandlerContext } from './handlers';

/** Name of the in-browser backend's IndexedDB database, and prefix of its localStorage keys (the commit marker). */
const MOCK_DB_STORAGE_KEY = 'entitylens-mock-db';

/** Same-origin path the in-browser backend answers under. */
export const MOCK_API_PATH = '/mock-api';

let started: Promise<void> | null = null;

/**
 * MSW asks the browser whether the worker script changed (registration.update()) and leaves that promise
 * unhandled. Chromium rejects it ("Failed to update a ServiceWorker … Not found") when the check overlaps the
 * page's own requests through the worker right after a reload; the registered worker goes on answering, and the
 * next page load checks again, so only that failed check is let go, not any other error.
 */
function ignoreFailedWorkerUpdateChecks() {
  window.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    if (reason instanceof TypeError && /^Failed to update a ServiceWorker .*mock-api-worker\.js/.test(reason.message))
      event.preventDefault();
  });
}

/**
 * Starts the in-browser backend: tables persisted in IndexedDB and shared across tabs, document bytes
 * in IndexedDB too, the seed applied on the very first visit (and by the demo reset), every request to
 * `/mock-api` answered through the service worker at /mock-api-worker.js (MSW's worker with a static route:
 * other requests never reach it).
 */
export function startMockWorker(options: { delayMs: number }): Promise<void> {
  started ??= (async () => {
    const db = createDb({
      persistence: {
        tables: createIndexedDbTableStore(MOCK_DB_STORAGE_KEY),
        storage: window.localStorage,
        key: MOCK_DB_STORAGE_KEY,
      },
    });
    const files = createIndexedDbFileStore();
    // The partner firm the build names (VITE_PARTNER_FIRM_*) is the one its demo mails legal reviews to.
    const partnerFirm = { name: env.VITE_PARTNER_FIRM_NAME, email: env.VITE_PARTNER_FIRM_EMAIL };
    const config = { ...DEFAULT_MOCK_CONFIG, delayMs: options.delayMs, partnerFirm };
    const reseed = async () => {
      // The seed (its documents and the PDF library that draws them) loads only when it is written: on the first
      // visit and at a demo reset, never on the way to a page's first content.
      const { applySeed } = await import('./seed');
      await files.clear();
      await applySeed(db, { now: new Date(), iterations: config.passwordIterations, files });
    };
    const ctx: HandlerContext = { db, files, config, now: () => Date.now(), reseed };
    const handlers = createHandlers(ctx, MOCK_API_PATH);
    // The stored tables are read while the worker starts. This tab sends its first request only once both are
    // done (composeBackend).
    const tablesRead = (async () => {
      await db.refresh();
      if (!db.hasData()) await reseed();
    })();
    const workerStarted = (async () => {
      // MSW reloads a page its worker does not control while the worker is registered (the page loaded as the
      // previous one's worker let go). The reloaded public page then hydrates at once: its visitor already acted.
      if (!navigator.serviceWorker.controller && (await navigator.serviceWorker.getRegistrations()).length > 0)
        sessionStorage.setItem(HYDRATE_AT_ONCE_KEY, 'true');
      ignoreFailedWorkerUpdateChecks();
      const worker = setupWorker(...handlers);
      await worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: '/mock-api-worker.js' } });
    })();
    await Promise.all([tablesRead, workerStarted]);
  })();
  return started;
}
