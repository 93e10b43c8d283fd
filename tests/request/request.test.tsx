import { File as NodeFile } from 'node:buffer';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RequireAuth } from '@/components/guards/require-auth';
import { RequestScreen } from '@/features/request/request-screen';
import { NOT_ALLOWED_MESSAGE } from '../../adapters/supabase/map-error';
import { API_ROUTES } from '../../mocks/api/routes';
import { CUSTOMER_COMPANY } from '../../mocks/seed/personas';
import { clearToastsAfterEach, findToast, renderAccount } from '../auth/harness';
import { PERSONAS, renderApp, setupMockBackend } from '../utils/render-app';

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
const pdf = (name: string, bytes = 1200) =>
  new NodeFile([new Uint8Array(bytes).fill(37)], name, { type: 'application/pdf' }) as unknown as File;

function documentsInput() {
  return screen.getByLabelText(/^Documents/) as HTMLInputElement;
}

async function fillOrder(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText(/^Entity legal name/), 'Harbor Point Holdings, LLC');
  await user.selectOptions(screen.getByLabelText(/^Formation state/), 'Delaware');
  await user.selectOptions(screen.getByLabelText(/^Report type/), 'Limited Liability Company');
  await user.upload(documentsInput(), [pdf('operating-agreement.pdf'), pdf('articles.pdf', 800)]);
  await user.click(screen.getByRole('checkbox', { name: /I agree to the Terms of Service/ }));
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
    const { user } = await renderAccount(mock, '/request', 'customer');
    await user.click(await screen.findByRole('button', { name: 'Submit Request' }));
    for (const message of [
      'Entity legal name is required',
      'Please choose the formation state',
      'Please choose a report type',
      'Please upload at least one PDF document',
      'Please accept the Terms of Service to place this order',
    ])
      expect(await screen.findByText(message)).toBeInTheDocument();
    expect(mock.db.orderRequests.all()).toHaveLength(0);
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

  it('stores the request with its files and says what happens next', async () => {
    const { user } = await renderAccount(mock, '/request', 'customer');
    await fillOrder(user);
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByText('Request received')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What happens next' })).toBeInTheDocument();
    expect(screen.getByText(/Delaware Secretary of State/)).toBeInTheDocument();

    const [order] = mock.db.orderRequests.all();
    expect(order).toMatchObject({
      user_id: PERSONAS.customer.id,
      name: 'Casey Customer',
      email: PERSONAS.customer.email,
      company: CUSTOMER_COMPANY,
      entity_legal_name: 'Harbor Point Holdings, LLC',
      formation_state: 'Delaware',
      report_type: 'Limited Liability Company',
    });
    expect(order?.documents.map((d) => [d.name, d.size])).toEqual([
      ['operating-agreement.pdf', 1200],
      ['articles.pdf', 800],
    ]);
    expect(screen.getByText(order!.id.slice(0, 8).toUpperCase())).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Portal' })).toHaveAttribute('href', '/portal');

    await user.click(screen.getByRole('button', { name: 'Request another report' }));
    expect(await screen.findByRole('heading', { name: 'Request a Report' })).toBeInTheDocument();
  });

  it("shows 'Submitting...' while the request is in flight", async () => {
    mock.server.use(
      http.post(submitUrl, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const { user } = await renderAccount(mock, '/request', 'customer');
    await fillOrder(user);
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByRole('button', { name: /Submitting\.\.\./ })).toBeDisabled();
  });

  it('keeps the form and reports a refused request', async () => {
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
    await findToast('Request not sent', NOT_ALLOWED_MESSAGE);
    expect(screen.getByLabelText(/^Entity legal name/)).toHaveValue('Harbor Point Holdings, LLC');
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
