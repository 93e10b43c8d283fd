import { test as base, expect, type Page } from '@playwright/test';
import { adminTotpCode, PERSONAS } from '../mocks/seed/personas';

/**
 * Set by playwright.emulator.config.ts: the journeys then run on the Supabase build of the app, whose
 * backend is the loopback emulator at this URL (npm run backend), not the in-browser one.
 */
export const EMULATOR_URL = process.env.E2E_EMULATOR_URL ?? null;

/**
 * With EMULATOR_URL: the emulator's service-role key (of this run's secret, set by the same config). Its reset and
 * sample customers need it, and it reads every mail of the outbox (a mail client's part), not the personas' alone.
 */
export const EMULATOR_SERVICE_HEADERS = { Authorization: `Bearer ${process.env.E2E_EMULATOR_SERVICE_ROLE_KEY ?? ''}` };

/** Only the in-browser build has the demo tools: persona buttons, the demo inbox and badge, the reset. */
export const hasDemoTools = EMULATOR_URL === null;

/**
 * Every journey watches the console and the network: no console error (other than the 404 page's own log
 * and the browser's note of a 404 the journey caused on purpose) and, in the default offline build, no
 * request to any origin but the app's.
 */
export const test = base.extend<{ watched: { consoleErrors: string[]; foreignRequests: string[] } }>({
  watched: [
    async ({ page, baseURL, request }, use) => {
      const consoleErrors: string[] = [];
      const foreignRequests: string[] = [];
      const origin = new URL(baseURL!).origin;
      // The emulator's data outlives a browser context (the in-browser backend's does not): reseed it.
      if (EMULATOR_URL)
        expect((await request.post(`${EMULATOR_URL}/demo/v1/reset`, { headers: EMULATOR_SERVICE_HEADERS })).ok()).toBe(
          true,
        );
      const allowedOrigins = new Set([origin, ...(EMULATOR_URL ? [new URL(EMULATOR_URL).origin] : [])]);
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
        if (!allowedOrigins.has(new URL(url).origin)) foreignRequests.push(url);
      });
      await use({ consoleErrors, foreignRequests });
      expect(consoleErrors, 'console errors').toEqual([]);
      expect(foreignRequests, 'requests to other origins').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Opens a URL and waits until the app is interactive (see untilInteractive). */
export async function open(page: Page, url: string) {
  await page.goto(url);
  await untilInteractive(page);
}

/**
 * Waits until the app has hydrated and its backend is composed. A public page hydrates on the visitor's first
 * interaction, not on load (docs/decisions/0008): pressing Shift, which moves nothing, is that interaction
 * here. In the in-browser build MSW may reload a page its worker does not control while the backend starts
 * (the reloaded page hydrates at once), so a journey that went on at hydration could lose its page.
 * Journeys that act before hydration on purpose are in public.spec.ts.
 */
export async function untilInteractive(page: Page) {
  const deferred = await page.evaluate(
    () => document.documentElement.dataset.hydration === 'deferred' && !document.documentElement.dataset.hydrated,
  );
  if (deferred) await page.keyboard.press('Shift');
  await page.locator('html[data-hydrated="true"][data-backend="ready"]').waitFor({ state: 'attached' });
}

/** Waits until every finite animation and transition on the page has finished (what axe measures is then what shows). */
export async function untilAnimationsFinish(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document
            .getAnimations()
            .filter((a) => a.playState !== 'finished' && a.effect?.getComputedTiming().endTime !== Infinity).length,
      ),
    )
    .toBe(0);
}

export const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

/**
 * The tag of a test whose outcome depends on the width: the navigation and its mobile menu, dialogs, layouts
 * that stack, pages that must fit the window. Only these run at 390 px too (the `mobile` project greps for it);
 * every other journey runs once, at 1280 px, and the stories carry each screen's phone layout.
 */
export const WIDTH = { tag: '@width' };

/** Every demo persona's password (the in-browser backend's seed). */
export const DEMO_PASSWORD = 'DemoPass-2026!';

/**
 * Fills and submits the /auth sign-in form; the caller asserts where it lands. The admin persona has an
 * authenticator app: their sign-in goes on with its current code (admin rights need the second factor).
 */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await open(page, '/auth');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign In', exact: true }).click();
  if (email === PERSONAS.admin.email && password === DEMO_PASSWORD) await passSecondFactor(page);
}

/** The second step of the admin's sign-in: the code their authenticator app shows now. */
export async function passSecondFactor(page: Page) {
  const form = page.getByRole('form', { name: 'Two-factor authentication' });
  await form.getByLabel('Authentication code').fill(adminTotpCode());
  await form.getByRole('button', { name: 'Verify' }).click();
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

/**
 * The action link of the newest mail to `email` (the password recovery link): read from the demo inbox
 * page in the in-browser build, from the emulator's outbox on the Supabase build (a mail client's part).
 */
export async function newestMailLink(page: Page, email: string): Promise<string> {
  if (EMULATOR_URL) {
    const outbox = (await (
      await page.request.get(`${EMULATOR_URL}/demo/v1/outbox`, { headers: EMULATOR_SERVICE_HEADERS })
    ).json()) as {
      to: string;
      link: string | null;
    }[];
    const link = outbox.find((mail) => mail.to === email)?.link;
    expect(link, `a mail with a link to ${email}`).toBeTruthy();
    return link!;
  }
  await page.goto('/demo/inbox');
  const mail = page
    .getByRole('article')
    .filter({ hasText: `To: ${email}` })
    .first();
  await expect(mail.getByRole('heading', { name: 'Reset Your Password' })).toBeVisible();
  return (await mail.getByRole('link', { name: 'Open link' }).getAttribute('href'))!;
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

/**
 * Ticks the order form's clickwrap from the keyboard: the visible box is drawn over the real checkbox, and a
 * click on its label could land on the Terms link inside it.
 */
export async function acceptTerms(page: Page) {
  const terms = page.getByRole('checkbox', { name: 'I accept the Terms of Service (v.20250822)' });
  await terms.focus();
  await page.keyboard.press('Space');
  await expect(terms).toBeChecked();
}

/** A small but real PDF, for the order form's document upload. */
export const SMALL_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** Signs out from the portal and waits for the sign-in page. */
export async function signOut(page: Page) {
  await open(page, '/portal');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('heading', { name: 'Sign In', exact: true })).toBeVisible();
}

/** The subjects of the mails sent to `email`: the demo inbox page, or the emulator's outbox on the Supabase build. */
export async function mailSubjects(page: Page, email: string): Promise<string[]> {
  if (EMULATOR_URL) {
    const outbox = (await (
      await page.request.get(`${EMULATOR_URL}/demo/v1/outbox`, { headers: EMULATOR_SERVICE_HEADERS })
    ).json()) as {
      to: string;
      subject: string;
    }[];
    return outbox.filter((mail) => mail.to === email).map((mail) => mail.subject);
  }
  await open(page, '/demo/inbox');
  const mails = page.getByRole('article').filter({ hasText: `To: ${email}` });
  await expect(mails.first()).toBeVisible();
  return mails.getByRole('heading').allTextContents();
}
