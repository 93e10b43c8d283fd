import { File as NodeFile } from 'node:buffer';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { NO_CREDITS_MESSAGE, TERMS_REQUIRED_MESSAGE, TERMS_VERSION } from '@/backend';
import { RequireAuth } from '@/components/guards/require-auth';
import { NO_CREDITS_TITLE, TERMS_LABEL } from '@/features/request/order-request-form';
import { ORDER_RECEIVED_TITLE, REQUEST_FAILED_TITLE, RequestScreen } from '@/features/request/request-screen';
import { NOT_ALLOWED_MESSAGE } from '../../adapters/supabase/map-error';
import { API_ROUTES } from '../../mocks/api/routes';
import { CUSTOMER_COMPANY } from '../../mocks/seed/personas';
import { clearToastsAfterEach, findToast, renderAccount } from '../auth/harness';
import { PERSONAS, renderApp, setupMockBackend } from '../utils/render-app';
import { renderCustomer } from '../portal/harness';
import { balanceOf, ordersOf, setBalance } from './credits';

const mock = setupMockBackend();
clearToastsAfterEach();
const submitUrl = `${mock.baseUrl}${API_ROUTES.orderRequests}`;

/**
 * Node's File and FormData, not jsdom's: the port sends documents through Node's fetch, which cannot
 * serialise jsdom's classes (they arrive as 9-byte blobs). A browser has one set of classes, so this is
 * a test-environment detail only.
 */
