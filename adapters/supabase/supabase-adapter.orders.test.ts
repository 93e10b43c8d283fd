import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { describe, expect, it } from 'vitest';
import { NO_CREDITS_MESSAGE, TERMS_REQUIRED_MESSAGE, type BackendErrorCode, type OrderRequestInput } from '@/backend';
import {
  ADMIN_ID,
  REST,
  STORAGE,
  USER_EMAIL,
  USER_ID,
  json,
  jsonBody,
  newAdapter,
  postgrestError,
  requestsTo,
  signedInAdapter,
  recordRequests,
  rejection,
} from './test-support';

// What the adapter sends for the order lifecycle and the credit ledger (migration 0800's tables and RPCs),
// and how it reads the answers; the behaviour itself is the contract suite's (adapters/contract).

const server = setupServer();
const requests = recordRequests(server);

const ORDER_ID = '8c9d0e1f-2a3b-4c4d-8e5f-6a7b8c9d0e1f';
const noContent = () => new HttpResponse(null, { status: 204 });

/** The query string as PostgREST receives it (decoded, in order). */
function query(url: URL): string {
  return decodeURIComponent(url.search.slice(1));
}

function pdf(name: string, content = '%PDF-1.7 test'): File {
  return new File([content], name, { type: 'application/pdf' });
}

function orderRow(overrides: Record<string, unknown> = {}) {
  return {
    id: ORDER_ID,
    user_id: USER_ID,
    name: 'Alice Smith',
    email: USER_EMAIL,
    company: null,
    entity_legal_name: 'Harbor Holdings LLC',
    formation_state: 'Delaware',
    report_type: 'Limited Liability Company',
    property_state: null,
    loan_reference: null,
    documents: [{ name: 'a.pdf', size: 10, storage_path: `${USER_ID}/0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e/a.pdf` }],
    status: 'Submitted',
    terms_version: 'v.20250822',
    created_at: '2026-02-01T09:00:00+00:00',
    updated_at: '2026-02-01T09:00:00+00:00',
    documents_purged_at: null,
    ...overrides,
  };
}

const order: Omit<OrderRequestInput, 'documents'> = {
  name: 'Alice Smith',
  email: USER_EMAIL,
  entityLegalName: 'Harbor Holdings LLC',
  formationState: 'Delaware',
  reportType: 'Limited Liability Company',
  acceptTerms: true,
};

describe('orders.submit: credits and Terms', () => {
  it('refuses an order without the Terms accepted before any request', async () => {
    const { adapter } = signedInAdapter();
    const error = await rejection(
      adapter.orders.submit({ ...order, acceptTerms: false as unknown as true, documents: [pdf('a.pdf')] }),
    );
    expect(error.code).toBe('validation_failed');
    expect(error.issues).toEqual([TERMS_REQUIRED_MESSAGE]);
    expect(requests).toHaveLength(0);
  });

  it("reads the database's no-credits refusal (P0001, hint no_credits) as validation_failed and removes the uploads", async () => {
    server.use(
      http.post(`${STORAGE}/object/order-documents/*`, () => json({ Id: 'x', Key: 'y' })),
      http.post(`${REST}/order_requests`, () =>
        postgrestError(400, { code: 'P0001', message: NO_CREDITS_MESSAGE, hint: 'no_credits' }),
      ),
      http.delete(`${STORAGE}/object/order-documents`, () => json([])),
    );
    const { adapter } = signedInAdapter();

    const error = await rejection(adapter.orders.submit({ ...order, documents: [pdf('a.pdf')] }));

    expect(error.code).toBe('validation_failed');
    expect(error.message).toBe(NO_CREDITS_MESSAGE);
    expect(error.issues).toEqual([NO_CREDITS_MESSAGE]);
    const [removal] = requestsTo(requests, '/storage/v1/object/order-documents');
    expect(await jsonBody(removal!)).toEqual({
      prefixes: [expect.stringMatching(new RegExp(`^${USER_ID}/[0-9a-f-]{36}/a\\.pdf$`))],
    });
  });

  it('sends the property state and the loan reference, empty ones as null', async () => {
    let inserted: Record<string, unknown> = {};
    server.use(
      http.post(`${STORAGE}/object/order-documents/*`, () => json({ Id: 'x', Key: 'y' })),
      http.post(`${REST}/order_requests`, async ({ request }) => {
        inserted = (await request.json()) as Record<string, unknown>;
        return json(orderRow({ property_state: 'Texas', loan_reference: 'LN-1' }), 201);
      }),
    );
    const { adapter } = signedInAdapter();
    await adapter.orders.submit({
      ...order,
      propertyState: 'Texas',
      loanReference: ' LN-1 ',
      documents: [pdf('a.pdf')],
    });
    expect(inserted).toMatchObject({ property_state: 'Texas', loan_reference: 'LN-1', terms_version: 'v.20250822' });
    expect(inserted).not.toHaveProperty('status');
    expect(inserted).not.toHaveProperty('acceptTerms');
  });
});

