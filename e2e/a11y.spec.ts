import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import {
  DEMO_PASSWORD,
  expect,
  open,
  signInToPortal,
  test,
  untilAnimationsFinish,
  untilInteractive,
  WIDTH,
} from './fixtures';

/**
 * axe on every route of SPEC §2, for each kind of visitor, at 390 px (the `a11y` project; at 1280 px every story
 * runs axe): zero violations, and no route wider than the window. Gated routes are checked in the state each visitor actually sees (redirect, Access Denied,
 * screen). Each visitor's routes are one test with a step per route: one sign-in instead of one per route, and
 * a soft assertion per route, so one failing route does not hide the others.
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

async function violations(page: Page): Promise<string[]> {
  // Let the screen settle: spinners gone, data rendered.
  await expect(page.getByText('Loading...', { exact: true })).toHaveCount(0, { timeout: 15_000 });
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function expectNoViolations(page: Page) {
  expect(await violations(page)).toEqual([]);
}

/** One route of a sweep: axe and the page's width, as soft assertions named after the route. */
async function checkRoute(page: Page, route: string) {
  await test.step(route, async () => {
    await page.goto(route);
    await untilInteractive(page);
    expect.soft(await violations(page), `axe on ${route}`).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect.soft(overflow, `horizontal overflow on ${route}`).toBeLessThanOrEqual(0);
  });
}

test.describe('accessibility: anonymous visitor', () => {
  test('every public route and /auth has no axe violations and fits the window', WIDTH, async ({ page }) => {
    for (const route of [...PUBLIC_ROUTES, '/auth']) await checkRoute(page, route);
  });
});

for (const persona of ['customer', 'admin'] as const) {
  test.describe(`accessibility: ${persona}`, () => {
    test('every signed-in route has no axe violations and fits the window', WIDTH, async ({ page }) => {
      await signInToPortal(page, `${persona}@demo.test`);
      for (const route of SIGNED_IN_ROUTES) await checkRoute(page, route);
    });
  });
}

/**
 * Dialogs and overlays (SPEC §2, §4): axe runs while each one is open and settled, for every visitor who can
 * open it. Settled means visible, marked open, and every finite animation on the page finished, so axe
 * measures the colours and positions a person sees, not a half-faded entry frame.
 */
async function settle(page: Page, overlay: Locator) {
  await expect(overlay).toBeVisible();
  await untilAnimationsFinish(page);
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
  test('the Request a Demo dialog on / has no axe violations', WIDTH, async ({ page }) => {
    await open(page, '/');
    await page.getByRole('button', { name: 'Request Demo' }).click();
    await expectDialogWithoutViolations(page, page.getByRole('dialog', { name: 'Request a Demo' }));
  });

  test('the password dialog from Forgot password has no axe violations on either tab', WIDTH, async ({ page }) => {
    await open(page, '/auth');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Password' });
    for (const tab of PASSWORD_TABS)
      await test.step(tab, async () => {
        await choosePasswordTab(page, dialog, tab);
        await expectDialogWithoutViolations(page, dialog);
      });
  });

  test('the Reset demo data confirmation has no axe violations', WIDTH, async ({ page }) => {
    await expectDialogWithoutViolations(page, await openResetDemoData(page));
  });

  test('the open mobile menu has no axe violations', WIDTH, async ({ page }) => {
    await open(page, '/');
    await openMobileMenu(page);
    await expectNoViolations(page);
  });
});

for (const persona of ['customer', 'admin'] as const) {
  test.describe(`accessibility: dialogs and overlays, ${persona}`, () => {
    test(
      'the password dialog from Change Password (either tab) and the Reset demo data confirmation have no axe violations',
      WIDTH,
      async ({ page }) => {
        await signInToPortal(page, `${persona}@demo.test`);
        await page.getByRole('button', { name: 'Change Password' }).click();
        const dialog = page.getByRole('dialog', { name: 'Password' });
        for (const tab of PASSWORD_TABS)
          await test.step(`Change Password, ${tab}`, async () => {
            await choosePasswordTab(page, dialog, tab);
            await expectDialogWithoutViolations(page, dialog);
          });
        await page.keyboard.press('Escape');
        await expect(dialog).toHaveCount(0);
        await test.step('Reset demo data', async () => {
          await expectDialogWithoutViolations(page, await openResetDemoData(page));
        });
      },
    );

    test('the open mobile menu has no axe violations', WIDTH, async ({ page }) => {
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
  test(
    'the Confirm Role Assignment dialog, with the admin warning and without it, has no axe violations',
    WIDTH,
    async ({ page }) => {
      await signInToPortal(page, 'admin@demo.test');
      await open(page, '/secure-roles');
      const userSelect = page.getByRole('combobox', { name: 'User' });
      await expect(userSelect.locator('option', { hasText: 'customer@demo.test' })).toHaveCount(1);
      await userSelect.selectOption({ label: 'Casey Customer (customer@demo.test)' });
      const dialog = page.getByRole('alertdialog', { name: 'Confirm Role Assignment' });
      for (const { role, warning } of [
        { role: 'admin', warning: true },
        { role: 'moderator', warning: false },
      ])
        await test.step(`${role} (${warning ? 'with' : 'without'} the admin warning)`, async () => {
          await page.getByRole('combobox', { name: 'Role' }).selectOption(role);
          await page.getByRole('button', { name: 'Assign Role' }).click();
          await expect(dialog.getByText(/^WARNING: Admin users/)).toHaveCount(warning ? 1 : 0);
          await expectDialogWithoutViolations(page, dialog);
          await dialog.getByRole('button', { name: 'Cancel' }).click();
          await expect(dialog).toHaveCount(0);
        });
    },
  );

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
