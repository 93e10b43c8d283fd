import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { Route, Routes } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { OrderStatus } from '@/backend';
import { RequireAuth } from '@/components/guards/require-auth';
import { portalOrderReportPath } from '@/config/paths';
import { toaster } from '@/components/ui/toaster';
import { CANCEL_DIALOG_TITLE } from '@/features/orders/components/cancel-order-dialog';
import { DOCUMENTS_PURGED } from '@/features/orders/components/order-documents';
import { ORDER_LOAD_FAILED, ORDER_NOT_FOUND, OrderScreen } from '@/features/orders/components/order-screen';
import PortalOrderRoute from '@/routes/portal/order';
import { withSiteLayout } from '../public/page-frame';
import { failure, never, withHandlers } from '../support/mock-backend';
import { mobileStory } from '../support/mobile';
import { customerOrder, otherCustomersOrder } from './seed-orders';

/** The story's router matches everything; the page reads its :id from this route, as the app's table gives it. */
const withOrderRoute: Decorator = (Story) => (
  <Routes>
    <Route path="portal/orders/:id" element={<Story />} />
  </Routes>
);

const meta = {
  title: 'Portal/Order',
  component: PortalOrderRoute,
  decorators: [withOrderRoute],
  parameters: { route: customerOrder('Submitted').route, persona: 'customer' },
  beforeEach: () => {
    toaster.remove();
  },
} satisfies Meta<typeof PortalOrderRoute>;
export default meta;

type Story = StoryObj<typeof meta>;

const ORDERS_URL = '/mock-api/rest/v1/order_requests';
const HISTORY_URL = '/mock-api/rest/v1/order_status_history';
const at = (status: OrderStatus, options?: { purged?: boolean }) => ({ route: customerOrder(status, options).route });

/** The page of a seeded order: its entity as the heading, its status badge and what happens next. */
async function orderPage(canvasElement: HTMLElement, status: OrderStatus, options?: { purged?: boolean }) {
  const canvas = within(canvasElement);
  const order = customerOrder(status, options);
  await expect(await canvas.findByRole('heading', { level: 1, name: order.entity })).toBeVisible();
  const section = canvas.getByRole('region', { name: 'Status' });
  await expect(within(section).getByText(status)).toBeVisible();
  await expect(within(section).getByRole('heading', { name: 'What happens next' })).toBeVisible();
  await expect(canvas.getByText(order.reference, { selector: 'dd' })).toBeVisible();
  // The timeline has loaded: one entry per status change, the submission first.
  const history = await canvas.findByRole('list', { name: 'Order history' });
  await expect(within(history).getAllByRole('listitem')).toHaveLength(order.spec.moves.length + 1);
  return { canvas, section, order };
}

/** The order is still being read: the Loading... spinner. */
export const Loading: Story = {
  parameters: withHandlers(http.get(ORDERS_URL, never)),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading...');
  },
};

/** The read failed: what went wrong, Try again and the way back. */
export const Error: Story = {
  parameters: withHandlers(http.get(ORDERS_URL, failure)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: ORDER_LOAD_FAILED })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Portal' })).toHaveAttribute('href', '/portal');
  },
};

/** Another customer's order (hidden by the rules) reads exactly like one that does not exist. */
export const NotFound: Story = {
  parameters: { route: otherCustomersOrder().route },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: ORDER_NOT_FOUND })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Portal' })).toHaveAttribute('href', '/portal');
  },
};

/** Just placed: we start the review soon; until then the customer may cancel (refunded). */
export const Submitted: Story = {
  play: async ({ canvasElement }) => {
    const { section } = await orderPage(canvasElement, 'Submitted');
    await expect(within(section).getByText(/will start the review shortly/)).toBeVisible();
    await expect(within(section).getByRole('button', { name: 'Cancel order' })).toBeVisible();
  },
};

export const Default: Story = Submitted;

/** Being reviewed: no action for the customer, no Cancel. */
export const InReview: Story = {
  parameters: at('In review'),
  play: async ({ canvasElement }) => {
    const { section } = await orderPage(canvasElement, 'In review');
    await expect(within(section).getByText(/We are reading the documents/)).toBeVisible();
    await expect(within(section).queryByRole('button', { name: 'Cancel order' })).toBeNull();
  },
};

/** The team asks for documents: their message, and the form to add PDFs and resubmit. */
export const NeedsDocuments: Story = {
  parameters: at('Needs documents'),
  play: async ({ canvasElement }) => {
    const { section } = await orderPage(canvasElement, 'Needs documents');
    await expect(within(section).getByText(/signed operating agreement/)).toBeVisible();
    const form = within(section).getByRole('form', { name: 'Add documents' });
    await expect(within(form).getByRole('button', { name: 'Resubmit' })).toBeVisible();
  },
};

