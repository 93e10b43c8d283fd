import { expect, test } from '@playwright/test';
import { inlineScriptHashes } from '../scripts/security-headers.mjs';
import { untilInteractive } from './fixtures';

const scriptSrc = (csp: string) => csp.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';

// Read off the running server: every response carries the security headers, HTML and assets alike.
test.describe('security headers', () => {
  for (const [path, status] of [
    ['/', 200],
    ['/portal', 200],
    ['/no/such/page', 404],
    ['/favicon.svg', 200],
  ] as const) {
    test(`${path} is served with the security headers`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(status);
      const headers = response.headers();
      const csp = headers['content-security-policy'] ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      // No JavaScript eval; WebAssembly may compile ('wasm-unsafe-eval': the OCR engine).
      expect(csp).not.toContain("'unsafe-eval'");
      expect(csp).toContain("'wasm-unsafe-eval'");
      expect(csp).toMatch(/connect-src 'self'(;|$)/);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toContain('camera=()');
    });
  }

  // A prerendered page, the SPA fallback and the 404 page: every inline script runs by its hash, none
  // other could (no 'unsafe-inline'), and the page hydrates without a single CSP violation.
  for (const path of ['/', '/auth', '/no/such/page']) {
    test(`${path} runs its inline scripts by hash only and hydrates with no CSP violation`, async ({ page }) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`);
        });
      });
      const response = await page.goto(path);
      const policy = scriptSrc(response?.headers()['content-security-policy'] ?? '');
      expect(policy).not.toContain('unsafe-inline');
      const hashes = inlineScriptHashes(await response!.text());
      expect(hashes.length).toBeGreaterThan(0);
      for (const hash of hashes) expect(policy).toContain(hash);
      await untilInteractive(page);
      expect(violations).toEqual([]);
    });
  }

  test('prerendered pages and the SPA fallback are served by the host rewrites', async ({ request }) => {
    // A public page is its own prerendered HTML; a client-only route gets the SPA fallback.
    const features = await (await request.get('/features')).text();
    expect(features).toContain('"isSpaMode":false');
    expect(features).toMatch(/<h1[^>]*>/);
    const portal = await request.get('/portal');
    expect(portal.status()).toBe(200);
    expect(await portal.text()).toContain('"isSpaMode":true');
  });

  test('unknown paths get the 404 page with status 404; client-only routes get the SPA fallback', async ({
    request,
  }) => {
    for (const path of ['/no/such/page', '/assets/', '/404', '/portal/extra', '/admin/nope']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(response.headers()['cache-control'], path).toBe('no-cache');
      expect(await response.text(), path).toContain('Oops! Page not found');
    }
    for (const path of [
      '/auth',
      '/portal/',
      '/request',
      '/admin',
      '/admin/dashboard',
      '/admin-dashboard',
      '/secure-roles',
      '/demo/inbox',
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(await response.text(), path).toContain('"isSpaMode":true');
    }
  });
});
