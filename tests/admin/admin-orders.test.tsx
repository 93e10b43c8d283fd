import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NEEDS_DOCUMENTS_MESSAGE_REQUIRED, isBackendError } from '@/backend';
import { STAFF_ACCESS_DENIED_TEXT } from '@/components/guards/require-staff';
import { toaster } from '@/components/ui/toaster';
import { MODERATOR_READ_ONLY, ORDER_NOT_FOUND } from '@/features/admin-orders/components/order-page';
import AdminDashboardRoute from '@/routes/admin/admin-dashboard';
import CustomerCreditsRoute from '@/routes/admin/customer-credits';
import OrderRoute from '@/routes/admin/order';
import OrdersRoute from '@/routes/admin/orders';
import { mockAdapterFor, renderApp, setupMockBackend, type PersonaKey } from '../utils/render-app';
import { clearToastsAfterEach, findToast } from './admin-harness';
import { seedOrder } from './seed-orders';

const mock = setupMockBackend();
clearToastsAfterEach();

/** The staff order screens as the route table mounts them. */
const ORDER_ROUTES = [
  { path: '/admin/orders', Component: OrdersRoute },
  { path: '/admin/orders/:id', Component: OrderRoute },
  { path: '/admin/credits', Component: CustomerCreditsRoute },
];

const open = (route: string, persona?: PersonaKey) => renderApp({ mock, route, routes: ORDER_ROUTES, persona });
const location = () => screen.getByTestId('location').textContent;
const ordersTable = () => screen.findByRole('table', { name: 'Orders' });
const moveForm = () => screen.findByRole('form', { name: 'Move order' });
const statusSelect = (form: HTMLElement) => within(form).getByRole('combobox', { name: /New status/ });
const messageField = (form: HTMLElement) => within(form).getByRole('textbox', { name: /Message to the customer/ });
const historyList = () => screen.findByRole('list', { name: 'Status history' });

