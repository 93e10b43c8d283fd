import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, isMobile, open, signInToPortal, test, untilInteractive } from './fixtures';

/**
 * axe on every route of SPEC §2, for each kind of visitor, at both widths: zero violations.
 * Gated routes are checked in the state each visitor actually sees (redirect, Access Denied, screen).
 */
const PUBLIC_ROUTES = [
  '/',
  '/features',
  '/process',
  '/impact',
  '/about',
  '/story',
  '/our-story',
  '/counselnet',
  '/contact',
  '/privacy',
  '/terms',
  '/login',
  '/daniel-whitaker',
  '/maria-delgado',
  '/kevin-tran',
  '/rachel-moreno',
  '/no/such/page',
];
const SIGNED_IN_ROUTES = [
  '/portal',
  '/request',
  '/admin',
  '/admin?tab=update',
  '/admin?tab=manage',
  '/admin/dashboard',
  '/admin-dashboard',
  '/secure-roles',
];

async function expectNoViolations(page: Page) {
  // Let the screen settle: spinners gone, data rendered.
  await expect(page.getByText('Loading...', { exact: true })).toHaveCount(0, { timeout: 15_000 });
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary).toEqual([]);
}

test.describe('accessibility: anonymous visitor', () => {
  for (const route of [...PUBLIC_ROUTES, '/auth']) {
    test(`${route} has no axe violations`, async ({ page }) => {
      await open(page, route);
      await expectNoViolations(page);
    });
  }
});

for (const persona of ['customer', 'admin'] as const) {
  test.describe(`accessibility: ${persona}`, () => {
    for (const route of SIGNED_IN_ROUTES) {
      test(`${route} has no axe violations`, async ({ page }) => {
        await signInToPortal(page, `${persona}@demo.test`);
        await page.goto(route);
        await untilInteractive(page);
        await expectNoViolations(page);
      });
    }
  });
}

/**
 * Dialogs and overlays (SPEC §2, §4): axe runs while each one is open and settled, for every visitor who can
 * open it. Settled means visible, marked open, and every finite animation on the page finished, so axe
 * measures the colours and positions a person sees, not a half-faded entry frame.
 */
async function settle(page: Page, overlay: Locator) {
  await expect(overlay).toBeVisible();
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

async function expectDialogWithoutViolations(page: Page, dialog: Locator) {
  await expect(dialog).toHaveAttribute('data-state', 'open');
  await settle(page, dialog);
  await expectNoViolations(page);
}

const PASSWORD_TABS = ['Request Reset', 'Update Password'] as const;

/** Picks a tab of the open password dialog and checks that its panel shows. */
async function choosePasswordTab(page: Page, dialog: Locator, tab: (typeof PASSWORD_TABS)[number]) {
  const trigger = dialog.getByRole('tab', { name: tab });
  if ((await trigger.getAttribute('aria-selected')) !== 'true') await trigger.click();
  await expect(trigger).toHaveAttribute('aria-selected', 'true');
  // The panel switched away from stays on screen while it fades out: wait until only the chosen one shows.
  await expect(dialog.getByRole('tabpanel')).toHaveCount(1);
  await expect(dialog.getByRole('tabpanel', { name: tab })).toBeVisible();
}

async function openResetDemoData(page: Page) {
  await open(page, '/demo/inbox');
  await page.getByRole('button', { name: 'Reset demo data' }).click();
  return page.getByRole('alertdialog', { name: 'Reset demo data?' });
}

async function openMobileMenu(page: Page) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await settle(page, menu);
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
}

test.describe('accessibility: dialogs and overlays, anonymous visitor', () => {
  test('the Request a Demo dialog on / has no axe violations', async ({ page }) => {
    await open(page, '/');
    await page.getByRole('button', { name: 'Request Demo' }).click();
    await expectDialogWithoutViolations(page, page.getByRole('dialog', { name: 'Request a Demo' }));
  });

  for (const tab of PASSWORD_TABS) {
    test(`the password dialog from Forgot password, ${tab} tab, has no axe violations`, async ({ page }) => {
      await open(page, '/auth');
      await page.getByRole('button', { name: 'Forgot password?' }).click();
      const dialog = page.getByRole('dialog', { name: 'Password' });
      await choosePasswordTab(page, dialog, tab);
      await expectDialogWithoutViolations(page, dialog);
    });
  }

  test('the Reset demo data confirmation has no axe violations', async ({ page }) => {
    await expectDialogWithoutViolations(page, await openResetDemoData(page));
  });

  test('the open mobile menu has no axe violations', async ({ page }) => {
    test.skip(!isMobile(page), 'the menu exists only below 768 px');
    await open(page, '/');
    await openMobileMenu(page);
    await expectNoViolations(page);
  });
});

for (const persona of ['customer', 'admin'] as const) {
  test.describe(`accessibility: dialogs and overlays, ${persona}`, () => {
    for (const tab of PASSWORD_TABS) {
      test(`the password dialog from Change Password, ${tab} tab, has no axe violations`, async ({ page }) => {
        await signInToPortal(page, `${persona}@demo.test`);
        await page.getByRole('button', { name: 'Change Password' }).click();
        const dialog = page.getByRole('dialog', { name: 'Password' });
        await choosePasswordTab(page, dialog, tab);
        await expectDialogWithoutViolations(page, dialog);
      });
    }

    test('the Reset demo data confirmation has no axe violations', async ({ page }) => {
      await signInToPortal(page, `${persona}@demo.test`);
      await expectDialogWithoutViolations(page, await openResetDemoData(page));
    });

    test('the open mobile menu has no axe violations', async ({ page }) => {
      test.skip(!isMobile(page), 'the menu exists only below 768 px');
      await signInToPortal(page, `${persona}@demo.test`);
      await openMobileMenu(page);
      await expect(
        page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'My Account' }),
      ).toBeVisible();
      await expectNoViolations(page);
    });
  });
}

test.describe('accessibility: the second factor', () => {
  test('the admin sign-in second step has no axe violations', async ({ page }) => {
    await open(page, '/auth');
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill('admin@demo.test');
    await form.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await form.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Two-Factor Authentication' })).toBeVisible();
    await expectNoViolations(page);
  });
});

test.describe('accessibility: admin-only dialogs and overlays', () => {
  for (const { role, warning } of [
    { role: 'admin', warning: true },
    { role: 'moderator', warning: false },
  ]) {
    test(`the Confirm Role Assignment dialog for ${role} (${warning ? 'with' : 'without'} the admin warning) has no axe violations`, async ({
      page,
    }) => {
      await signInToPortal(page, 'admin@demo.test');
      await open(page, '/secure-roles');
      const userSelect = page.getByRole('combobox', { name: 'User' });
      await expect(userSelect.locator('option', { hasText: 'customer@demo.test' })).toHaveCount(1);
      await userSelect.selectOption({ label: 'Casey Customer (customer@demo.test)' });
      await page.getByRole('combobox', { name: 'Role' }).selectOption(role);
      await page.getByRole('button', { name: 'Assign Role' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Confirm Role Assignment' });
      await expect(dialog.getByText(/^WARNING: Admin users/)).toHaveCount(warning ? 1 : 0);
      await expectDialogWithoutViolations(page, dialog);
    });
  }

  test('the portal Download Logo Options menu has no axe violations', async ({ page }) => {
    await signInToPortal(page, 'admin@demo.test');
    await page.getByRole('button', { name: 'Download Logo Options' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: /Logo with ™/ })).toBeVisible();
    await expect(menu).toHaveAttribute('data-state', 'open');
    await settle(page, menu);
    await expectNoViolations(page);
  });
});
