import type { Page } from '@playwright/test';
import { adminTotpCode } from '../mocks/seed/personas';
import { DEMO_PASSWORD, expect, expectRefusals, hasDemoTools, newestMailLink, signIn, test } from './fixtures';

const CUSTOMER = 'customer@demo.test';
const NEW_PASSWORD = 'Fresh-Start-42!';

async function requestReset(page: Page, email: string) {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^Email/).fill(email);
  await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Password reset email sent')).toBeVisible();
  await expect(dialog).toBeHidden();
}

test.describe('sign-in and password recovery', () => {
  test('reset the password from the mailed link, then sign in with the new one', async ({ page, watched }) => {
    await requestReset(page, CUSTOMER);
    // A full navigation, as from a mail client.
    await page.goto(await newestMailLink(page, CUSTOMER));

    await expect(page.getByRole('heading', { name: 'Reset Your Password' })).toBeVisible();
    // The tokens leave the address bar as soon as the link is read.
    expect(new URL(page.url()).hash).toBe('');
    const update = page.getByRole('button', { name: 'Update Password' });
    await page.getByLabel('New Password').fill(NEW_PASSWORD);
    await expect(update).toBeDisabled();
    await page.getByLabel('Confirm Password').fill(NEW_PASSWORD);
    await expect(update).toBeEnabled();
    await update.click();
    await expect(page.getByText('Password updated successfully')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Welcome, Casey Customer' })).toBeVisible();
    await expect(page).toHaveURL(/\/portal$/);

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page.getByRole('heading', { name: 'Sign In', exact: true })).toBeVisible();

    await signIn(page, CUSTOMER, DEMO_PASSWORD);
    await expect(page.getByText('Login Failed')).toBeVisible();
    expectRefusals(watched.consoleErrors, 400, 1);

    await signIn(page, CUSTOMER, NEW_PASSWORD);
    await expect(page.getByText('Welcome back!')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Welcome, Casey Customer' })).toBeVisible();
  });

  test('a used link is refused clearly, with a way to ask for a new one', async ({ page, watched }) => {
    await requestReset(page, CUSTOMER);
    const link = await newestMailLink(page, CUSTOMER);
    // GoTrue's one-time link: opening it is the verify step, and only that issues a session.
    expect(link).toMatch(/^\/auth\?token_hash=[^&]+&type=recovery$/);

    await page.goto(link!);
    await expect(page.getByRole('heading', { name: 'Reset Your Password' })).toBeVisible();
    await expect(page.getByLabel('New Password')).toBeVisible();

    await page.goto('/');
    await page.goto(link!);
    await expect(page.getByRole('alert').filter({ hasText: "This reset link can't be used" })).toBeVisible();
    expectRefusals(watched.consoleErrors, 403, 1);
    await page.getByRole('button', { name: 'Request a new link' }).click();
    await expect(page.getByRole('tab', { name: 'Request Reset' })).toHaveAttribute('aria-selected', 'true');
  });

  test('a signed-in visitor is sent from /auth to the portal, and the session survives a reload', async ({ page }) => {
    await signIn(page, CUSTOMER);
    await expect(page.getByRole('heading', { name: 'Welcome, Casey Customer' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Welcome, Casey Customer' })).toBeVisible();
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/portal$/);
  });
});

test.describe('second factor', () => {
  test('an admin finishes signing in with their authenticator code; until then no admin screen opens', async ({
    page,
    watched,
  }) => {
    await page.goto('/auth');
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill('admin@demo.test');
    await form.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await form.getByRole('button', { name: 'Sign In', exact: true }).click();
    const second = page.getByRole('form', { name: 'Two-factor authentication' });
    await expect(page.getByRole('heading', { name: 'Two-Factor Authentication' })).toBeVisible();
    await expect(second.getByLabel('Authentication code')).toBeFocused();
    // The in-browser build shows sales the code the admin's app shows now.
    if (hasDemoTools) await expect(page.getByTestId('demo-totp-code')).toHaveText(/^\d{3} \d{3}$/);

    // The password alone opens nothing: an admin screen sends the visitor back for the code.
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Two-Factor Authentication' })).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);

    const wrong = String((Number(adminTotpCode()) + 500_000) % 1_000_000).padStart(6, '0');
    await second.getByLabel('Authentication code').fill(wrong);
    await second.getByRole('button', { name: 'Verify' }).click();
    await expect(
      second.getByText('That code is not valid. Enter the current code from your authenticator app.'),
    ).toBeVisible();
    expectRefusals(watched.consoleErrors, 422, 1);

    await second.getByLabel('Authentication code').fill(adminTotpCode());
    await second.getByRole('button', { name: 'Verify' }).click();
    // Back where the visitor was going.
    await expect(page.getByRole('heading', { name: 'User Administration' })).toBeVisible();
    await expect(page).toHaveURL(/\/admin$/);
  });
});
