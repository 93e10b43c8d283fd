import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NEEDS_DOCUMENTS_MESSAGE_REQUIRED, NO_CREDITS_MESSAGE, TERMS_VERSION } from '@/backend';
import { API_ROUTES } from '../api/routes';
import { createMockServer, createTestClock } from '../node';
import { SEED_ORDER_IDS, SEED_ORDER_SPECS } from '../seed/seed-data';
import { OTHER_CUSTOMER, PERSONAS, type PersonaKey } from '../seed/personas';
import { signApiKey } from './jwt';
import { DOCUMENTS_RETAINED_MESSAGE } from './order-lifecycle';
import { restErrorBody, restTestClient, type Answer, type Who } from './rest-test-support';

/**
 * The twins of migration 0800 over HTTP, as PostgREST answers: the order insert's Terms and credit checks,
 * who reads orders, history and the ledger, the queue's search, and every RPC's checks in the order of the
 * plpgsql with its SQLSTATE, HTTP status, message and hint. A refusal writes nothing.
 */

const clock = createTestClock();
const mock = createMockServer({ now: clock.now });
const BASE = mock.baseUrl;

beforeAll(() => mock.listen());
afterAll(() => mock.close());
beforeEach(async () => {
  clock.set(Date.parse('2026-03-02T09:00:00.000Z'));
  await mock.reset();
});

const orderOf = (predicate: (spec: (typeof SEED_ORDER_SPECS)[number]) => boolean) =>
  SEED_ORDER_IDS[SEED_ORDER_SPECS.findIndex(predicate)]!;
const customerOrder = (status: 'Submitted' | 'In review' | 'Needs documents' | 'Report ready' | 'Escalated') =>
  orderOf(
    (o) =>
      o.owner === 'customer' &&
      (o.moves.at(-1)?.to ?? 'Submitted') === status &&
      !o.purged &&
      (status !== 'Report ready' || o.n === 2),
  );
const otherCustomersOrder = orderOf((o) => o.owner === 'other');

const { call, rpc, get, upload } = restTestClient(mock, clock);
const error = (code: string, message: string | RegExp, hint: string | null = null) =>
  restErrorBody(code, message, hint);

/** Every table a refused call must leave as it was. */
function snapshot(): string {
  const db = mock.db;
  return JSON.stringify([
    db.orderRequests.all(),
    db.orderStatusHistory.all(),
    db.creditLedger.all(),
    db.outbox.all(),
    db.storageObjects.all(),
  ]);
}

async function expectRefused(answer: Promise<Answer>, status: number, body: object): Promise<void> {
  const before = snapshot();
  const result = await answer;
  expect(result.json).toEqual(body);
  expect(result.status).toBe(status);
  expect(snapshot()).toBe(before);
}

const balance = (userId: string) =>
  mock.db.creditLedger.findMany((q) => q.where({ user_id: userId })).reduce((sum, l) => sum + l.credits, 0);
const historyOf = (orderId: string) =>
  mock.db.orderStatusHistory
    .findMany((q) => q.where({ order_id: orderId }))
    .sort((a, b) => a.created_at.localeCompare(b.created_at));
const order = (id: string) => mock.db.orderRequests.findFirst((q) => q.where({ id }))!;

async function orderRow(who: PersonaKey, extra: Record<string, unknown> = {}) {
  const userId = PERSONAS[who].id;
  const path = `${userId}/${crypto.randomUUID()}/articles.pdf`;
  const size = await upload(who, path);
  return {
    user_id: userId,
    name: 'Casey Customer',
    email: PERSONAS[who].email,
    entity_legal_name: 'Blue Harbor Holdings LLC',
    formation_state: 'Delaware',
    report_type: 'Limited Liability Company',
    terms_version: TERMS_VERSION,
    documents: [{ name: 'articles.pdf', size, storage_path: path }],
    ...extra,
  };
}

