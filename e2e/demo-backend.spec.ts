import { expect, open, signInToPortal, test } from './fixtures';

// Issue 3: the in-browser backend behaves like a real one across reloads and tabs, with no network.

test('a signed-in customer is still signed in after a reload', async ({ page }) => {
  await signInToPortal(page, 'customer@demo.test');
  await expect(page.getByText(/^Welcome, /)).toBeVisible();
  await page.reload();
  await expect(page).toHaveURL(/\/portal$/);
  await expect(page.getByText(/^Welcome, /)).toBeVisible();
});

test('only the in-browser API goes through its service worker: the pages and their scripts load past it', async ({
  page,
}) => {
  const api: boolean[] = [];
  const throughWorker: string[] = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (path.startsWith('/mock-api/')) api.push(response.fromServiceWorker());
    else if (response.fromServiceWorker()) throughWorker.push(path);
  });
  await signInToPortal(page, 'customer@demo.test');
  // A page load under the worker's control, and a screen whose route module loads after it.
  await page.reload();
  await expect(page.getByText(/^Welcome, /)).toBeVisible();
  await page.getByRole('link', { name: 'Request a Report' }).first().click();
  await expect(page).toHaveURL(/\/request$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(api.length, 'the API answered through the worker').toBeGreaterThan(0);
  expect(api.every(Boolean), 'every API response came from the worker').toBe(true);
  expect(throughWorker, 'nothing else did').toEqual([]);
});

test('signing out in one tab signs the other tab out too', async ({ page, context }) => {
  await signInToPortal(page, 'customer@demo.test');
  const other = await context.newPage();
  await open(other, '/portal');
  await expect(other.getByText(/^Welcome, /)).toBeVisible();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/auth/);
  await expect(other).toHaveURL(/\/auth/, { timeout: 15_000 });
  await other.close();
});

test('the demo badge leads to the inbox, and Reset demo data restores the seed and signs out', async ({ page }) => {
  await signInToPortal(page, 'admin@demo.test');
  await expect(page.locator('a[href="/demo/inbox"]')).toBeVisible();
  await open(page, '/demo/inbox');
  await page.getByRole('button', { name: 'Reset demo data' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Reset demo data' }).click();
  // The reset has finished (and signed this tab out) before the journey moves on.
  await expect(page.getByText('Demo data reset')).toBeVisible();
  await open(page, '/portal');
  await expect(page).toHaveURL(/\/auth/);
});
