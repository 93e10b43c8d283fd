#!/usr/bin/env node
// Serves the production build like a real static host: the file, then <path>/index.html (the
// prerendered pages), then /__spa-fallback.html (client-only routes), with the security headers.
// `vite preview` cannot do this: it serves /index.html for /portal and hydration then fails.
import { createServer } from 'node:http';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';
import { securityHeaders } from './security-headers.mjs';

const root = fileURLToPath(new URL('../build/client', import.meta.url));
if (!existsSync(root)) {
  console.error('No build found at build/client. Run `npm run build` first.');
  process.exit(1);
}

const headers = securityHeaders(process.env);
const immutable = sirv(root, {
  etag: true,
  // Serve the .br / .gz twins scripts/precompress.mjs writes, as real hosts compress.
  gzip: true,
  brotli: true,
  extensions: ['html'],
  single: '__spa-fallback.html',
  setHeaders(res, pathname) {
    // Hashed assets never change; HTML and the service worker must always be revalidated.
    res.setHeader(
      'Cache-Control',
      pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
  },
});

const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';
createServer((req, res) => {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  immutable(req, res, () => {
    res.statusCode = 404;
    res.end('Not found');
  });
}).listen(port, host, () => {
  console.log(`Serving build/client at http://${host}:${port}`);
});
