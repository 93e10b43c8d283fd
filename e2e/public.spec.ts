import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { dropConsoleErrors, expect, isMobile, open, signInToPortal, test, untilInteractive, WIDTH } from './fixtures';

/** The public site against the production build: prerendered text, forms, dialog, PDF, layout. */

const PAGES: Array<{ path: string; h1: string; text: string }> = [
  {
    path: '/',
    h1: 'Know who can sign for the borrower before the loan goes to closing',
    text: 'See what lands in the loan file',
  },
  { path: '/features', h1: 'Everything a lender needs to know about the borrowing entity', text: 'Irrevocable trusts' },
  { path: '/process', h1: 'Three inputs in, one standard report out', text: 'Connect to your loan origination system' },
  { path: '/impact', h1: 'Faster entity review, fewer surprises at closing', text: 'Estimate your return' },
  { path: '/about', h1: 'About EntityLens', text: 'Founder and President' },
  { path: '/story', h1: 'Our story', text: 'The day before funding' },
  { path: '/our-story', h1: 'Our story', text: 'The day before funding' },
  {
    path: '/counselnet',
    h1: 'CounselNet: legal review one click from the report',
    text: 'report fee is credited back',
  },
  { path: '/contact', h1: 'Contact us', text: 'sales@entitylens.example' },
  { path: '/privacy', h1: 'Privacy Policy', text: 'Information We Collect' },
  { path: '/terms', h1: 'Terms of Service', text: '18. Survival' },
  { path: '/daniel-whitaker', h1: 'Daniel Whitaker', text: 'Founder and President' },
  { path: '/maria-delgado', h1: 'Maria Delgado', text: 'Director Client Services' },
  { path: '/kevin-tran', h1: 'Kevin Tran', text: 'Director Artificial Intelligence' },
  { path: '/rachel-moreno', h1: 'Rachel Moreno', text: 'Customer Relations Manager' },
];

test.describe('prerendered pages read correctly without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  for (const page of PAGES) {
    test(`${page.path}`, async ({ page: p }) => {
      const response = await p.goto(page.path);
      expect(response?.status()).toBe(200);
      await expect(p.getByRole('heading', { level: 1 })).toHaveText(page.h1);
      await expect(p.getByText(page.text, { exact: false }).first()).toBeAttached();
      await expect(p).toHaveTitle(/\| EntityLens$/);
      expect(await p.locator('meta[property="og:title"]').getAttribute('content')).toMatch(/\| EntityLens$/);
    });
  }
});

test('robots.txt keeps crawlers out of the signed-in areas; without VITE_SITE_URL there is no sitemap', async ({
  request,
}) => {
  // npm run test:e2e builds without VITE_SITE_URL; the sitemap's content is checked in site-files.test.ts.
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /admin');
  expect(robots).not.toContain('Sitemap:');
  expect((await request.get('/sitemap.xml')).status()).toBe(404);
});

test('Request Demo opens the dialog; the native form stores the request and confirms it', async ({ page }) => {
  await open(page, '/');
  await page.getByRole('button', { name: 'Request Demo' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Request a Demo' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(
    'See firsthand how EntityLens can transform your lending process with a personalized demonstration',
  );
  await expect(dialog.getByLabel(/Full name/)).toBeFocused();

  await dialog.getByRole('button', { name: 'Request Demo' }).click();
  await expect(dialog.getByText('Full name is required')).toBeVisible();
  await expect(dialog.getByText('Email is required')).toBeVisible();

  await dialog.getByLabel(/Full name/).fill('Dana Park');
  await dialog.getByLabel(/Work email/).fill('dana.park@harborbank.example');
  await dialog.getByLabel(/What would you like to see/).fill('Trust reports and delivery into our LOS by email.');
  await dialog.getByRole('button', { name: 'Request Demo' }).click();
  await expect(dialog.getByText('Request received')).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Request Demo' }).first()).toBeFocused();
});

test('the contact form validates with the exact messages and confirms a sent message', async ({ page }) => {
  await open(page, '/contact');
  const send = page.getByRole('button', { name: 'Send Message' });
  await page.getByLabel(/Full name/).fill('Dana Park');
  await page.getByLabel(/Work email/).fill('dana.park@harborbank.example');
  await page.getByLabel(/^Phone/).fill('(949) 555-0199');
  await page.getByLabel(/Message/).fill('Pricing?');
  await send.click();
  await expect(page.getByText('Invalid phone number format')).toBeVisible();
  await expect(page.getByText('Message must be at least 10 characters')).toBeVisible();

  await page.getByLabel(/^Phone/).fill('+19495550199');
  await page.getByLabel(/Message/).fill('We close about 40 entity loans a month. What would pricing look like?');
  await send.click();
  await expect(page.getByText('Message sent')).toBeVisible();
});

test('the home page loads no form rules until the form is used; if they cannot load, it says so and keeps the text', async ({
  page,
  watched,
}) => {
  const rulesChunk = /\/assets\/inbound-form-resolver-[\w-]+\.js$/;
  const fetched: string[] = [];
  // Once the in-browser backend's service worker controls the page, the worker fetches the chunk: the
  // context sees (and routes) both the page's and the worker's requests, page.route only the page's.
  const context = page.context();
  context.on('request', (request) => {
    if (rulesChunk.test(new URL(request.url()).pathname)) fetched.push(request.url());
  });
  // The rules chunk is unreachable, as after a deploy that replaced it or with the network gone.
  await context.route(rulesChunk, (route) => route.abort('internetdisconnected'));
  await open(page, '/');
  // The state the form is used in: the worker has taken control (it does on every visit).
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  expect(fetched, 'the rules are not part of the first load').toEqual([]);

  const form = page.getByRole('form', { name: 'Send us a message' });
  await form.getByLabel(/Full name/).fill('Dana Park');
  await form.getByRole('button', { name: 'Send Message' }).click();
  const alert = form.getByRole('alert');
  await expect(alert).toContainText('Your message was not sent');
  await expect(alert).toContainText('The form could not load. Check your connection and try again.');
  await expect(form.getByLabel(/Full name/)).toHaveValue('Dana Park');
  expect(fetched.length, 'focusing the form fetched the rules').toBeGreaterThan(0);
  // The browser logs each refused chunk request; nothing else may be logged.
  const refused = dropConsoleErrors(watched.consoleErrors, (line) => /inbound-form-resolver-[\w-]+\.js/.test(line));
  expect(refused.length).toBeGreaterThan(0);
});

test('Download Full Report saves a real PDF of the sample report', async ({ page }) => {
  await open(page, '/');
  for (const [tab, fileName] of [
    ['LLC', 'sample-report-cypress-ridge-properties-llc.pdf'],
    ['Corporation', 'sample-report-pacific-crest-manufacturing-inc.pdf'],
  ] as const) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page
        .getByRole('tabpanel', { name: tab })
        .getByRole('button', { name: /^Download Full Report/ })
        .click(),
    ]);
    expect(download.suggestedFilename()).toBe(fileName);
    const path = await download.path();
    const bytes = await readFile(path);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(5_000);
  }
});

