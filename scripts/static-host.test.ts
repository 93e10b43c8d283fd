import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './security-headers.mjs';
import { staticHost } from './static-host.mjs';

// A minimal build: a prerendered page, the SPA fallback, the 404 page and one hashed asset.
const build = mkdtempSync(join(tmpdir(), 'static-host-'));
const client = join(build, 'client');
let server: Server;
let base = '';

beforeAll(async () => {
  mkdirSync(join(client, 'assets', 'nested'), { recursive: true });
  writeFileSync(join(client, 'index.html'), '<p>home</p><script>home()</script>');
  writeFileSync(join(client, '__spa-fallback.html'), '<p>spa fallback</p><script>fallback()</script>');
  writeFileSync(join(client, '404.html'), '<p>not found</p>');
  writeFileSync(join(client, 'assets', 'app-Ab12.js'), 'console.log(1)');
  writeFileSync(join(client, 'assets', 'nested', 'chunk-Cd34.js'), 'console.log(2)');
  writeFileSync(join(build, 'client-only-paths.json'), JSON.stringify(['/portal']));
  server = createServer(staticHost(build, {}));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(build, { recursive: true, force: true });
});

describe('the preview host', () => {
  it('serves a hashed asset with the one-year immutable cache', async () => {
    for (const path of ['/assets/app-Ab12.js', '/assets/nested/chunk-Cd34.js']) {
      const response = await fetch(base + path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe('public, max-age=31536000, immutable');
    }
  });

  it('answers a folder or any other non-file under /assets with a plain 404, never cached for a year', async () => {
    for (const path of ['/assets', '/assets/', '/assets/nested/', '/assets/missing.js', '/assets/app-Ab12.js/']) {
      const response = await fetch(base + path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
      expect(await response.text(), path).toContain('not found');
    }
  });

  it('still serves pages, the SPA fallback for client-only routes and 404 for the rest', async () => {
    expect(await (await fetch(`${base}/`)).text()).toContain('home');
    expect(await (await fetch(`${base}/portal`)).text()).toContain('spa fallback');
    expect((await fetch(`${base}/nope`)).status).toBe(404);
  });

  it("sends a script-src with the hashes of the build's inline scripts and no unsafe-inline", async () => {
    const csp = (await fetch(`${base}/`)).headers.get('content-security-policy') ?? '';
    const scriptSrc = csp.split('; ').find((directive) => directive.startsWith('script-src ')) ?? '';
    expect(scriptSrc).not.toContain('unsafe-inline');
    for (const hash of [
      ...inlineScriptHashes('<script>home()</script>'),
      ...inlineScriptHashes('<script>fallback()</script>'),
    ])
      expect(scriptSrc).toContain(hash);
  });
});
