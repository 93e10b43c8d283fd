import type { Decorator, Loader, Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { NEEDS_DOCUMENTS_MESSAGE_REQUIRED, type OrderStatus } from '@/backend';
import { STAFF_ACCESS_DENIED_TEXT } from '@/components/guards/require-staff';
import { ESCALATION_HEADING, ESCALATION_QUESTION_CAPTION } from '@/components/orders/order-escalation';
import { toaster } from '@/components/ui/toaster';
import { DOCUMENTS_PURGED } from '@/features/admin-orders/components/order-documents';
import { REPORT_READY_BY_PUBLISHING } from '@/features/admin-orders/components/move-order-form';
import {
  MODERATOR_READ_ONLY,
  ORDER_NOT_FOUND,
  REPORT_READY_TEXT,
  REPORT_READY_TITLE,
} from '@/features/admin-orders/components/order-page';
import OrderRoute from '@/routes/admin/order';
import { withSiteLayout } from '../public/page-frame';
import { failure, never, withHandlers } from '../support/mock-backend';
import { mobileStory } from '../support/mobile';
import { signedIn } from '../portal/report-story-support';
import { seedOrder } from './seed-orders';

/** The story's router matches everything; the page reads its :id from this route, as the app's table gives it. */
const withOrderRoute: Decorator = (Story) => (
  <Routes>
    <Route path="admin/orders/:id" element={<Story />} />
  </Routes>
);

const meta = {
  title: 'Admin/Order',
  component: OrderRoute,
  decorators: [withOrderRoute],
  parameters: { route: seedOrder('In review').route, persona: 'admin' },
  beforeEach: () => {
    toaster.remove();
  },
} satisfies Meta<typeof OrderRoute>;
export default meta;

type Story = StoryObj<typeof meta>;

const ORDERS_URL = '/mock-api/rest/v1/order_requests';
const at = (status: OrderStatus, options?: { purged?: boolean }) => ({ route: seedOrder(status, options).route });

const heading = (canvasElement: HTMLElement, status: OrderStatus, options?: { purged?: boolean }) =>
  within(canvasElement).findByRole('heading', { level: 1, name: `Order ${seedOrder(status, options).reference}` });

const moveForm = (canvasElement: HTMLElement) => within(canvasElement).findByRole('form', { name: 'Move order' });

/** The moves the form offers, in order. */
async function offeredMoves(canvasElement: HTMLElement): Promise<string[]> {
  const select = within(await moveForm(canvasElement)).getByRole('combobox', { name: /New status/ });
  return within(select)
    .getAllByRole('option')
    .map((o) => o.textContent ?? '')
    .slice(1);
}

/** The role check is still running: the gate's spinner. */
export const Loading: Story = {
  parameters: withHandlers(http.post('/mock-api/rest/v1/rpc/is_admin', never)),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading...')).toBeVisible();
  },
};

/** The customer opening the staff address of their own order: Access Denied. */
export const AccessDenied: Story = {
  parameters: { persona: 'customer' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(canvas.getByText(STAFF_ACCESS_DENIED_TEXT)).toBeVisible();
  },
};

/** A new order: it can go to review, back to the customer for documents, or be cancelled (with a refund). */
export const Submitted: Story = {
  parameters: at('Submitted'),
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Submitted');
    await expect(await offeredMoves(canvasElement)).toEqual(['In review', 'Needs documents', 'Cancelled']);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^Submitted by the customer/)).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Manage credits' })).toBeVisible();
  },
};

/**
 * Under review: every onward move but Report ready (publishing the report is the only way there, and the form
 * says so), the customer's balance beside it, and the report editor below.
 */
export const InReview: Story = {
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'In review');
    await expect(await offeredMoves(canvasElement)).toEqual(['Needs documents', 'Escalated', 'Cancelled']);
    const canvas = within(canvasElement);
    await expect(within(await moveForm(canvasElement)).getByText(new RegExp(REPORT_READY_BY_PUBLISHING))).toBeVisible();
    await expect(await canvas.findByText(/^\d+ credits?$/)).toBeVisible();
    await expect(await canvas.findByRole('form', { name: 'Report editor' })).toBeVisible();
  },
};

