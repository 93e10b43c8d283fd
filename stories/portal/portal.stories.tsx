import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within, waitFor } from 'storybook/test';
import { NO_CREDITS_NOTE, BALANCE_FAILED } from '@/features/portal/components/credits-card';
import { NO_ORDERS, ORDERS_FAILED } from '@/features/portal/components/orders-card';
import PortalRoute from '@/routes/portal/portal';
import { withSiteLayout } from '../public/page-frame';
import { failure, never, withHandlers } from '../support/mock-backend';
import { mobileStory } from '../support/mobile';
import { CUSTOMER_SEED_ORDERS } from './seed-orders';

const meta = {
  title: 'Portal/Portal',
  component: PortalRoute,
  parameters: { route: '/portal', persona: 'customer' },
} satisfies Meta<typeof PortalRoute>;
export default meta;

type Story = StoryObj<typeof meta>;

const ORDERS_URL = '/mock-api/rest/v1/order_requests';
const BALANCE_URL = '/mock-api/rest/v1/rpc/credit_balance';

const region = (canvasElement: HTMLElement, name: string) => within(canvasElement).findByRole('region', { name });

/** The profile is still being read: the Loading... spinner. */
export const Loading: Story = {
  parameters: withHandlers(http.get('/mock-api/rest/v1/profiles', never)),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading...');
  },
};

/** The profile could not be read: a warning with Try again, and the welcome line falls back to the email. */
export const Error: Story = {
  parameters: withHandlers(http.get('/mock-api/rest/v1/profiles', failure)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Your profile could not be loaded')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Try again' })[0]).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Welcome, customer@demo.test' })).toBeVisible();
  },
};

/**
 * A customer with orders in every status: the credits, Your Orders newest first (each row leading to
 * its page), Your Account, Request a Report; no admin actions.
 */
export const AsCustomer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Welcome, Casey Customer' })).toBeVisible();
    await expect(canvas.getByText('Harbor Point Lending')).toBeVisible();
    const credits = await region(canvasElement, 'Credits');
    await expect(await within(credits).findByText(/^\d+ credits$/)).toBeVisible();
    await expect(within(credits).getByRole('link', { name: 'Request a Report' })).toHaveAttribute('href', '/request');
    const list = await canvas.findByRole('list', { name: 'Your orders, newest first' });
    const rows = within(list).getAllByRole('listitem');
    await expect(rows).toHaveLength(CUSTOMER_SEED_ORDERS.length);
    // The newest (placed hours ago) first, the oldest (placed 96 days ago) last.
    const newest = [...CUSTOMER_SEED_ORDERS].sort(
      (a, b) => a.placed[0] * 24 + a.placed[1] - (b.placed[0] * 24 + b.placed[1]),
    )[0]!;
    await expect(within(rows[0]!).getByRole('link', { name: newest.entity })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Administrative Actions' })).toBeNull();
  },
};

export const Default: Story = AsCustomer;

/** No orders yet: the empty state and its request button. */
export const Empty: Story = {
  parameters: withHandlers(http.get(ORDERS_URL, () => HttpResponse.json([]))),
  play: async ({ canvasElement }) => {
    const orders = await region(canvasElement, 'Your Orders');
    await expect(await within(orders).findByText(NO_ORDERS)).toBeVisible();
    await expect(within(orders).getByRole('link', { name: 'Request your first report' })).toHaveAttribute(
      'href',
      '/request',
    );
  },
};

/** The orders and the balance are still being read: each card says so. */
export const OrdersLoading: Story = {
  parameters: withHandlers(http.get(ORDERS_URL, never), http.post(BALANCE_URL, never)),
  play: async ({ canvasElement }) => {
    const orders = await region(canvasElement, 'Your Orders');
    await expect(within(orders).getByRole('status')).toHaveTextContent('Loading your orders...');
    const credits = await region(canvasElement, 'Credits');
    await expect(within(credits).getByRole('status')).toHaveTextContent('Loading your balance...');
  },
};

/** The orders and the balance could not be read: each card says so, with Try again; the rest still works. */
export const OrdersError: Story = {
  parameters: withHandlers(http.get(ORDERS_URL, failure), http.post(BALANCE_URL, failure)),
  play: async ({ canvasElement }) => {
    const orders = await region(canvasElement, 'Your Orders');
    await expect(await within(orders).findByText(ORDERS_FAILED)).toBeVisible();
    await expect(within(orders).getByRole('button', { name: 'Try again' })).toBeVisible();
    const credits = await region(canvasElement, 'Credits');
    await expect(await within(credits).findByText(BALANCE_FAILED)).toBeVisible();
  },
};

/** No credits left: "0 credits" and Buy credits. */
export const ZeroCredits: Story = {
  parameters: withHandlers(http.post(BALANCE_URL, () => HttpResponse.json(0))),
  play: async ({ canvasElement }) => {
    const credits = await region(canvasElement, 'Credits');
    await expect(await within(credits).findByText('0 credits')).toBeVisible();
    await expect(within(credits).getByText(NO_CREDITS_NOTE)).toBeVisible();
    await expect(within(credits).getAllByRole('link', { name: 'Buy credits' })[0]).toHaveAttribute(
      'href',
      '/portal/credits/buy',
    );
  },
};

/** An admin also sees Administrative Actions and the Download Logo Options menu. */
export const AsAdmin: Story = {
  parameters: { persona: 'admin' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Administrative Actions' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Download Logo Options/ }));
    const page = within(canvasElement.ownerDocument.body);
    const item = await page.findByRole('menuitem', { name: /Logo with ™/ });
    await waitFor(() => expect(item).toBeVisible()); // the menu animates open
  },
};

/** At 390 px: the credits first, then the orders as stacked rows, then the account. */
export const Mobile: Story = {
  ...mobileStory(),
  decorators: [withSiteLayout],
  play: async (context) => {
    await mobileStory().play(context);
    const canvas = within(context.canvasElement);
    await canvas.findByRole('list', { name: 'Your orders, newest first' });
    const page = context.canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};
