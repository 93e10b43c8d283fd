import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NO_LEDGER_ENTRIES, paidInLast12Months, signedCredits } from '@/components/credits/ledger';
import { ledgerAuthor } from '@/features/admin-orders/components/credit-ledger';
import CustomerCreditsRoute from '@/routes/admin/customer-credits';
import OrderRoute from '@/routes/admin/order';
import { PERSONAS, mockAdapterFor, renderApp, setupMockBackend, type PersonaKey } from '../utils/render-app';
import { captureConsoleError, clearToastsAfterEach, findToast } from './admin-harness';
import { seedOrder } from './seed-orders';

const mock = setupMockBackend();
clearToastsAfterEach();

const ROUTES = [
  { path: '/admin/credits', Component: CustomerCreditsRoute },
  { path: '/admin/orders/:id', Component: OrderRoute },
];
const CUSTOMER = PERSONAS.customer;
const open = (route: string, persona?: PersonaKey) => renderApp({ mock, route, routes: ROUTES, persona });
const openCustomer = (persona: PersonaKey = 'admin') =>
  open(`/admin/credits?user=${encodeURIComponent(CUSTOMER.email)}`, persona);
const form = (name: string) => screen.findByRole('form', { name });
const ledgerRows = async () => within(await screen.findByRole('table', { name: 'Credit ledger' })).getAllByRole('row');
/** The Balance stat's value, e.g. "20 credits". */
async function shownBalance(): Promise<string> {
  const label = await screen.findByText('Balance');
  const stat = label.parentElement as HTMLElement;
  return (await within(stat).findByText(/^\d+ credits?$/)).textContent!;
}