/** Choosing Escalated says the move refunds the customer's credit. */
export const EscalateRefundNote: Story = {
  play: async ({ canvasElement }) => {
    const form = within(await moveForm(canvasElement));
    await userEvent.selectOptions(form.getByRole('combobox', { name: /New status/ }), 'Escalated');
    await expect(form.getByText(/refunds the customer’s credit/)).toBeVisible();
  },
};

/** Waiting for the customer's documents: the staff message shows in the history. */
export const NeedsDocuments: Story = {
  parameters: at('Needs documents'),
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Needs documents');
    await expect(await offeredMoves(canvasElement)).toEqual(['In review', 'Cancelled']);
    await expect(await within(canvasElement).findByText(/signed operating agreement/)).toBeVisible();
  },
};

/** With the partner law firm: it can be cancelled, or delivered by publishing the report after legal review. */
export const Escalated: Story = {
  parameters: at('Escalated'),
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Escalated');
    await expect(await offeredMoves(canvasElement)).toEqual(['Cancelled']);
    await expect((await within(canvasElement).findAllByRole('button', { name: 'Publish' }))[0]).toBeVisible();
  },
};

/** The customer escalates the seeded ready report with a question, as from the report page. */
const escalatedByTheCustomer: Loader = async () => {
  const customer = await signedIn('customer');
  await customer.reports.escalate({
    orderId: seedOrder('Report ready').id,
    question:
      'The bylaws ask for two officers to sign, the board resolution names the president alone.\nWhich signature block should the loan documents use?',
  });
  return {};
};

/** Escalated by the customer: the history shows their question for the attorney and what went to the firm. */
export const EscalatedWithQuestion: Story = {
  loaders: [escalatedByTheCustomer],
  parameters: at('Report ready'),
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Report ready');
    const section = await within(canvasElement).findByRole('region', { name: ESCALATION_HEADING });
    await expect(await within(section).findByText(ESCALATION_QUESTION_CAPTION)).toBeVisible();
    await expect(within(section).getByText(/Which signature block should the loan documents use\?/)).toBeVisible();
    const sent = within(section).getByRole('list', { name: 'Sent to the partner firm:' });
    await expect(within(sent).getAllByRole('listitem')[0]).toHaveTextContent('Report version 1 (its data packet)');
  },
};

/** At 390 px: the question wraps inside the history, nothing scrolls sideways. */
export const EscalatedWithQuestionMobile: Story = {
  ...mobileStory(),
  loaders: [escalatedByTheCustomer],
  decorators: [withSiteLayout],
  parameters: { ...mobileStory().parameters, ...at('Report ready') },
  play: async (context) => {
    await mobileStory().play(context);
    await EscalatedWithQuestion.play!(context);
    const page = context.canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};

/** Delivered: no status change, and the page says corrections are new versions of the report. */
export const ReportReady: Story = {
  parameters: at('Report ready'),
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Report ready');
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(REPORT_READY_TITLE)).toBeVisible();
    await expect(canvas.getByText(REPORT_READY_TEXT)).toBeVisible();
    await expect(canvas.queryByRole('form', { name: 'Move order' })).toBeNull();
    await expect(await canvas.findAllByRole('button', { name: /^Download / })).toHaveLength(3);
  },
};

/** Cancelled by the customer before review: final. */
export const Cancelled: Story = {
  parameters: at('Cancelled'),
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Cancelled');
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Cancelled is final')).toBeVisible();
    await expect(await canvas.findByText(/borrower withdrew/)).toBeVisible();
  },
};

/** An old order whose PDFs were deleted after the retention period. */
export const DocumentsRemoved: Story = {
  parameters: at('Report ready', { purged: true }),
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Report ready', { purged: true });
    await expect(await within(canvasElement).findByText(DOCUMENTS_PURGED)).toBeVisible();
  },
};

/** A moderator reads everything and changes nothing; they download the files they check drafts against. */
export const Moderator: Story = {
  parameters: { persona: 'moderator' },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'In review');
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(MODERATOR_READ_ONLY)).toBeVisible();
    await expect(canvas.queryByRole('form', { name: 'Move order' })).toBeNull();
    await expect((await canvas.findAllByRole('button', { name: /^Download / })).length).toBeGreaterThan(0);
    await expect(canvas.queryByRole('heading', { name: 'Customer’s credits' })).toBeNull();
  },
};

const assignmentCard = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('region', { name: 'Assigned to' });

