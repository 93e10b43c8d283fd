import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { NO_LEDGER_ENTRIES } from '@/components/credits/ledger';
import { LEDGER_FAILED, LIABILITY_CAP_NOTE } from '@/features/credit-history/credit-history-screen';
import { DOWNLOAD_LEDGER_LABEL } from '@/features/credit-history/download-ledger-button';
import PortalCreditsRoute from '@/routes/portal/credits';
import { withSiteLayout } from '../public/page-frame';
import { failure, never, withHandlers } from '../support/mock-backend';
import { mobileStory } from '../support/mobile';

const meta = {
  title: 'Portal/Credit History',
  component: PortalCreditsRoute,
  parameters: { route: '/portal/credits', persona: 'customer' },
} satisfies Meta<typeof PortalCreditsRoute>;
export default meta;

type Story = StoryObj<typeof meta>;

const LEDGER_URL = '/mock-api/rest/v1/credit_ledger';
const ledgerTable = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('table', { name: 'Credit ledger' });

/** The customer persona's ledger: the balance each row left, what they paid this year, the download. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const ledger = within(await ledgerTable(canvasElement));
    await expect(ledger.getAllByText('Report order').length).toBeGreaterThan(0);
    // The seed's two purchases: credits invoiced by staff, and a Starter pack paid by card through Stripe Checkout.
    await expect(ledger.getAllByText('Purchase')).toHaveLength(2);
    await expect(ledger.getByText(/^Card payment \(Stripe Checkout /)).toBeVisible();
    await expect(canvas.getByText(LIABILITY_CAP_NOTE)).toBeVisible();
    await expect(canvas.getByRole('button', { name: DOWNLOAD_LEDGER_LABEL })).toBeEnabled();
  },
};

/** No rows yet: zero credits, nothing paid, nothing to download. */
export const Empty: Story = {
  parameters: withHandlers(
    http.get(LEDGER_URL, () => HttpResponse.json([])),
    http.post('/mock-api/rest/v1/rpc/credit_balance', () => HttpResponse.json(0)),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(NO_LEDGER_ENTRIES)).toBeVisible();
    await expect(await canvas.findByText('0 credits')).toBeVisible();
    await expect(canvas.getByText('$0.00')).toBeVisible();
    await expect(canvas.getByRole('button', { name: DOWNLOAD_LEDGER_LABEL })).toBeDisabled();
  },
};

/** The ledger is on its way. */
export const Loading: Story = {
  parameters: withHandlers(http.get(LEDGER_URL, never)),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading your credit history...')).toBeVisible();
  },
};

/** The ledger read failed: the server's words and Try again. */
export const Error: Story = {
  parameters: withHandlers(http.get(LEDGER_URL, failure)),
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(LEDGER_FAILED);
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** At 390 px: the figures stack and the ledger rows become cards. */
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
