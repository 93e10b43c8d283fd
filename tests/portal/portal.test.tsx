import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_ROUTES } from '../../mocks/api/routes';
import { CUSTOMER_COMPANY } from '../../mocks/seed/personas';
import { BALANCE_FAILED, NO_CREDITS_NOTE } from '@/features/portal/components/credits-card';
import { NO_ORDERS, ORDERS_FAILED } from '@/features/portal/components/orders-card';
import { clearToastsAfterEach, renderAccount } from '../auth/harness';
import { balanceOf, ordersOf, setBalance } from '../request/credits';
import { PERSONAS, setupMockBackend } from '../utils/render-app';
import { renderCustomer } from './harness';

const mock = setupMockBackend();
clearToastsAfterEach();

async function editProfile(
  id: string,
  edit: (p: {
    first_name: string | null;
    last_name: string | null;
    display_name: string | null;
    company: string | null;
    status: string | null;
    role: string | null;
  }) => void,
) {
  await mock.db.profiles.update((q) => q.where({ id }), { data: edit });
}

/** The Your Account card as label -> value. */
function accountCard(): Record<string, string> {
  const card = screen.getByRole('heading', { name: 'Your Account' }).closest('.chakra-card__root') as HTMLElement;
  const rows: Record<string, string> = {};
  for (const item of card.querySelectorAll('.chakra-data-list__item')) {
    const label = item.querySelector('.chakra-data-list__itemLabel')?.textContent ?? '';
    rows[label] = item.querySelector('.chakra-data-list__itemValue')?.textContent ?? '';
  }
  return rows;
}