describe('orders.list (the queue filters)', () => {
  it('filters by status with eq and searches five columns, the loan reference first, with one quoted ilike list', async () => {
    server.use(http.get(`${REST}/order_requests`, () => json([orderRow()])));
    const { adapter } = signedInAdapter(ADMIN_ID);

    await adapter.orders.list({ status: 'Needs documents', search: ' Smith, Jones (East) ' });

    const [sent] = requestsTo(requests, '/rest/v1/order_requests');
    const pattern = '"*Smith, Jones (East)*"';
    expect([...sent!.url.searchParams]).toEqual([
      ['select', '*'],
      ['status', 'eq.Needs documents'],
      [
        'or',
        `(loan_reference.ilike.${pattern},entity_legal_name.ilike.${pattern},name.ilike.${pattern},email.ilike.${pattern},company.ilike.${pattern})`,
      ],
      ['order', 'created_at.desc'],
    ]);
  });

  it.each([
    // A backslash is LIKE's escape (doubled), then the quoted value escapes it and the quote once more.
    ['x\\",id.not.is.null', String.raw`"*x\\\\\",id.not.is.null*"`],
    ['100%', String.raw`"*100\\%*"`],
    ['A_B', String.raw`"*A\\_B*"`],
    // PostgREST reads every * as %, escaped or not: it goes as _ (any one character).
    ['Star*Line', '"*Star_Line*"'],
  ])('sends the search %s as a literal pattern that cannot end the list: %s', async (search, quoted) => {
    server.use(http.get(`${REST}/order_requests`, () => json([])));
    const { adapter } = signedInAdapter(ADMIN_ID);

    await adapter.orders.list({ search });

    const [sent] = requestsTo(requests, '/rest/v1/order_requests');
    const columns = ['loan_reference', 'entity_legal_name', 'name', 'email', 'company'];
    expect(sent!.url.searchParams.get('or')).toBe(`(${columns.map((c) => `${c}.ilike.${quoted}`).join(',')})`);
  });

  it('sends no filter for an empty search and refuses an unknown status before any request', async () => {
    server.use(http.get(`${REST}/order_requests`, () => json([])));
    const { adapter } = signedInAdapter(ADMIN_ID);
    await adapter.orders.list({ search: '   ' });
    expect(query(requestsTo(requests, '/rest/v1/order_requests')[0]!.url)).toBe('select=*&order=created_at.desc');
    requests.length = 0;
    expect((await rejection(adapter.orders.list({ status: 'Lost' as never }))).code).toBe('validation_failed');
    expect(requests).toHaveLength(0);
  });
});

describe('orders.get and orders.history', () => {
  it('reads one order by id, null when no row is visible', async () => {
    server.use(
      http.get(`${REST}/order_requests`, ({ request }) =>
        new URL(request.url).searchParams.get('id') === `eq.${ORDER_ID}` ? json([orderRow()]) : json([]),
      ),
    );
    const { adapter } = signedInAdapter();
    await expect(adapter.orders.get(ORDER_ID)).resolves.toEqual(orderRow());
    await expect(adapter.orders.get('0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e')).resolves.toBeNull();
    expect(query(requestsTo(requests, '/rest/v1/order_requests')[0]!.url)).toBe(`select=*&id=eq.${ORDER_ID}`);
  });

  it('reads the history oldest first; a malformed id reads nothing without a request', async () => {
    const entry = {
      id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
      order_id: ORDER_ID,
      from_status: null,
      to_status: 'Submitted',
      message: null,
      actor: 'customer',
      changed_by: USER_ID,
      created_at: '2026-02-01T09:00:00+00:00',
    };
    server.use(http.get(`${REST}/order_status_history`, () => json([entry])));
    const { adapter } = signedInAdapter();
    await expect(adapter.orders.history(ORDER_ID)).resolves.toEqual([entry]);
    expect(query(requestsTo(requests, '/rest/v1/order_status_history')[0]!.url)).toBe(
      `select=*&order_id=eq.${ORDER_ID}&order=created_at.asc`,
    );
    requests.length = 0;
    await expect(adapter.orders.get('nope')).resolves.toBeNull();
    await expect(adapter.orders.history('nope')).resolves.toEqual([]);
    expect(requests).toHaveLength(0);
  });
});

