import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_ROUTES } from '../../mocks/api/routes';
import { NO_CREDITS_NOTE } from '@/features/portal/components/credits-card';
import { NO_ORDERS } from '@/features/portal/components/orders-card';
import { COUNTS_FAILED } from '@/features/portal/staff-home/staff-home';
import { OPEN_ORDER_STATUSES } from '@/backend';
import { clearToastsAfterEach } from '../auth/harness';
import { balanceOf, ordersOf, setBalance } from '../request/credits';
import { PERSONAS, setupMockBackend } from '../utils/render-app';
import { renderCustomer } from './harness';

const mock = setupMockBackend();
clearToastsAfterEach();

/** Seeded: Oak Hollow (In review) is assigned to the admin, Pacific Crest to the moderator. */
const OAK_HOLLOW = 'Oak Hollow Development Corp.';
const PACIFIC_CREST = 'Pacific Crest Holdings LLC';

const openOrders = () =>
  mock.db.orderRequests
    .all()
    .filter((o) => (OPEN_ORDER_STATUSES as readonly string[]).includes(o.status))
    .sort((a, b) => a.updated_at.localeCompare(b.updated_at));

const countLink = (status: string) =>
  within(screen.getByRole('list', { name: 'Open orders by status' })).getByRole('link', {
    name: new RegExp(`\\(${status}\\)`),
  });

describe('/portal for staff: Your work first', () => {
  it('gives an admin the open orders by status, each linking to the queue filtered by it', async () => {
    await renderCustomer(mock, '/portal', 'admin');
    const work = await screen.findByRole('region', { name: 'Your work' });
    await within(work).findByRole('list', { name: 'Open orders by status' });
    const labels = {
      Submitted: 'New',
      'In review': 'In review',
      'Needs documents': 'Waiting on the customer',
      Escalated: 'Escalated',
    };
    for (const status of OPEN_ORDER_STATUSES) {
      const count = openOrders().filter((o) => o.status === status).length;
      const link = countLink(status);
      expect(link).toHaveAccessibleName(`${count} ${labels[status]} (${status}): open the queue filtered by it`);
      expect(link).toHaveAttribute('href', `/admin/orders?status=${encodeURIComponent(status).replace(/%20/g, '+')}`);
    }
    expect(within(work).getByRole('link', { name: 'Open the order queue' })).toHaveAttribute('href', '/admin/orders');
  });

  it('lists the orders assigned to the admin, with time in status, and the longest waiting open orders', async () => {
    await renderCustomer(mock, '/portal', 'admin');
    const mine = await screen.findByRole('list', { name: 'Open orders assigned to you, longest waiting first' });
    const rows = within(mine).getAllByRole('listitem');
    expect(rows.map((r) => within(r).getByRole('link').textContent)).toEqual([OAK_HOLLOW]);
    const oak = mock.db.orderRequests.all().find((o) => o.entity_legal_name === OAK_HOLLOW)!;
    expect(within(rows[0]!).getByRole('link')).toHaveAttribute('href', `/admin/orders/${oak.id}`);
    expect(rows[0]).toHaveTextContent(/In review for 2 days/);

    const waiting = screen.getByRole('list', { name: 'Open orders, longest waiting first' });
    const expected = openOrders()
      .slice(0, 5)
      .map((o) => o.entity_legal_name);
    expect(
      within(waiting)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(expected);
    // Report ready and Cancelled orders never wait on staff.
    for (const item of within(waiting).getAllByRole('listitem'))
      expect(item).not.toHaveTextContent(/Report ready|Cancelled/);
  });

  it('gives a moderator the queue link and what they may read, without admin actions', async () => {
    await renderCustomer(mock, '/portal', 'moderator');
    const work = await screen.findByRole('region', { name: 'Your work' });
    expect(within(work).getByRole('link', { name: 'Open the order queue' })).toHaveAttribute('href', '/admin/orders');
    expect(within(work).getByText(/only admins change orders/)).toBeInTheDocument();
    const mine = await screen.findByRole('list', { name: 'Open orders assigned to you, longest waiting first' });
    expect(
      within(mine)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual([PACIFIC_CREST]);
    expect(screen.queryByRole('region', { name: 'Administrative Actions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'User Administration' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Admin Dashboard' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Download Logo Options/ })).not.toBeInTheDocument();
  });

  it('hides the credits and orders cards from staff with none', async () => {
    await setBalance(mock, PERSONAS.admin.id, 0);
    expect(ordersOf(mock, PERSONAS.admin.id)).toHaveLength(0);
    // The cards are judged absent only once the balance and the own orders have been answered.
    const answered = new Set<string>();
    mock.server.events.on('response:mocked', ({ request }) => {
      const { pathname } = new URL(request.url);
      if (pathname.endsWith('/rpc/credit_balance')) answered.add('balance');
      if (pathname.endsWith('/rest/v1/order_requests') && request.method === 'GET') answered.add('orders');
    });
    await renderCustomer(mock, '/portal', 'admin');
    await screen.findByRole('list', { name: 'Open orders by status' });
    await waitFor(() => expect([...answered].sort()).toEqual(['balance', 'orders']));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Your Account' })).toBeInTheDocument());
    expect(screen.queryByRole('region', { name: 'Credits' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your Orders' })).not.toBeInTheDocument();
    expect(screen.queryByText(NO_CREDITS_NOTE)).not.toBeInTheDocument();
    expect(screen.queryByText(NO_ORDERS)).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Administrative Actions' })).toBeInTheDocument();
  });

  it('shows the credits card to staff who have credits', async () => {
    await setBalance(mock, PERSONAS.admin.id, 3);
    await renderCustomer(mock, '/portal', 'admin');
    const credits = await screen.findByRole('region', { name: 'Credits' });
    expect(await within(credits).findByText(`${balanceOf(mock, PERSONAS.admin.id)} credits`)).toBeInTheDocument();
  });

  it('says when the queue cannot be counted, and Try again reads it again', async () => {
    mock.server.use(
      http.get(
        `${mock.baseUrl}${API_ROUTES.orderQueue}`,
        () =>
          HttpResponse.json(
            { code: 'XX000', message: 'database unavailable', details: null, hint: null },
            { status: 500 },
          ),
        { once: true },
      ),
    );
    const { user } = await renderCustomer(mock, '/portal', 'admin');
    const work = await screen.findByRole('region', { name: 'Your work' });
    expect(await within(work).findByText(COUNTS_FAILED)).toBeInTheDocument();
    await user.click(within(work).getAllByRole('button', { name: 'Try again' })[0]!);
    expect(await within(work).findByRole('list', { name: 'Open orders by status' })).toBeInTheDocument();
  });

  it('leaves the customer’s portal as it was: no staff section', async () => {
    await renderCustomer(mock, '/portal');
    await screen.findByRole('region', { name: 'Credits' });
    expect(screen.getByText('Your customer portal: your credits, your orders and your account.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Your Orders' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your work' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open the order queue' })).not.toBeInTheDocument();
  });
});
