import type { Page } from '@playwright/test';
import { SEED_ORDER_IDS, SEED_ORDER_SPECS } from '../mocks/seed/seed-data';
import { EMULATOR_URL, expect, expectRefusals, open, signInToPortal, test } from './fixtures';

/**
 * The report draft is kept by the service (issue 46 §1): what an admin writes survives a reload with the page's
 * storage cleared, is what another browser (on the Supabase build) or another tab opens, and two people saving
 * at once are told instead of overwriting each other. The same journeys run on the Supabase build against the
 * emulator; offline, each browser profile holds its own demo data, so "another browser" is a second tab there.
 */

const ADMIN = 'admin@demo.test';
const OAK_HOLLOW = SEED_ORDER_IDS[SEED_ORDER_SPECS.findIndex((spec) => spec.ref === '7d2a9f31')]!;
const ORDER_PAGE = `/admin/orders/${OAK_HOLLOW}`;

const editor = (page: Page) => page.getByRole('form', { name: 'Report editor' });
const entityType = (page: Page) => editor(page).locator('[name="entityType"]');
const saved = (page: Page) => page.getByText(/^Draft saved \(version \d+, .+\): staff who open this order see it\.$/);

test.describe('the report draft kept by the service', () => {
  test('survives a reload with the page’s storage cleared, and another browser opens it', async ({ page, browser }) => {
    await signInToPortal(page, ADMIN);
    await open(page, ORDER_PAGE);
    await entityType(page).fill('Georgia corporation');
    await expect(saved(page)).toBeVisible();

    // The page's own storage cleared (the session with it): signed in again, the draft is still there.
    await page.evaluate(() => {
      window.localStorage.clear();
      window.sessionStorage.clear();
    });
    await signInToPortal(page, ADMIN);
    await open(page, ORDER_PAGE);
    await expect(entityType(page)).toHaveValue('Georgia corporation');
    await expect(page.getByText('Unpublished draft restored')).toBeVisible();
    await expect(page.getByText(/^Saved by admin@demo\.test at /)).toBeVisible();

    // Another browser: on the Supabase build it reads the same service; offline it has demo data of its own.
    const other = await browser.newContext();
    try {
      const second = await other.newPage();
      await signInToPortal(second, ADMIN);
      await open(second, ORDER_PAGE);
      await expect(entityType(second)).toHaveValue(EMULATOR_URL ? 'Georgia corporation' : '');
      // A moderator there reads that a draft is being written, and by whom.
      if (EMULATOR_URL) {
        const moderator = await (await browser.newContext()).newPage();
        await signInToPortal(moderator, 'moderator@demo.test');
        await open(moderator, ORDER_PAGE);
        await expect(
          moderator.getByText(/^A draft of the next version is being written: saved by admin@demo\.test at /),
        ).toBeVisible();
        await moderator.context().close();
      }
    } finally {
      await other.close();
    }
  });

  test('two editors at once: the later save is refused, says who changed it and when, and reloading shows theirs', async ({
    page,
    context,
    watched,
  }) => {
    await signInToPortal(page, ADMIN);
    await open(page, ORDER_PAGE);
    await entityType(page).fill('Mine');
    await expect(saved(page)).toBeVisible();

    // A colleague opens the same draft in another tab and changes it.
    const theirs = await context.newPage();
    await open(theirs, ORDER_PAGE);
    await expect(entityType(theirs)).toHaveValue('Mine');
    await entityType(theirs).fill('Theirs');
    await expect(saved(theirs)).toBeVisible();

    await entityType(page).fill('Mine, changed');
    const alert = page.getByRole('alert').filter({ hasText: 'reload to see it' });
    await expect(alert).toContainText(/Changed by admin@demo\.test at .+: reload to see it/);
    await expect(page.getByText('Not saved: someone else changed the draft.')).toBeVisible();
    expectRefusals(watched.consoleErrors, 409, 1);

    await alert.getByRole('button', { name: 'Reload the draft' }).click();
    await expect(entityType(page)).toHaveValue('Theirs');
    await expect(alert).toBeHidden();
    await theirs.close();
  });
});
