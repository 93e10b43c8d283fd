import type { Page } from '@playwright/test';
import {
  acceptTerms,
  expect,
  expectRefusals,
  hasDemoTools,
  mailSubjects,
  open,
  signInToPortal,
  signOut,
  SMALL_PDF,
  test,
} from './fixtures';

const CUSTOMER = 'customer@demo.test';
const ADMIN = 'admin@demo.test';
const ENTITY = 'Lighthouse Cove Holdings, LLC';

const credits = (page: Page) => page.getByRole('region', { name: 'Credits' });
const status = (page: Page) => page.getByRole('region', { name: 'Status' });
const history = (page: Page) => page.getByRole('list', { name: 'Order history' });

/** As the admin: opens the order from the queue's search and moves it to `next` with a message. */
async function moveOrder(page: Page, next: string, message: string) {
  const form = page.getByRole('form', { name: 'Move order' });
  await form.getByLabel(/^New status/).selectOption(next);
  await form.getByLabel(/^Message to the customer/).fill(message);
  await form.getByRole('button', { name: 'Move order' }).click();
  const staffHistory = page.getByRole('list', { name: 'Status history' });
  await expect(staffHistory).toContainText(message);
  await expect(staffHistory).toContainText(next);
}

test.describe('orders', () => {
  test('a customer orders a report with documents, sees the credit used, and follows it as staff review it and ask for a document', async ({
    page,
    watched,
  }) => {
    // A long journey (two personas, two sign-ins, about 30 steps): three times the per-test budget, which one
    // loaded CI run exceeded on its last step.
    test.slow();
    await signInToPortal(page, CUSTOMER);
    // The seed: 25 credits bought, five orders charged, two refunded.
    await expect(credits(page)).toContainText('20 credits');

    // Offline, the customer buys a Starter pack in the demo's Stripe sandbox: a declined card first, then 4242.
    const bought = hasDemoTools ? 10 : 0;
    if (hasDemoTools) {
      await credits(page).getByRole('link', { name: 'Buy credits' }).click();
      await page.getByRole('button', { name: /^Buy Starter/ }).click();
      await expect(page.getByRole('heading', { name: 'Checkout (test mode)' })).toBeVisible();
      await page.getByLabel('Card number').fill('4000 0000 0000 0002');
      await page.getByLabel('Expiry').fill('12 / 30');
      await page.getByLabel('CVC').fill('123');
      await page.getByLabel('Name on card').fill('Casey Customer');
      await page.getByRole('button', { name: 'Pay $350.00' }).click();
      await expect(page.getByRole('alert')).toContainText('Your card was declined.');
      // The sandbox answers a declined card 402, as Stripe does; the browser logs it.
      expectRefusals(watched.consoleErrors, 402, 1);
      await page.getByLabel('Card number').fill('4242 4242 4242 4242');
      await page.getByRole('button', { name: 'Pay $350.00' }).click();
      await expect(page.getByText('Payment received')).toBeVisible();
      await expect(page.getByText('30 credits')).toBeVisible();
      await page.getByRole('link', { name: 'Credit history' }).click();
      await expect(page.getByRole('table', { name: 'Credit ledger' })).toContainText('Card payment (Stripe Checkout');
      expect(await mailSubjects(page, CUSTOMER)).toContain('Your receipt: 10 credits');
      await open(page, '/portal');
    }

    await page.getByRole('link', { name: 'Request a Report' }).first().click();
    await expect(page.getByRole('heading', { name: 'Request a Report' })).toBeVisible();
    await expect(page.getByText(`You have ${20 + bought} credits`)).toBeVisible();
    await page.getByLabel(/^Entity legal name/).fill(ENTITY);
    await page.getByLabel(/^Formation state/).selectOption('Delaware');
    await page.getByLabel(/^Report type/).selectOption('Limited Liability Company');
    await page.getByLabel(/^Property state/).selectOption('California');
    await page.getByLabel(/^Loan reference/).fill('LN-2026-0412');
    await page
      .getByLabel(/^Documents/)
      .setInputFiles({ name: 'operating-agreement.pdf', mimeType: 'application/pdf', buffer: SMALL_PDF });
    await acceptTerms(page);
    await page.getByRole('button', { name: 'Submit Request' }).click();

    await expect(page.getByText('Order received')).toBeVisible();
    await expect(page).toHaveURL(/\/portal\/orders\/[0-9a-f-]{36}$/);
    const orderPath = new URL(page.url()).pathname;
    await expect(page.getByRole('heading', { level: 1, name: ENTITY })).toBeVisible();
    await expect(status(page)).toContainText('Submitted');
    await expect(page.getByText('operating-agreement.pdf')).toBeVisible();

    await open(page, '/portal');
    await expect(credits(page)).toContainText(`${19 + bought} credits`);
    await expect(page.getByRole('region', { name: 'Your Orders' })).toContainText(ENTITY);

    // Staff take it through review.
    await signOut(page);
    await signInToPortal(page, ADMIN);
    await open(page, '/admin/orders');
    await page.getByLabel('Search orders').fill('Lighthouse Cove');
    // The search reaches the address (and the server) after a pause in typing; then only the match is listed.
    await expect(page).toHaveURL(/\?q=Lighthouse\+Cove$/);
    await expect(page.getByRole('link', { name: /^Order [0-9A-F]{8}: / })).toHaveCount(1);
    await page.getByRole('link', { name: new RegExp(`: ${ENTITY}$`) }).click();
    await expect(page).toHaveURL(new RegExp(`/admin${orderPath.replace('/portal', '')}$`));
    await moveOrder(page, 'In review', 'We are reading the operating agreement.');
    await moveOrder(page, 'Needs documents', 'Please upload the First Amendment.');

    // The customer sees where it stands, and was told by mail.
    await signOut(page);
    await signInToPortal(page, CUSTOMER);
    await open(page, orderPath);
    await expect(status(page)).toContainText('Needs documents');
    await expect(history(page)).toContainText('We are reading the operating agreement.');
    await expect(history(page)).toContainText('Please upload the First Amendment.');
    await expect(credits(page)).toHaveCount(0);
    // The subject names the order by its reference (nothing typed goes into a subject).
    const reference = orderPath.split('/').pop()!.slice(0, 8).toUpperCase();
    expect(await mailSubjects(page, CUSTOMER)).toContain(`Your order ${reference}: Needs documents`);
  });
});
