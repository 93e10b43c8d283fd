#!/usr/bin/env node
// `npm run test:e2e:emulator`: the journeys on the Supabase build of the app against the loopback emulator.
// Builds that variant into build-emulator/ (the default build in build/ is left alone), then runs
// playwright.emulator.config.ts, which starts the emulator and serves the build. Extra arguments go to
// Playwright.
import { execFileSync, spawnSync } from 'node:child_process';
import { emulatorAnonKey } from './emulator.mjs';

const backendPort = process.env.E2E_EMULATOR_PORT ?? '54331';
const anonKey = emulatorAnonKey();

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