describe('customer credits', () => {
  it('refuses a moderator: the ledger is for admins', async () => {
    await openCustomer('moderator');
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
  });

  it("shows the customer's balance, the amount paid in the last 12 months and the ledger, newest first", async () => {
    const admin = await mockAdapterFor(mock, 'admin');
    const balance = await admin.credits.balance(CUSTOMER.id);
    await openCustomer();
    expect(await shownBalance()).toBe(`${balance} credits`);
    const rows = (await ledgerRows()).slice(1);
    const times = rows.map((r) => within(r).getByText(/\d{4}/, { selector: 'time' }).getAttribute('datetime')!);
    expect(times).toEqual([...times].sort().reverse());
    // The 12-month stat sums the invoiced purchase and the card purchase.
    expect(screen.getAllByText('$875.00')).toHaveLength(1);
    expect(screen.getAllByText('$525.00')).toHaveLength(1);
    expect(screen.getAllByText('$350.00')).toHaveLength(1);
    // An order's debit links to the order.
    const submitted = seedOrder('Submitted');
    expect(screen.getAllByRole('link', { name: `Order ${submitted.reference}` })[0]).toHaveAttribute(
      'href',
      submitted.route,
    );
  });

  it('opens from the order page’s customer link', async () => {
    const { user } = await open(seedOrder('In review').route, 'admin');
    await user.click(await screen.findByRole('link', { name: 'Manage credits' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Customer credits' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 2, name: `Casey Customer (${CUSTOMER.email})` }),
    ).toBeInTheDocument();
  });

  it('records a purchase: the balance rises, the ledger gains the row, a toast confirms', async () => {
    const { user } = await openCustomer();
    const before = Number.parseInt(await shownBalance(), 10);
    const rowsBefore = (await ledgerRows()).length;
    const purchase = await form('Record purchase');
    await user.type(within(purchase).getByRole('spinbutton', { name: /Credits/ }), '5');
    await user.type(within(purchase).getByRole('spinbutton', { name: /Amount paid/ }), '175.50');
    await user.type(within(purchase).getByRole('textbox', { name: /Note/ }), 'Invoice 2026-114');
    await user.click(within(purchase).getByRole('button', { name: 'Record purchase' }));
    await findToast('Purchase recorded', '5 credits added for $175.50.');
    await waitFor(async () => expect(await shownBalance()).toBe(`${before + 5} credits`));
    await waitFor(async () => expect(await ledgerRows()).toHaveLength(rowsBefore + 1));
    const newest = (await ledgerRows())[1]!;
    expect(newest).toHaveTextContent('Purchase');
    expect(newest).toHaveTextContent('+5');
    expect(newest).toHaveTextContent('$175.50');
    expect(newest).toHaveTextContent('Invoice 2026-114');
    expect(newest).toHaveTextContent(PERSONAS.admin.email);
    // The form is empty again for the next purchase.
    expect(within(purchase).getByRole('spinbutton', { name: /Credits/ })).toHaveValue(null);
  });

  it('shows the rules under the fields and sends nothing when the forms are invalid', async () => {
    const { user } = await openCustomer();
    const rowsBefore = (await ledgerRows()).length;
    const purchase = await form('Record purchase');
    await user.type(within(purchase).getByRole('spinbutton', { name: /Credits/ }), '2.5');
    await user.type(within(purchase).getByRole('spinbutton', { name: /Amount paid/ }), '10.005');
    await user.click(within(purchase).getByRole('button', { name: 'Record purchase' }));
    expect(await within(purchase).findByText('Credits must be a whole number from 1 to 10000')).toBeInTheDocument();
    expect(within(purchase).getByText('Amount paid must be in dollars and cents')).toBeInTheDocument();

    const adjust = await form('Adjust balance');
    await user.type(within(adjust).getByRole('spinbutton', { name: /Credits to add or remove/ }), '3');
    await user.click(within(adjust).getByRole('button', { name: 'Adjust balance' }));
    expect(await within(adjust).findByText('Give the reason for the adjustment')).toBeInTheDocument();
    expect(within(adjust).getByRole('textbox', { name: /Reason/ })).toHaveAttribute('aria-invalid', 'true');
    expect(await ledgerRows()).toHaveLength(rowsBefore);
  });

  it("refuses an adjustment below zero with the server's message, keeping the input", async () => {
    const errors = captureConsoleError();
    const { user } = await openCustomer();
    const before = await shownBalance();
    const adjust = await form('Adjust balance');
    await user.type(within(adjust).getByRole('spinbutton', { name: /Credits to add or remove/ }), '-9999');
    await user.type(within(adjust).getByRole('textbox', { name: /Reason/ }), 'Refund of a duplicate pack');
    await user.click(within(adjust).getByRole('button', { name: 'Adjust balance' }));
    expect(await within(adjust).findByRole('alert')).toHaveTextContent(
      'An adjustment cannot take a balance below zero',
    );
    expect(within(adjust).getByRole('spinbutton', { name: /Credits to add or remove/ })).toHaveValue(-9999);
    expect(within(adjust).getByRole('textbox', { name: /Reason/ })).toHaveValue('Refund of a duplicate pack');
    expect(await shownBalance()).toBe(before);
    expect(errors).toHaveBeenCalledWith('Error adjusting a balance', expect.anything());
  });

  it('adjusts a balance down with a reason', async () => {
    const { user } = await openCustomer();
    const before = Number.parseInt(await shownBalance(), 10);
    const adjust = await form('Adjust balance');
    await user.type(within(adjust).getByRole('spinbutton', { name: /Credits to add or remove/ }), '-2');
    await user.type(within(adjust).getByRole('textbox', { name: /Reason/ }), 'Goodwill credits withdrawn');
    await user.click(within(adjust).getByRole('button', { name: 'Adjust balance' }));
    await findToast('Balance adjusted', 'Removed 2 credits: Goodwill credits withdrawn');
    await waitFor(async () => expect(await shownBalance()).toBe(`${before - 2} credits`));
  });

  it('picks a customer from the list and says so when the address names nobody', async () => {
    const { user, router } = await open('/admin/credits?user=nobody%40example.test', 'admin');
    expect(await screen.findByRole('alert')).toHaveTextContent('No customer matches “nobody@example.test”');
    const picker = screen.getByRole('combobox', { name: 'Customer' });
    await user.selectOptions(picker, CUSTOMER.id);
    await waitFor(() => expect(router.state.location.search).toBe(`?user=${CUSTOMER.id}`));
    expect(await screen.findByRole('table', { name: 'Credit ledger' })).toBeInTheDocument();
  });
});

describe('ledger helpers', () => {
  const entry = {
    id: '00000000-0000-4000-8000-000000000e99',
    user_id: CUSTOMER.id,
    kind: 'purchase' as const,
    credits: 4,
    amount_paid_cents: 14_000,
    reason: null,
    order_id: null,
    created_by: PERSONAS.admin.id,
    created_at: '2026-01-10T12:00:00.000Z',
  };

  it('adds up the purchases of the 12 months before now only', () => {
    const now = new Date('2026-06-01T00:00:00.000Z');
    const old = { ...entry, created_at: '2025-05-31T00:00:00.000Z' };
    const debit = { ...entry, kind: 'order_debit' as const, credits: -1, amount_paid_cents: null };
    expect(paidInLast12Months([entry, old, debit], now)).toBe(14_000);
  });

  it('signs credits and names who wrote a row', () => {
    expect(signedCredits(3)).toBe('+3');
    expect(signedCredits(-1)).toBe('−1');
    const emails = new Map([[PERSONAS.admin.id, PERSONAS.admin.email]]);
    expect(ledgerAuthor(entry, emails)).toBe(PERSONAS.admin.email);
    expect(ledgerAuthor({ ...entry, created_by: CUSTOMER.id }, emails)).toBe('The customer');
    expect(ledgerAuthor({ ...entry, created_by: null }, emails)).toBe('System');
    expect(NO_LEDGER_ENTRIES).toBe('No credit entries yet');
  });
});
