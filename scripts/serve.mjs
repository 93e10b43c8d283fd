#!/usr/bin/env node
// Serves the production build like a real static host: the file, then <path>/index.html (the
// prerendered pages), then /__spa-fallback.html for the client-only routes the build lists, and the
// prerendered 404 page with status 404 for anything else, with the security headers on every answer.
// `vite preview` cannot do this: it serves /index.html for /portal and hydration then fails.
import { createServer } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';
import { securityHeaders } from './security-headers.mjs';

const build = fileURLToPath(new URL('../build/', import.meta.url));
const root = `${build}client`;
if (!existsSync(root)) {
  console.error('No build found at build/client. Run `npm run build` first.');
  process.exit(1);
}

const headers = securityHeaders(process.env);
const clientOnlyPaths = new Set(JSON.parse(readFileSync(`${build}client-only-paths.json`, 'utf8')));
const files = sirv(root, {
  etag: true,
  // Serve the .br / .gz twins scripts/precompress.mjs writes, as real hosts compress.
  gzip: true,
  brotli: true,
  extensions: ['html'],
  setHeaders(res, pathname) {
    // Hashed assets never change; HTML and the service worker must always be revalidated.
    res.setHeader(
      'Cache-Control',
      pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
  },
});

/** The prerendered 404 page, compressed when the client accepts it, with status 404 (never a soft 404). */
const twin = (suffix) => (existsSync(`${root}/404.html${suffix}`) ? readFileSync(`${root}/404.html${suffix}`) : null);
const notFoundPage = { br: twin('.br'), gzip: twin('.gz'), identity: twin('') };
function sendNotFound(req, res) {
  const accepted = req.headers['accept-encoding'] ?? '';
  const encoding =
    notFoundPage.br && /\bbr\b/.test(accepted)
      ? 'br'
      : notFoundPage.gzip && /\bgzip\b/.test(accepted)
        ? 'gzip'
        : 'identity';
  res.statusCode = 404;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'no-cache');
  res.setHeader('Vary', 'Accept-Encoding');
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
  res.end(req.method === 'HEAD' ? undefined : notFoundPage[encoding]);
}

/** '/portal/' and '/portal' are the same route. */
const routePath = (url) => {
  const { pathname } = new URL(url, 'http://host');
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
};

const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';
createServer((req, res) => {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  const path = routePath(req.url ?? '/');
  // /404 would otherwise resolve to 404.html with status 200.
  if (path === '/404' || path === '/404.html') return sendNotFound(req, res);
  files(req, res, () => {
    if (!clientOnlyPaths.has(path)) return sendNotFound(req, res);
    req.url = '/__spa-fallback.html';
    files(req, res, () => sendNotFound(req, res));
  });
}).listen(port, host, () => {
  console.log(`Serving build/client at http://${host}:${port}`);
});
