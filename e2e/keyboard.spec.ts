import type { Locator, Page } from '@playwright/test';
import { adminTotpCode } from '../mocks/seed/personas';
import { DEMO_PASSWORD, expect, expectRefusals, hasDemoTools, isMobile, open, test, WIDTH } from './fixtures';

/**
 * Keyboard-only journeys: after the page is open, every step is a key press (Tab, Shift+Tab, Enter, Escape,
 * arrow keys) or typed text, and every step checks where focus landed. No clicks, no fill().
 */

const ADMIN = 'admin@demo.test';
const CUSTOMER = 'customer@demo.test';

/** Presses a key and checks that focus lands on the expected control. */
async function press(page: Page, key: string, focused: Locator) {
  await page.keyboard.press(key);
  await expect(focused).toBeFocused();
}

/** From the start of a freshly opened page: Tab to the skip link and follow it to the main landmark. */
async function skipToContent(page: Page) {
  await press(page, 'Tab', page.getByRole('link', { name: 'Skip to content' }));
  await press(page, 'Enter', page.getByRole('main'));
}

const emailField = (page: Page) => page.getByRole('form', { name: 'Sign in' }).getByLabel('Email');
const passwordField = (page: Page) =>
  page.getByRole('form', { name: 'Sign in' }).getByLabel('Password', { exact: true });

/**
 * Opens /auth and waits for the sign-in form: the page hydrates before the backend is ready and shows a
 * spinner until the session is known, so Tab pressed earlier would pass a form that is not there yet.
 */
async function openSignIn(page: Page) {
  await open(page, '/auth');
  await expect(emailField(page)).toBeVisible();
}

/** Signs in on /auth with the keyboard only: skip link, Email, one Tab, Password, Enter. */
async function signInByKeyboard(page: Page, email: string, password = DEMO_PASSWORD) {
  await openSignIn(page);
  await skipToContent(page);
  await press(page, 'Tab', emailField(page));
  await page.keyboard.type(email);
  await press(page, 'Tab', passwordField(page));
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
  if (email !== ADMIN || password !== DEMO_PASSWORD) return;
  // The admin's second step: focus is already in the code field.
  await expect(page.getByLabel('Authentication code')).toBeFocused();
  await page.keyboard.type(adminTotpCode());
  await page.keyboard.press('Enter');
}

/** On a fresh /auth: Tab past Email and Password to Forgot password?, open the dialog with Enter. */
async function openPasswordDialogFromAuth(page: Page) {
  await openSignIn(page);
  await skipToContent(page);
  await press(page, 'Tab', emailField(page));
  await press(page, 'Tab', passwordField(page));
  const opener = page.getByRole('button', { name: 'Forgot password?' });
  await press(page, 'Tab', opener);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Password' });
  await expect(dialog).toBeVisible();
  return { opener, dialog };
}

/** With focus back on the opener: Enter reopens the dialog on `tab`, Escape closes it, focus returns. */
async function reopenThenEscape(page: Page, opener: Locator, dialog: Locator, tab: Locator) {
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expect(tab).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}

