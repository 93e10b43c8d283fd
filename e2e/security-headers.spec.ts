import { expect, test } from '@playwright/test';

// Read off the running server: every response carries the security headers, HTML and assets alike.
test.describe('security headers', () => {
  for (const path of ['/', '/portal', '/no/such/page', '/favicon.svg']) {
    test(`${path} is served with the security headers`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const headers = response.headers();
      const csp = headers['content-security-policy'] ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toContain('unsafe-eval');
      expect(csp).toMatch(/connect-src 'self'(;|$)/);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toContain('camera=()');
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
});
