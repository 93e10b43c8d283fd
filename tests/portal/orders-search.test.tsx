import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CLEAR_ORDER_FILTERS, NO_ORDERS_MATCH } from '@/features/portal/components/orders-search';
import { setupMockBackend } from '../utils/render-app';
import { renderCustomer } from './harness';

const mock = setupMockBackend();

const ordersCard = () => screen.findByRole('region', { name: 'Your Orders' });
const searchBox = () => screen.getByRole('searchbox', { name: 'Search by loan reference or entity' });
const statusSelect = () => within(screen.getByRole('search')).getByRole('combobox', { name: 'Status' });
/** The entity names listed, in order. */
const listed = () =>
  within(screen.getByRole('list', { name: 'Your orders, newest first' }))
    .getAllByRole('link')
    .map((a) => a.textContent);
const address = (router: { state: { location: { pathname: string; search: string } } }) =>
  `${router.state.location.pathname}${decodeURIComponent(router.state.location.search.replace(/\+/g, ' '))}`;

describe("the customer's orders: search and filters", () => {
  it('typing a loan number narrows the list after a pause and keeps the search in the address', async () => {
    const { user, router } = await renderCustomer(mock, '/portal');
    await ordersCard();
    await screen.findByRole('list', { name: 'Your orders, newest first' });
    await user.type(searchBox(), 'hpl-25-01');
    await waitFor(() => expect(address(router)).toBe('/portal?q=hpl-25-01'));
    // Newest first, as the whole list.
    await waitFor(() =>
      expect(listed()).toEqual(['Summit Peak Ventures LLC', 'Brightwater Partners LP', 'Maple Street Holdings, Inc.']),
    );
    expect(screen.getByText('3 of your orders match “hpl-25-01”')).toBeInTheDocument();

    await user.selectOptions(statusSelect(), 'Report ready');
    await waitFor(() => expect(address(router)).toBe('/portal?q=hpl-25-01&status=Report ready'));
    await waitFor(() => expect(listed()).toEqual(['Maple Street Holdings, Inc.']));
    expect(screen.getByText('1 of your orders matches “hpl-25-01” with status Report ready')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: CLEAR_ORDER_FILTERS }));
    await waitFor(() => expect(address(router)).toBe('/portal'));
    await waitFor(() => expect(listed()).toHaveLength(7));
    expect(searchBox()).toHaveValue('');
  });

  it('searches the entity name too, and opens filtered from a shared address', async () => {
    await renderCustomer(mock, '/portal?q=LAKEVIEW&status=Cancelled');
    await ordersCard();
    await waitFor(() => expect(listed()).toEqual(['Lakeview Family Trust']));
    expect(searchBox()).toHaveValue('LAKEVIEW');
    expect(statusSelect()).toHaveValue('Cancelled');
  });

  it("another customer's loan number finds nothing: the empty result says what was searched and clears it", async () => {
    const { user, router } = await renderCustomer(mock, '/portal?q=NBCU-7734&status=In review');
    const card = await ordersCard();
    expect(await within(card).findByText(NO_ORDERS_MATCH)).toBeInTheDocument();
    expect(
      within(card).getByText(/None of your orders matches “NBCU-7734” with status In review\./),
    ).toBeInTheDocument();
    // What was typed stays while it reads nothing.
    expect(searchBox()).toHaveValue('NBCU-7734');

    await user.click(within(card).getByRole('button', { name: CLEAR_ORDER_FILTERS }));
    await waitFor(() => expect(address(router)).toBe('/portal'));
    expect(searchBox()).toHaveValue('');
    expect(statusSelect()).toHaveValue('');
    await waitFor(() => expect(listed()).toHaveLength(7));
    expect(within(card).queryByText(NO_ORDERS_MATCH)).not.toBeInTheDocument();
  });

  it('clearing the field by hand shows every order again and drops ?q= from the address', async () => {
    const { user, router } = await renderCustomer(mock, '/portal?q=riverbend');
    await ordersCard();
    await waitFor(() => expect(listed()).toEqual(['Riverbend Storage LLC']));
    await user.clear(searchBox());
    await waitFor(() => expect(address(router)).toBe('/portal'));
    await waitFor(() => expect(listed()).toHaveLength(7));
  });
});
