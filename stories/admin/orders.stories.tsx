import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { STAFF_ACCESS_DENIED_TEXT } from '@/components/guards/require-staff';
import { toaster } from '@/components/ui/toaster';
import OrdersRoute from '@/routes/admin/orders';
import { withSiteLayout } from '../public/page-frame';
import { failure, never, withHandlers } from '../support/mock-backend';
import { mobileStory } from '../support/mobile';
import { seedOrder } from './seed-orders';
import { countedRows } from '../../mocks/handlers/postgrest-query';

const meta = {
  title: 'Admin/Orders',
  component: OrdersRoute,
  parameters: { route: '/admin/orders', persona: 'admin' },
  beforeEach: () => {
    toaster.remove();
  },
} satisfies Meta<typeof OrdersRoute>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The queue reads the order_queue view: each order with its current assignee (migration 2000). */
const ORDERS_URL = '/mock-api/rest/v1/order_queue';
const table = async (canvasElement: HTMLElement) => within(canvasElement).findByRole('table', { name: 'Orders' });

/** The role check is still running: the gate's spinner. */
export const Loading: Story = {
  parameters: withHandlers(http.post('/mock-api/rest/v1/rpc/is_admin', never)),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading...')).toBeVisible();
  },
};

/** A customer who types the address: Access Denied, with the way back to the portal. */
export const AccessDenied: Story = {
  parameters: { persona: 'customer' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(canvas.getByText(STAFF_ACCESS_DENIED_TEXT)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Return to Portal' })).toHaveAttribute('href', '/portal');
  },
};

/** An admin: every customer's orders, newest first, each linking to its order page. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const rows = within(await table(canvasElement));
    const submitted = seedOrder('Submitted');
    await expect(
      await rows.findByRole('link', { name: `Order ${submitted.reference}: ${submitted.entity}` }),
    ).toHaveAttribute('href', submitted.route);
    await expect(rows.getByText('Pacific Crest Holdings LLC')).toBeVisible();
    await expect(within(canvasElement).getByRole('link', { name: 'Customer credits' })).toBeVisible();
  },
};

/** Filtered by status from the URL (?status=In review). */
export const FilteredByStatus: Story = {
  parameters: { route: '/admin/orders?status=In%20review' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = within(await table(canvasElement));
    await expect(await rows.findByText(seedOrder('In review').entity)).toBeVisible();
    await expect(rows.queryByText(seedOrder('Submitted').entity)).toBeNull();
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveValue('In review');
  },
};

/** The entity names of the rows, in order, and each row's "Assigned to" cell. */
async function queueRows(canvasElement: HTMLElement) {
  const rows = within(await table(canvasElement))
    .getAllByRole('row')
    .slice(1);
  return rows.map((row) => ({
    entity: within(row).getByRole('link').textContent,
    assignee: row.querySelector('[data-label="Assigned to"]')?.textContent,
    since: row.querySelector('[data-label="In status for"] time')?.getAttribute('datetime') ?? '',
  }));
}

/** The admin's own orders (?assigned=me): Oak Hollow, which the admin took; the filter shows its choice. */
export const AssignedToMe: Story = {
  parameters: { route: '/admin/orders?assigned=me' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(async () =>
      expect(await queueRows(canvasElement)).toEqual([
        { entity: 'Oak Hollow Development Corp.', assignee: 'You', since: expect.any(String) },
      ]),
    );
    await expect(canvas.getByRole('combobox', { name: 'Assigned to' })).toHaveValue('me');
    await expect(canvas.getByText('1 order assigned to you')).toBeVisible();
  },
};

/**
 * Nobody has these yet (?assigned=none), the longest waiting in its status first (?sort=waiting): the open ones
 * alone (of the seed's 8 unassigned orders, 3 are closed).
 */
export const UnassignedLongestWaiting: Story = {
  parameters: { route: '/admin/orders?assigned=none&sort=waiting' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(async () => expect((await queueRows(canvasElement)).length).toBe(5));
    const rows = await queueRows(canvasElement);
    await expect(rows.every((r) => r.assignee === 'Unassigned')).toBe(true);
    await expect(rows.map((r) => r.since)).toEqual(rows.map((r) => r.since).sort());
    await expect(canvas.getByRole('combobox', { name: 'Sort' })).toHaveValue('waiting');
  },
};

/** Every order with its assignee and its time in the current status; ↓ moves to the next order's link. */
export const WithAssignees: Story = {
  play: async ({ canvasElement }) => {
    const rows = await queueRows(canvasElement);
    await expect(rows.find((r) => r.entity === 'Oak Hollow Development Corp.')?.assignee).toBe('You');
    await waitFor(async () =>
      expect((await queueRows(canvasElement)).find((r) => r.entity === 'Pacific Crest Holdings LLC')?.assignee).toBe(
        'Morgan Moderator',
      ),
    );
    const links = within(await table(canvasElement)).getAllByRole('link');
    links[0]!.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(links[1]).toHaveFocus();
  },
};

/** Typing in the search asks the server after a pause, and the URL keeps it (?q=). */
export const Searched: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search orders' }), 'north bay');
    await waitFor(() => expect(canvas.queryByText(seedOrder('Submitted').entity)).toBeNull(), { timeout: 5000 });
    await expect(canvas.getByText('Pacific Crest Holdings LLC')).toBeVisible();
    await expect(canvas.getByText(/matching “north bay”/)).toBeVisible();
  },
};

