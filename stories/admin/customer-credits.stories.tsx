import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { toaster } from '@/components/ui/toaster';
import { NO_LEDGER_ENTRIES } from '@/components/credits/ledger';
import CustomerCreditsRoute from '@/routes/admin/customer-credits';
import { withSiteLayout } from '../public/page-frame';
import { failure, never, withHandlers } from '../support/mock-backend';
import { mobileStory } from '../support/mobile';
import { CUSTOMER } from './seed-orders';

const CUSTOMER_ROUTE = `/admin/credits?user=${encodeURIComponent(CUSTOMER.email)}`;

const meta = {
  title: 'Admin/Customer Credits',
  component: CustomerCreditsRoute,
  parameters: { route: CUSTOMER_ROUTE, persona: 'admin' },
  beforeEach: () => {
    toaster.remove();
  },
} satisfies Meta<typeof CustomerCreditsRoute>;
export default meta;

type Story = StoryObj<typeof meta>;

const LEDGER_URL = '/mock-api/rest/v1/credit_ledger';
const ledgerTable = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('table', { name: 'Credit ledger' });
const form = (canvasElement: HTMLElement, name: string) => within(canvasElement).findByRole('form', { name });

/** The admin check is still running: the gate's spinner. */
export const Loading: Story = {
  parameters: withHandlers(http.post('/mock-api/rest/v1/rpc/is_admin', never)),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading...')).toBeVisible();
  },
};

/** Moderators read orders, never the ledger: Access Denied. */
export const AccessDenied: Story = {
  parameters: { persona: 'moderator' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Access Denied' })).toBeVisible();
  },
};

/** The customer persona: balance, paid in the last 12 months, the forms and the ledger, newest first. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: `Casey Customer (${CUSTOMER.email})` }),
    ).toBeVisible();
    const ledger = within(await ledgerTable(canvasElement));
    await expect(ledger.getAllByText('Report order').length).toBeGreaterThan(0);
    await expect(ledger.getAllByText('Purchase')[0]).toBeVisible();
    await expect(canvas.getByText('Paid in the last 12 months')).toBeVisible();
    // The stat: the invoiced purchase ($525.00) and the card purchase ($350.00).
    await expect((await canvas.findAllByText('$875.00')).length).toBe(1);
    await expect(ledger.getByText('$525.00')).toBeVisible();
  },
};

/** No customer chosen yet: the picker alone. */
export const NoCustomerChosen: Story = {
  parameters: { route: '/admin/credits' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Choose a customer to see their balance and ledger.')).toBeVisible();
    const picker = canvas.getByRole('combobox', { name: 'Customer' });
    const option = `Casey Customer (${CUSTOMER.email}) · Harbor Point Lending`;
    // The matches arrive from the server.
    await within(picker).findByRole('option', { name: option });
    await userEvent.selectOptions(picker, option);
    await expect(await ledgerTable(canvasElement)).toBeVisible();
  },
};

/** The address names nobody known. */
export const UnknownCustomer: Story = {
  parameters: { route: '/admin/credits?user=nobody%40example.test' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'No customer matches “nobody@example.test”',
    );
  },
};

/** A customer with no ledger rows: zero credits, nothing paid. */
export const EmptyLedger: Story = {
  parameters: withHandlers(
    http.get(LEDGER_URL, () => HttpResponse.json([])),
    http.post('/mock-api/rest/v1/rpc/credit_balance', () => HttpResponse.json(0)),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(NO_LEDGER_ENTRIES)).toBeVisible();
    await expect(await canvas.findByText('0 credits')).toBeVisible();
    await expect(canvas.getByText('$0.00')).toBeVisible();
  },
};

/** Both forms sent empty: each message under its field. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const purchase = within(await form(canvasElement, 'Record purchase'));
    await userEvent.click(purchase.getByRole('button', { name: 'Record purchase' }));
    await expect(await purchase.findByText('Credits must be a whole number from 1 to 10000')).toBeVisible();
    await expect(purchase.getByText('Amount paid must be from $0 to $1,000,000')).toBeVisible();

    const adjust = within(await form(canvasElement, 'Adjust balance'));
    await userEvent.type(adjust.getByRole('spinbutton', { name: /Credits to add or remove/ }), '0');
    await userEvent.click(adjust.getByRole('button', { name: 'Adjust balance' }));
    await expect(
      await adjust.findByText('An adjustment is a whole number of credits from -10000 to 10000, not 0'),
    ).toBeVisible();
    await expect(adjust.getByText('Give the reason for the adjustment')).toBeVisible();
  },
};

/** Taking more than the balance: the server's refusal, with the input kept. */
export const BelowZeroRefused: Story = {
  play: async ({ canvasElement }) => {
    const adjust = within(await form(canvasElement, 'Adjust balance'));
    await userEvent.type(adjust.getByRole('spinbutton', { name: /Credits to add or remove/ }), '-9999');
    await userEvent.type(adjust.getByRole('textbox', { name: /Reason/ }), 'Duplicate purchase');
    await userEvent.click(adjust.getByRole('button', { name: 'Adjust balance' }));
    await expect(await adjust.findByRole('alert')).toHaveTextContent('An adjustment cannot take a balance below zero');
    await expect(adjust.getByRole('textbox', { name: /Reason/ })).toHaveValue('Duplicate purchase');
  },
};

/** The ledger is on its way. */
export const LoadingLedger: Story = {
  parameters: withHandlers(http.get(LEDGER_URL, never)),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading ledger...')).toBeVisible();
  },
};

/** The ledger read failed: the server's words and Try again. */
export const Error: Story = {
  parameters: withHandlers(http.get(LEDGER_URL, failure)),
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('The ledger could not be loaded');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** At 390 px: the forms stack and the ledger rows become cards. */
export const Mobile: Story = {
  ...mobileStory(),
  decorators: [withSiteLayout],
  play: async (context) => {
    await mobileStory().play(context);
    await ledgerTable(context.canvasElement);
    const page = context.canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};
