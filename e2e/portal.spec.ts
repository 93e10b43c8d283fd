import { readFile } from 'node:fs/promises';
import { PNG } from 'pngjs';
import { acceptTerms, expect, signIn, test } from './fixtures';

/** A small but real PDF. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

test.describe('portal', () => {
  test('an anonymous visitor is sent to /auth', async ({ page }) => {
    await page.goto('/portal');
    await expect(page.getByRole('heading', { name: 'Sign In', exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('an admin sees Administrative Actions and downloads a logo drawn in the browser', async ({ page }) => {
    await signIn(page, 'admin@demo.test');

    const actions = page.getByRole('region', { name: 'Administrative Actions' });
    await expect(actions).toBeVisible();
    await expect(actions.getByRole('link', { name: 'User Administration' })).toHaveAttribute('href', '/admin');
    await expect(actions.getByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute('href', '/admin/dashboard');

    await actions.getByRole('button', { name: /Download Logo Options/ }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: /Logo without ™/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('entitylens-logo-3200x800.png');
    const bytes = await readFile((await download.path())!);
    // IHDR: width and height are the big-endian words at offsets 16 and 20.
    expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([3200, 800]);

    const png = PNG.sync.read(bytes);
    let opaque = 0;
    for (let i = 3; i < png.data.length; i += 4) if (png.data[i]! > 0) opaque += 1;
    const share = opaque / (png.width * png.height);
    expect(share, 'something is drawn').toBeGreaterThan(0.05);
    expect(share, 'the background stays transparent').toBeLessThan(0.9);
    expect(png.data[3], 'top-left corner is transparent').toBe(0);

    // The first drawing is done and its menu gone before the second is asked for: the trigger is busy
    // ('Preparing...') while a PNG is drawn, and a click during the menu's exit could land on the old one.
    const trigger = actions.getByRole('button', { name: /Download Logo Options/ });
    await expect(trigger).toBeEnabled();
    await expect(page.getByRole('menu')).toBeHidden();
    await trigger.click();
    await expect(page.getByRole('menuitem', { name: /Banner, brand blue/ })).toBeVisible();
    const [banner] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: /Banner, brand blue/ }).click(),
    ]);
    const bannerPng = PNG.sync.read(await readFile((await banner.path())!));
    expect([bannerPng.width, bannerPng.height]).toEqual([1920, 512]);
    expect(bannerPng.data[3], 'a banner carries its own background').toBe(255);
  });

  test('a customer has no admin actions and can order a report with the native form', async ({ page }) => {
    await signIn(page, 'customer@demo.test');
    await expect(page.getByRole('heading', { name: 'Welcome, Casey Customer' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Administrative Actions' })).toHaveCount(0);

    await page.getByRole('link', { name: 'Request a Report' }).click();
    await expect(page.getByRole('heading', { name: 'Request a Report' })).toBeVisible();
    await expect(page.getByLabel(/^Company/)).toHaveValue('Harbor Point Lending');
    await page.getByLabel(/^Entity legal name/).fill('Harbor Point Holdings, LLC');
    await page.getByLabel(/^Formation state/).selectOption('Delaware');
    await page.getByLabel(/^Report type/).selectOption('Limited Liability Company');
    await page
      .getByLabel(/^Documents/)
      .setInputFiles({ name: 'operating-agreement.pdf', mimeType: 'application/pdf', buffer: PDF });
    await acceptTerms(page);
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await expect(page.getByText('Order received')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Harbor Point Holdings, LLC' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Status' })).toContainText('Submitted');
    await expect(page.getByRole('heading', { name: 'What happens next' })).toBeVisible();
  });
});