let jsdomFormData: typeof FormData;
beforeAll(async () => {
  jsdomFormData = globalThis.FormData;
  const nodeFormData = (await new Response(new URLSearchParams('a=1')).formData()).constructor as typeof FormData;
  globalThis.FormData = nodeFormData;
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

function documentsInput() {
  return screen.getByLabelText(/^Documents/) as HTMLInputElement;
}

async function fillOrder(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText(/^Entity legal name/), 'Harbor Point Holdings, LLC');
  await user.selectOptions(screen.getByLabelText(/^Formation state/), 'Delaware');
  await user.selectOptions(screen.getByLabelText(/^Report type/), 'Limited Liability Company');
  await user.upload(documentsInput(), [pdf('operating-agreement.pdf'), pdf('articles.pdf', 800)]);
  await user.click(screen.getByRole('checkbox', { name: TERMS_LABEL }));
}

describe('/request (native form, the offline default)', () => {
  it('sends an anonymous visitor to /auth', async () => {
    const { router } = await renderAccount(mock, '/request');
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
  });

  it('shows Loading... and then the form, prefilled from the profile', async () => {
    await renderAccount(mock, '/request', 'customer');
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(await screen.findByRole('heading', { name: 'Request a Report' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Your name/)).toHaveValue('Casey Customer');
    expect(screen.getByLabelText(/^Email/)).toHaveValue(PERSONAS.customer.email);
    expect(screen.getByLabelText(/^Company/)).toHaveValue(CUSTOMER_COMPANY);
    const states = within(screen.getByLabelText(/^Formation state/)).getAllByRole('option');
    expect(states.map((o) => o.textContent)).toContain('Wyoming');
    expect(states).toHaveLength(52);
    const types = within(screen.getByLabelText(/^Report type/))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(types).toEqual([
      'Select a report type',
      'Limited Liability Company',
      'Corporation',
      'Limited Partnership',
      'General Partnership',
      'Revocable Trust',
      'Irrevocable Trust',
    ]);
    expect(documentsInput()).toHaveAttribute('accept', 'application/pdf,.pdf');
  });

  it('lists every missing input on an empty submit', async () => {
    const before = ordersOf(mock, PERSONAS.customer.id).length;
    const { user } = await renderAccount(mock, '/request', 'customer');
    await user.click(await screen.findByRole('button', { name: 'Submit Request' }));
    for (const message of [
      'Entity legal name is required',
      'Please choose the formation state',
      'Please choose a report type',
      'Please upload at least one PDF document',
      TERMS_REQUIRED_MESSAGE,
    ])
      expect(await screen.findByText(message)).toBeInTheDocument();
    expect(ordersOf(mock, PERSONAS.customer.id)).toHaveLength(before);
  });

  it('explains each rejected file: not a PDF, empty, too large', async () => {
    await renderAccount(mock, '/request', 'customer');
    await screen.findByRole('heading', { name: 'Request a Report' });
    const big = pdf('huge.pdf', 10);
    Object.defineProperty(big, 'size', { value: 21 * 1024 * 1024 });
    const files = [new File(['hello'], 'notes.txt', { type: 'text/plain' }), pdf('blank.pdf', 0), big];
    fireEvent.change(documentsInput(), { target: { files } });
    expect(await screen.findByText('notes.txt is not a PDF. Only PDF files are accepted')).toBeInTheDocument();
    expect(screen.getByText('blank.pdf is empty')).toBeInTheDocument();
    expect(screen.getByText('huge.pdf is larger than 20 MB. Each file must be 20 MB or smaller')).toBeInTheDocument();
  });

  it('writes nothing and keeps the input when a file is refused at submit', async () => {
    const before = {
      orders: ordersOf(mock, PERSONAS.customer.id).length,
      balance: balanceOf(mock, PERSONAS.customer.id),
    };
    const { user } = await renderAccount(mock, '/request', 'customer');
    await fillOrder(user);
    const big = pdf('scan.pdf', 10);
    Object.defineProperty(big, 'size', { value: 20 * 1024 * 1024 + 1 });
    fireEvent.change(documentsInput(), {
      target: { files: [new File(['hi'], 'photo.png', { type: 'image/png' }), big] },
    });
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByText('photo.png is not a PDF. Only PDF files are accepted')).toBeInTheDocument();
    expect(screen.getByText('scan.pdf is larger than 20 MB. Each file must be 20 MB or smaller')).toBeInTheDocument();
    expect(ordersOf(mock, PERSONAS.customer.id)).toHaveLength(before.orders);
    expect(balanceOf(mock, PERSONAS.customer.id)).toBe(before.balance);
    expect(mock.db.storageObjects.all().filter((o) => o.name.endsWith('scan.pdf'))).toHaveLength(0);
    expect(screen.getByLabelText(/^Entity legal name/)).toHaveValue('Harbor Point Holdings, LLC');
  });

  it('refuses a text file named .pdf when it is picked, uploads nothing and keeps the input', async () => {
    const before = {
      orders: ordersOf(mock, PERSONAS.customer.id).length,
      balance: balanceOf(mock, PERSONAS.customer.id),
      objects: mock.db.storageObjects.all().length,
    };
    const { user } = await renderAccount(mock, '/request', 'customer');
    await fillOrder(user);
    const text = new NodeFile(['Operating Agreement of Harbor Point LLC'], 'agreement-copy.pdf', {
      type: 'application/pdf',
    }) as unknown as File;
    await user.upload(documentsInput(), text);
    const refused =
      'agreement-copy.pdf is not a PDF: its contents are not in PDF format, whatever its name says. Only PDF files are accepted';
    expect(await screen.findByText(refused)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText(refused)).toBeInTheDocument();
    expect(ordersOf(mock, PERSONAS.customer.id)).toHaveLength(before.orders);
    expect(balanceOf(mock, PERSONAS.customer.id)).toBe(before.balance);
    expect(mock.db.storageObjects.all()).toHaveLength(before.objects);
    expect(screen.getByLabelText(/^Entity legal name/)).toHaveValue('Harbor Point Holdings, LLC');
    // Without it, the same order goes through.
    await user.click(screen.getByRole('button', { name: 'Remove agreement-copy.pdf' }));
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    await findToast(ORDER_RECEIVED_TITLE);
    expect(ordersOf(mock, PERSONAS.customer.id)).toHaveLength(before.orders + 1);
  });

  it('lets a file be removed again', async () => {
    const { user } = await renderAccount(mock, '/request', 'customer');
    await screen.findByRole('heading', { name: 'Request a Report' });
    await user.upload(documentsInput(), [pdf('a.pdf'), pdf('b.pdf', 999)]);
    const list = screen.getByRole('list', { name: 'Selected documents' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Remove a.pdf' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByText('b.pdf')).toBeInTheDocument();
  });

  it('shows the cost and the balance, and the clickwrap links the Terms in a new tab', async () => {
    await renderAccount(mock, '/request', 'customer');
    const balance = balanceOf(mock, PERSONAS.customer.id);
    expect(await screen.findByText(`This report uses 1 credit. You have ${balance} credits.`)).toBeInTheDocument();
    const terms = screen.getByRole('link', { name: 'Terms of Service' });
    expect(terms).toHaveAttribute('href', '/terms');
    expect(terms).toHaveAttribute('target', '_blank');
    expect(
      screen.getByRole('checkbox', { name: `I accept the Terms of Service (${TERMS_VERSION})` }),
    ).not.toBeChecked();
    expect(screen.getByLabelText(/^Property state/)).toHaveDisplayValue('Same as formation state');
  });

  it('stores the order with its files, uses one credit and lands on the order page', async () => {
    const balance = balanceOf(mock, PERSONAS.customer.id);
    const before = new Set(ordersOf(mock, PERSONAS.customer.id).map((o) => o.id));
    const { user, router } = await renderCustomer(mock, '/request');
    await fillOrder(user);
    await user.selectOptions(screen.getByLabelText(/^Property state/), 'Texas');
    await user.type(screen.getByLabelText(/^Loan reference/), 'HPL-25-0301');
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));

    await findToast(ORDER_RECEIVED_TITLE);
    const [order, ...others] = ordersOf(mock, PERSONAS.customer.id).filter((o) => !before.has(o.id));
    expect(others).toHaveLength(0);
    expect(order).toMatchObject({
      user_id: PERSONAS.customer.id,
      name: 'Casey Customer',
      email: PERSONAS.customer.email,
      company: CUSTOMER_COMPANY,
      entity_legal_name: 'Harbor Point Holdings, LLC',
      formation_state: 'Delaware',
      report_type: 'Limited Liability Company',
      property_state: 'Texas',
      loan_reference: 'HPL-25-0301',
      terms_version: TERMS_VERSION,
      status: 'Submitted',
    });
    expect(order?.documents.map((d) => [d.name, d.size])).toEqual([
      ['operating-agreement.pdf', 1200],
      ['articles.pdf', 800],
    ]);
    expect(balanceOf(mock, PERSONAS.customer.id)).toBe(balance - 1);
    // The order page replaced the form in history.
    // The order page, in place of the form in history.
    expect(await screen.findByRole('heading', { level: 1, name: 'Harbor Point Holdings, LLC' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/portal/orders/${order!.id}`);
    expect(router.state.historyAction).toBe('REPLACE');
    const status = screen.getByRole('region', { name: 'Status' });
    expect(within(status).getByText('Submitted')).toBeInTheDocument();
    expect(within(status).getByRole('button', { name: 'Cancel order' })).toBeInTheDocument();
  });

  it('stores no property state or loan reference when none is given', async () => {
    const before = new Set(ordersOf(mock, PERSONAS.customer.id).map((o) => o.id));
    const { user } = await renderAccount(mock, '/request', 'customer');
    await fillOrder(user);
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    await findToast(ORDER_RECEIVED_TITLE);
    const [order] = ordersOf(mock, PERSONAS.customer.id).filter((o) => !before.has(o.id));
    expect(order).toMatchObject({ property_state: null, loan_reference: null });
  });

  it('explains a zero balance up front and refuses to submit, keeping what was typed', async () => {
    await setBalance(mock, PERSONAS.customer.id, 0);
    const before = ordersOf(mock, PERSONAS.customer.id).length;
    const submitted = vi.fn();
    mock.server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && request.url.startsWith(submitUrl)) submitted();
    });
    const { user } = await renderAccount(mock, '/request', 'customer');
    expect(await screen.findByText(NO_CREDITS_TITLE)).toBeInTheDocument();
    expect(screen.getByText('This report uses 1 credit. You have 0 credits.')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'contact us' })[0]).toHaveAttribute('href', '/contact');
    expect(screen.getAllByRole('link', { name: 'buy a pack' })[0]).toHaveAttribute('href', '/portal/credits/buy');
    await fillOrder(user);
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(NO_CREDITS_MESSAGE);
    expect(screen.getByLabelText(/^Entity legal name/)).toHaveValue('Harbor Point Holdings, LLC');
    expect(within(screen.getByRole('list', { name: 'Selected documents' })).getAllByRole('listitem')).toHaveLength(2);
    expect(submitted).not.toHaveBeenCalled();
    expect(ordersOf(mock, PERSONAS.customer.id)).toHaveLength(before);
    mock.server.events.removeAllListeners();
  });

  it('shows the server refusing for lack of credits, keeps the input and updates the balance', async () => {
    const { user } = await renderAccount(mock, '/request', 'customer');
    await fillOrder(user);
    // The balance runs out in another tab after the form read it.
    const before = ordersOf(mock, PERSONAS.customer.id).length;
    await setBalance(mock, PERSONAS.customer.id, 0);
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(REQUEST_FAILED_TITLE);
    expect(alert).toHaveTextContent(NO_CREDITS_MESSAGE);
    expect(screen.getByLabelText(/^Entity legal name/)).toHaveValue('Harbor Point Holdings, LLC');
    expect(ordersOf(mock, PERSONAS.customer.id)).toHaveLength(before);
    expect(await screen.findByText('This report uses 1 credit. You have 0 credits.')).toBeInTheDocument();
  });

  it("shows 'Submitting...' while the request is in flight, and cannot be sent twice", async () => {
    let posts = 0;
    mock.server.use(
      http.post(submitUrl, async () => {
        posts += 1;
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const { user } = await renderAccount(mock, '/request', 'customer');
    await fillOrder(user);
    const button = screen.getByRole('button', { name: 'Submit Request' });
    await user.click(button);
    expect(await screen.findByRole('button', { name: /Submitting\.\.\./ })).toBeDisabled();
    // A second press does nothing: the button is disabled, and the form ignores submits while one is in flight.
    fireEvent.submit(screen.getByRole('form', { name: 'Order request' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(posts).toBe(1);
  });

  it('keeps the form and shows a refused request', async () => {
    mock.server.use(
      http.post(submitUrl, () =>
        HttpResponse.json(
          {
            code: '42501',
            message: 'new row violates row-level security policy for table "order_requests"',
            details: null,
            hint: null,
          },
          { status: 403 },
        ),
      ),
    );
    const { user } = await renderAccount(mock, '/request', 'customer');
    await fillOrder(user);
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(REQUEST_FAILED_TITLE);
    expect(alert).toHaveTextContent(NOT_ALLOWED_MESSAGE);
    expect(screen.getByLabelText(/^Entity legal name/)).toHaveValue('Harbor Point Holdings, LLC');
    expect(screen.getByRole('button', { name: 'Submit Request' })).toBeEnabled();
  });
});

describe('/request with a hosted form configured', () => {
  const FORM = 'https://forms.example.test/request-form';
  const SCRIPT = 'https://forms.example.test/embed.js';
  const routes = [
    {
      path: '/request',
      element: (
        <RequireAuth>
          <RequestScreen formUrl={FORM} embedScriptUrl={SCRIPT} />
        </RequireAuth>
      ),
    },
  ];

  it('embeds the frame full width and one viewport tall, prefilled through the query, and loads the embed script', async () => {
    const { unmount } = await renderApp({ mock, route: '/request', routes, persona: 'customer' });
    const frame = await screen.findByTitle('EntityLens request form');
    expect(frame.tagName).toBe('IFRAME');
    const src = new URL(frame.getAttribute('src')!);
    expect(`${src.origin}${src.pathname}`).toBe(FORM);
    expect(src.searchParams.get('YourName')).toBe('Casey Customer');
    expect(src.searchParams.get('YourEmail')).toBe(PERSONAS.customer.email);
    expect(src.searchParams.get('CompanyName')).toBe(CUSTOMER_COMPANY);
    expect(src.search).toContain('CompanyName=Harbor+Point+Lending');
    await waitFor(() => expect(document.querySelector(`script[src="${SCRIPT}"]`)).not.toBeNull());
    unmount();
    expect(document.querySelector(`script[src="${SCRIPT}"]`)).toBeNull();
  });

  it('leaves out parameters the profile lacks and falls back to the sign-in email', async () => {
    await mock.db.profiles.update((q) => q.where({ id: PERSONAS.customer.id }), {
      data(p) {
        p.display_name = null;
        p.company = null;
        p.email = null;
      },
    });
    await renderApp({ mock, route: '/request', routes, persona: 'customer' });
    const src = new URL((await screen.findByTitle('EntityLens request form')).getAttribute('src')!);
    expect([...src.searchParams.keys()]).toEqual(['YourEmail']);
    expect(src.searchParams.get('YourEmail')).toBe(PERSONAS.customer.email);
  });
});