test.describe('keyboard: sign-in on /auth', () => {
  // The header's stops differ by width (the desktop navigation, or the phone's menu button).
  test(
    'Tab through the header to Email, type, Tab to Password, Enter signs in and lands on /portal',
    WIDTH,
    async ({ page }) => {
      await openSignIn(page);
      const banner = page.getByRole('banner');
      // Every stop of the header, in order, before the form (the desktop nav, or the phone's menu button).
      const headerStops: Locator[] = [
        banner.getByRole('link', { name: 'Skip to content' }),
        banner.getByRole('link', { name: 'Home' }).first(),
        // The in-browser build's badge beside the logo, leading to the demo inbox.
        ...(hasDemoTools ? [banner.getByRole('link', { name: 'Demo data' })] : []),
      ];
      if (isMobile(page)) {
        headerStops.push(banner.getByRole('button', { name: 'Open menu' }));
      } else {
        const nav = banner.getByRole('navigation', { name: 'Main' });
        for (const label of ['Home', 'Features', 'Process', 'Impact', 'About Us', 'Our Story', 'CounselNet', 'Contact'])
          headerStops.push(nav.getByRole('link', { name: label, exact: true }));
        headerStops.push(banner.getByRole('button', { name: /^Switch to (dark|light) mode$/ }));
        headerStops.push(banner.getByRole('link', { name: 'Sign In' }));
      }
      for (const stop of headerStops) await press(page, 'Tab', stop);

      await press(page, 'Tab', emailField(page));
      await page.keyboard.type(CUSTOMER);
      await expect(emailField(page)).toHaveValue(CUSTOMER);
      // One Tab: the Forgot password control comes after the password field, not between the two.
      await press(page, 'Tab', passwordField(page));
      await page.keyboard.type(DEMO_PASSWORD);
      await page.keyboard.press('Enter');

      // The toast first: it leaves after a few seconds, which a loaded machine can spend painting /portal.
      await expect(page.getByText('Welcome back!')).toBeVisible();
      await expect(page).toHaveURL(/\/portal$/);
      await expect(page.getByRole('heading', { name: 'Welcome, Casey Customer' })).toBeVisible();
    },
  );

  test('the rest of the form follows in order: Forgot password, then Sign In', async ({ page }) => {
    await openSignIn(page);
    await skipToContent(page);
    await press(page, 'Tab', emailField(page));
    await press(page, 'Tab', passwordField(page));
    await press(page, 'Tab', page.getByRole('button', { name: 'Forgot password?' }));
    await press(page, 'Tab', page.getByRole('button', { name: 'Sign In', exact: true }));
    await press(page, 'Shift+Tab', page.getByRole('button', { name: 'Forgot password?' }));
    await press(page, 'Shift+Tab', passwordField(page));
    await press(page, 'Shift+Tab', emailField(page));
  });

  test('a wrong password: Login Failed is shown, the typed email is kept and focus stays in the form', async ({
    page,
    watched,
  }) => {
    await signInByKeyboard(page, CUSTOMER, 'Not-The-Password-1!');
    await expect(page.getByText('Login Failed')).toBeVisible();
    await expect(page).toHaveURL(/\/auth(#main)?$/);
    await expect(emailField(page)).toHaveValue(CUSTOMER);
    await expect(passwordField(page)).toBeFocused();
    expectRefusals(watched.consoleErrors, 400, 1);

    // Correcting the password from where focus is signs in.
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/portal$/);
  });
});

test.describe('keyboard: the password dialog', WIDTH, () => {
  test('from /auth: open Forgot password, switch tabs with arrows, request a reset with Enter, Escape closes', async ({
    page,
  }) => {
    const { opener, dialog } = await openPasswordDialogFromAuth(page);
    const requestTab = dialog.getByRole('tab', { name: 'Request Reset' });
    const updateTab = dialog.getByRole('tab', { name: 'Update Password' });
    // Focus moves into the dialog, onto the selected tab.
    await expect(requestTab).toBeFocused();
    await expect(requestTab).toHaveAttribute('aria-selected', 'true');

    await press(page, 'ArrowRight', updateTab);
    await expect(updateTab).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.getByText('Sign in to change your password')).toBeVisible();
    await press(page, 'ArrowLeft', requestTab);
    await expect(requestTab).toHaveAttribute('aria-selected', 'true');
    // The panels swap after the tab is selected: Tab pressed before the old one is gone would land in it.
    await expect(dialog.getByText('Sign in to change your password')).toBeHidden();

    const email = dialog.getByLabel('Email');
    await press(page, 'Tab', email);
    await page.keyboard.type(CUSTOMER);
    await page.keyboard.press('Enter');
    await expect(page.getByText('Password reset email sent')).toBeVisible();
    await expect(page.getByText('Check your email for a link to reset your password.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    // Opened again, Escape closes it and focus returns to the control that opened it.
    await reopenThenEscape(page, opener, dialog, requestTab);
  });

  test('focus stays inside the open dialog: Tab and Shift+Tab wrap around', async ({ page }) => {
    const { dialog } = await openPasswordDialogFromAuth(page);
    const requestTab = dialog.getByRole('tab', { name: 'Request Reset' });
    await expect(requestTab).toBeFocused();

    await press(page, 'Tab', dialog.getByLabel('Email'));
    await press(page, 'Tab', dialog.getByRole('button', { name: 'Send Reset Link' }));
    await press(page, 'Tab', dialog.getByRole('button', { name: 'Close' }));
    await press(page, 'Tab', requestTab);
    await press(page, 'Shift+Tab', dialog.getByRole('button', { name: 'Close' }));
  });

  test('from the portal: Change Password opens on Update Password, a new password is set with Enter', async ({
    page,
  }) => {
    await signInByKeyboard(page, CUSTOMER);
    await expect(page).toHaveURL(/\/portal$/);
    await open(page, '/portal');
    await expect(page.getByRole('heading', { name: 'Welcome, Casey Customer' })).toBeVisible();

    await skipToContent(page);
    const opener = page.getByRole('button', { name: 'Change Password' });
    await press(page, 'Tab', opener);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Password' });
    await expect(dialog).toBeVisible();
    const requestTab = dialog.getByRole('tab', { name: 'Request Reset' });
    const updateTab = dialog.getByRole('tab', { name: 'Update Password' });
    await expect(updateTab).toBeFocused();
    await expect(updateTab).toHaveAttribute('aria-selected', 'true');

    // The Request Reset tab carries the signed-in email.
    await press(page, 'ArrowLeft', requestTab);
    await expect(dialog.getByLabel('Email')).toHaveValue(CUSTOMER);
    await press(page, 'ArrowRight', updateTab);
    // The panels swap after the tab is selected: Tab pressed before the old one is gone would land in it.
    await expect(dialog.getByLabel('Email')).toBeHidden();
    await expect(dialog.getByLabel('New Password')).toBeVisible();

    const newPassword = 'Keyboard-Only-42!';
    await press(page, 'Tab', dialog.getByLabel('New Password'));
    await page.keyboard.type(newPassword);
    await press(page, 'Tab', dialog.getByLabel('Confirm Password'));
    await page.keyboard.type(newPassword);
    await page.keyboard.press('Enter');
    await expect(page.getByText('Password updated successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    // Opened again, Escape closes it and focus returns to Change Password.
    await reopenThenEscape(page, opener, dialog, updateTab);
  });
});

test.describe('keyboard: the mobile menu (390 px)', WIDTH, () => {
  test.beforeEach(({ page }) => {
    test.skip(!isMobile(page), 'the menu button exists only below 768 px');
  });

  /** On /login at phone width: Tab past the skip link, the logo and the demo badge to the menu button, Enter opens it. */
  async function openMenuByKeyboard(page: Page) {
    await open(page, '/login');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await press(page, 'Tab', page.getByRole('link', { name: 'Skip to content' }));
    await press(page, 'Tab', page.getByRole('banner').getByRole('link', { name: 'Home' }).first());
    if (hasDemoTools) await press(page, 'Tab', page.getByRole('banner').getByRole('link', { name: 'Demo data' }));
    await press(page, 'Tab', toggle);
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    return { toggle, menu };
  }

  test('Enter opens it, Tab walks its links, Enter follows one and the menu closes', async ({ page }) => {
    const { toggle, menu } = await openMenuByKeyboard(page);
    // A disclosure: the button stays focused (now Close menu, expanded) and the next Tab enters the menu.
    const close = page.getByRole('button', { name: 'Close menu' });
    await expect(close).toBeFocused();
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    for (const label of ['Home', 'Features', 'Process', 'About Us', 'Our Story', 'CounselNet', 'Contact', 'Sign In'])
      await press(page, 'Tab', menu.getByRole('link', { name: label, exact: true }));
    await expect(menu.getByRole('link', { name: 'Impact' })).toHaveCount(0);

    await press(page, 'Shift+Tab', menu.getByRole('link', { name: 'Contact', exact: true }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('Escape closes it, from a link inside or from the button, and focus returns to the menu button', async ({
    page,
  }) => {
    const { toggle, menu } = await openMenuByKeyboard(page);
    await press(page, 'Tab', menu.getByRole('link', { name: 'Home', exact: true }));
    await press(page, 'Tab', menu.getByRole('link', { name: 'Features', exact: true }));
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page).toHaveURL(/\/login$/);

    // Escape with focus still on the button closes it too.
    await page.keyboard.press('Space');
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
  });
});

test.describe('keyboard: role assignment on /secure-roles', () => {
  /** Signs in as the admin by keyboard, opens /secure-roles and Tabs to the User dropdown. */
  async function reachUserSelect(page: Page) {
    await signInByKeyboard(page, ADMIN);
    await expect(page).toHaveURL(/\/portal$/);
    await open(page, '/secure-roles');
    const userSelect = page.getByRole('combobox', { name: 'User' });
    await expect(userSelect.locator('option', { hasText: CUSTOMER })).toHaveCount(1);
    await skipToContent(page);
    await press(page, 'Tab', page.getByRole('searchbox', { name: 'Find a user' }));
    await press(page, 'Tab', userSelect);
    return userSelect;
  }

  /** From the User dropdown: Tab to Role, arrow down to admin, Tab to Assign Role, Enter opens the confirmation. */
  async function chooseAdminAndConfirm(page: Page) {
    const roleSelect = page.getByRole('combobox', { name: 'Role' });
    await press(page, 'Tab', roleSelect);
    await expect(roleSelect).toHaveValue('user');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(roleSelect).toHaveValue('admin');
    const assign = page.getByRole('button', { name: 'Assign Role' });
    await press(page, 'Tab', assign);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: 'Confirm Role Assignment' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    return { roleSelect, assign, dialog };
  }

  const auditEntries = (page: Page) => page.getByRole('list', { name: 'Audit log entries' }).getByRole('listitem');

  test('choose a user and Admin with the keyboard, confirm in the dialog, see success and the audit entry', async ({
    page,
  }) => {
    const userSelect = await reachUserSelect(page);
    // Type-ahead picks the user; arrow keys pick the role.
    await page.keyboard.type('Casey');
    await expect(userSelect.locator('option:checked')).toHaveText('Casey Customer (customer@demo.test)');
    const { roleSelect, dialog } = await chooseAdminAndConfirm(page);
    await expect(dialog).toContainText('Casey Customer (customer@demo.test)');
    await expect(
      dialog.getByText('WARNING: Admin users have full system access including user management capabilities.'),
    ).toBeVisible();

    await press(page, 'Tab', dialog.getByRole('button', { name: 'Confirm Assignment' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Role assigned successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    // Assign Role is disabled once the selections reset, so focus goes to the User dropdown, not the page body.
    await expect(userSelect).toBeFocused();

    const latest = auditEntries(page).first();
    await expect(latest).toContainText('user to admin');
    await expect(latest).toContainText('User: Casey Customer (customer@demo.test)');
    await expect(latest).toContainText(`Assigned by ${ADMIN}`);
    const casey = page
      .getByRole('list', { name: 'Users and their roles' })
      .getByRole('listitem')
      .filter({ hasText: CUSTOMER });
    await expect(casey.getByText('admin', { exact: true })).toBeVisible();
    // The form is ready for the next assignment (SPEC §4: selections reset, role back to user).
    await expect(userSelect).toHaveValue('');
    await expect(roleSelect).toHaveValue('user');
  });

  test('Escape on the confirmation cancels: nothing is assigned and focus returns to Assign Role', async ({ page }) => {
    const userSelect = await reachUserSelect(page);
    const before = await auditEntries(page).count();
    await page.keyboard.type('Morgan');
    await expect(userSelect.locator('option:checked')).toHaveText('Morgan Moderator (moderator@demo.test)');
    const { roleSelect, assign, dialog } = await chooseAdminAndConfirm(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(assign).toBeFocused();

    // Nothing was assigned and the choices are still there.
    await expect(page.getByText('Role assigned successfully')).toHaveCount(0);
    await expect(auditEntries(page)).toHaveCount(before);
    await expect(userSelect.locator('option:checked')).toHaveText('Morgan Moderator (moderator@demo.test)');
    await expect(roleSelect).toHaveValue('admin');

    // Enter on Cancel closes it the same way.
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(assign).toBeFocused();
  });
});
