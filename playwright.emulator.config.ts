import { defineConfig } from '@playwright/test';
import { EMULATOR_ANON_KEY } from './mocks/api/emulator';
import base from './playwright.config';
import { newEmulatorSecret, serviceRoleKeyFor } from './scripts/emulator.mjs';

/**
 * The journeys once more, unchanged, on the Supabase build of the app (VITE_BACKEND=supabase) whose backend
 * is the loopback emulator (npm run backend): the production client against a server over real HTTP.
 * scripts/e2e-emulator.mjs builds that variant into build-emulator/ and runs this config. Desktop only;
 * what needs the in-browser build's demo tools (persona buttons, the demo inbox page) is covered there.
 *
 * The AI reader runs for real here: the Edge Function read-documents-ai under Deno, with the caller's token
 * checked against the emulator, asks the Anthropic Messages API stand-in (scripts/ai-reader-stand-in.ts) through
 * the official SDK; the emulator forwards the function's route to it (EDGE_FUNCTIONS_URL). So does the Secretary of
 * State lookup: check-secretary-of-state under Deno asks the Cobalt Intelligence API stand-in
 * (scripts/sos-provider-stand-in.ts, the sandbox's outcomes in Cobalt's wire format, a slow state polled) and
 * stores the answer through the emulator with the service-role key.
 */
const PORT = Number(process.env.E2E_PORT ?? 4317) + 2;
const BACKEND_PORT = Number(process.env.E2E_EMULATOR_PORT ?? 54331);
const backendUrl = `http://127.0.0.1:${BACKEND_PORT}`;
process.env.E2E_EMULATOR_URL = backendUrl;
const FUNCTIONS_PORT = BACKEND_PORT + 1;
const STAND_IN_PORT = BACKEND_PORT + 2;
const SOS_FUNCTION_PORT = BACKEND_PORT + 3;
const SOS_STAND_IN_PORT = BACKEND_PORT + 4;
const SOS_STAND_IN_KEY = 'stand-in-cobalt-key';
/**
 * The emulator signs with a secret of this run (EMULATOR_JWT_SECRET), set here once: Playwright's workers load this
 * file again with this process's environment, so they hold the same one. Its service-role key, as `npm run backend`
 * prints it: the Secretary of State function stores its answer with it (record_sos_lookup is the service role's
 * alone), and the fixtures reset the emulator and read its outbox with it (E2E_EMULATOR_SERVICE_ROLE_KEY).
 */
process.env.E2E_EMULATOR_JWT_SECRET ??= newEmulatorSecret();
const EMULATOR_JWT_SECRET = process.env.E2E_EMULATOR_JWT_SECRET;
const EMULATOR_SERVICE_ROLE_KEY = serviceRoleKeyFor(EMULATOR_JWT_SECRET);
process.env.E2E_EMULATOR_SERVICE_ROLE_KEY = EMULATOR_SERVICE_ROLE_KEY;
const DENO = 'node_modules/.bin/deno run --allow-net --allow-env --allow-read';

export default defineConfig({
  ...base,
  testMatch: [
    'auth.spec.ts',
    'portal.spec.ts',
    'admin.spec.ts',
    'orders.spec.ts',
    'reports.spec.ts',
    'read-documents.spec.ts',
    'report-review.spec.ts',
    'report-draft.spec.ts',
    'second-pair-of-eyes.spec.ts',
    'sos-lookup.spec.ts',
    'keyboard.spec.ts',
    'shell.spec.ts',
    'staff-scale.spec.ts',
  ],
  use: { ...base.use, baseURL: `http://127.0.0.1:${PORT}` },
  projects: base.projects?.filter((project) => project.name === 'desktop'),
  webServer: [
    {
      command: `${DENO} scripts/ai-reader-stand-in.ts`,
      env: { PORT: String(STAND_IN_PORT), NO_COLOR: '1' },
      port: STAND_IN_PORT,
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      command: `${DENO} supabase/functions/read-documents-ai/index.ts`,
      env: {
        DENO_SERVE_ADDRESS: `tcp:127.0.0.1:${FUNCTIONS_PORT}`,
        SUPABASE_URL: backendUrl,
        SUPABASE_ANON_KEY: EMULATOR_ANON_KEY,
        ANTHROPIC_API_KEY: 'stand-in-key',
        ANTHROPIC_MODEL: 'claude-stand-in-1',
        ANTHROPIC_BASE_URL: `http://127.0.0.1:${STAND_IN_PORT}`,
        ALLOWED_ORIGIN: `http://127.0.0.1:${PORT}`,
        NO_COLOR: '1',
      },
      // Listening is enough: it answers nothing but POST with the caller's token.
      port: FUNCTIONS_PORT,
      reuseExistingServer: false,
      // Deno fetches the function's npm packages on a fresh machine.
      timeout: 180_000,
    },
    {
      command: `${DENO} scripts/sos-provider-stand-in.ts`,
      env: { PORT: String(SOS_STAND_IN_PORT), API_KEY: SOS_STAND_IN_KEY, NO_COLOR: '1' },
      port: SOS_STAND_IN_PORT,
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      command: `${DENO} supabase/functions/check-secretary-of-state/index.ts`,
      env: {
        DENO_SERVE_ADDRESS: `tcp:127.0.0.1:${SOS_FUNCTION_PORT}`,
        SUPABASE_URL: backendUrl,
        SUPABASE_ANON_KEY: EMULATOR_ANON_KEY,
        SUPABASE_SERVICE_ROLE_KEY: EMULATOR_SERVICE_ROLE_KEY,
        COBALT_API_KEY: SOS_STAND_IN_KEY,
        COBALT_BASE_URL: `http://127.0.0.1:${SOS_STAND_IN_PORT}`,
        // The stand-in's slow state is ready at the first poll. Cobalt's own 5 s: the journey must see the state
        // pending, and with 1.5 s a loaded machine let it finish before the first look (a failed CI-like run).
        SOS_POLL_INTERVAL_MS: '5000',
        ALLOWED_ORIGIN: `http://127.0.0.1:${PORT}`,
        NO_COLOR: '1',
      },
      port: SOS_FUNCTION_PORT,
      reuseExistingServer: false,
      timeout: 180_000,
    },
    {
      command: 'node scripts/backend.mjs',
      env: {
        PORT: String(BACKEND_PORT),
        EMULATOR_JWT_SECRET,
        // One Deno process per function, each at its own port.
        EDGE_FUNCTIONS_URL: [
          `read-documents-ai=http://127.0.0.1:${FUNCTIONS_PORT}`,
          `check-secretary-of-state=http://127.0.0.1:${SOS_FUNCTION_PORT}`,
        ].join(','),
      },
      url: `${backendUrl}/demo/v1/outbox`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'node scripts/serve.mjs',
      // The build's own backend URL, so the Content-Security-Policy lets the page reach it.
      env: { PORT: String(PORT), SERVE_DIR: 'build-emulator', VITE_BACKEND: 'supabase', VITE_SUPABASE_URL: backendUrl },
      url: `http://127.0.0.1:${PORT}`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