test('the hero sample report card shows on wide screens only', WIDTH, async ({ page }) => {
  await open(page, '/');
  const card = page.getByRole('region', { name: 'Sample report summary' });
  if (isMobile(page)) {
    await expect(card).toBeHidden();
  } else {
    await expect(card).toBeVisible();
    await expect(card).toContainText('Low Risk');
    await expect(card).toContainText('Illustrative');
  }
});

test('the ROI calculator recomputes from its labelled inputs', async ({ page }) => {
  await open(page, '/impact');
  await page.getByLabel('Entity loans per month').fill('100');
  await expect(page.getByTestId('roi-results')).toContainText('75 hours');
  await expect(page.getByTestId('roi-results')).toContainText('Estimated net savings per year: $34,500');
});

test('staff cards link to mail and phone', async ({ page }) => {
  await open(page, '/kevin-tran');
  await expect(page.getByRole('link', { name: 'kevin.tran@entitylens.example' })).toHaveAttribute(
    'href',
    'mailto:kevin.tran@entitylens.example',
  );
  await expect(page.getByRole('link', { name: '(949) 555-0145' })).toHaveAttribute('href', 'tel:+19495550145');
});

/**
 * Public pages load no script file until the visitor's first interaction (docs/decisions/0008): what a
 * visitor does before the page has hydrated must still happen, once it has.
 */
test.describe('before the page has hydrated', () => {
  const isHydrated = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated === 'true');

  test('the page loads no script file until the first interaction; a first click is held and replayed', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(scripts, 'script files loaded before any interaction').toEqual([]);
    expect(await isHydrated(page)).toBe(false);
    if (isMobile(page)) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('navigation', { name: 'Mobile' });
      await expect(menu).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
    } else {
      await page.getByRole('button', { name: 'Request Demo' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Request a Demo' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel(/Full name/)).toBeFocused();
    }
    expect(scripts.length, 'the interaction loaded the app').toBeGreaterThan(0);
  });

  test('a tab chosen before hydration is selected once the page is interactive', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('tab', { name: 'Corporation' }).click();
    await expect(page.getByRole('tab', { name: 'Corporation' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Corporation' })).toContainText('Pacific Crest Manufacturing');
  });

  test('what is typed into the contact form before hydration is kept, and the form sends it', async ({ page }) => {
    await page.goto('/contact');
    await page.getByLabel(/Full name/).fill('Dana Park');
    await page.getByLabel(/Work email/).fill('dana.park@harborbank.example');
    await page.getByLabel(/Message/).fill('We close about 40 entity loans a month. What would pricing look like?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Message sent')).toBeVisible();
    expect(await isHydrated(page)).toBe(true);
  });

  test('narrowing the window below 768 px before hydration forces light mode', async ({ page }) => {
    test.skip(isMobile(page), 'starts wide');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/features');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.locator('html')).toHaveClass(/\blight\b/);
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  });

  test('a link followed before hydration is an ordinary link', async ({ page }) => {
    await page.goto('/');
    const nav = isMobile(page) ? page.getByRole('contentinfo') : page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Features' }).click();
    await expect(page).toHaveURL(/\/features$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Everything a lender needs to know about the borrowing entity',
    );
  });

  test('a signed-in visitor sees My Account from the first frame, never Sign In', WIDTH, async ({ page }) => {
    await signInToPortal(page, 'customer@demo.test');
    // Every animation frame from the first one: which account button the header shows.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { accountFrames: string[] }).accountFrames = seen;
      const check = () => {
        const shown = [...document.querySelectorAll('header a')].filter(
          (a) => a.checkVisibility() && /^(My Account|Sign In)$/.test(a.textContent ?? ''),
        );
        if (shown.length > 0) seen.push(shown.map((a) => a.textContent).join('+'));
        requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    });
    await page.goto('/features');
    const account = isMobile(page)
      ? page.getByRole('button', { name: 'Open menu' })
      : page.getByRole('banner').getByRole('link', { name: 'My Account' });
    await expect(account).toBeVisible();
    expect(await isHydrated(page)).toBe(false);
    await untilInteractive(page);
    if (isMobile(page)) await account.click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'My Account' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toHaveCount(0);
    const frames = await page.evaluate(() => (window as unknown as { accountFrames: string[] }).accountFrames);
    expect(frames.length).toBeGreaterThan(0);
    expect(new Set(frames)).toEqual(new Set(['My Account']));
  });
});