describe('the order queue', () => {
  it('sends a signed-out visitor to /auth', async () => {
    await open('/admin/orders');
    await waitFor(() => expect(location()).toBe('/auth'));
  });

  it('refuses a customer with Access Denied naming staff privileges, and a way back to the portal', async () => {
    await open('/admin/orders', 'customer');
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText(STAFF_ACCESS_DENIED_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Portal' })).toHaveAttribute('href', '/portal');
    expect(screen.queryByRole('table', { name: 'Orders' })).not.toBeInTheDocument();
  });

  it("shows an admin every customer's orders, newest first, linking to each order page", async () => {
    await open('/admin/orders', 'admin');
    const rows = within(await ordersTable())
      .getAllByRole('row')
      .slice(1);
    const dates = rows.map((row) => within(row).getByText(/\d{4}/, { selector: 'time' }).getAttribute('datetime')!);
    expect(dates).toEqual([...dates].sort().reverse());
    const submitted = seedOrder('Submitted');
    expect(screen.getByRole('link', { name: `Order ${submitted.reference}: ${submitted.entity}` })).toHaveAttribute(
      'href',
      submitted.route,
    );
    // Another customer's order is in the queue too.
    expect(screen.getByText('Pacific Crest Holdings LLC')).toBeInTheDocument();
  });

  it('filters by status through ?status= and searches through ?q= after a pause in typing', async () => {
    const { user } = await open('/admin/orders', 'admin');
    await ordersTable();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Needs documents');
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: 'Orders' })).getAllByRole('row')).toHaveLength(2),
    );
    expect(screen.getByText(seedOrder('Needs documents').entity)).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), '');
    await user.type(screen.getByRole('searchbox', { name: 'Search orders' }), 'zz-no-such-order');
    expect(await screen.findByText('No orders match')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await ordersTable()).toBeInTheDocument();
  });

  it('opens filtered from the URL', async () => {
    await open('/admin/orders?status=Escalated', 'admin');
    const rows = within(await ordersTable()).getAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('Escalated');
  });

  it('is one click from the admin dashboard', async () => {
    const { user } = await renderApp({
      mock,
      route: '/admin/dashboard',
      routes: [...ORDER_ROUTES, { path: '/admin/dashboard', Component: AdminDashboardRoute }],
      persona: 'admin',
    });
    await user.click(await screen.findByRole('link', { name: 'Orders' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Orders' })).toBeInTheDocument();
  });

  it('lets a moderator read the queue, saying only admins change orders', async () => {
    await open('/admin/orders', 'moderator');
    expect(await screen.findByText(/only admins can change orders/)).toBeInTheDocument();
    expect(within(await ordersTable()).getByText('Pacific Crest Holdings LLC')).toBeInTheDocument();
  });
});

describe('the staff order page', () => {
  it('lets an admin move an order Submitted -> In review -> Escalated (never to Report ready: publishing does that), and the history shows each step', async () => {
    const order = seedOrder('Submitted');
    const { user } = await open(order.route, 'admin');
    expect(await screen.findByRole('heading', { level: 1, name: `Order ${order.reference}` })).toBeInTheDocument();

    let form = await moveForm();
    await user.selectOptions(statusSelect(form), 'In review');
    await user.type(messageField(form), 'We started the review.');
    await user.click(within(form).getByRole('button', { name: 'Move order' }));
    await findToast('Order moved', `Order ${order.reference} is now In review. The customer sees your message.`);
    toaster.remove();
    await waitFor(() => expect(screen.queryByText('Order moved')).not.toBeInTheDocument());
    await waitFor(async () => expect(within(await historyList()).getAllByRole('listitem')).toHaveLength(2));
    expect(within(await historyList()).getByText('We started the review.')).toBeInTheDocument();

    form = await moveForm();
    await waitFor(() =>
      expect(
        within(statusSelect(form))
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Choose the new status', 'Needs documents', 'Escalated', 'Cancelled']),
    );
    await user.selectOptions(statusSelect(form), 'Escalated');
    await user.click(within(form).getByRole('button', { name: 'Move order' }));
    await findToast('Order moved', `Order ${order.reference} is now Escalated.`);
    await waitFor(async () => expect(within(await historyList()).getAllByRole('listitem')).toHaveLength(3));
    const steps = within(await historyList()).getAllByRole('listitem');
    expect(steps.map((s) => within(s).getByText(/^(Submitted|Moved from)/, { selector: 'p' }).textContent)).toEqual([
      'Submitted by the customer (customer@demo.test)',
      'Moved from Submitted by admin@demo.test',
      'Moved from In review by admin@demo.test',
    ]);
    // The server agrees.
    const admin = await mockAdapterFor(mock, 'admin');
    expect((await admin.orders.get(order.id))?.status).toBe('Escalated');
  });

  it('requires a message when asking for documents, and moves nothing without one', async () => {
    const order = seedOrder('In review');
    const { user } = await open(order.route, 'admin');
    const form = await moveForm();
    await user.selectOptions(statusSelect(form), 'Needs documents');
    await user.click(within(form).getByRole('button', { name: 'Move order' }));
    expect(await within(form).findByText(NEEDS_DOCUMENTS_MESSAGE_REQUIRED)).toBeInTheDocument();
    expect(messageField(form)).toHaveAttribute('aria-invalid', 'true');
    // The field names its error (aria-errormessage), as every form field of the app does.
    await waitFor(() => {
      const errorId = messageField(form).getAttribute('aria-errormessage');
      expect(errorId && document.getElementById(errorId)).toHaveTextContent(NEEDS_DOCUMENTS_MESSAGE_REQUIRED);
    });
    const admin = await mockAdapterFor(mock, 'admin');
    expect((await admin.orders.get(order.id))?.status).toBe('In review');

    await user.type(messageField(form), 'Please upload the signed bylaws.');
    await user.click(within(form).getByRole('button', { name: 'Move order' }));
    await findToast('Order moved', `Order ${order.reference} is now Needs documents. The customer sees your message.`);
    expect((await admin.orders.get(order.id))?.status).toBe('Needs documents');
  });

  it('asks before cancelling; Keep order changes nothing, Cancel order refunds a Submitted order', async () => {
    const order = seedOrder('Submitted');
    const admin = await mockAdapterFor(mock, 'admin');
    const owner = (await admin.orders.get(order.id))!.user_id;
    const before = await admin.credits.balance(owner);
    const { user } = await open(order.route, 'admin');
    const form = await moveForm();
    await user.selectOptions(statusSelect(form), 'Cancelled');
    expect(within(form).getByText('Cancelling before review refunds the customer’s credit.')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Cancel order' }));
    let dialog = await screen.findByRole('alertdialog');
    // Focus moves into the dialog (the story checks it lands on Keep order in a real browser).
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.click(within(dialog).getByRole('button', { name: 'Keep order' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect((await admin.orders.get(order.id))?.status).toBe('Submitted');

    await user.click(within(form).getByRole('button', { name: 'Cancel order' }));
    dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await findToast('Order moved', `Order ${order.reference} is now Cancelled.`);
    expect(await screen.findByText('Cancelled is final')).toBeInTheDocument();
    expect(await admin.credits.balance(owner)).toBe(before + 1);
  });

  it("shows a moderator the order read-only, with the files they check drafts against but not the customer's credits", async () => {
    const order = seedOrder('In review');
    await open(order.route, 'moderator');
    expect(await screen.findByText(MODERATOR_READ_ONLY)).toBeInTheDocument();
    expect(await historyList()).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Move order' })).not.toBeInTheDocument();
    // Moderators check drafts against the documents (issue 46 §2): they download them.
    expect((await screen.findAllByRole('button', { name: /^Download / })).length).toBeGreaterThan(0);
    expect(screen.queryByText('Customer’s credits')).not.toBeInTheDocument();
  });

  it('refuses a moderator who calls the server directly', async () => {
    const order = seedOrder('In review');
    const moderator = await mockAdapterFor(mock, 'moderator');
    const error = await moderator.orders.setStatus({ orderId: order.id, status: 'Report ready' }).catch((e) => e);
    expect(isBackendError(error) && error.code).toBe('forbidden');
    const admin = await mockAdapterFor(mock, 'admin');
    expect((await admin.orders.get(order.id))?.status).toBe('In review');
  });

  it('says Order not found for an unknown id', async () => {
    await open('/admin/orders/00000000-0000-4000-8000-00000000dead', 'admin');
    expect(await screen.findByRole('heading', { level: 1, name: ORDER_NOT_FOUND })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to orders' })).toHaveAttribute('href', '/admin/orders');
  });

  it('says the documents were removed after the retention period', async () => {
    await open(seedOrder('Report ready', { purged: true }).route, 'admin');
    expect(await screen.findByText('Documents removed after the retention period')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Download / })).not.toBeInTheDocument();
  });
});
