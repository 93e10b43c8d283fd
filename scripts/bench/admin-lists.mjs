// Time for the admin lists to show their first row in the in-browser backend with the seed alone, then
// with 10,000 and 100,000 extra customers, in Chromium against the built app (mock variant).
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';

const AUTH_KEY = 'entitylens-mock-auth-token';
const ADMIN = { email: 'admin@demo.test', password: 'DemoPass-2026!' };

export const LIST_TARGETS = [
  {
    name: 'Manage tab (/admin?tab=manage)',
    path: '/admin?tab=manage',
    // The users table (its label has changed as the screen evolved), or any table row in the open tab.
    row: '[aria-label="Users"] tbody tr, [aria-label="Users table, scrolls sideways"] tbody tr, [role="tabpanel"] tbody tr',
  },
  {
    name: 'Secure Role Management (/secure-roles)',
    path: '/secure-roles',
    row: 'ul[aria-label="Users and their roles"] > li',
  },
];

/** Signs in through /auth like a person would; falls back to the token endpoint if the screen is missing. */
export async function signIn(page, baseUrl) {
  await page.goto(`${baseUrl}/auth`);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 30_000 });
  const form = page.getByRole('form', { name: 'Sign in' });
  // isVisible() does not wait, and /auth shows a spinner until the backend has started and the session is known.
  const shown = await form.waitFor({ state: 'visible', timeout: 15_000 }).then(
    () => true,
    () => false,
  );
  if (shown) {
    await form.getByLabel('Email').fill(ADMIN.email);
    await form.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await form.getByRole('button', { name: 'Sign In' }).click();
    // The admin's second factor: the demo build shows what their authenticator app shows now.
    const code = (await page.getByTestId('demo-totp-code').textContent({ timeout: 30_000 })) ?? '';
    const second = page.getByRole('form', { name: 'Two-factor authentication' });
    await second.getByLabel('Authentication code').fill(code);
    await second.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(/\/portal$/, { timeout: 30_000 });
    return 'the /auth sign-in form and the demo code of the second factor';
  }
  // The MSW worker answers /mock-api once the app has started it.
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: 30_000 });
  const stored = await page.evaluate(
    async ({ admin, key }) => {
      const res = await fetch('/mock-api/auth/v1/token?grant_type=password', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(admin),
      });
      if (!res.ok) return false;
      localStorage.setItem(key, await res.text());
      return true;
    },
    { admin: ADMIN, key: AUTH_KEY },
  );
  if (!stored) throw new Error('Could not sign in as the admin');
  return 'the token endpoint (the /auth form was not found)';
}

/**
 * Adds `count` sample customers through the in-browser backend's demo route (/demo/v1/sample-customers:
 * an auth user, a profile and the 'user' role each, written through to its store like any other write), and
 * reports how many profiles there are and how many bytes the origin's storage holds (IndexedDB mostly).
 */
export async function injectUsers(page, count) {
  return page.evaluate(
    async ({ count }) => {
      const res = await fetch('/mock-api/demo/v1/sample-customers', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ count }),
      });
      if (!res.ok) throw new Error(`sample customers: ${res.status} ${await res.text()}`);
      const { profiles } = await res.json();
      const { usage } = await navigator.storage.estimate();
      return { profiles, roles: true, storedBytes: usage ?? null };
    },
    { count },
  );
}

/** Records (relative to navigation start) when the page hydrates and when `selector` first shows. */
function marker(selector) {
  const state = { hydrated: null, row: null };
  Object.defineProperty(window, '__benchMarks', { value: state });
  const check = () => {
    if (state.hydrated === null && document.documentElement.dataset.hydrated === 'true')
      state.hydrated = performance.now();
    if (state.row === null) {
      const row = document.querySelector(selector);
      if (row && row.getClientRects().length > 0) state.row = performance.now();
    }
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

/** Times each list's first row, `runs` full page loads each, in new tabs of `context`. */
async function timeLists(context, baseUrl, runs) {
  const lists = [];
  for (const target of LIST_TARGETS) {
    const times = [];
    const afterHydration = [];
    let error = null;
    let shown = null;
    for (let run = 0; run < runs && !error; run++) {
      const tab = await context.newPage();
      await tab.addInitScript(marker, target.row);
      try {
        await tab.goto(`${baseUrl}${target.path}`);
        await tab.waitForFunction(() => window.__benchMarks?.row != null, null, { timeout: 120_000, polling: 50 });
        const marks = await tab.evaluate(() => window.__benchMarks);
        times.push(marks.row);
        if (marks.hydrated !== null) afterHydration.push(marks.row - marks.hydrated);
        // Proof the list holds the injected users: the count the screen reports, when it shows one.
        shown ??= await tab.evaluate(() => /([\d,]+) users?\b/.exec(document.body.innerText)?.[0] ?? null);
      } catch (e) {
        const heading = await tab
          .locator('h1')
          .first()
          .textContent({ timeout: 1_000 })
          .catch(() => null);
        error = `no list row appeared at ${target.path} (page heading: ${heading ?? 'none'}): ${String(e).split('\n')[0]}`;
      } finally {
        await tab.close();
      }
    }
    lists.push({
      name: target.name,
      runs: times.length,
      medianMs: times.length ? median(times) : null,
      afterHydrationMs: afterHydration.length ? median(afterHydration) : null,
      countShown: shown,
      error,
    });
  }
  return lists;
}

/**
 * Times the lists with the seed alone, then with `totals` extra customers each (added cumulatively).
 * @param {string} baseUrl where the mock variant is served
 * @returns {Promise<{ signIn: string, steps: Array<{ extra: number, injected: object | null, lists: Array<object> }> }>}
 */
export async function measureAdminLists(baseUrl, { totals = [10_000, 100_000], runs = 5 } = {}) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const how = await signIn(page, baseUrl);
    // Let the screen after sign-in finish its requests: a write in flight could overwrite the injection.
    await page.waitForLoadState('networkidle');
    const steps = [];
    let extra = 0;
    for (const total of [0, ...totals]) {
      let injected = null;
      if (total > extra) {
        // A client-only page: it starts the backend at once (public pages wait for an interaction).
        await page.goto(`${baseUrl}/portal`);
        await page.locator('html[data-backend="ready"]').waitFor({ state: 'attached', timeout: 30_000 });
        await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: 30_000 });
        injected = await injectUsers(page, total - extra);
        extra = total;
      }
      // Nothing else may write the stored tables while the lists are timed.
      await page.goto('about:blank');
      steps.push({ extra, injected, lists: await timeLists(context, baseUrl, runs) });
    }
    return { signIn: how, steps };
  } finally {
    await browser.close();
  }
}
