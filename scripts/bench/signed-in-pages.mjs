// The signed-in pages as the admin opens them, in Chromium against a built app: for each page, the
// JavaScript loaded before its first content (files and gzip bytes) and the time from navigation start to that
// content, with the seed alone and then with 100,000 extra customers. Both builds: the in-browser backend (its
// service worker and stored tables) and the Supabase build against the loopback emulator (npm run backend).
import { readFileSync } from 'node:fs';
import { Secret, TOTP } from 'otpauth';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';
import { gzipBytes } from './bundle-budget.mjs';

const ROOT = new URL('../../', import.meta.url);
const ADMIN = { email: 'admin@demo.test', password: 'DemoPass-2026!' };

/** Each page and what counts as its first content: the first thing of its own the page shows. */
export const SIGNED_IN_PAGES = [
  {
    name: 'Portal, staff home',
    path: '/portal',
    content: 'ul[aria-label="Open orders by status"] > li',
  },
  {
    name: 'Order queue',
    path: '/admin/orders',
    content: 'table[aria-label="Orders"] tbody tr',
  },
  {
    name: 'Manage tab',
    path: '/admin?tab=manage',
    content: '[role="tabpanel"] tbody tr',
  },
];

/** The admin persona's authenticator secret (mocks/seed/personas.ts, the one place that defines it). */
function adminTotpCode() {
  const source = readFileSync(new URL('mocks/seed/personas.ts', ROOT), 'utf8');
  const secret = /secret: '([A-Z2-7]+)'/.exec(source)?.[1];
  if (!secret) throw new Error('The admin TOTP secret was not found in mocks/seed/personas.ts');
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate();
}

/** Signs in through /auth like a person would: the password, then the code of the admin's authenticator app. */
export async function signIn(page, baseUrl) {
  await page.goto(`${baseUrl}/auth`);
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.waitFor({ state: 'visible', timeout: 30_000 });
  await form.getByLabel('Email').fill(ADMIN.email);
  await form.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await form.getByRole('button', { name: 'Sign In', exact: true }).click();
  const second = page.getByRole('form', { name: 'Two-factor authentication' });
  await second.getByLabel('Authentication code').fill(adminTotpCode());
  await second.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL(/\/portal$/, { timeout: 30_000 });
  // Let the portal finish its requests: a write in flight could overwrite an injection.
  await page.waitForLoadState('networkidle');
}

/**
 * Adds `count` sample customers (an auth user, a profile and the 'user' role each) through the backend's demo
 * route /demo/v1/sample-customers: the in-browser backend's from a page of the app, the emulator's directly.
 * Returns how many profiles there are then.
 */
async function addSampleCustomers(page, baseUrl, emulatorUrl, count) {
  if (emulatorUrl) {
    const res = await fetch(`${emulatorUrl}/demo/v1/sample-customers`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ count }),
    });
    if (!res.ok) throw new Error(`sample customers: ${res.status} ${await res.text()}`);
    return (await res.json()).profiles;
  }
  // A client-only page starts the backend at once (public pages wait for an interaction).
  await page.goto(`${baseUrl}/portal`);
  await page.locator('html[data-backend="ready"]').waitFor({ state: 'attached', timeout: 30_000 });
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: 30_000 });
  const profiles = await page.evaluate(async (n) => {
    const res = await fetch('/mock-api/demo/v1/sample-customers', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ count: n }),
    });
    if (!res.ok) throw new Error(`sample customers: ${res.status} ${await res.text()}`);
    return (await res.json()).profiles;
  }, count);
  // Nothing else may write the stored tables while the pages are timed.
  await page.goto('about:blank');
  return profiles;
}

/** In the page, before any script: when it hydrates and when `selector` first shows (ms from navigation start). */
function marker(selector) {
  const state = { hydrated: null, content: null };
  Object.defineProperty(window, '__benchMarks', { value: state });
  const check = () => {
    if (state.hydrated === null && document.documentElement.dataset.hydrated === 'true')
      state.hydrated = performance.now();
    if (state.content === null) {
      const found = document.querySelector(selector);
      if (found && found.getClientRects().length > 0) state.content = performance.now();
    }
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : null;
};

/** The app's scripts (/assets/*.js) the page had asked for by `beforeMs`, from the browser's resource timing. */
function scriptsRequestedBefore(beforeMs) {
  return [
    ...new Set(
      performance
        .getEntriesByType('resource')
        .filter((e) => e.startTime <= beforeMs)
        .map((e) => new URL(e.name))
        .filter((u) => u.origin === location.origin && /^\/assets\/.+\.js$/.test(u.pathname))
        .map((u) => u.pathname),
    ),
  ];
}

/** Times each page's first content over `runs` full loads, each in a new tab of the signed-in context. */
async function timePages(context, baseUrl, clientDir, runs) {
  const rows = [];
  for (const target of SIGNED_IN_PAGES) {
    const times = [];
    const afterHydration = [];
    let scripts = null;
    let error = null;
    for (let run = 0; run < runs && !error; run++) {
      const tab = await context.newPage();
      await tab.addInitScript(marker, target.content);
      try {
        await tab.goto(`${baseUrl}${target.path}`);
        await tab.waitForFunction(() => window.__benchMarks?.content != null, null, { timeout: 120_000, polling: 50 });
        const marks = await tab.evaluate(() => window.__benchMarks);
        times.push(marks.content);
        if (marks.hydrated !== null) afterHydration.push(marks.content - marks.hydrated);
        // The same on every run (cached or not): what the page needs before it shows anything of its own.
        scripts ??= await tab.evaluate(scriptsRequestedBefore, marks.content);
      } catch (e) {
        const heading = await tab
          .locator('h1')
          .first()
          .textContent({ timeout: 1_000 })
          .catch(() => null);
        error = `no first content at ${target.path} (page heading: ${heading ?? 'none'}): ${String(e).split('\n')[0]}`;
      } finally {
        await tab.close();
      }
    }
    rows.push({
      name: target.name,
      path: target.path,
      runs: times.length,
      files: scripts?.length ?? null,
      gzipBytes: scripts ? scripts.reduce((sum, s) => sum + gzipBytes(clientDir, s), 0) : null,
      scripts,
      medianMs: median(times),
      afterHydrationMs: median(afterHydration),
      error,
    });
  }
  return rows;
}

/**
 * Times the signed-in pages of one build with the seed alone, then with `extra` sample customers added.
 * @param {{ baseUrl: string, clientDir: string, emulatorUrl?: string, extra?: number, runs?: number }} options
 * @returns {Promise<Array<{ extra: number, profiles: number | null, pages: Array<object> }>>}
 */
export async function measureSignedInPages({ baseUrl, clientDir, emulatorUrl, extra = 100_000, runs = 5 }) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signIn(page, baseUrl);
    await page.goto('about:blank');
    const steps = [{ extra: 0, profiles: null, pages: await timePages(context, baseUrl, clientDir, runs) }];
    const profiles = await addSampleCustomers(page, baseUrl, emulatorUrl, extra);
    steps.push({ extra, profiles, pages: await timePages(context, baseUrl, clientDir, runs) });
    return steps;
  } finally {
    await browser.close();
  }
}
