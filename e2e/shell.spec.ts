import { expect, isMobile, open, test, WIDTH } from './fixtures';

test.describe('app shell', () => {
  test('an unknown path shows the 404 page and logs the console error', async ({ page }) => {
    const logged: string[] = [];
    page.on('console', (m) => m.type() === 'error' && logged.push(m.text()));
    await open(page, '/no/such/page');
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    expect(logged.some((t) => t.includes('/no/such/page'))).toBe(true);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a protected route paints the shell and the spinner from its first byte until the guard sends it to /auth', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/portal')).text();
    expect(html).toMatch(/<header[^>]*>/);
    expect(html).toMatch(/<main[^>]*>.*role="status".*Loading\.\.\..*<\/main>/s);

    // Every animation frame from the first one: a header over an empty main would be recorded.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { shellFrames: string[] }).shellFrames = seen;
      const check = () => {
        const main = document.querySelector('main');
        if (main) seen.push(main.textContent?.trim() ? 'content' : `empty main at ${location.pathname}`);
        requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    });
    await page.goto('/portal');
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
    const frames = await page.evaluate(() => (window as unknown as { shellFrames: string[] }).shellFrames);
    expect(frames.length).toBeGreaterThan(0);
    expect(frames.filter((frame) => frame !== 'content')).toEqual([]);
  });

  test('the legacy login says the application is not yet launched', async ({ page }) => {
    await open(page, '/login');
    await expect(page.getByText(/not yet launched/)).toBeVisible();
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the footer links lead to their pages', async ({ page }) => {
    await open(page, '/login');
    const footer = page.getByRole('contentinfo');
    for (const label of ['Features', 'Process', 'About Us', 'Contact', 'Terms', 'Privacy', 'Legacy Login']) {
      await expect(footer.getByRole('link', { name: label })).toBeVisible();
    }
  });

  test(
    'navigation: desktop links, or a mobile menu without Impact that toggles and closes on a link',
    WIDTH,
    async ({ page }) => {
      await open(page, '/login');
      if (!isMobile(page)) {
        const nav = page.getByRole('navigation', { name: 'Main' });
        await expect(nav.getByRole('link', { name: 'Impact' })).toBeVisible();
        await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
        return;
      }
      const toggle = page.getByRole('button', { name: 'Open menu' });
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
      await toggle.click();
      const menu = page.getByRole('navigation', { name: 'Mobile' });
      await expect(menu).toBeVisible();
      await expect(menu.getByRole('link', { name: 'Impact' })).toHaveCount(0);
      await page.getByRole('button', { name: 'Close menu' }).click();
      await expect(menu).toBeHidden();
      await page.getByRole('button', { name: 'Open menu' }).click();
      await menu.getByRole('link', { name: 'Contact' }).click();
      await expect(page).toHaveURL(/\/contact$/);
      await expect(menu).toBeHidden();
    },
  );

  test('light mode is forced below 768 px', WIDTH, async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await open(page, '/login');
    const dark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
    expect(dark).toBe(!isMobile(page));
  });
});
