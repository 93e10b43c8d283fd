import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, open, test } from './fixtures';

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

async function signIn(page: Page, email: string) {
  await open(page, '/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('DemoPass-2026!');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/portal$/);
}

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
        await signIn(page, `${persona}@demo.test`);
        await page.goto(route);
        await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
        await expectNoViolations(page);
      });
    }
  });
}
