#!/usr/bin/env node
// Serves the production build like a real static host (the rules are in scripts/static-host.mjs).
// `vite preview` cannot do this: it serves /index.html for /portal and hydration then fails.
import { createServer } from 'node:http';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { staticHost } from './static-host.mjs';

// SERVE_DIR serves another build variant (the e2e run on the Supabase build uses build-emulator/).
const dir = process.env.SERVE_DIR ?? 'build';
const build = fileURLToPath(new URL(`../${dir}/`, import.meta.url));
if (!existsSync(`${build}client`)) {
  console.error(`No build found at ${dir}/client. Run \`npm run build\` first.`);
  process.exit(1);
}

const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';
createServer(staticHost(build, process.env)).listen(port, host, () => {
  console.log(`Serving ${dir}/client at http://${host}:${port}`);
});
