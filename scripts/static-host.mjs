// The static host's rules, shared by `npm run preview` (scripts/serve.mjs) and the benchmark's server:
// the file, then <path>/index.html (the prerendered pages), then /__spa-fallback.html for the
// client-only routes the build lists (client-only-paths.json), and the prerendered 404 page with status
// 404 for anything else; the security headers on every answer. scripts/write-host-config.mjs writes the
// same rules for Netlify, Cloudflare Pages and nginx.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sirv from 'sirv';
import { buildScriptHashes, securityHeaders } from './security-headers.mjs';

/** '/portal/' and '/portal' are the same route. */
function routePath(url) {
  const { pathname } = new URL(url, 'http://host');
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/**
 * A client-only route as a regular expression's source: each `:param` segment is one non-empty segment
 * ('/portal/orders/:id' -> '/portal/orders/[^/]+'); the rest is literal. Shared with write-host-config.mjs.
 * @param {string} path
 */
export function routePattern(path) {
  return path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
}

/**
 * @param {string} buildDir a build folder: client/ and client-only-paths.json
 * @param {Record<string, string | undefined>} env the build's environment (the CSP names its hosts)
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void}
 */
export function staticHost(buildDir, env) {
  const root = join(buildDir, 'client');
  // Hashed from the HTML this server serves, by the function write-host-config.mjs uses for the hosts:
  // the same policy, and right for builds that never ran it (build-emulator/, the benchmark's builds).
  const headers = securityHeaders(env, buildScriptHashes(root));
  // The hashed assets by exact path: anything else under /assets/ (the folder, a missing chunk, a file
  // name with a trailing slash) is a plain 404, never the SPA page and never cached for a year.
  const assetDir = join(root, 'assets');
  const assets = new Set(
    existsSync(assetDir)
      ? readdirSync(assetDir, { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isFile())
          .map((entry) => `/${join('assets', entry.parentPath.slice(assetDir.length), entry.name)}`)
      : [],
  );
  /** @type {string[]} */
  const clientOnlyPaths = JSON.parse(readFileSync(join(buildDir, 'client-only-paths.json'), 'utf8'));
  const clientOnly = new RegExp(`^(?:${clientOnlyPaths.map(routePattern).join('|')})$`);
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

  const page404 = (suffix) => {
    const file = join(root, `404.html${suffix}`);
    return existsSync(file) ? readFileSync(file) : null;
  };
  const notFound = { br: page404('.br'), gzip: page404('.gz'), identity: page404('') };
  /** The prerendered 404 page, compressed when the client accepts it, with status 404 (never a soft 404). */
  function sendNotFound(req, res) {
    const accepted = req.headers['accept-encoding'] ?? '';
    const encoding =
      notFound.br && /\bbr\b/.test(accepted) ? 'br' : notFound.gzip && /\bgzip\b/.test(accepted) ? 'gzip' : 'identity';
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Vary', 'Accept-Encoding');
    if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
    res.end(req.method === 'HEAD' ? undefined : notFound[encoding]);
  }

  return (req, res) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    const path = routePath(req.url ?? '/');
    // /404 would otherwise resolve to 404.html with status 200.
    if (path === '/404' || path === '/404.html') return sendNotFound(req, res);
    const { pathname } = new URL(req.url ?? '/', 'http://host');
    if (/^\/assets(\/|$)/.test(pathname) && !assets.has(pathname)) return sendNotFound(req, res);
    files(req, res, () => {
      if (!clientOnly.test(path)) return sendNotFound(req, res);
      req.url = '/__spa-fallback.html';
      files(req, res, () => sendNotFound(req, res));
    });
  };
}
