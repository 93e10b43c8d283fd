// What each interactive part of the public pages loads when a visitor first uses it. The pages hydrate on
// the first interaction (docs/decisions/0008), so this is the JavaScript behind each widget: the page's
// hydration plus anything the widget loads for itself. Measured in Chromium on a fresh profile per widget.
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';
import { gzipBytes } from './bundle-budget.mjs';

/**
 * @typedef {{ widget: string, path: string, width: number, needsBackend?: boolean,
 *   act: (page: import('playwright').Page) => Promise<void> }} Widget
 * @type {Widget[]}
 */
export const WIDGETS = [
  {
    widget: 'mobile menu',
    path: '/',
    width: 390,
    act: async (page) => {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('navigation', { name: 'Mobile' }).waitFor();
    },
  },
  {
    widget: 'Request Demo dialog',
    path: '/',
    width: 1280,
    act: async (page) => {
      await page.getByRole('button', { name: 'Request Demo' }).first().click();
      await page.getByRole('dialog', { name: 'Request a Demo' }).waitFor();
    },
  },
  {
    widget: 'LLC / Corporation tabs',
    path: '/',
    width: 1280,
    act: async (page) => {
      await page.getByRole('tab', { name: 'Corporation' }).click();
      await page.locator('[role="tab"][aria-selected="true"]', { hasText: 'Corporation' }).waitFor();
    },
  },
  {
    widget: 'Download Full Report',
    path: '/',
    width: 1280,
    act: async (page) => {
      await Promise.all([
        page.waitForEvent('download'),
        page
          .getByRole('button', { name: /^Download Full Report/ })
          .first()
          .click(),
      ]);
    },
  },
  {
    widget: 'contact form (send)',
    path: '/contact',
    needsBackend: true,
    width: 1280,
    act: async (page) => {
      await page.getByLabel(/Full name/).fill('Dana Park');
      await page.getByLabel(/Work email/).fill('dana.park@harborbank.example');
      await page.getByLabel(/Message/).fill('We close about 40 entity loans a month. What would pricing look like?');
      await page.getByRole('button', { name: 'Send Message' }).click();
      await page.getByText('Message sent').first().waitFor();
    },
  },
  {
    widget: 'ROI calculator',
    path: '/impact',
    width: 1280,
    act: async (page) => {
      await page.getByLabel('Entity loans per month').fill('100');
      await page.getByTestId('roi-results').getByText('75 hours').first().waitFor();
    },
  },
];

/**
 * Opens each widget's page on a fresh profile, waits for the network to settle, uses the widget and
 * records the script files fetched before and after, with their gzip size in `clientDir`.
 * @param {string} url the served build @param {string} clientDir the same build's client folder
 * @param {{ withBackend: boolean }} options false leaves out the widgets whose effect needs a backend
 */
export async function measureInteractionScripts(url, clientDir, { withBackend }) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const rows = [];
  try {
    for (const { widget, path, width, act, needsBackend } of WIDGETS) {
      if (needsBackend && !withBackend) continue;
      const context = await browser.newContext({ viewport: { width, height: 900 }, acceptDownloads: true });
      const page = await context.newPage();
      /** @type {Set<string>} */ let scripts = new Set();
      // The context sees the page's requests and, once the in-browser backend's worker runs, the worker's.
      context.on('request', (request) => {
        const { origin, pathname } = new URL(request.url());
        if (origin === new URL(url).origin && pathname.endsWith('.js') && pathname.startsWith('/assets/'))
          scripts.add(pathname);
      });
      await page.goto(`${url}${path}`);
      await page.waitForLoadState('networkidle');
      const before = [...scripts];
      scripts = new Set();
      const started = Date.now();
      await act(page);
      const ms = Date.now() - started;
      await page.waitForLoadState('networkidle');
      const after = [...scripts];
      const bytes = (files) => files.reduce((sum, f) => sum + gzipBytes(clientDir, f), 0);
      rows.push({
        widget,
        path,
        width,
        beforeBytes: bytes(before),
        afterFiles: after.length,
        afterBytes: bytes(after),
        ms,
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return rows;
}
