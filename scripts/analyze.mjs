#!/usr/bin/env node
// `npm run analyze -- <file.pdf> [more files]`: runs scripts/document-reader/analyze.ts (TypeScript) through Vite's
// module loader, with no app config (the reader needs no plugin). See that file and README.md for the output.
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

const root = fileURLToPath(new URL('../', import.meta.url));
const server = await createServer({
  root,
  configFile: false,
  logLevel: 'silent',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, watch: null },
  optimizeDeps: { noDiscovery: true, include: [] },
});
let code = 1;
try {
  const { analyze } = await server.ssrLoadModule('/scripts/document-reader/analyze.ts');
  code = await analyze(process.argv.slice(2), {
    out: (text) => process.stdout.write(`${text}\n`),
    err: (text) => process.stderr.write(`${text}\n`),
  });
} catch (error) {
  process.stderr.write(`[analyze] ${error?.stack ?? error}\n`);
} finally {
  await server.close();
}
process.exit(code);
