import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ORDER_LIMITS, TERMS_VERSION, type OrderStatus } from '@/backend';
import { CANCEL_DIALOG_TITLE, ORDER_CANCELLED_TITLE } from '@/features/orders/components/cancel-order-dialog';
import { DOCUMENTS_PURGED } from '@/features/orders/components/order-documents';
import { DOCUMENTS_SENT_TITLE, ORDER_LOAD_FAILED, ORDER_NOT_FOUND } from '@/features/orders/components/order-screen';
import { TEAM_NAME } from '@/features/orders/components/order-timeline';
import { RESUBMIT_FAILED_TITLE } from '@/features/orders/components/resubmit-form';
import { API_ROUTES } from '../../mocks/api/routes';
import { ORDER_ERRORS } from '../../mocks/api/wire';
import { clearToastsAfterEach, findToast } from '../auth/harness';
import { balanceOf } from '../request/credits';
import { PERSONAS, setupMockBackend } from '../utils/render-app';
import { otherCustomersOrderId, renderCustomer, seededOrder } from './harness';

const mock = setupMockBackend();
clearToastsAfterEach();

/** Node's File and FormData (see tests/request/request.test.tsx): uploads go through Node's fetch. */
let jsdomFormData: typeof FormData;
beforeAll(async () => {
  jsdomFormData = globalThis.FormData;
  globalThis.FormData = (await new Response(new URLSearchParams('a=1')).formData()).constructor as typeof FormData;
});
afterAll(() => {
  globalThis.FormData = jsdomFormData;
});
/** A file of `bytes` bytes that starts as a PDF does (the forms read the first bytes). */
const pdf = (name: string, bytes = 1200) => {
  const content = new Uint8Array(bytes).fill(37);
  content.set(new TextEncoder().encode('%PDF-1.7\n').subarray(0, bytes));
  return new NodeFile([content], name, { type: 'application/pdf' }) as unknown as File;
};

const stored = (id: string) => mock.db.orderRequests.findFirst((q) => q.where({ id }))!;
const historyOf = (id: string) =>
  mock.db.orderStatusHistory
    .all()
    .filter((e) => e.order_id === id)
    .sort((a, b) => a.created_at.localeCompare(b.created_at));

async function openOrder(status: OrderStatus, options?: { purged?: boolean }) {
  const order = seededOrder(status, options);
  const app = await renderCustomer(mock, order.route);
  await screen.findByRole('heading', { level: 1, name: order.spec.entity });
  const section = screen.getByRole('region', { name: 'Status' });
  const history = await screen.findByRole('list', { name: 'Order history' });
  return { ...app, order, section, history };
}

/** The Order details card as label -> value. */
function details(): Record<string, string> {
  const card = screen.getByRole('region', { name: 'Order details' });
  const rows: Record<string, string> = {};
  for (const item of card.querySelectorAll('.chakra-data-list__item'))
    rows[item.querySelector('dt')?.textContent ?? ''] = item.querySelector('dd')?.textContent ?? '';
  return rows;
}

