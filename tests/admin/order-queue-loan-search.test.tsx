import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import OrdersRoute from '@/routes/admin/orders';
import { renderApp, setupMockBackend } from '../utils/render-app';

const mock = setupMockBackend();
const openQueue = (route: string) =>
  renderApp({ mock, route, routes: [{ path: '/admin/orders', Component: OrdersRoute }], persona: 'admin' });

const ordersTable = () => screen.findByRole('table', { name: 'Orders' });
/** Each row's entity and loan reference cell, in order. */
const rows = () =>
  within(screen.getByRole('table', { name: 'Orders' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [
      within(row).getByRole('link').textContent,
      row.querySelector('[data-label="Loan reference"]')?.textContent,
    ]);
const address = (router: { state: { location: { search: string } } }) =>
  decodeURIComponent(router.state.location.search.replace(/\+/g, ' '));

describe('the staff queue: found by loan number', () => {
  it('shows each order’s loan reference in its own column, and says when none was given', async () => {
    await openQueue('/admin/orders');
    const table = await ordersTable();
    expect(within(table).getByRole('columnheader', { name: 'Loan reference' })).toBeInTheDocument();
    expect(rows()).toContainEqual(['Pacific Crest Holdings LLC', 'NBCU-7734']);
    expect(rows()).toContainEqual(['Lakeview Family Trust', 'Not given']);
  });

  it('typing a loan number in any case narrows the queue after a pause, kept in ?q= with the status filter', async () => {
    const { user, router } = await openQueue('/admin/orders?status=In review');
    await ordersTable();
    const search = screen.getByRole('searchbox', { name: 'Search orders' });
    expect(search).toHaveAttribute('placeholder', expect.stringMatching(/^Loan reference, /));
    await user.type(search, 'nbcu-7734');
    await waitFor(() => expect(address(router)).toBe('?status=In review&q=nbcu-7734'));
    await waitFor(() => expect(rows()).toEqual([['Pacific Crest Holdings LLC', 'NBCU-7734']]));
    expect(screen.getByText('1 order with status In review matching “nbcu-7734”')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Cancelled');
    expect(await screen.findByText('No orders match')).toBeInTheDocument();
    expect(search).toHaveValue('nbcu-7734');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(address(router)).toBe(''));
    expect(search).toHaveValue('');
    await waitFor(() => expect(rows().length).toBeGreaterThan(2));
  });

  it('opens searched from a shared address: the field holds the loan number', async () => {
    await openQueue('/admin/orders?q=HPL-25-02');
    await ordersTable();
    expect(screen.getByRole('searchbox', { name: 'Search orders' })).toHaveValue('HPL-25-02');
    await waitFor(() =>
      expect(rows().map(([, loan]) => loan)).toEqual(expect.arrayContaining(['HPL-25-0203', 'HPL-25-0217'])),
    );
    expect(rows()).toHaveLength(2);
  });
});
