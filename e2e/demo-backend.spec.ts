import { expect, open, signInToPortal, test } from './fixtures';

// Issue 3: the in-browser backend behaves like a real one across reloads and tabs, with no network.

test('a signed-in customer is still signed in after a reload', async ({ page }) => {
  await signInToPortal(page, 'customer@demo.test');
  await expect(page.getByText(/^Welcome, /)).toBeVisible();
  await page.reload();
  await expect(page).toHaveURL(/\/portal$/);
  await expect(page.getByText(/^Welcome, /)).toBeVisible();
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
