import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs';

const PORT = Number(process.env.E2E_PORT ?? 4317);
const baseURL = `http://127.0.0.1:${PORT}`;

/** The phone the mobile journeys and the a11y sweeps run on. */
const PHONE = { ...devices['Desktop Chrome'], viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: false };
const A11Y_SWEEPS = /a11y\.spec\.ts$/;

/** Journeys against the production-like build, served with the real host rewrites. */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // `npm test` asks for a JSON report too, to print the slowest files (scripts/test-timings.mjs).
  reporter: [
    ['list'],
    ...(process.env.TEST_TIMINGS_FILE ? [['json', { outputFile: process.env.TEST_TIMINGS_FILE }] as const] : []),
  ],
  // A budget, not a wait: the longest journey (create, find, edit, suspend, promote, reload) takes 35-45 s
  // on a quiet machine and ran past 60 s with three CI runs sharing two cores. Steps still wait for state.
  timeout: 120_000,
  // A cold load (hydration, the worker, the session check) took over 10 s under the same load before the
  // guard's redirect: /portal was still the URL after 10 s in one such run.
  expect: { timeout: 20_000 },
  use: {
    baseURL,
    // A step waiting for something that never comes fails here, naming it, instead of using up the test's whole
    // budget (a wait for the sign-in form once took all 6 minutes of the longest journey's).
    actionTimeout: 45_000,
    navigationTimeout: 45_000,
    // Recorded only when a failed journey runs again (CI retries once): recording every journey's trace to keep the
    // failed ones' made them about 30% slower (six a11y tests: 129 s with it, 89 s without, on an idle machine).
    trace: 'on-first-retry',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: A11Y_SWEEPS,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } },
    },
    {
      // Only what depends on the width runs again at 390 px (e2e/fixtures.ts WIDTH); the stories carry layouts.
      name: 'mobile',
      grep: /@width/,
      testIgnore: A11Y_SWEEPS,
      use: PHONE,
    },
    {
      // axe on every route and open dialog of the production build, once, at the width where overflow and the mobile
      // menu can fail; at 1280 px every story runs axe (the a11y addon). Both widths took a third of this suite.
      name: 'a11y',
      testMatch: A11Y_SWEEPS,
      use: PHONE,
    },
  ],
  webServer: {
    command: `node scripts/serve.mjs`,
    env: { PORT: String(PORT) },
    url: baseURL,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