describe('/portal', () => {
  it('sends an anonymous visitor to /auth', async () => {
    const { router } = await renderAccount(mock, '/portal');
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/portal' } });
  });

  it('shows Loading... until the session is known', async () => {
    await renderAccount(mock, '/portal', 'customer');
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    await screen.findByRole('heading', { name: /^Welcome, / });
  });

  it('welcomes a customer and shows the Your Account card without admin actions', async () => {
    await renderAccount(mock, '/portal', 'customer');
    expect(await screen.findByRole('heading', { name: 'Welcome, Casey Customer' })).toBeInTheDocument();
    expect(accountCard()).toEqual({
      'First Name': 'Casey',
      'Last Name': 'Customer',
      Email: PERSONAS.customer.email,
      UID: PERSONAS.customer.id,
      Client: CUSTOMER_COMPANY,
      Status: 'Active',
      Role: 'User',
    });
    expect(screen.getByRole('button', { name: 'Change Password' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    const credits = screen.getByRole('region', { name: 'Credits' });
    expect(within(credits).getByRole('link', { name: 'Request a Report' })).toHaveAttribute('href', '/request');
    expect(screen.queryByRole('heading', { name: 'Administrative Actions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Download Logo Options/ })).not.toBeInTheDocument();
  });

  it('prefers the display name in the welcome line', async () => {
    await editProfile(PERSONAS.customer.id, (p) => {
      p.display_name = 'Casey C.';
    });
    await renderAccount(mock, '/portal', 'customer');
    expect(await screen.findByRole('heading', { name: 'Welcome, Casey C.' })).toBeInTheDocument();
  });

  it("shows 'Not provided' for missing names, welcomes by email, and leaves out absent Client, Status and Role", async () => {
    await editProfile(PERSONAS.customer.id, (p) => {
      p.first_name = null;
      p.last_name = null;
      p.display_name = null;
      p.company = null;
      p.status = null;
      p.role = null;
    });
    await renderAccount(mock, '/portal', 'customer');
    expect(await screen.findByRole('heading', { name: `Welcome, ${PERSONAS.customer.email}` })).toBeInTheDocument();
    expect(accountCard()).toEqual({
      'First Name': 'Not provided',
      'Last Name': 'Not provided',
      Email: PERSONAS.customer.email,
      UID: PERSONAS.customer.id,
    });
  });

  it('gives admins the Administrative Actions and the logo menu', async () => {
    const { user } = await renderAccount(mock, '/portal', 'admin');
    const section = await screen.findByRole('region', { name: 'Administrative Actions' });
    expect(within(section).getByRole('link', { name: 'User Administration' })).toHaveAttribute('href', '/admin');
    expect(within(section).getByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute('href', '/admin/dashboard');
    await user.click(within(section).getByRole('button', { name: /Download Logo Options/ }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'Logo with ™3200×800 PNG',
      'Logo without ™3200×800 PNG',
      'Square icon600×600 PNG',
      'Square logo600×600 PNG',
      'Full logo, large1250×1000 PNG',
      'Full logo, small250×200 PNG',
      'Banner, brand blue1920×512 PNG',
      'Banner, light1920×512 PNG',
    ]);
  });

  it('opens the logo menu from the keyboard, its code loaded on first use, and moves focus into it', async () => {
    const { user } = await renderAccount(mock, '/portal', 'admin');
    const section = await screen.findByRole('region', { name: 'Administrative Actions' });
    expect(screen.queryByRole('menu', { hidden: true })).not.toBeInTheDocument();
    within(section)
      .getByRole('button', { name: /Download Logo Options/ })
      .focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(document.activeElement).toHaveAccessibleName(/Download Logo Options/);
  });

  it('treats only the profile role Admin as admin in the portal', async () => {
    await renderAccount(mock, '/portal', 'moderator');
    await screen.findByRole('heading', { name: /^Welcome, / });
    expect(accountCard().Role).toBe('Moderator');
    expect(screen.queryByRole('region', { name: 'Administrative Actions' })).not.toBeInTheDocument();
  });

  it('signs out and goes to /auth', async () => {
    const { user, router, adapter } = await renderAccount(mock, '/portal', 'customer');
    await user.click(await screen.findByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
    await expect(adapter.auth.getSession()).resolves.toBeNull();
  });

  it('still shows the account when the profile cannot be read, and says so', async () => {
    mock.server.use(
      http.get(`${mock.baseUrl}${API_ROUTES.profiles}`, () =>
        HttpResponse.json(
          { code: 'XX000', message: 'database unavailable', details: null, hint: null },
          { status: 500 },
        ),
      ),
    );
    await renderAccount(mock, '/portal', 'customer');
    expect(await screen.findByText('Your profile could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: `Welcome, ${PERSONAS.customer.email}` })).toBeInTheDocument();
    await waitFor(() => expect(accountCard().UID).toBe(PERSONAS.customer.id));
  });

  describe('credits and orders', () => {
    const databaseDown = () =>
      HttpResponse.json({ code: 'XX000', message: 'database unavailable', details: null, hint: null }, { status: 500 });

    it('shows the balance: one report uses one credit', async () => {
      await renderCustomer(mock, '/portal');
      const credits = await screen.findByRole('region', { name: 'Credits' });
      const balance = balanceOf(mock, PERSONAS.customer.id);
      expect(balance).toBeGreaterThan(1);
      expect(await within(credits).findByText(`${balance} credits`)).toBeInTheDocument();
      expect(within(credits).getByText('One report uses one credit.')).toBeInTheDocument();
      expect(within(credits).queryByText(NO_CREDITS_NOTE)).not.toBeInTheDocument();
    });

    it('offers Buy credits when the balance is 0, and always beside the balance', async () => {
      await setBalance(mock, PERSONAS.customer.id, 0);
      await renderCustomer(mock, '/portal');
      const credits = await screen.findByRole('region', { name: 'Credits' });
      expect(await within(credits).findByText('0 credits')).toBeInTheDocument();
      expect(within(credits).getByText(NO_CREDITS_NOTE)).toBeInTheDocument();
      const links = within(credits).getAllByRole('link', { name: 'Buy credits' });
      expect(links).toHaveLength(2);
      for (const link of links) expect(link).toHaveAttribute('href', '/portal/credits/buy');
      expect(within(credits).queryByRole('link', { name: 'contact us' })).not.toBeInTheDocument();
    });

    it('lists Your Orders newest first, each with its status, entity, formation state and date, linking to its page', async () => {
      const { user, router } = await renderCustomer(mock, '/portal');
      const list = await screen.findByRole('list', { name: 'Your orders, newest first' });
      const orders = ordersOf(mock, PERSONAS.customer.id).sort((a, b) => b.created_at.localeCompare(a.created_at));
      const rows = within(list).getAllByRole('listitem');
      expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual(
        orders.map((o) => o.entity_legal_name),
      );
      orders.forEach((order, i) => {
        const row = rows[i]!;
        expect(within(row).getByRole('link')).toHaveAttribute('href', `/portal/orders/${order.id}`);
        expect(within(row).getByText(order.status)).toBeInTheDocument();
        expect(row).toHaveTextContent(order.formation_state);
        expect(row).toHaveTextContent(new Date(order.created_at).toLocaleDateString('en-US', { dateStyle: 'medium' }));
      });
      await user.click(within(rows[0]!).getByRole('link'));
      expect(await screen.findByRole('heading', { level: 1, name: orders[0]!.entity_legal_name })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(`/portal/orders/${orders[0]!.id}`);
    });

    it("lists only the customer's own orders, even for staff who may read every order", async () => {
      // The admin has none of their own, so (issue 32) the card is left out rather than filled with the queue.
      await renderCustomer(mock, '/portal', 'admin');
      await screen.findByRole('list', { name: 'Open orders by status' });
      await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
      expect(screen.queryByRole('region', { name: 'Your Orders' })).not.toBeInTheDocument();
      expect(screen.queryByText(NO_ORDERS)).not.toBeInTheDocument();
    });

    it('shows the empty state with the request button when there are no orders', async () => {
      mock.server.use(http.get(`${mock.baseUrl}${API_ROUTES.orderRequests}`, () => HttpResponse.json([])));
      await renderCustomer(mock, '/portal');
      const orders = await screen.findByRole('region', { name: 'Your Orders' });
      expect(await within(orders).findByText(NO_ORDERS)).toBeInTheDocument();
      expect(within(orders).getByRole('link', { name: 'Request your first report' })).toHaveAttribute(
        'href',
        '/request',
      );
    });

    it('says when the orders or the balance cannot be read, and Try again reads them again', async () => {
      mock.server.use(
        http.get(`${mock.baseUrl}${API_ROUTES.orderRequests}`, databaseDown, { once: true }),
        http.post(`${mock.baseUrl}${API_ROUTES.rpcCreditBalance}`, databaseDown, { once: true }),
      );
      const { user } = await renderCustomer(mock, '/portal');
      const orders = await screen.findByRole('region', { name: 'Your Orders' });
      expect(await within(orders).findByText(ORDERS_FAILED)).toBeInTheDocument();
      const credits = screen.getByRole('region', { name: 'Credits' });
      expect(await within(credits).findByText(BALANCE_FAILED)).toBeInTheDocument();
      // The rest of the portal still works.
      expect(screen.getByRole('heading', { name: 'Your Account' })).toBeInTheDocument();

      await user.click(within(orders).getByRole('button', { name: 'Try again' }));
      expect(await within(orders).findByRole('list', { name: 'Your orders, newest first' })).toBeInTheDocument();
      await user.click(within(credits).getByRole('button', { name: 'Try again' }));
      expect(await within(credits).findByText(`${balanceOf(mock, PERSONAS.customer.id)} credits`)).toBeInTheDocument();
    });
  });
});
