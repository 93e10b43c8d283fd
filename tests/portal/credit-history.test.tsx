import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { creditsText } from '@/components/orders/format';
import { customerLedgerAuthor, LIABILITY_CAP_NOTE } from '@/features/credit-history/credit-history-screen';
import { DOWNLOAD_LEDGER_LABEL } from '@/features/credit-history/download-ledger-button';
import PortalCreditsRoute from '@/routes/portal/credits';
import PortalRoute from '@/routes/portal/portal';
import { mockAdapterFor, PERSONAS, renderApp, setupMockBackend } from '../utils/render-app';
import { captureSavedFiles } from '../support/saved-files';

const mock = setupMockBackend();
const ROUTES = [
  { path: '/portal', Component: PortalRoute },
  { path: '/portal/credits', Component: PortalCreditsRoute },
];

const saved = captureSavedFiles();

describe('the customer’s credit history', () => {
  it('is one step from the portal’s credits card', async () => {
    const { user } = await renderApp({ mock, route: '/portal', routes: ROUTES, persona: 'customer' });
    await user.click(await screen.findByRole('link', { name: 'Credit history' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Credit history' })).toBeInTheDocument();
  });

  it('lists every row of their own ledger, newest first, each with the balance it left, ending at their balance', async () => {
    const customer = await mockAdapterFor(mock, 'customer');
    const entries = await customer.credits.ledger(PERSONAS.customer.id);
    const balance = await customer.credits.balance(PERSONAS.customer.id);
    expect(entries.length).toBeGreaterThan(1);
    await renderApp({ mock, route: '/portal/credits', routes: ROUTES, persona: 'customer' });

    const table = await screen.findByRole('table', { name: 'Credit ledger' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(entries.length);
    const balances = rows.map((row) => Number(within(row).getAllByRole('cell')[3]!.textContent));
    // The newest row leaves the account's balance; each older row's balance is the newer one's minus its change.
    expect(balances[0]).toBe(balance);
    const newestFirst = [...entries].sort((a, b) => b.created_at.localeCompare(a.created_at));
    for (let i = 1; i < rows.length; i++) expect(balances[i]).toBe(balances[i - 1]! - newestFirst[i - 1]!.credits);
    expect(screen.getByText(creditsText(balance))).toBeInTheDocument();
    expect(screen.getByText(LIABILITY_CAP_NOTE)).toBeInTheDocument();
    // Rows are the customer's own: nobody else's entries reach the page.
    expect(entries.every((e) => e.user_id === PERSONAS.customer.id)).toBe(true);
  });

  it('downloads the ledger as CSV with the same rows and balances, staff named without their emails', async () => {
    const customer = await mockAdapterFor(mock, 'customer');
    const entries = await customer.credits.ledger(PERSONAS.customer.id);
    const balance = await customer.credits.balance(PERSONAS.customer.id);
    const { user } = await renderApp({ mock, route: '/portal/credits', routes: ROUTES, persona: 'customer' });
    await user.click(await screen.findByRole('button', { name: DOWNLOAD_LEDGER_LABEL }));

    await vi.waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toMatch(/^credit-history-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await saved[0]!.file.text();
    const lines = text
      .replace(/^\ufeff/, '')
      .split('\r\n')
      .filter(Boolean);
    expect(lines[0]).toBe('When,Date (local),Kind,Credits,Balance after,Amount paid (USD),Reason,Order,By');
    expect(lines).toHaveLength(entries.length + 1);
    const newest = [...entries].sort((a, b) => b.created_at.localeCompare(a.created_at))[0]!;
    expect(lines[1]!.startsWith(`${newest.created_at},`)).toBe(true);
    expect(lines[1]).toContain(`,${newest.credits},${balance},`);
    expect(text).not.toContain('@');
  });

  it('names who wrote a row as the customer reads it', () => {
    const row = {
      id: '00000000-0000-4000-8000-000000000001',
      user_id: PERSONAS.customer.id,
      kind: 'adjustment' as const,
      credits: 2,
      amount_paid_cents: null,
      reason: 'Goodwill',
      order_id: null,
      created_by: PERSONAS.admin.id,
      created_at: '2026-11-01T10:00:00Z',
    };
    expect(customerLedgerAuthor(row)).toBe('EntityLens staff');
    expect(customerLedgerAuthor({ ...row, created_by: PERSONAS.customer.id })).toBe('You');
    expect(customerLedgerAuthor({ ...row, created_by: null })).toBe('EntityLens');
  });
});
