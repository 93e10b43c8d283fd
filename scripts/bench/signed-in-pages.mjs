// The signed-in pages as the admin opens them, in Chromium against a built app: for each page, the
// JavaScript loaded before its first content (files and gzip bytes) and the time from navigation start to that
// content, with the seed alone and with 5,000 extra customers, the two timed by turns. Both builds: the in-browser
// backend (its service worker and stored tables) and the Supabase build against the loopback emulator (npm run backend).
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
  {
    // Oak Hollow (mocks/seed/seed-data.ts), In review: the admin's page has the report editor, which loads
    // after the order's header (issue 45). No layout has an h1: the first one is the order's.
    name: 'Staff order page',
    path: '/admin/orders/7d2a9f31-0000-4000-8000-000000000c06',
    content: 'h1',
    jsBudgetBytes: 270 * 1024,
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
async function addSampleCustomers(page, baseUrl, emulatorUrl, emulatorKey, count) {
  if (emulatorUrl) {
    // The emulator's data is every client's: adding to it takes its service-role key.
    const res = await fetch(`${emulatorUrl}/demo/v1/sample-customers`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${emulatorKey}` },
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

/**
 * One full load of `target` in a new tab of `context`: when its first content showed and when it hydrated, and with
 * `withScripts` the scripts it had asked for by then (the same on every load, cached or not, so taken once).
 */
async function loadOnce(context, baseUrl, target, withScripts) {
  const tab = await context.newPage();
  await tab.addInitScript(marker, target.content);
  try {
    await tab.goto(`${baseUrl}${target.path}`);
    await tab.waitForFunction(() => window.__benchMarks?.content != null, null, { timeout: 120_000, polling: 50 });
    const marks = await tab.evaluate(() => window.__benchMarks);
    return { marks, scripts: withScripts ? await tab.evaluate(scriptsRequestedBefore, marks.content) : null };
  } catch (e) {
    const heading = await tab
      .locator('h1')
      .first()
      .textContent({ timeout: 1_000 })
      .catch(() => null);
    return {
      error: `no first content at ${target.path} (page heading: ${heading ?? 'none'}): ${String(e).split('\n')[0]}`,
    };
  } finally {
    await tab.close();
  }
}

/** A page's row of the table: its medians over the loads, and the first error if one load failed. */
function pageRow(target, loads, clientDir) {
  const done = loads.filter((load) => !load.error);
  const scripts = done[0]?.scripts ?? null;
  return {
    name: target.name,
    path: target.path,
    jsBudgetBytes: target.jsBudgetBytes ?? null,
    runs: done.length,
    files: scripts?.length ?? null,
    gzipBytes: scripts ? scripts.reduce((sum, s) => sum + gzipBytes(clientDir, s), 0) : null,
    scripts,
    medianMs: median(done.map((load) => load.marks.content)),
    afterHydrationMs: median(
      done.filter((load) => load.marks.hydrated !== null).map((load) => load.marks.content - load.marks.hydrated),
    ),
    error: loads.find((load) => load.error)?.error ?? null,
  };
}

/**
 * Times each page's first content over `runs` full loads in each of `contexts` (at its `baseUrl`), taking turns (the first context
 * first on even runs, last on odd ones), so what slows the machine meanwhile slows each context alike.
 * Returns, per context, a row per page.
 */
async function timePages(contexts, clientDir, runs) {
  const rows = contexts.map(() => []);
  for (const target of SIGNED_IN_PAGES) {
    const loads = contexts.map(() => []);
    for (let run = 0; run < runs && !loads.flat().some((load) => load.error); run++) {
      const order = contexts.map((_, i) => i);
      if (run % 2 === 1) order.reverse();
      for (const i of order) {
        const { context, baseUrl } = contexts[i];
        loads[i].push(await loadOnce(context, baseUrl, target, run === 0));
      }
    }
    loads.forEach((pageLoads, i) => rows[i].push(pageRow(target, pageLoads, clientDir)));
  }
  return rows;
}

/** A new browser context with the admin signed in at `baseUrl`, its first page at about:blank. */
async function signedInContext(browser, baseUrl) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signIn(page, baseUrl);
  await page.goto('about:blank');
  return { context, page, baseUrl };
}

/**
 * Times the signed-in pages of one build with the seed alone and with `extra` sample customers added, each data
 * set in a browser context of its own, the two timed by turns, so what slows the machine meanwhile slows both
 * alike. The in-browser build keeps its tables in the browser: both contexts may use one server. The Supabase
 * build's tables are its backend's: each context has its own origin (`seedUrl`, `scaleUrl`), which
 * scripts/bench/origin-router.mjs maps to an emulator of its own (`scaleEmulatorUrl` is the second one).
 * @param {{ seedUrl: string, scaleUrl: string, clientDir: string, scaleEmulatorUrl?: string, scaleEmulatorKey?: string, extra?: number, runs?: number }} options
 * @returns {Promise<{ runs: number, steps: Array<{ extra: number, profiles: number | null, pages: Array<object> }> }>}
 */
export async function measureSignedInPages({
  seedUrl,
  scaleUrl,
  clientDir,
  scaleEmulatorUrl,
  scaleEmulatorKey,
  extra = 5_000,
  runs = 7,
}) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const seed = await signedInContext(browser, seedUrl);
    const scale = await signedInContext(browser, scaleUrl);
    const profiles = await addSampleCustomers(scale.page, scaleUrl, scaleEmulatorUrl, scaleEmulatorKey, extra);
    const [seedPages, scalePages] = await timePages([seed, scale], clientDir, runs);
    return {
      runs,
      steps: [
        { extra: 0, profiles: null, pages: seedPages },
        { extra, profiles, pages: scalePages },
      ],
    };
  } finally {
    await browser.close();
  }
}