describe('orders.setStatus (rpc set_order_status)', () => {
  it('sends the order, the status and the trimmed message', async () => {
    server.use(http.post(`${REST}/rpc/set_order_status`, noContent));
    const { adapter } = signedInAdapter(ADMIN_ID);
    await adapter.orders.setStatus({ orderId: ORDER_ID, status: 'Needs documents', message: ' Bylaws, please ' });
    const [sent] = requestsTo(requests, '/rest/v1/rpc/set_order_status');
    expect(await jsonBody(sent!)).toEqual({
      _order_id: ORDER_ID,
      _status: 'Needs documents',
      _message: 'Bylaws, please',
    });
  });

  it('asks for a message before sending Needs documents', async () => {
    const { adapter } = signedInAdapter(ADMIN_ID);
    const error = await rejection(adapter.orders.setStatus({ orderId: ORDER_ID, status: 'Needs documents' }));
    expect(error.issues).toEqual(['Tell the customer which documents are needed']);
    expect(requests).toHaveLength(0);
  });

  it.each<[string, number, { code: string; message: string; hint?: string }, BackendErrorCode]>([
    ['a hidden or unknown order (PT404)', 404, { code: 'PT404', message: 'Order not found' }, 'not_found'],
    [
      'a non-admin move (42501)',
      403,
      { code: '42501', message: 'Only admins can change the status of an order' },
      'forbidden',
    ],
    [
      'a move outside the lifecycle (P0001)',
      400,
      { code: 'P0001', message: 'An order that is Cancelled cannot move to In review', hint: 'invalid_transition' },
      'validation_failed',
    ],
    [
      'a cancel after review started (P0001)',
      400,
      { code: 'P0001', message: 'An order can be cancelled only before review starts' },
      'validation_failed',
    ],
  ])('maps %s with its message', async (_label, status, body, expected) => {
    server.use(http.post(`${REST}/rpc/set_order_status`, () => postgrestError(status, body)));
    const { adapter } = signedInAdapter();
    const error = await rejection(adapter.orders.setStatus({ orderId: ORDER_ID, status: 'Cancelled' }));
    expect(error.code).toBe(expected);
    expect(error.message).toBe(body.message);
  });
});

describe('orders.resubmit (rpc resubmit_order)', () => {
  it("uploads the PDFs to the caller's folder, then sends them with the message", async () => {
    server.use(
      http.post(`${STORAGE}/object/order-documents/*`, () => json({ Id: 'x', Key: 'y' })),
      http.post(`${REST}/rpc/resubmit_order`, noContent),
    );
    const { adapter } = signedInAdapter();
    await adapter.orders.resubmit({ orderId: ORDER_ID, documents: [pdf('bylaws.pdf')], message: 'Here they are' });
    const [sent] = requestsTo(requests, '/rest/v1/rpc/resubmit_order');
    expect(await jsonBody(sent!)).toEqual({
      _order_id: ORDER_ID,
      _documents: [
        {
          name: 'bylaws.pdf',
          size: 13,
          storage_path: expect.stringMatching(new RegExp(`^${USER_ID}/[0-9a-f-]{36}/bylaws\\.pdf$`)),
        },
      ],
      _message: 'Here they are',
    });
  });

  it('removes the uploaded files when the database refuses', async () => {
    server.use(
      http.post(`${STORAGE}/object/order-documents/*`, () => json({ Id: 'x', Key: 'y' })),
      http.post(`${REST}/rpc/resubmit_order`, () =>
        postgrestError(400, { code: 'P0001', message: 'Documents can be added only when an order needs documents' }),
      ),
      http.delete(`${STORAGE}/object/order-documents`, () => json([])),
    );
    const { adapter } = signedInAdapter();
    const error = await rejection(adapter.orders.resubmit({ orderId: ORDER_ID, documents: [pdf('late.pdf')] }));
    expect(error.code).toBe('validation_failed');
    const [removal] = requestsTo(requests, '/storage/v1/object/order-documents');
    expect(await jsonBody(removal!)).toEqual({
      prefixes: [expect.stringMatching(new RegExp(`^${USER_ID}/[0-9a-f-]{36}/late\\.pdf$`))],
    });
  });

  it('needs a session and valid input before any request', async () => {
    expect(
      (await rejection(newAdapter().adapter.orders.resubmit({ orderId: ORDER_ID, documents: [pdf('a.pdf')] }))).code,
    ).toBe('session_missing');
    const { adapter } = signedInAdapter();
    expect((await rejection(adapter.orders.resubmit({ orderId: 'nope', documents: [pdf('a.pdf')] }))).issues).toEqual([
      'Invalid order ID',
    ]);
    expect(requests).toHaveLength(0);
  });
});

