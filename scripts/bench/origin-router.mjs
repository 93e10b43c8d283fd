// A loopback reverse proxy that sends each request to a backend chosen by the request's Origin header. The
// Supabase build has its backend's URL built in, so to time it against two data sets at once (the seed, and 100,000
// extra customers) the benchmark serves the same build on two ports, runs one emulator per data set, and listens on
// the built-in URL with this router in front of them (scripts/bench/signed-in-pages.mjs).
import { createServer, request } from 'node:http';

/**
 * @param {number} port where the build expects its backend
 * @param {Map<string, string>} targets backend base URL by page origin (`http://127.0.0.1:1234`)
 * @returns {Promise<{ close: () => Promise<void> }>}
 */
export function routeByOrigin(port, targets) {
  const server = createServer((req, res) => {
    const target = targets.get(req.headers.origin ?? '');
    if (!target) {
      res.writeHead(421, { 'Content-Type': 'text/plain' }).end(`No backend for the origin ${req.headers.origin}`);
      return;
    }
    const url = new URL(req.url ?? '/', target);
    // The Host header is passed on as it came, so what the backend writes of its own URL is the router's.
    const forward = request(url, { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    forward.on('error', (error) => {
      if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'text/plain' });
      res.end(String(error));
    });
    req.pipe(forward);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({
        close: () =>
          new Promise((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      }),
    );
  });
}