/** Nothing matches the filters: the empty state with a way out. */
export const Empty: Story = {
  parameters: { route: '/admin/orders?status=Escalated&q=nothing%20like%20this' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No orders match')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(await table(canvasElement)).toBeVisible();
  },
};

/** No order at all yet. */
export const NoOrdersYet: Story = {
  parameters: withHandlers(http.get(ORDERS_URL, () => countedRows([]))),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No orders match')).toBeVisible();
    await expect(canvas.getByText('No customer has ordered a report yet.')).toBeVisible();
  },
};

/** The orders are on their way. */
export const LoadingOrders: Story = {
  parameters: withHandlers(http.get(ORDERS_URL, never)),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading orders...')).toBeVisible();
  },
};

/** The read failed: the server's words and Try again. */
export const Error: Story = {
  parameters: withHandlers(http.get(ORDERS_URL, failure)),
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('The orders could not be loaded');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/**
 * Export CSV when the export cannot be recorded in the audit trail: no file is handed over and the toast says
 * why.
 */
export const ExportFailed: Story = {
  parameters: {
    route: '/admin/orders?status=Submitted',
    ...withHandlers(
      http.post('/mock-api/rest/v1/rpc/log_export', () =>
        HttpResponse.json(
          { code: '42501', message: 'You cannot export this list', details: null, hint: null },
          { status: 403 },
        ),
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    const page = within(canvasElement.ownerDocument.body);
    // The toast fades in: wait for it to be shown, not only mounted.
    await waitFor(() => expect(page.getByText('Export failed')).toBeVisible());
    await expect(page.getByText('You cannot export this list')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeEnabled());
  },
};

/** A moderator reads the whole queue; the page says only admins change orders. */
export const Moderator: Story = {
  parameters: { persona: 'moderator' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/only admins can change orders/)).toBeVisible();
    await expect(within(await table(canvasElement)).getByText('Pacific Crest Holdings LLC')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Customer credits' })).toBeNull();
  },
};

/** At 390 px each row is a card with labelled fields. */
export const Mobile: Story = {
  ...mobileStory(),
  decorators: [withSiteLayout],
  play: async (context) => {
    await mobileStory().play(context);
    const rows = within(await table(context.canvasElement));
    await expect(await rows.findByText(seedOrder('Submitted').entity)).toBeVisible();
    const page = context.canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};

/** Found by loan number (?q=): the loan reference column holds it, the count says what was searched. */
export const SearchedByLoanReference: Story = {
  parameters: { route: '/admin/orders?q=nbcu-7734&status=In%20review' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = within(await table(canvasElement));
    await waitFor(() => expect(rows.getAllByRole('row')).toHaveLength(2));
    await expect(rows.getByRole('columnheader', { name: 'Loan reference' })).toBeInTheDocument();
    await expect(rows.getByText('NBCU-7734')).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search orders' })).toHaveValue('nbcu-7734');
    await expect(canvas.getByText('1 order with status In review matching “nbcu-7734”')).toBeVisible();
  },
};

/** The same at 390 px: the loan reference is one of the card's labelled fields. */
export const SearchedByLoanReferenceMobile: Story = {
  ...mobileStory({ route: '/admin/orders?q=nbcu-7734&status=In%20review' }),
  decorators: [withSiteLayout],
  play: async (context) => {
    await mobileStory().play(context);
    const rows = within(await table(context.canvasElement));
    await expect(await rows.findByText('NBCU-7734')).toBeVisible();
    await expect(rows.queryByText(seedOrder('Submitted').entity)).toBeNull();
    const page = context.canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};
