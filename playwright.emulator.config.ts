import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * The journeys once more, unchanged, on the Supabase build of the app (VITE_BACKEND=supabase) whose backend
 * is the loopback emulator (npm run backend): the production client against a server over real HTTP.
 * scripts/e2e-emulator.mjs builds that variant into build-emulator/ and runs this config. Desktop only;
 * what needs the in-browser build's demo tools (persona buttons, the demo inbox page) is covered there.
 */
const PORT = Number(process.env.E2E_PORT ?? 4317) + 2;
const BACKEND_PORT = Number(process.env.E2E_EMULATOR_PORT ?? 54331);
const backendUrl = `http://127.0.0.1:${BACKEND_PORT}`;
process.env.E2E_EMULATOR_URL = backendUrl;

export default defineConfig({
  ...base,
  testMatch: [
    'auth.spec.ts',
    'portal.spec.ts',
    'admin.spec.ts',
    'orders.spec.ts',
    'reports.spec.ts',
    'read-documents.spec.ts',
    'keyboard.spec.ts',
    'shell.spec.ts',
    'staff-scale.spec.ts',
  ],
  use: { ...base.use, baseURL: `http://127.0.0.1:${PORT}` },
  projects: base.projects?.filter((project) => project.name === 'desktop'),
  webServer: [
    {
      command: 'node scripts/backend.mjs',
      env: { PORT: String(BACKEND_PORT) },
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