/** Resubmitted with nothing, then with a text file and a 21 MB PDF: each problem named, nothing sent. */
export const ResubmitValidationErrors: Story = {
  parameters: at('Needs documents'),
  play: async ({ canvasElement }) => {
    const { section } = await orderPage(canvasElement, 'Needs documents');
    const form = within(section).getByRole('form', { name: 'Add documents' });
    await userEvent.click(within(form).getByRole('button', { name: 'Resubmit' }));
    await expect(await within(form).findByText('Please upload at least one PDF document')).toBeVisible();

    const big = new File([new Uint8Array(21 * 1024 * 1024)], 'scan.pdf', { type: 'application/pdf' });
    const text = new File(['notes'], 'notes.txt', { type: 'text/plain' });
    const input = within(form).getByLabelText(/^Add documents/) as HTMLInputElement;
    const picked = new DataTransfer();
    picked.items.add(text);
    picked.items.add(big);
    input.files = picked.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
    await expect(await within(form).findByText('notes.txt is not a PDF. Only PDF files are accepted')).toBeVisible();
    await expect(
      within(form).getByText('scan.pdf is larger than 20 MB. Each file must be 20 MB or smaller'),
    ).toBeVisible();
    await expect(within(section).getByText('Needs documents')).toBeVisible();
  },
};

/** With the partner law firm (sent by the team before any report): the credit has come back, no report to open. */
export const Escalated: Story = {
  parameters: at('Escalated'),
  play: async ({ canvasElement }) => {
    const { section } = await orderPage(canvasElement, 'Escalated');
    await expect(within(section).getByText(/partner law firm/)).toBeVisible();
    await expect(within(section).getByText(/has been refunded to your balance/)).toBeVisible();
    await expect(within(section).getByText(/we publish the reviewed report here/)).toBeVisible();
    await expect(within(section).queryByRole('link', { name: 'Open report' })).toBeNull();
  },
};

/** Done: Open report leads to the published report, escalation is offered; the documents can be downloaded. */
export const ReportReady: Story = {
  parameters: at('Report ready'),
  play: async ({ canvasElement }) => {
    const { canvas, section, order } = await orderPage(canvasElement, 'Report ready');
    await expect(within(section).getByText(/Your report is ready and is sent to/)).toBeVisible();
    await expect(within(section).getByText(/escalate it to legal review from the report/)).toBeVisible();
    await expect(await within(section).findByRole('link', { name: 'Open report' })).toHaveAttribute(
      'href',
      portalOrderReportPath(order.id),
    );
    await expect(canvas.getByRole('button', { name: 'Download bylaws.pdf' })).toBeVisible();
  },
};

/** An order older than the retention period: its documents are gone, and the page says so. */
export const DocumentsRemoved: Story = {
  parameters: at('Report ready', { purged: true }),
  play: async ({ canvasElement }) => {
    const { canvas } = await orderPage(canvasElement, 'Report ready', { purged: true });
    await expect(canvas.getByText(new RegExp(DOCUMENTS_PURGED))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Download/ })).toBeNull();
  },
};

/** Cancelled by the customer before review: refunded, and their note in the history. */
export const Cancelled: Story = {
  parameters: at('Cancelled'),
  play: async ({ canvasElement }) => {
    const { canvas, section } = await orderPage(canvasElement, 'Cancelled');
    await expect(within(section).getByText(/The credit it used has been refunded/)).toBeVisible();
    const history = canvas.getByRole('list', { name: 'Order history' });
    await expect(within(history).getAllByText('You')).toHaveLength(2);
  },
};

/** The history could not be read: the order still shows, with Try again in the history card. */
export const HistoryError: Story = {
  parameters: { ...at('In review'), ...withHandlers(http.get(HISTORY_URL, failure)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The history could not be loaded')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Cancel order asks first: focus starts on Keep order, and the dialog says the credit is refunded. */
export const CancelDialogOpen: Story = {
  play: async ({ canvasElement }) => {
    const { section } = await orderPage(canvasElement, 'Submitted');
    await userEvent.click(within(section).getByRole('button', { name: 'Cancel order' }));
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('alertdialog', { name: CANCEL_DIALOG_TITLE });
    // The dialog fades in.
    await waitFor(() => expect(within(dialog).getByText(/refunded to your balance/)).toBeVisible());
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Keep order' })).toHaveFocus());
    await expect(within(dialog).getByRole('button', { name: 'Yes, cancel order' })).toBeVisible();
  },
};

/** Cancelling is in flight: the confirm button is busy and Keep order waits. */
export const Cancelling: Story = {
  render: () => (
    <RequireAuth>
      <OrderScreen orderId={customerOrder('Submitted').id} openCancelDialog />
    </RequireAuth>
  ),
  parameters: withHandlers(http.post('/mock-api/rest/v1/rpc/set_order_status', never)),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('alertdialog', { name: CANCEL_DIALOG_TITLE });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel order' }));
    await expect(await within(dialog).findByRole('button', { name: /Cancelling\.\.\./ })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: 'Keep order' })).toBeDisabled();
  },
};

/** At 390 px the cards stack; the documents request and its form fit the screen. */
export const Mobile: Story = {
  ...mobileStory(),
  decorators: [withSiteLayout],
  parameters: { ...mobileStory().parameters, ...at('Needs documents') },
  play: async (context) => {
    await mobileStory().play(context);
    await orderPage(context.canvasElement, 'Needs documents');
    const page = context.canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};
