#!/usr/bin/env node
// `npm run test:e2e:emulator`: the journeys on the Supabase build of the app against the loopback emulator.
// Builds that variant into build-emulator/ (the default build in build/ is left alone), then runs
// playwright.emulator.config.ts, which starts the emulator and serves the build. Extra arguments go to
// Playwright.
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const backendPort = process.env.E2E_EMULATOR_PORT ?? '54331';
// The emulator's public anon key, from the one place that defines it.
const routes = readFileSync(new URL('../adapters/mock/emulator.ts', import.meta.url), 'utf8');
const anonKey = /EMULATOR_ANON_KEY =\s*'([^']+)'/.exec(routes)?.[1];
if (!anonKey) throw new Error('EMULATOR_ANON_KEY not found in adapters/mock/emulator.ts');

execFileSync('npx', ['react-router', 'build'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    BUILD_DIR: 'build-emulator',
    VITE_BACKEND: 'supabase',
    VITE_SUPABASE_URL: `http://127.0.0.1:${backendPort}`,
    VITE_SUPABASE_ANON_KEY: anonKey,
  },
});
const run = spawnSync('npx', ['playwright', 'test', '-c', 'playwright.emulator.config.ts', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, E2E_EMULATOR_PORT: backendPort },
});
process.exit(run.status ?? 1);
