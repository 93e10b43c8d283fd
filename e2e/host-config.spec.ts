import { expect, test } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * The nginx block the build writes (build/client/nginx.conf.example), run by a real nginx: the same
 * answers as the preview server. Netlify / Cloudflare Pages read _redirects, checked for its lines here.
 */
const NGINX = '/usr/sbin/nginx';
// Beside the preview server of playwright.config.ts, so two checkouts can run side by side.
const PORT = Number(process.env.E2E_PORT ?? 4317) + 1;
const client = resolve('build/client');
let dir = '';

const nginx = (...args: string[]) => spawnSync(NGINX, ['-c', join(dir, 'nginx.conf'), ...args], { encoding: 'utf8' });

test.describe('host configuration', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 1280) < 768, 'the host answers the same at any width: desktop only');

  test.beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'nginx-'));
    writeFileSync(
      join(dir, 'nginx.conf'),
      `worker_processes 1;
error_log ${dir}/error.log;
pid ${dir}/nginx.pid;
events {}
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${dir}; proxy_temp_path ${dir}; fastcgi_temp_path ${dir}; uwsgi_temp_path ${dir}; scgi_temp_path ${dir};
  server {
    listen 127.0.0.1:${PORT};
    root ${client};
    include ${client}/nginx.conf.example;
  }
}
`,
    );
    const started = nginx();
    expect(started.status, started.stderr).toBe(0);
  });

  test.afterAll(() => {
    nginx('-s', 'stop');
    rmSync(dir, { recursive: true, force: true });
  });

  test('nginx serves prerendered pages, the SPA fallback for client-only routes and a real 404 otherwise', async ({
    request,
  }) => {
    const base = `http://127.0.0.1:${PORT}`;
    const expectations: Array<[string, number, string]> = [
      ['/', 200, '"isSpaMode":false'],
      ['/features/', 200, '"isSpaMode":false'],
      ['/portal', 200, '"isSpaMode":true'],
      ['/admin/dashboard', 200, '"isSpaMode":true'],
      // A route with a parameter: one segment fills it, more do not.
      ['/portal/orders/0b17b66e-942b-47d0-a6d3-c78f4348ea29', 200, '"isSpaMode":true'],
      ['/portal/orders/0b17b66e/extra', 404, 'Oops! Page not found'],
      ['/no/such/page', 404, 'Oops! Page not found'],
      ['/assets/', 404, 'Oops! Page not found'],
    ];
    for (const [path, status, marker] of expectations) {
      const response = await request.get(base + path);
      expect(response.status(), path).toBe(status);
      expect(await response.text(), path).toContain(marker);
      const csp = response.headers()['content-security-policy'] ?? '';
      expect(csp, path).toContain("default-src 'self'");
      // Inline scripts run by their hashes only, as in the preview server (security-headers.spec.ts).
      expect(csp, path).toMatch(/script-src 'self' 'sha256-[^;]+;/);
      expect(csp, path).not.toMatch(/script-src[^;]*unsafe-inline/);
    }
  });
});
