#!/usr/bin/env node
// `npm run backend`: the local emulator. The in-browser backend's handlers served over HTTP on a loopback
// port (default 127.0.0.1:54321, PORT and HOST override; it says where it listens, and warns when HOST is not
// loopback), seeded with the demo personas, so any Supabase client can use it: the production build of the app (VITE_BACKEND=supabase VITE_SUPABASE_URL=<url>),
// curl, or the Edge Functions under Deno. Vite loads the TypeScript sources (mocks/loopback.ts).
// EDGE_FUNCTIONS_URL forwards the AI reader's and the Secretary of State lookup's functions to the real ones
// instead of answering with their twins (which have no provider key): either the base URL the functions answer
// under (`${EDGE_FUNCTIONS_URL}/read-documents-ai`), or `name=url` pairs separated by commas, one per function.
// It signs tokens with a random secret per start, so its service_role key (printed below) changes each time;
// EMULATOR_JWT_SECRET keeps one secret, and so one key, across starts. The anon key is the public one every build has.
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const vite = await createServer({
  root,
  configFile: false,
  logLevel: 'error',
  appType: 'custom',
  resolve: { alias: { '@': `${root}src` } },
  server: { middlewareMode: true, hmr: false, ws: false },
  optimizeDeps: { noDiscovery: true, include: [] },
});
const { exposureNotice, startLoopbackEmulator } = await vite.ssrLoadModule('/mocks/loopback.ts');
// Loopback only unless HOST says otherwise: the personas are public accounts, an admin among them.
const host = process.env.HOST || '127.0.0.1';
const edgeFunctionsUrl = process.env.EDGE_FUNCTIONS_URL || undefined;
const jwtSecret = process.env.EMULATOR_JWT_SECRET || undefined;
const emulator = await startLoopbackEmulator({
  host,
  port: Number(process.env.PORT ?? 54321),
  edgeFunctionsUrl,
  ...(jwtSecret ? { jwtSecret } : {}),
});
console.log(`Supabase emulator at ${emulator.url}
${exposureNotice(host)}
  anon key:         ${emulator.anonKey}
  service_role key: ${emulator.serviceRoleKey}   (${
    jwtSecret ? 'signed with EMULATOR_JWT_SECRET' : "this start's own: set EMULATOR_JWT_SECRET to keep one"
  })
  personas:         admin@, moderator@, customer@, suspended@demo.test, password DemoPass-2026!
  purge:            daily, as purge-order-documents is scheduled in production
  outbox:           GET ${emulator.url}/demo/v1/outbox${
    edgeFunctionsUrl ? `\n  read-documents-ai, check-secretary-of-state: forwarded to ${edgeFunctionsUrl}` : ''
  }`);

const stop = async () => {
  await emulator.close();
  await vite.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
