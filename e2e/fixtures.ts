import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every journey watches the console and the network: no console error (other than the 404 page's own log
 * and the browser's note of a 404 the journey caused on purpose) and, in the default offline build, no
 * request to any origin but the app's.
 */
export const test = base.extend<{ watched: { consoleErrors: string[]; foreignRequests: string[] } }>({
  watched: [
    async ({ page, baseURL }, use) => {
      const consoleErrors: string[] = [];
      const foreignRequests: string[] = [];
      const origin = new URL(baseURL!).origin;
      // The host answers an unknown path with the 404 page and status 404, which the browser logs too.
      const notFoundDocuments = new Set<string>();
      page.on('response', (response) => {
        if (response.status() === 404 && response.request().resourceType() === 'document')
          notFoundDocuments.add(response.url());
      });
      // A page being navigated away from is let go by the in-browser backend's worker (MSW's client closes
      // on beforeunload), so a request it still makes before the next page commits reaches the host, which
      // answers 404. Those requests are the leaving page's, not the app's failures.
      let leaving = false;
      const leftBehind = new Set<string>();
      page.on('request', (request) => {
        if (request.isNavigationRequest() && request.frame() === page.mainFrame()) leaving = true;
        else if (leaving && new URL(request.url()).pathname.startsWith('/mock-api/')) leftBehind.add(request.url());
      });
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) leaving = false;
      });
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        if (text.includes('404 Error: User attempted to access non-existent route')) return;
        const { url } = message.location();
        if (text.includes('status of 404') && (notFoundDocuments.has(url) || leftBehind.has(url))) return;
        // The resource a failed load names, so a journey can tell which request the browser refused.
        consoleErrors.push(url && !text.includes(url) ? `${text} (${url})` : text);
      });
      page.on('pageerror', (error) => consoleErrors.push(String(error)));
      page.on('request', (request) => {
        const url = request.url();
        if (url.startsWith('data:') || url.startsWith('blob:')) return;
        if (new URL(url).origin !== origin) foreignRequests.push(url);
      });
      await use({ consoleErrors, foreignRequests });
      expect(consoleErrors, 'console errors').toEqual([]);
      expect(foreignRequests, 'requests to other origins').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Opens a URL and waits until the app has hydrated (clicks on prerendered HTML before that do nothing). */
export async function open(page: Page, url: string) {
  await page.goto(url);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}

export const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

/** Every demo persona's password (the in-browser backend's seed). */
export const DEMO_PASSWORD = 'DemoPass-2026!';

/** Fills and submits the /auth sign-in form; the caller asserts where it lands. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await open(page, '/auth');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/**
 * Signs in as a persona and waits for the portal, where every sign-in lands, to have read the profile (the
 * welcome line names the person, not the email it shows until then). A journey that navigates on at once
 * would leave the portal's request in flight as the page unloads: the in-browser backend's worker lets go
 * of a closing page, so that request reaches the host, which answers 404.
 */
export async function signInToPortal(page: Page, email: string) {
  await signIn(page, email);
  await expect(page).toHaveURL(/\/portal$/);
  await expect(page.getByRole('heading', { name: /^Welcome, [^@]+$/ })).toBeVisible();
}

/** Removes the console errors a journey provokes on purpose and returns them; any other still fails it. */
export function dropConsoleErrors(consoleErrors: string[], expected: (line: string) => boolean): string[] {
  const dropped = consoleErrors.filter(expected);
  for (const line of dropped) consoleErrors.splice(consoleErrors.indexOf(line), 1);
  return dropped;
}

/** The browser logs each refused request as a console error: expect exactly `count` with this status. */
export function expectRefusals(consoleErrors: string[], status: number, count: number) {
  expect(dropConsoleErrors(consoleErrors, (line) => line.includes(`status of ${status}`))).toHaveLength(count);
}
