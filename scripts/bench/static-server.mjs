// Serves a client build from any folder with the same rules as scripts/serve.mjs (the file, then
// <path>/index.html, then /__spa-fallback.html; security headers; immutable assets), so the benchmark
// can serve its temporary builds without touching build/.
import { createServer } from 'node:http';
import sirv from 'sirv';
import { securityHeaders } from '../security-headers.mjs';

/**
 * @param {string} root the client folder
 * @param {Record<string, string | undefined>} env the build's environment (the CSP names its hosts)
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export function serveClient(root, env) {
  const headers = securityHeaders(env);
  const files = sirv(root, {
    etag: true,
    // Serve the .br / .gz twins scripts/precompress.mjs writes, as real hosts compress.
    gzip: true,
    brotli: true,
    extensions: ['html'],
    single: '__spa-fallback.html',
    setHeaders(res, pathname) {
      res.setHeader(
        'Cache-Control',
        pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  const server = createServer((req, res) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    files(req, res, () => {
      res.statusCode = 404;
      res.end('Not found');
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () =>
          new Promise((done) => {
            server.close(() => done());
            // Browsers keep connections alive; without this close() waits for them.
            server.closeAllConnections();
          }),
      });
    });
  });
}
