// Serves a build from any folder with the same rules as scripts/serve.mjs (scripts/static-host.mjs), so
// the benchmark can serve its temporary builds without touching build/.
import { createServer } from 'node:http';
import { staticHost } from '../static-host.mjs';

/**
 * @param {string} buildDir the build folder (client/ and client-only-paths.json)
 * @param {Record<string, string | undefined>} env the build's environment (the CSP names its hosts)
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export function serveClient(buildDir, env) {
  const server = createServer(staticHost(buildDir, env));
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
