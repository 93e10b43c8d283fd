import { DEMO_PASSWORD, EMULATOR_SERVICE_HEADERS, EMULATOR_URL, expect, signIn, signOut, test } from './fixtures';

const ADMIN = 'admin@demo.test';
/** Past the API's max_rows (1000), where a list read whole would stop. */
const PROFILES = 1500;

test.describe('staff lists at scale', () => {
  // The lists are the backend's: one layout is enough.
  test.skip(({ viewport }) => (viewport?.width ?? 1280) < 768, 'the desktop layout covers the lists');

  test(`with ${PROFILES.toLocaleString('en-US')} profiles every staff count and list is complete`, async ({
    page,
    request,
  }) => {
    test.slow();
    // The fixture reseeded the backend (25 profiles); add sample customers up to PROFILES.
    if (EMULATOR_URL) {
      // The emulator's data is every client's: adding to it takes its service-role key.
      const added = await request.post(`${EMULATOR_URL}/demo/v1/sample-customers`, {
        data: { count: PROFILES - 25 },
        headers: EMULATOR_SERVICE_HEADERS,
      });
      expect(added.ok()).toBe(true);
      expect(await added.json()).toMatchObject({ profiles: PROFILES });
    }

    await signIn(page, ADMIN, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/portal$/);
    if (!EMULATOR_URL) {
      // The in-browser build's own demo route, from a page of the app; each page below is then a reload that reads
      // the stored tables back.
      const added = await page.evaluate(async (count) => {
        const response = await fetch('/mock-api/demo/v1/sample-customers', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ count }),
        });
        return { status: response.status, body: (await response.json()) as unknown };
      }, PROFILES - 25);
      expect(added).toMatchObject({ status: 200, body: { profiles: PROFILES } });
    }

    // The dashboard's figures come from the database, not from a list the API cut short.
    await page.goto('/admin/dashboard');
    await expect(page.getByTestId('stat-totalUsers')).toHaveText('1,500');
    await expect(page.getByText(/\(1,493 of 1,500\)/)).toBeVisible();

    // The Manage tab: the exact total, and the last of 60 pages holds the oldest 25.
    await page.goto('/admin?tab=manage');
    await expect(page.getByText('1,500 users')).toBeVisible();
    await expect(page.getByText('Page 1 of 60')).toBeVisible();
    await page.goto('/admin?tab=manage&page=60');
    await expect(page.getByText('1476–1500 of 1500')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(25);
    await page.getByRole('searchbox', { name: 'Search users' }).fill('sample.customer.1475@');
    await expect(page.getByText('1 user match')).toBeVisible();
    await expect(page).toHaveURL(/q=sample\.customer\.1475%40/);

    // Secure Role Management: the roles list counts everyone; the picker lists 50 and says how many match.
    await page.goto('/secure-roles');
    await expect(page.getByText('1,500 users', { exact: true })).toBeVisible();
    await expect(page.getByText('Showing 50 of 1,500 users; type to narrow the list.')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Find a user' }).fill('sample.customer.1475@');
    await expect(page.getByRole('combobox', { name: 'User' }).locator('option')).toHaveCount(2);

    // Customer credits: any customer can be found, and opened by link.
    await page.goto('/admin/credits');
    await expect(page.getByText('Showing 50 of 1,500 customers; type to narrow the list.')).toBeVisible();
    await page.goto('/admin/credits?user=sample.customer.1475%40example.test');
    await expect(page.getByRole('heading', { name: /Sample Customer 1475/ })).toBeVisible();

    // Writes after those reloads (signing out ends the session, signing in opens one), and what they kept.
    await signOut(page);
    await signIn(page, ADMIN, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/portal$/);
    await page.goto('/admin?tab=manage');
    await expect(page.getByText('1,500 users')).toBeVisible();
  });
});