describe('credits', () => {
  it('reads a balance with rpc credit_balance; a malformed user id is not found without a request', async () => {
    server.use(http.post(`${REST}/rpc/credit_balance`, () => json(7)));
    const { adapter } = signedInAdapter();
    await expect(adapter.credits.balance(USER_ID)).resolves.toBe(7);
    expect(await jsonBody(requestsTo(requests, '/rest/v1/rpc/credit_balance')[0]!)).toEqual({ _user_id: USER_ID });
    requests.length = 0;
    expect((await rejection(adapter.credits.balance('nope'))).code).toBe('not_found');
    expect(requests).toHaveLength(0);
  });

  it("maps the refusal to read another customer's balance to forbidden", async () => {
    server.use(
      http.post(`${REST}/rpc/credit_balance`, () =>
        postgrestError(403, { code: '42501', message: "Only admins can read another customer's credits" }),
      ),
    );
    const error = await rejection(signedInAdapter().adapter.credits.balance(ADMIN_ID));
    expect(error.code).toBe('forbidden');
    expect(error.message).toBe("Only admins can read another customer's credits");
  });

  it('reads a ledger newest first', async () => {
    const row = {
      id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
      user_id: USER_ID,
      kind: 'purchase',
      credits: 10,
      amount_paid_cents: 40000,
      reason: null,
      order_id: null,
      created_by: ADMIN_ID,
      created_at: '2026-02-01T09:00:00+00:00',
    };
    server.use(http.get(`${REST}/credit_ledger`, () => json([row])));
    const { adapter } = signedInAdapter();
    await expect(adapter.credits.ledger(USER_ID)).resolves.toEqual([row]);
    expect(query(requestsTo(requests, '/rest/v1/credit_ledger')[0]!.url)).toBe(
      `select=*&user_id=eq.${USER_ID}&order=created_at.desc`,
    );
  });

  it.each([
    [1234.56, 123456],
    [0.1 + 0.2, 30],
    [19.99, 1999],
    [0, 0],
  ])('grant_credits gets the amount paid %s in cents (%s)', async (amountPaid, cents) => {
    server.use(http.post(`${REST}/rpc/grant_credits`, noContent));
    const { adapter } = signedInAdapter(ADMIN_ID);
    await adapter.credits.grant({ userId: USER_ID, credits: 10, amountPaid, reason: ' Invoice 14 ' });
    expect(await jsonBody(requestsTo(requests, '/rest/v1/rpc/grant_credits')[0]!)).toEqual({
      _user_id: USER_ID,
      _credits: 10,
      _amount_paid_cents: cents,
      _reason: 'Invoice 14',
    });
  });

  it('adjust_credits gets the signed credits and the trimmed reason; a refusal keeps its message', async () => {
    server.use(http.post(`${REST}/rpc/adjust_credits`, noContent));
    const { adapter } = signedInAdapter(ADMIN_ID);
    await adapter.credits.adjust({ userId: USER_ID, credits: -2, reason: ' Duplicate ' });
    expect(await jsonBody(requestsTo(requests, '/rest/v1/rpc/adjust_credits')[0]!)).toEqual({
      _user_id: USER_ID,
      _credits: -2,
      _reason: 'Duplicate',
    });
    server.use(
      http.post(`${REST}/rpc/adjust_credits`, () =>
        postgrestError(400, { code: 'P0001', message: 'An adjustment cannot take a balance below zero' }),
      ),
    );
    const error = await rejection(adapter.credits.adjust({ userId: USER_ID, credits: -5, reason: 'Too much' }));
    expect(error.code).toBe('validation_failed');
    expect(error.message).toBe('An adjustment cannot take a balance below zero');
  });
});