describe('the order insert (order_requests_after_insert)', () => {
  it('debits one credit and writes the first history row with the order, by the customer', async () => {
    const before = balance(PERSONAS.customer.id);
    const row = await orderRow('customer', { property_state: 'Texas', loan_reference: ' HPL-1 ' });
    const answer = await call('customer', 'POST', API_ROUTES.orderRequests, row, {
      Prefer: 'return=representation',
      Accept: 'application/vnd.pgrst.object+json',
    });
    expect(answer.status).toBe(201);
    const created = answer.json as { id: string; created_at: string };
    expect(created).toMatchObject({
      status: 'Submitted',
      property_state: 'Texas',
      loan_reference: ' HPL-1 ',
      terms_version: TERMS_VERSION,
      documents_purged_at: null,
      updated_at: created.created_at,
    });
    expect(balance(PERSONAS.customer.id)).toBe(before - 1);
    expect(mock.db.creditLedger.findMany((q) => q.where({ order_id: created.id }))).toEqual([
      expect.objectContaining({
        kind: 'order_debit',
        credits: -1,
        reason: 'Report order',
        created_by: PERSONAS.customer.id,
        created_at: created.created_at,
      }),
    ]);
    expect(historyOf(created.id)).toEqual([
      expect.objectContaining({
        from_status: null,
        to_status: 'Submitted',
        actor: 'customer',
        changed_by: PERSONAS.customer.id,
        message: null,
      }),
    ]);
  });

  it('refuses an order without the current Terms, then one without credits, writing nothing', async () => {
    for (const terms of [undefined, null, 'v.20240101', 20250822]) {
      const row = await orderRow('customer', { terms_version: terms });
      await expectRefused(
        call('customer', 'POST', API_ROUTES.orderRequests, row),
        400,
        error(
          'P0001',
          'Please accept the current Terms of Service (v.20250822) to order a report',
          'terms_not_accepted',
        ),
      );
    }
    // The moderator persona never bought credits.
    const row = await orderRow('moderator', { name: 'Morgan Moderator' });
    await expectRefused(
      call('moderator', 'POST', API_ROUTES.orderRequests, row),
      400,
      error('P0001', NO_CREDITS_MESSAGE, 'no_credits'),
    );
  });

  it('the property state and the loan reference follow their check constraints; status is not granted', async () => {
    for (const [extra, message] of [
      [{ property_state: 'Atlantis' }, 'Please choose a state'],
      [{ property_state: '' }, 'Please choose a state'],
      [{ loan_reference: '   ' }, 'Loan reference cannot be blank'],
      [{ loan_reference: 'x'.repeat(101) }, 'Loan reference must be less than 100 characters'],
    ] as const) {
      const row = await orderRow('customer', extra);
      const before = snapshot();
      const answer = await call('customer', 'POST', API_ROUTES.orderRequests, row);
      expect(answer.status).toBe(400);
      expect(answer.json).toMatchObject({ code: '23514', message });
      expect(snapshot()).toBe(before);
    }
    const row = await orderRow('customer', { status: 'Report ready' });
    await expectRefused(
      call('customer', 'POST', API_ROUTES.orderRequests, row),
      403,
      error('42501', 'permission denied for table order_requests'),
    );
  });
});