describe('/portal/orders/:id', () => {
  it('sends an anonymous visitor to /auth', async () => {
    const { router } = await renderCustomer(mock, seededOrder('Submitted').route, null);
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
  });

  it('shows Loading... while the order is read', async () => {
    await renderCustomer(mock, seededOrder('Submitted').route);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    await screen.findByRole('heading', { level: 1 });
  });

  it('shows the order: reference, entity, report type, states, loan reference, date and the Terms accepted', async () => {
    const { order, history } = await openOrder('In review');
    const row = stored(order.id);
    expect(details()).toEqual({
      Reference: order.reference,
      Entity: order.spec.entity,
      'Report type': order.spec.reportType,
      'Formation state': order.spec.formation,
      'Property state': order.spec.property ?? 'Same as formation state',
      'Loan reference': order.spec.loan ?? 'None given',
      Submitted: new Date(row.created_at).toLocaleDateString('en-US', { dateStyle: 'medium' }),
      'Terms accepted': `Terms of Service ${TERMS_VERSION}`,
    });
    // The timeline: the submission by the customer, then the team's move.
    const entries = within(history).getAllByRole('listitem');
    expect(entries).toHaveLength(2);
    expect(entries[0]).toHaveTextContent(/Submitted\s*Order placed\s*You/);
    expect(entries[1]).toHaveTextContent(new RegExp(`Submitted.*to.*In review.*${TEAM_NAME}`));
    expect(screen.getByRole('link', { name: /Back to Portal/ })).toHaveAttribute('href', '/portal');
  });

  it.each<[OrderStatus, RegExp]>([
    ['Submitted', /will start the review shortly/],
    ['In review', /We are reading the documents/],
    ['Needs documents', /We need more documents/],
    ['Escalated', /partner law firm.*has been refunded to your balance/],
    ['Report ready', /Your report is ready and is sent to customer@demo\.test/],
    ['Cancelled', /cancelled and will not be reviewed\. The credit it used has been refunded/],
  ])('says in plain words what happens next when the order is %s', async (status, text) => {
    const { section } = await openOrder(status);
    expect(within(section).getByText(status)).toBeInTheDocument();
    expect(within(section).getByText(text)).toBeInTheDocument();
    const cancel = within(section).queryByRole('button', { name: 'Cancel order' });
    if (status === 'Submitted') expect(cancel).toBeInTheDocument();
    else expect(cancel).not.toBeInTheDocument();
    const resubmit = within(section).queryByRole('form', { name: 'Add documents' });
    if (status === 'Needs documents') expect(resubmit).toBeInTheDocument();
    else expect(resubmit).not.toBeInTheDocument();
  });

  it("says the report goes to the account's own address, not an address typed on the order form", async () => {
    const order = seededOrder('Report ready');
    await mock.db.orderRequests.update((q) => q.where({ id: order.id }), {
      data(o) {
        o.email = 'closing.desk@harborpoint.test';
      },
    });
    const { section } = await openOrder('Report ready');
    expect(within(section).getByText(/Your report is ready and is sent to customer@demo\.test\./)).toBeInTheDocument();
    expect(section).not.toHaveTextContent(/harborpoint/);
  });

  it('says the credit was used when the order was cancelled after review started', async () => {
    const order = seededOrder('In review');
    await mock.db.orderRequests.update((q) => q.where({ id: order.id }), {
      data(o) {
        o.status = 'Cancelled';
      },
    });
    await mock.db.orderStatusHistory.create({
      id: crypto.randomUUID(),
      order_id: order.id,
      from_status: 'In review',
      to_status: 'Cancelled',
      message: 'The loan was withdrawn.',
      actor: 'staff',
      changed_by: PERSONAS.admin.id,
      created_at: new Date().toISOString(),
    });
    await renderCustomer(mock, order.route);
    const section = await screen.findByRole('region', { name: 'Status' });
    expect(
      await within(section).findByText(/after the review had started, so the credit it used is not refunded/),
    ).toBeInTheDocument();
  });

  it("shows other customers' orders, missing ones and malformed ids as 'Order not found'", async () => {
    for (const id of [otherCustomersOrderId(), crypto.randomUUID(), 'not-an-id']) {
      const { unmount } = await renderCustomer(mock, `/portal/orders/${id}`);
      expect(await screen.findByRole('heading', { level: 1, name: ORDER_NOT_FOUND })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to Portal' })).toHaveAttribute('href', '/portal');
      unmount();
    }
  });

  it('says so when the order cannot be read, with Try again', async () => {
    mock.server.use(
      http.get(`${mock.baseUrl}${API_ROUTES.orderRequests}`, () =>
        HttpResponse.json(
          { code: 'XX000', message: 'database unavailable', details: null, hint: null },
          { status: 500 },
        ),
      ),
    );
    await renderCustomer(mock, seededOrder('Submitted').route);
    expect(await screen.findByRole('heading', { name: ORDER_LOAD_FAILED })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  describe('documents', () => {
    const created: Blob[] = [];
    const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL, Blob: globalThis.Blob };
    beforeAll(() => {
      // Node's Blob, not jsdom's, for the stored files: the handler answers through Node's Response, which
      // cannot read jsdom's Blob (as with FormData above, a test-environment detail only).
      globalThis.Blob = NodeBlob as unknown as typeof Blob;
      URL.createObjectURL = vi.fn((blob: Blob) => {
        created.push(blob);
        return 'blob:order-document';
      });
      URL.revokeObjectURL = vi.fn();
    });
    afterAll(() => {
      URL.createObjectURL = original.create;
      URL.revokeObjectURL = original.revoke;
      globalThis.Blob = original.Blob;
    });
    afterEach(() => {
      created.length = 0;
    });

    it('downloads a document through the backend, as a file under its own name', async () => {
      const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
      const { user, order } = await openOrder('Report ready');
      const doc = stored(order.id).documents.find((d) => d.name === 'bylaws.pdf')!;
      const list = screen.getByRole('list', { name: 'Documents' });
      expect(within(list).getAllByRole('listitem')).toHaveLength(order.spec.documents.length);
      await user.click(screen.getByRole('button', { name: 'Download bylaws.pdf' }));
      await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
      expect(created[0]?.size).toBe(doc.size);
      expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('bylaws.pdf');
      click.mockRestore();
    });

    it('says the documents were removed after the retention period', async () => {
      await openOrder('Report ready', { purged: true });
      const card = screen.getByRole('region', { name: 'Documents' });
      expect(within(card).getByText(new RegExp(DOCUMENTS_PURGED))).toBeInTheDocument();
      expect(within(card).queryByRole('button')).not.toBeInTheDocument();
    });
  });

  describe('cancel', () => {
    it('asks first, then cancels, refunds the credit and says so', async () => {
      const { user, order, section } = await openOrder('Submitted');
      const balance = balanceOf(mock, PERSONAS.customer.id);
      await user.click(within(section).getByRole('button', { name: 'Cancel order' }));
      const dialog = await screen.findByRole('alertdialog', { name: CANCEL_DIALOG_TITLE });
      expect(dialog).toHaveTextContent(/credit it used is refunded to your balance/);
      // Where focus starts (Keep order) is checked in a real browser: stories/portal/order.stories.tsx.

      await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel order' }));
      await findToast(ORDER_CANCELLED_TITLE);
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      expect(stored(order.id).status).toBe('Cancelled');
      expect(balanceOf(mock, PERSONAS.customer.id)).toBe(balance + 1);
      expect(historyOf(order.id).at(-1)).toMatchObject({
        from_status: 'Submitted',
        to_status: 'Cancelled',
        actor: 'customer',
      });
      await waitFor(() => expect(within(section).getByText('Cancelled')).toBeInTheDocument());
      expect(within(section).getByText(/The credit it used has been refunded/)).toBeInTheDocument();
      expect(within(section).queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
      await waitFor(() => expect(screen.getByRole('heading', { name: 'Status' })).toHaveFocus());
    });

    it('changes nothing when the customer keeps the order', async () => {
      const { user, order, section } = await openOrder('Submitted');
      const balance = balanceOf(mock, PERSONAS.customer.id);
      const trigger = within(section).getByRole('button', { name: 'Cancel order' });
      await user.click(trigger);
      const dialog = await screen.findByRole('alertdialog', { name: CANCEL_DIALOG_TITLE });
      await user.click(within(dialog).getByRole('button', { name: 'Keep order' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      await waitFor(() => expect(trigger).toHaveFocus());
      expect(stored(order.id).status).toBe('Submitted');
      expect(balanceOf(mock, PERSONAS.customer.id)).toBe(balance);
    });

    it(`refuses a cancel past ${ORDER_LIMITS.cancelsPerDay} in 24 hours, says why, and refunds nothing`, async () => {
      const { user, order, section } = await openOrder('Submitted');
      // The customer cancelled three other orders before review in the last hours.
      const others = mock.db.orderRequests
        .all()
        .filter((o) => o.user_id === PERSONAS.customer.id && o.id !== order.id)
        .slice(0, ORDER_LIMITS.cancelsPerDay);
      for (const other of others)
        await mock.db.orderStatusHistory.create({
          id: crypto.randomUUID(),
          order_id: other.id,
          from_status: 'Submitted',
          to_status: 'Cancelled',
          message: null,
          actor: 'customer',
          changed_by: PERSONAS.customer.id,
          created_at: new Date(Date.now() - 60 * 60 * 1000).toISOString(),
        });
      const balance = balanceOf(mock, PERSONAS.customer.id);
      await user.click(within(section).getByRole('button', { name: 'Cancel order' }));
      const dialog = await screen.findByRole('alertdialog', { name: CANCEL_DIALOG_TITLE });
      await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel order' }));
      const alert = await within(dialog).findByRole('alert');
      expect(alert).toHaveTextContent('The order was not cancelled');
      expect(alert).toHaveTextContent(ORDER_ERRORS.cancelLimit);
      expect(stored(order.id).status).toBe('Submitted');
      expect(balanceOf(mock, PERSONAS.customer.id)).toBe(balance);
    });

    it('explains a refusal when the review started meanwhile, and refunds nothing', async () => {
      const { user, order, section } = await openOrder('Submitted');
      const balance = balanceOf(mock, PERSONAS.customer.id);
      await user.click(within(section).getByRole('button', { name: 'Cancel order' }));
      const dialog = await screen.findByRole('alertdialog', { name: CANCEL_DIALOG_TITLE });
      // Staff start the review in another tab.
      await mock.db.orderRequests.update((q) => q.where({ id: order.id }), {
        data(o) {
          o.status = 'In review';
        },
      });
      await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel order' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(
        /The order was not cancelled.*cancelled only before review starts/,
      );
      expect(stored(order.id).status).toBe('In review');
      expect(balanceOf(mock, PERSONAS.customer.id)).toBe(balance);
    });
  });

  describe('resubmit (Needs documents)', () => {
    it("shows the team's message and sends more PDFs with a note: the order goes back into review", async () => {
      const { user, order, section } = await openOrder('Needs documents');
      expect(within(section).getByText(/Please upload the signed operating agreement/)).toBeInTheDocument();
      expect(within(section).getByText(`Message from the ${TEAM_NAME}`)).toBeInTheDocument();
      const before = stored(order.id).documents;
      const form = within(section).getByRole('form', { name: 'Add documents' });
      await user.upload(within(form).getByLabelText(/^Add documents/), [pdf('signed-operating-agreement.pdf')]);
      await user.type(within(form).getByLabelText(/^Message to the team/), 'Signed copy with Exhibit A.');
      await user.click(within(form).getByRole('button', { name: 'Resubmit' }));

      await findToast(DOCUMENTS_SENT_TITLE);
      const after = stored(order.id);
      expect(after.status).toBe('In review');
      expect(after.documents.map((d) => d.name)).toEqual([
        ...before.map((d) => d.name),
        'signed-operating-agreement.pdf',
      ]);
      expect(historyOf(order.id).at(-1)).toMatchObject({
        from_status: 'Needs documents',
        to_status: 'In review',
        actor: 'customer',
        message: 'Signed copy with Exhibit A.',
      });
      await waitFor(() => expect(within(section).getByText('In review')).toBeInTheDocument());
      expect(within(section).queryByRole('form', { name: 'Add documents' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Download signed-operating-agreement.pdf' })).toBeInTheDocument();
      await waitFor(() => expect(screen.getByRole('heading', { name: 'Status' })).toHaveFocus());
    });

    it('names a wrong file type, a file over 20 MB and a missing file, and writes nothing', async () => {
      const { user, order, section } = await openOrder('Needs documents');
      const form = within(section).getByRole('form', { name: 'Add documents' });
      const objects = mock.db.storageObjects.all().length;
      const before = { ...stored(order.id) };

      await user.click(within(form).getByRole('button', { name: 'Resubmit' }));
      expect(await within(form).findByText('Please upload at least one PDF document')).toBeInTheDocument();

      const big = pdf('scan.pdf', 10);
      Object.defineProperty(big, 'size', { value: 20 * 1024 * 1024 + 1 });
      fireEvent.change(within(form).getByLabelText(/^Add documents/), {
        target: { files: [new File(['hello'], 'notes.docx', { type: 'application/msword' }), big] },
      });
      expect(await within(form).findByText('notes.docx is not a PDF. Only PDF files are accepted')).toBeInTheDocument();
      expect(
        within(form).getByText('scan.pdf is larger than 20 MB. Each file must be 20 MB or smaller'),
      ).toBeInTheDocument();
      await user.click(within(form).getByRole('button', { name: 'Resubmit' }));
      await new Promise((resolve) => setTimeout(resolve, 50));

      expect(stored(order.id)).toEqual(before);
      expect(mock.db.storageObjects.all()).toHaveLength(objects);
      expect(historyOf(order.id).at(-1)?.to_status).toBe('Needs documents');
    });

    it('refuses a text file named .pdf when it is picked, and uploads nothing', async () => {
      const { user, order, section } = await openOrder('Needs documents');
      const form = within(section).getByRole('form', { name: 'Add documents' });
      const objects = mock.db.storageObjects.all().length;
      const before = { ...stored(order.id) };
      const text = new NodeFile(['Signed bylaws, typed out'], 'bylaws.pdf', {
        type: 'application/pdf',
      }) as unknown as File;
      await user.upload(within(form).getByLabelText(/^Add documents/), text);
      const refused =
        'bylaws.pdf is not a PDF: its contents are not in PDF format, whatever its name says. Only PDF files are accepted';
      expect(await within(form).findByText(refused)).toBeInTheDocument();
      await user.type(within(form).getByLabelText(/^Message to the team/), 'The signed bylaws');
      await user.click(within(form).getByRole('button', { name: 'Resubmit' }));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(within(form).getByText(refused)).toBeInTheDocument();
      expect(within(form).getByLabelText(/^Message to the team/)).toHaveValue('The signed bylaws');
      expect(stored(order.id)).toEqual(before);
      expect(mock.db.storageObjects.all()).toHaveLength(objects);
    });

    it('shows the server refusing and keeps the chosen files', async () => {
      mock.server.use(
        http.post(`${mock.baseUrl}${API_ROUTES.rpcResubmitOrder}`, () =>
          HttpResponse.json(
            {
              code: 'P0001',
              message: 'Documents can be added only when an order needs documents',
              details: null,
              hint: null,
            },
            { status: 400 },
          ),
        ),
      );
      const { user, section } = await openOrder('Needs documents');
      const form = within(section).getByRole('form', { name: 'Add documents' });
      await user.upload(within(form).getByLabelText(/^Add documents/), [pdf('signed.pdf')]);
      await user.click(within(form).getByRole('button', { name: 'Resubmit' }));
      const alert = await within(form).findByRole('alert');
      expect(alert).toHaveTextContent(RESUBMIT_FAILED_TITLE);
      expect(alert).toHaveTextContent('Documents can be added only when an order needs documents');
      expect(within(form).getByText('signed.pdf')).toBeInTheDocument();
    });
  });
});
