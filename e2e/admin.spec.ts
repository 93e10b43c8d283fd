import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, expectRefusals, signIn, signOut, test } from './fixtures';

const ADMIN = 'admin@demo.test';
const NEW_USER = { name: 'Nadia Brennan', email: 'nadia.brennan@lender.test', password: 'Sturdy-Pass-9' };

/** The visible row (desktop table row or phone card) holding this text. */
const rowWith = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

test.describe('admin area', () => {
  test('create, find, edit and suspend a user; promote another; all of it survives a reload', async ({
    page,
    watched,
  }) => {
    // The longest journey of the suite (about 25 steps over four screens and a reload): it gets three times
    // the per-test budget, which one loaded CI run exceeded at 2 minutes.
    test.slow();
    await signIn(page, ADMIN, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/portal$/);

    // Create: the admin stays signed in.
    await page.goto('/admin');
    await page.getByLabel(/^User Name/).fill(NEW_USER.name);
    await page.getByLabel(/^Email/).fill(NEW_USER.email);
    await page.getByLabel(/^Password/).fill(NEW_USER.password);
    await page.getByLabel('Company').fill('Brennan Capital');
    await page.getByRole('button', { name: 'Create User' }).click();
    await expect(page.getByText('User created successfully')).toBeVisible();

    // Manage: newest first, so the new user leads the list.
    await page.getByRole('tab', { name: 'Manage Users' }).click();
    await expect(page).toHaveURL(/\/admin\?tab=manage$/);
    await expect(
      page
        .getByRole('row')
        .filter({ has: page.getByRole('cell') })
        .first(),
    ).toContainText(NEW_USER.email);
    await expect(rowWith(page, NEW_USER.email).getByText('Active')).toBeVisible();

    // The edit icon fills the update form and the URL follows.
    await page.getByRole('button', { name: `Edit ${NEW_USER.email}` }).click();
    await expect(page).toHaveURL(new RegExp(`tab=update&user=${encodeURIComponent(NEW_USER.email)}`));
    await expect(page.getByLabel('User Name')).toHaveValue(NEW_USER.name);
    await page.getByLabel('Status').selectOption('Suspended');
    await page.getByRole('button', { name: 'Update User' }).click();
    await expect(page.getByText('User updated successfully')).toBeVisible();

    await page.getByRole('tab', { name: 'Manage Users' }).click();
    await expect(rowWith(page, NEW_USER.email).getByText('Suspended')).toBeVisible();

    // Promote the customer to moderator.
    await page.goto('/secure-roles');
    const userSelect = page.getByRole('combobox', { name: 'User' });
    await expect(userSelect.locator('option', { hasText: 'customer@demo.test' })).toHaveCount(1);
    await userSelect.selectOption({ label: 'Casey Customer (customer@demo.test)' });
    await page.getByRole('combobox', { name: 'Role' }).selectOption('moderator');
    await page.getByRole('button', { name: 'Assign Role' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Confirm Role Assignment' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Confirm Assignment' }).click();
    await expect(page.getByText('Role assigned successfully')).toBeVisible();
    const latest = page.getByRole('list', { name: 'Audit log entries' }).getByRole('listitem').first();
    await expect(latest).toContainText('user to moderator');
    await expect(latest).toContainText(`Assigned by ${ADMIN}`);

    // Everything is still there after a reload.
    await page.reload();
    await expect(page.getByRole('list', { name: 'Audit log entries' }).getByRole('listitem').first()).toContainText(
      'user to moderator',
    );
    const casey = page
      .getByRole('list', { name: 'Users and their roles' })
      .getByRole('listitem')
      .filter({ hasText: 'customer@demo.test' });
    await expect(casey.getByText('moderator', { exact: true })).toBeVisible();
    await page.goto('/admin?tab=manage');
    await expect(rowWith(page, NEW_USER.email).getByText('Suspended')).toBeVisible();

    // The suspended user cannot sign in. Signing out finishes first: leaving the page while it runs left the
    // admin's session stored, and /auth then sent the admin on to the portal (one CI run waited there 6 minutes).
    await signOut(page);
    await signIn(page, NEW_USER.email, NEW_USER.password);
    await expect(page.getByText('Login Failed')).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
    expectRefusals(watched.consoleErrors, 400, 1);
  });

  test('a customer is turned away from every admin screen', async ({ page }) => {
    await signIn(page, 'customer@demo.test', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/portal$/);
    for (const path of ['/admin', '/admin/dashboard', '/admin-dashboard', '/secure-roles']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
      await expect(page.getByText('You need administrator privileges to access this page.')).toBeVisible();
    }
    await page.getByRole('link', { name: 'Return to Portal' }).click();
    await expect(page).toHaveURL(/\/portal$/);
  });

  test('signed out, the admin screens lead to /auth', async ({ page }) => {
    await page.goto('/secure-roles');
    await expect(page).toHaveURL(/\/auth$/);
  });
});