describe('who reads orders, their history and the ledger', () => {
  const ids = (answer: Answer) => (answer.json as Array<{ id: string }>).map((r) => r.id).sort();

  it('orders: the owner their own, staff (admins and moderators) every one, a suspended user none', async () => {
    const all = [...SEED_ORDER_IDS].sort();
    const customers = SEED_ORDER_IDS.filter((_, i) => SEED_ORDER_SPECS[i]!.owner === 'customer').sort();
    expect(ids(await get('admin', API_ROUTES.orderRequests))).toEqual(all);
    expect(ids(await get('moderator', API_ROUTES.orderRequests))).toEqual(all);
    expect(ids(await get('customer', API_ROUTES.orderRequests))).toEqual(customers);
    expect(await get('suspended', API_ROUTES.orderRequests)).toMatchObject({ status: 200, json: [] });
    expect(await get('anon', API_ROUTES.orderRequests)).toMatchObject({
      status: 401,
      json: { code: '42501', message: 'permission denied for table order_requests' },
    });
  });

  it('history: the owner of the order and staff; the ledger: the owner and admins, not moderators', async () => {
    const own = new Set(SEED_ORDER_IDS.filter((_, i) => SEED_ORDER_SPECS[i]!.owner === 'customer'));
    const history = (await get('customer', API_ROUTES.orderStatusHistory)).json as Array<{ order_id: string }>;
    expect(history.length).toBeGreaterThan(own.size);
    expect(history.every((h) => own.has(h.order_id))).toBe(true);
    expect((await get('moderator', API_ROUTES.orderStatusHistory)).json).toHaveLength(
      mock.db.orderStatusHistory.count(),
    );
    expect((await get('moderator', API_ROUTES.creditLedger)).json).toEqual([]);
    expect((await get('admin', API_ROUTES.creditLedger)).json).toHaveLength(mock.db.creditLedger.count());
    const ledger = (await get('customer', `${API_ROUTES.creditLedger}?order=created_at.desc`)).json as Array<{
      user_id: string;
      created_at: string;
    }>;
    expect(ledger.every((l) => l.user_id === PERSONAS.customer.id)).toBe(true);
    expect(ledger.map((l) => l.created_at)).toEqual(
      ledger
        .map((l) => l.created_at)
        .sort()
        .reverse(),
    );
    expect((await get('suspended', API_ROUTES.creditLedger)).json).toEqual([]);
    expect((await get('customer', `${API_ROUTES.creditLedger}?credits=eq.one`)).json).toMatchObject({
      code: '22P02',
      message: 'invalid input syntax for type integer: "one"',
    });
    expect(await get('customer', `${API_ROUTES.orderStatusHistory}?order_id=eq.${otherCustomersOrder}`)).toMatchObject({
      status: 200,
      json: [],
    });
  });

  it('nobody writes the history or the ledger through the API', async () => {
    for (const [path, table] of [
      [API_ROUTES.orderStatusHistory, 'order_status_history'],
      [API_ROUTES.creditLedger, 'credit_ledger'],
    ] as const) {
      const row = { user_id: PERSONAS.customer.id, kind: 'purchase', credits: 100, amount_paid_cents: 0 };
      await expectRefused(
        call('customer', 'POST', path, row),
        403,
        error('42501', `permission denied for table ${table}`),
      );
      await expectRefused(call('admin', 'PATCH', `${path}?id=eq.${SEED_ORDER_IDS[0]}`, { credits: 5 }), 403, {
        code: '42501',
        message: `permission denied for table ${table}`,
        details: null,
        hint: null,
      });
      await expectRefused(call('anon', 'DELETE', path), 401, error('42501', `permission denied for table ${table}`));
    }
  });

  it("the staff queue's filters: status=eq. and or=(…ilike…) with quoted values, as the adapter sends them", async () => {
    const query = (params: string) => get('moderator', `${API_ROUTES.orderRequests}?${params}`);
    const quoted = (v: string) => `"${v.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
    const search = (text: string) =>
      `or=${encodeURIComponent(
        `(${['entity_legal_name', 'name', 'email', 'company'].map((c) => `${c}.ilike.${quoted(`*${text}*`)}`).join(',')})`,
      )}`;
    expect(ids(await query('status=eq.In%20review'))).toEqual(
      [
        customerOrder('In review'),
        ...SEED_ORDER_IDS.filter(
          (_, i) => SEED_ORDER_SPECS[i]!.owner === 'other' && SEED_ORDER_SPECS[i]!.moves.length === 1,
        ),
      ].sort(),
    );
    expect(ids(await query(search('maple STREET')))).toEqual([customerOrder('Report ready')]);
    expect(ids(await query(search('north bay')))).toEqual(
      SEED_ORDER_IDS.filter((_, i) => SEED_ORDER_SPECS[i]!.owner === 'other').sort(),
    );
    // Commas, dots, parentheses and quotes in a quoted value are literal; % and _ keep their LIKE meaning.
    expect(ids(await query(search('Holdings, Inc.')))).toEqual([customerOrder('Report ready')]);
    expect(await query(search('a "quoted" (name)'))).toMatchObject({ status: 200, json: [] });
    expect(ids(await query(`status=eq.Submitted&${search('jordan')}`))).toEqual([
      orderOf((o) => o.owner === 'other' && o.moves.length === 0),
    ]);
    expect(await query('or=(entity_legal_name.ilike."*x*"')).toMatchObject({
      status: 400,
      json: { code: 'PGRST100', message: 'failed to parse logic tree ((entity_legal_name.ilike."*x*")' },
    });
    expect(await query('or=(secret.ilike.*x*)')).toMatchObject({
      status: 400,
      json: { code: '42703', message: 'column order_requests.secret does not exist' },
    });
    expect(await query('or=(id.eq.1,name.eq.x)')).toMatchObject({
      status: 400,
      json: { code: '22P02', message: 'invalid input syntax for type uuid: "1"' },
    });
    expect(await query(search('\\'))).toMatchObject({ status: 200 });
    expect(await query('or=(name.ilike.x\\)')).toMatchObject({
      status: 400,
      json: { code: '22025', message: 'LIKE pattern must not end with escape character' },
    });
  });
});

describe('set_order_status', () => {
  it("an admin moves an order: status, updated_at, a staff history row and a mail to the account's address", async () => {
    const id = customerOrder('Submitted');
    clock.advance(60_000);
    const answer = await rpc('admin', 'rpcSetOrderStatus', { _order_id: id, _status: 'In review', _message: '  ' });
    expect(answer).toMatchObject({ status: 204, json: undefined });
    expect(order(id)).toMatchObject({ status: 'In review', updated_at: new Date(clock.now()).toISOString() });
    expect(historyOf(id).at(-1)).toMatchObject({
      from_status: 'Submitted',
      to_status: 'In review',
      message: null,
      actor: 'staff',
      changed_by: PERSONAS.admin.id,
    });
    const mail = mock.db.outbox.all().at(-1)!;
    expect(mail).toMatchObject({
      to: PERSONAS.customer.email,
      subject: `Your order ${id.slice(0, 8).toUpperCase()}: In review`,
      link: `/portal/orders/${id}`,
    });
    expect(mail.text).toContain(`/portal/orders/${id}`);
  });

  it('asking for documents needs a message, which goes in the history and the mail, trimmed of whitespace', async () => {
    const id = customerOrder('In review');
    await expectRefused(
      rpc('admin', 'rpcSetOrderStatus', { _order_id: id, _status: 'Needs documents', _message: ' \t\n ' }),
      400,
      error('22023', NEEDS_DOCUMENTS_MESSAGE_REQUIRED),
    );
    const message = '  Please upload the signed bylaws.\n';
    expect(
      (await rpc('admin', 'rpcSetOrderStatus', { _order_id: id, _status: 'Needs documents', _message: message }))
        .status,
    ).toBe(204);
    expect(historyOf(id).at(-1)?.message).toBe('Please upload the signed bylaws.');
    expect(mock.db.outbox.all().at(-1)?.text).toContain('Please upload the signed bylaws.');
  });

  it('escalating refunds the credit once; cancelling it afterwards refunds nothing more', async () => {
    const id = customerOrder('In review');
    const before = balance(PERSONAS.customer.id);
    expect(
      (await rpc('admin', 'rpcSetOrderStatus', { _order_id: id, _status: 'Escalated', _message: '' })).status,
    ).toBe(204);
    expect(balance(PERSONAS.customer.id)).toBe(before + 1);
    expect(mock.db.creditLedger.findFirst((q) => q.where({ order_id: id, kind: 'refund' }))).toMatchObject({
      credits: 1,
      reason: 'Escalated to legal review',
      created_by: PERSONAS.admin.id,
    });
    expect(
      (await rpc('admin', 'rpcSetOrderStatus', { _order_id: id, _status: 'Cancelled', _message: '' })).status,
    ).toBe(204);
    expect(balance(PERSONAS.customer.id)).toBe(before + 1);
  });

  it('the owner cancels a Submitted order and gets the credit back; nothing else', async () => {
    const id = customerOrder('Submitted');
    const before = balance(PERSONAS.customer.id);
    const answer = await rpc('customer', 'rpcSetOrderStatus', {
      _order_id: id,
      _status: 'Cancelled',
      _message: 'Ordered twice',
    });
    expect(answer.status).toBe(204);
    expect(balance(PERSONAS.customer.id)).toBe(before + 1);
    expect(historyOf(id).at(-1)).toMatchObject({ to_status: 'Cancelled', actor: 'customer', message: 'Ordered twice' });
    expect(mock.db.creditLedger.findFirst((q) => q.where({ order_id: id, kind: 'refund' }))?.reason).toBe(
      'Cancelled before review',
    );
  });

  it('refuses in the order of the plpgsql, with its codes, writing nothing', async () => {
    const submitted = customerOrder('Submitted');
    const inReview = customerOrder('In review');
    const set = (who: Who, args: unknown) => rpc(who, 'rpcSetOrderStatus', args);
    const args = (orderId: unknown, status: unknown, message: unknown = '') => ({
      _order_id: orderId,
      _status: status,
      _message: message,
    });
    await expectRefused(
      set('anon', args(submitted, 'Cancelled')),
      401,
      error('42501', 'permission denied for function set_order_status'),
    );
    expect((await set('customer', { _order_id: submitted, _status: 'Cancelled' })).json).toMatchObject({
      code: 'PGRST202',
    });
    await expectRefused(
      set('customer', args('not-a-uuid', 'Cancelled')),
      400,
      error('22P02', 'invalid input syntax for type uuid: "not-a-uuid"'),
    );
    await expectRefused(set('admin', args(null, 'Cancelled')), 404, error('PT404', 'Order not found'));
    // The message length is checked before the order is looked up.
    await expectRefused(
      set('customer', args(crypto.randomUUID(), 'Cancelled', 'x'.repeat(2001))),
      400,
      error('22023', 'Message must be less than 2000 characters'),
    );
    await expectRefused(
      set('customer', args(crypto.randomUUID(), 'Cancelled')),
      404,
      error('PT404', 'Order not found'),
    );
    // Another customer's order is hidden; a suspended caller finds nothing.
    await expectRefused(
      set('customer', args(otherCustomersOrder, 'Cancelled')),
      404,
      error('PT404', 'Order not found'),
    );
    await expectRefused(set('suspended', args(submitted, 'Cancelled')), 404, error('PT404', 'Order not found'));
    await expectRefused(set('service', args(submitted, 'Cancelled')), 404, error('PT404', 'Order not found'));
    // Moderators see every order but move none; the owner only cancels.
    await expectRefused(
      set('moderator', args(submitted, 'In review')),
      403,
      error('42501', 'Only admins can change the status of an order'),
    );
    await expectRefused(
      set('customer', args(submitted, 'In review')),
      403,
      error('42501', 'Only admins can change the status of an order'),
    );
    await expectRefused(
      set('customer', args(inReview, 'Cancelled')),
      400,
      error('P0001', 'An order can be cancelled only before review starts'),
    );
    // A null status is not a cancel (`is not distinct from 'Cancelled'`).
    await expectRefused(
      set('customer', args(submitted, null)),
      403,
      error('42501', 'Only admins can change the status of an order'),
    );
    await expectRefused(
      set('moderator', args(submitted, null)),
      403,
      error('42501', 'Only admins can change the status of an order'),
    );
    for (const [status, shown] of [
      ['Report ready', 'Report ready'],
      ['Bogus', 'Bogus'],
      [null, 'no status'],
      [7, '7'],
    ] as const)
      await expectRefused(
        set('admin', args(submitted, status)),
        400,
        error('P0001', `An order that is Submitted cannot move to ${shown}`, 'invalid_transition'),
      );
    await expectRefused(
      set('admin', args(customerOrder('Report ready'), 'Cancelled')),
      400,
      error('P0001', 'An order that is Report ready cannot move to Cancelled', 'invalid_transition'),
    );
    await expectRefused(
      set('admin', args(submitted, 'Cancelled', 'bad \u0000 text')),
      400,
      expect.objectContaining({ code: '22P05' }),
    );
  });
});

describe('resubmit_order', () => {
  it('the owner adds their uploads to a Needs documents order, which goes back to In review', async () => {
    const id = customerOrder('Needs documents');
    const path = `${PERSONAS.customer.id}/${crypto.randomUUID()}/signed-operating-agreement.pdf`;
    const size = await upload('customer', path);
    const before = order(id).documents;
    const answer = await rpc('customer', 'rpcResubmitOrder', {
      _order_id: id,
      _documents: [{ name: 'signed-operating-agreement.pdf', size, storage_path: path }],
      _message: 'Signed copy attached',
    });
    expect(answer.status).toBe(204);
    expect(order(id)).toMatchObject({
      status: 'In review',
      documents: [...before, { name: 'signed-operating-agreement.pdf', size, storage_path: path }],
    });
    expect(historyOf(id).at(-1)).toMatchObject({
      from_status: 'Needs documents',
      to_status: 'In review',
      actor: 'customer',
      changed_by: PERSONAS.customer.id,
      message: 'Signed copy attached',
    });
    expect(mock.db.outbox.all().at(-1)).toMatchObject({
      to: PERSONAS.customer.email,
      subject: `Your order ${id.slice(0, 8).toUpperCase()}: In review`,
    });
  });

  it('refuses in the order of the plpgsql, writing nothing', async () => {
    const id = customerOrder('Needs documents');
    const own = `${PERSONAS.customer.id}/${crypto.randomUUID()}/more.pdf`;
    const size = await upload('customer', own);
    const doc = { name: 'more.pdf', size, storage_path: own };
    const resubmit = (who: Who, orderId: unknown, documents: unknown, message: unknown = '') =>
      rpc(who, 'rpcResubmitOrder', { _order_id: orderId, _documents: documents, _message: message });
    await expectRefused(
      resubmit('anon', id, [doc]),
      401,
      error('42501', 'permission denied for function resubmit_order'),
    );
    await expectRefused(resubmit('customer', null, [doc]), 404, error('PT404', 'Order not found'));
    await expectRefused(resubmit('customer', otherCustomersOrder, [doc]), 404, error('PT404', 'Order not found'));
    await expectRefused(
      resubmit('admin', id, [doc]),
      403,
      error('42501', 'Only the customer who placed an order can add documents to it'),
    );
    await expectRefused(
      resubmit('customer', customerOrder('In review'), [doc]),
      400,
      error('P0001', 'Documents can be added only when an order needs documents'),
    );
    await expectRefused(
      resubmit('customer', id, [doc], 'x'.repeat(2001)),
      400,
      error('22023', 'Message must be less than 2000 characters'),
    );
    for (const documents of [[], 'x', { 0: doc }, null])
      await expectRefused(
        resubmit('customer', id, documents),
        400,
        error('22023', 'Please upload at least one PDF document'),
      );
    for (const documents of [
      Array.from({ length: 10 }, () => doc),
      [{ ...doc, size: 0 }],
      [{ name: 'x' }],
      // Migration 1590: known keys only, a name of at most 255 characters.
      [{ ...doc, note: 'kept?' }],
      [{ ...doc, name: 'n'.repeat(256) }],
    ])
      await expectRefused(
        resubmit('customer', id, documents),
        400,
        error('22023', 'An order holds at most 10 documents of 1 byte to 20 MB each'),
      );
    const theirs = SEED_ORDER_SPECS.findIndex((o) => o.owner === 'other');
    const stolen = mock.db.orderRequests.findFirst((q) => q.where({ id: SEED_ORDER_IDS[theirs]! }))!.documents[0]!;
    for (const documents of [
      [stolen],
      [{ ...doc, storage_path: `${PERSONAS.customer.id}/never-uploaded/x.pdf` }],
      [{ ...doc, storage_path: `${PERSONAS.customer.id}/../${OTHER_CUSTOMER.id}/x.pdf` }],
    ])
      await expectRefused(
        resubmit('customer', id, documents),
        403,
        error('42501', 'new row violates row-level security policy for table "order_requests"'),
      );
  });
});

describe('credits', () => {
  it('credit_balance: the caller their own, an admin anyone', async () => {
    expect(await rpc('customer', 'rpcCreditBalance', { _user_id: PERSONAS.customer.id })).toMatchObject({
      status: 200,
      json: 20,
    });
    expect((await rpc('admin', 'rpcCreditBalance', { _user_id: OTHER_CUSTOMER.id })).json).toBe(7);
    expect((await rpc('admin', 'rpcCreditBalance', { _user_id: null })).json).toBe(0);
    await expectRefused(
      rpc('customer', 'rpcCreditBalance', { _user_id: OTHER_CUSTOMER.id }),
      403,
      error('42501', "Only admins can read another customer's credits"),
    );
    await expectRefused(
      rpc('suspended', 'rpcCreditBalance', { _user_id: PERSONAS.suspended.id }),
      403,
      error('42501', "Only admins can read another customer's credits"),
    );
    await expectRefused(
      rpc('anon', 'rpcCreditBalance', { _user_id: PERSONAS.customer.id }),
      401,
      error('42501', 'permission denied for function credit_balance'),
    );
    await expectRefused(
      rpc('admin', 'rpcCreditBalance', { _user_id: 42 }),
      400,
      error('22P02', 'invalid input syntax for type uuid: "42"'),
    );
  });

  it('grant_credits records a purchase; its arguments are cast and checked in order', async () => {
    const grant = (
      who: Who,
      credits: unknown,
      cents: unknown = 3500,
      reason: unknown = '',
      userId: unknown = OTHER_CUSTOMER.id,
    ) =>
      rpc(who, 'rpcGrantCredits', { _user_id: userId, _credits: credits, _amount_paid_cents: cents, _reason: reason });
    expect((await grant('admin', '5', 17_500, ' \n\t ')).status).toBe(204);
    expect(mock.db.creditLedger.all().at(-1)).toMatchObject({
      user_id: OTHER_CUSTOMER.id,
      kind: 'purchase',
      credits: 5,
      amount_paid_cents: 17_500,
      reason: null,
      created_by: PERSONAS.admin.id,
    });
    await expectRefused(grant('customer', 5), 403, error('42501', 'Only admins can manage credits'));
    await expectRefused(grant('moderator', 5), 403, error('42501', 'Only admins can manage credits'));
    await expectRefused(grant('admin', 'ten'), 400, error('22P02', 'invalid input syntax for type integer: "ten"'));
    await expectRefused(grant('admin', 1.5), 400, error('22P02', 'invalid input syntax for type integer: "1.5"'));
    await expectRefused(grant('admin', true), 400, error('22P02', 'invalid input syntax for type integer: "true"'));
    await expectRefused(
      grant('admin', 99_999_999_999),
      400,
      error('22003', 'value "99999999999" is out of range for type integer'),
    );
    for (const credits of [0, 10_001, null])
      await expectRefused(
        grant('admin', credits),
        400,
        error('22023', 'Credits must be a whole number from 1 to 10000'),
      );
    for (const cents of [-1, 100_000_001, null])
      await expectRefused(grant('admin', 5, cents), 400, error('22023', 'Amount paid must be from $0 to $1,000,000'));
    await expectRefused(
      grant('admin', 5, 0, 'x'.repeat(501)),
      400,
      error('22023', 'Note must be less than 500 characters'),
    );
    await expectRefused(
      grant('admin', 5, 0, '', '9f1b2c3d-0000-4000-8000-00000000abcd'),
      404,
      error('PT404', 'User not found'),
    );
  });

  it('adjust_credits corrects a balance with a reason, never below zero', async () => {
    const adjust = (who: Who, credits: unknown, reason: unknown = 'Correction') =>
      rpc(who, 'rpcAdjustCredits', { _user_id: OTHER_CUSTOMER.id, _credits: credits, _reason: reason });
    expect((await adjust('admin', -3, '\n Duplicate purchase\t')).status).toBe(204);
    expect(balance(OTHER_CUSTOMER.id)).toBe(4);
    expect(mock.db.creditLedger.all().at(-1)).toMatchObject({
      kind: 'adjustment',
      credits: -3,
      reason: 'Duplicate purchase',
    });
    await expectRefused(adjust('customer', 1), 403, error('42501', 'Only admins can manage credits'));
    for (const credits of [0, -10_001, null])
      await expectRefused(
        adjust('admin', credits),
        400,
        error('22023', 'An adjustment is a whole number of credits from -10000 to 10000, not 0'),
      );
    for (const reason of [null, '', '   ', '\t\r\n'])
      await expectRefused(adjust('admin', 1, reason), 400, error('22023', 'Give the reason for the adjustment'));
    await expectRefused(
      adjust('admin', 1, 'x'.repeat(501)),
      400,
      error('22023', 'Note must be less than 500 characters'),
    );
    await expectRefused(adjust('admin', -5), 400, error('P0001', 'An adjustment cannot take a balance below zero'));
  });
});

describe('retention housekeeping (service role only)', () => {
  it('no API role but the service role may call it', async () => {
    for (const [who, status] of [
      ['anon', 401],
      ['customer', 403],
      ['admin', 403],
    ] as const) {
      await expectRefused(
        rpc(who, 'rpcOrdersPastDocumentRetention', {}),
        status,
        error('42501', 'permission denied for function orders_past_document_retention'),
      );
      await expectRefused(
        rpc(who, 'rpcMarkOrderDocumentsPurged', { _order_id: SEED_ORDER_IDS[0] }),
        status,
        error('42501', 'permission denied for function mark_order_documents_purged'),
      );
    }
  });

  it('lists the unpurged final orders 90 days past their last change, oldest first, and marks them; never an open one', async () => {
    // The seed's only final order past 90 days is already purged.
    expect(await rpc('service', 'rpcOrdersPastDocumentRetention', {})).toMatchObject({ status: 200, json: [] });
    const retained = error('23514', DOCUMENTS_RETAINED_MESSAGE, 'documents_retained');
    // Placed 3 hours before the seed's now, still Submitted.
    const young = orderOf((o) => o.owner === 'other' && o.moves.length === 0);
    await expectRefused(rpc('service', 'rpcMarkOrderDocumentsPurged', { _order_id: young }), 400, retained);
    clock.advance(90 * 86_400_000 - 4 * 3_600_000);
    const due = await call('service', 'POST', `${API_ROUTES.rpcOrdersPastDocumentRetention}?select=id,user_id`, {});
    const isFinal = (spec: (typeof SEED_ORDER_SPECS)[number]) =>
      ['Report ready', 'Cancelled'].includes(spec.moves.at(-1)?.to ?? 'Submitted');
    const expected = SEED_ORDER_SPECS.map((s, i) => ({ s, id: SEED_ORDER_IDS[i]! }))
      .filter((o) => !o.s.purged && isFinal(o.s))
      .sort((a, b) => b.s.placed[0] * 24 + b.s.placed[1] - (a.s.placed[0] * 24 + a.s.placed[1]))
      .map((o) => ({ id: o.id, user_id: order(o.id).user_id }));
    expect(expected.length).toBeGreaterThan(0);
    expect(due.json).toEqual(expected);
    // Every open order, however old now, keeps its documents.
    for (const status of ['Submitted', 'In review', 'Needs documents', 'Escalated'] as const) {
      const open = customerOrder(status);
      expect(due.json).not.toContainEqual(expect.objectContaining({ id: open }));
      await expectRefused(rpc('service', 'rpcMarkOrderDocumentsPurged', { _order_id: open }), 400, retained);
    }
    const first = expected[0]!.id;
    expect((await rpc('service', 'rpcMarkOrderDocumentsPurged', { _order_id: first })).status).toBe(204);
    expect(order(first).documents_purged_at).toBe(new Date(clock.now()).toISOString());
    const before = snapshot();
    clock.advance(1000);
    expect((await rpc('service', 'rpcMarkOrderDocumentsPurged', { _order_id: first })).status).toBe(204);
    expect((await rpc('service', 'rpcMarkOrderDocumentsPurged', { _order_id: crypto.randomUUID() })).status).toBe(204);
    expect(snapshot()).toBe(before);
  });

  it('keeps the documents of an order resubmitted on day 89 (the clock counts from the last upload)', async () => {
    const id = customerOrder('Needs documents');
    clock.advance(89 * 86_400_000);
    const path = `${PERSONAS.customer.id}/${crypto.randomUUID()}/signed.pdf`;
    const size = await upload('customer', path);
    const resubmitted = await rpc('customer', 'rpcResubmitOrder', {
      _order_id: id,
      _documents: [{ name: 'signed.pdf', size, storage_path: path }],
      _message: null,
    });
    expect(resubmitted.status).toBe(204);
    // Closed by staff the next day: 90 days after that, and not a second earlier, the documents may go.
    clock.advance(86_400_000);
    expect(
      (await rpc('admin', 'rpcSetOrderStatus', { _order_id: id, _status: 'Cancelled', _message: null })).status,
    ).toBe(204);
    const listed = async () =>
      ((await rpc('service', 'rpcOrdersPastDocumentRetention', {})).json as Array<{ id: string }>).map((o) => o.id);
    clock.advance(90 * 86_400_000 - 1000);
    expect(await listed()).not.toContain(id);
    await expectRefused(
      rpc('service', 'rpcMarkOrderDocumentsPurged', { _order_id: id }),
      400,
      error('23514', DOCUMENTS_RETAINED_MESSAGE, 'documents_retained'),
    );
    clock.advance(1000);
    expect(await listed()).toContain(id);
  });

  it('lists the files of users who no longer exist, to the service role only', async () => {
    for (const [who, status] of [
      ['anon', 401],
      ['customer', 403],
      ['admin', 403],
    ] as const)
      await expectRefused(
        rpc(who, 'rpcDeletedUserDocuments', {}),
        status,
        error('42501', 'permission denied for function deleted_user_documents'),
      );
    expect(await rpc('service', 'rpcDeletedUserDocuments', {})).toMatchObject({ status: 200, json: [] });
    // A user removed without the admin API's file removal (as GoTrue leaves them in production).
    const files = mock.db.storageObjects.findMany((q) => q.where((o) => o.name.startsWith(`${OTHER_CUSTOMER.id}/`)));
    expect(files.length).toBeGreaterThan(0);
    mock.db.authUsers.delete((q) => q.where({ id: OTHER_CUSTOMER.id }));
    const listed = (await rpc('service', 'rpcDeletedUserDocuments', {})).json as string[];
    expect([...listed].sort()).toEqual(files.map((f) => f.name).sort());
  });
});

describe('deleting a user', () => {
  it('keeps their orders, history, reports, ledger and audit rows with their ids, and their files for the purge', async () => {
    const service = await signApiKey('service_role', mock.config.jwtSecret);
    const deleteUser = (id: string) =>
      fetch(`${BASE}${API_ROUTES.adminUsers}/${id}`, {
        method: 'DELETE',
        headers: { Authorization: `Bearer ${service}` },
      });
    await rpc('admin', 'rpcGrantCredits', {
      _user_id: PERSONAS.customer.id,
      _credits: 5,
      _amount_paid_cents: 20_000,
      _reason: 'Five reports',
    });
    const own = new Set(SEED_ORDER_IDS.filter((_, i) => SEED_ORDER_SPECS[i]!.owner === 'customer'));
    const records = () =>
      JSON.stringify([
        mock.db.orderRequests.findMany((q) => q.where((o) => own.has(o.id))),
        mock.db.orderStatusHistory.findMany((q) => q.where((h) => own.has(h.order_id))),
        mock.db.orderReports.findMany((q) => q.where((r) => own.has(r.order_id))),
        mock.db.creditLedger.findMany((q) => q.where({ user_id: PERSONAS.customer.id })),
        mock.db.creditLedger.findMany((q) => q.where({ created_by: PERSONAS.admin.id })),
        mock.db.staffAuditLog.all(),
        mock.db.roleAuditLog.all(),
      ]);
    const before = records();
    expect(
      mock.db.storageObjects.findMany((q) => q.where((o) => o.name.startsWith(`${PERSONAS.customer.id}/`))).length,
    ).toBeGreaterThan(0);

    expect((await deleteUser(PERSONAS.customer.id)).status).toBe(200);
    expect((await deleteUser(PERSONAS.admin.id)).status).toBe(200);
    expect(records()).toBe(before);
    expect(mock.db.staffAuditLog.findFirst((q) => q.where({ action: 'credits_adjusted' }))).toMatchObject({
      actor_id: PERSONAS.admin.id,
      actor_email: PERSONAS.admin.email,
      target_user_id: PERSONAS.customer.id,
      target_user_email: PERSONAS.customer.email,
    });
    // Their files stay, as GoTrue leaves them, until the scheduled purge-order-documents removes them.
    const kept = mock.db.storageObjects.findMany((q) => q.where((o) => o.name.startsWith(`${PERSONAS.customer.id}/`)));
    expect(kept.length).toBeGreaterThan(0);
    const listed = (await rpc('service', 'rpcDeletedUserDocuments', {})).json as string[];
    expect(listed).toEqual(expect.arrayContaining(kept.map((o) => o.name)));
    expect(
      mock.db.storageObjects.findMany((q) => q.where((o) => o.name.startsWith(`${OTHER_CUSTOMER.id}/`))).length,
    ).toBeGreaterThan(0);
    expect(mock.db.profiles.findFirst((q) => q.where({ id: PERSONAS.customer.id }))).toBeUndefined();
    expect(mock.db.accountLosSettings.findFirst((q) => q.where({ user_id: PERSONAS.customer.id }))).toBeUndefined();
  });
});