/** The admin has this order (the seed); they give it to the moderator, and the history lists both changes. */
export const AssignedTo: Story = {
  play: async ({ canvasElement }) => {
    const card = within(await assignmentCard(canvasElement));
    await expect(await card.findByText('You')).toBeVisible();
    await userEvent.selectOptions(card.getByRole('combobox', { name: 'Staff member' }), 'Morgan Moderator · Moderator');
    await userEvent.click(card.getByRole('button', { name: 'Assign' }));
    await waitFor(() =>
      expect(card.getByRole('list', { name: 'Assignment history' })).toHaveTextContent(
        'Assigned to Morgan Moderator by You',
      ),
    );
    await expect(card.getByText('Morgan Moderator')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Assign to me' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Unassign' })).toBeVisible();
  },
};

/** A moderator reads who has the order and its history; only admins assign. */
export const AssignedToReadOnly: Story = {
  parameters: { persona: 'moderator' },
  play: async ({ canvasElement }) => {
    const card = within(await assignmentCard(canvasElement));
    await expect(await card.findByText('admin@demo.test')).toBeVisible();
    await expect(card.getByText('Only admins assign orders.')).toBeVisible();
    await expect(card.queryByRole('button')).toBeNull();
    await expect(card.queryByRole('combobox')).toBeNull();
  },
};

/** Asking for documents without saying which: the message is required, and shown under the field. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const form = within(await moveForm(canvasElement));
    await userEvent.click(form.getByRole('button', { name: 'Move order' }));
    await expect(await form.findByText('Please choose a status')).toBeVisible();
    await userEvent.selectOptions(form.getByRole('combobox', { name: /New status/ }), 'Needs documents');
    await userEvent.click(form.getByRole('button', { name: 'Move order' }));
    await expect(await form.findByText(NEEDS_DOCUMENTS_MESSAGE_REQUIRED)).toBeVisible();
    await expect(form.getByRole('textbox', { name: /Message to the customer/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** Cancelling asks first; focus starts on Keep order. */
export const ConfirmCancel: Story = {
  parameters: at('Submitted'),
  play: async ({ canvasElement }) => {
    const form = within(await moveForm(canvasElement));
    await userEvent.selectOptions(form.getByRole('combobox', { name: /New status/ }), 'Cancelled');
    await userEvent.click(form.getByRole('button', { name: 'Cancel order' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('the customer gets their credit back');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Keep order' })).toHaveFocus());
  },
};

/** The server refused the move: its words above the button, and the input kept. */
export const ServerError: Story = {
  parameters: withHandlers(
    http.post('/mock-api/rest/v1/rpc/set_order_status', () =>
      HttpResponse.json(
        {
          code: 'P0001',
          message: 'An order that is Cancelled cannot move to Escalated',
          details: null,
          hint: 'invalid_transition',
        },
        { status: 400 },
      ),
    ),
  ),
  play: async ({ canvasElement }) => {
    const form = within(await moveForm(canvasElement));
    await userEvent.selectOptions(form.getByRole('combobox', { name: /New status/ }), 'Escalated');
    await userEvent.type(form.getByRole('textbox', { name: /Message to the customer/ }), 'Sent to the law firm.');
    await userEvent.click(form.getByRole('button', { name: 'Move order' }));
    await expect(await form.findByRole('alert')).toHaveTextContent(
      'An order that is Cancelled cannot move to Escalated',
    );
    await expect(form.getByRole('textbox', { name: /Message to the customer/ })).toHaveValue('Sent to the law firm.');
  },
};

/** No such order (or one hidden from the caller). */
export const NotFound: Story = {
  parameters: { route: '/admin/orders/00000000-0000-4000-8000-00000000dead' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: ORDER_NOT_FOUND })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to orders' })).toHaveAttribute('href', '/admin/orders');
  },
};

/** The order is on its way. */
export const LoadingOrder: Story = {
  parameters: withHandlers(http.get(ORDERS_URL, never)),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading order...')).toBeVisible();
  },
};

/** The read failed. */
export const Error: Story = {
  parameters: withHandlers(http.get(ORDERS_URL, failure)),
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('The order could not be loaded');
  },
};

/** At 390 px the columns stack: details, documents, history, then the form and the balance. */
export const Mobile: Story = {
  ...mobileStory(),
  decorators: [withSiteLayout],
  play: async (context) => {
    await mobileStory().play(context);
    await moveForm(context.canvasElement);
    const page = context.canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};
