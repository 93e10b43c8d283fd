import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ESCALATION_QUESTION_REQUIRED,
  ESCALATION_QUESTION_TOO_LONG,
  publishedReportSchema,
  reportNumber,
  type OrderRequest,
} from '@/backend';
import { reportPacketFileName } from '@/lib/report/packet';
import { API_ROUTES } from '../api/routes';
import { createMockServer, createTestClock } from '../node';
import { SEED_ORDER_IDS, SEED_ORDER_SPECS } from '../seed/seed-data';
import { PERSONAS } from '../seed/personas';
import { DEFAULT_MOCK_CONFIG } from './context';
import { restErrorBody as error, restTestClient, type Answer, type Who } from './rest-test-support';

/**
 * The twin of escalate_order() (migrations 0900 and 3400) over HTTP, as PostgREST answers: the owner escalates a
 * ready report with their question, checked in the plpgsql's order with its SQLSTATE and message; the firm's mail
 * carries the question and lists what it sends; public.order_escalations keeps it for the owner and staff, and
 * nobody writes it through the API. A refusal writes nothing.
 */

const clock = createTestClock();
const mock = createMockServer({ now: clock.now });
const { rpc, get, call } = restTestClient(mock, clock);

beforeAll(() => mock.listen());
afterAll(() => mock.close());
beforeEach(async () => {
  clock.set(Date.parse('2026-03-02T09:00:00.000Z'));
  await mock.reset();
});

const seeded = (predicate: (spec: (typeof SEED_ORDER_SPECS)[number]) => boolean) =>
  SEED_ORDER_IDS[SEED_ORDER_SPECS.findIndex(predicate)]!;
/** The customer's ready order with its documents kept, and its seeded report (version 1). */
const READY = seeded((o) => o.owner === 'customer' && o.moves.at(-1)?.to === 'Report ready' && !o.purged);
/** The customer's ready order whose documents the retention housekeeping removed. */
const PURGED = seeded((o) => o.owner === 'customer' && o.moves.at(-1)?.to === 'Report ready' && Boolean(o.purged));
const IN_REVIEW = seeded((o) => o.owner === 'customer' && o.moves.at(-1)?.to === 'In review');
/** Escalated by staff before any report was published. */
const ESCALATED = seeded((o) => o.owner === 'customer' && o.moves.at(-1)?.to === 'Escalated');
const SUBMITTED = seeded((o) => o.owner === 'customer' && o.moves.length === 0);
const OTHERS_IN_REVIEW = seeded((o) => o.owner === 'other' && o.moves.at(-1)?.to === 'In review');
const QUESTION = 'Can the president sign the guaranty alone?';

const order = (id: string): OrderRequest => mock.db.orderRequests.findFirst((q) => q.where({ id }))!;
const reportsOf = (orderId: string) =>
  mock.db.orderReports.findMany((q) => q.where({ order_id: orderId })).sort((a, b) => a.version - b.version);
const historyOf = (orderId: string) =>
  mock.db.orderStatusHistory
    .findMany((q) => q.where({ order_id: orderId }))
    .sort((a, b) => a.created_at.localeCompare(b.created_at));
const balance = (userId: string) =>
  mock.db.creditLedger.findMany((q) => q.where({ user_id: userId })).reduce((sum, l) => sum + l.credits, 0);
const firmMail = () => mock.db.outbox.findFirst((q) => q.where({ to: DEFAULT_MOCK_CONFIG.partnerFirm.email }))!;

function snapshot(): string {
  const db = mock.db;
  return JSON.stringify([
    db.orderRequests.all(),
    db.orderStatusHistory.all(),
    db.creditLedger.all(),
    db.orderEscalations.all(),
    db.outbox.all(),
  ]);
}

async function expectRefused(answer: Promise<Answer>, status: number, body: object): Promise<void> {
  const before = snapshot();
  const result = await answer;
  expect(result.json).toEqual(body);
  expect(result.status).toBe(status);
  expect(snapshot()).toBe(before);
}

const escalate = (who: Who, orderId: unknown, question: unknown = QUESTION) =>
  rpc(who, 'rpcEscalateOrder', { _order_id: orderId, _question: question });

describe('escalate_order', () => {
  it('the owner escalates a ready report with a question: Escalated, one refund, the history, the record, and the firm mailed the question and each thing sent', async () => {
    const before = balance(PERSONAS.customer.id);
    expect((await escalate('customer', READY, `\u00a0 ${QUESTION}\nThe bylaws say two officers.\n\t`)).status).toBe(
      204,
    );
    expect(order(READY).status).toBe('Escalated');
    expect(balance(PERSONAS.customer.id)).toBe(before + 1);
    expect(mock.db.creditLedger.findMany((q) => q.where({ order_id: READY, kind: 'refund' }))).toEqual([
      expect.objectContaining({ credits: 1, reason: 'Escalated to legal review', created_by: PERSONAS.customer.id }),
    ]);
    expect(historyOf(READY).at(-1)).toMatchObject({
      from_status: 'Report ready',
      to_status: 'Escalated',
      message: 'Escalated to legal review by the customer',
      actor: 'customer',
      changed_by: PERSONAS.customer.id,
    });
    const o = order(READY);
    const report = reportsOf(READY)[0]!;
    expect(mock.db.orderEscalations.all()).toEqual([
      {
        order_id: READY,
        report_id: report.id,
        report_version: 1,
        question: `${QUESTION}\nThe bylaws say two officers.`,
        documents: o.documents.map((d) => d.name),
        documents_purged_at: null,
        escalated_by: PERSONAS.customer.id,
        escalated_at: '2026-03-02T09:00:00.000Z',
      },
    ]);
    const firm = firmMail();
    expect(firm).toMatchObject({
      subject: `Legal review request: ${o.entity_legal_name} (${reportNumber(READY, 1)})`,
      link: null,
      attachments: [
        {
          name: reportPacketFileName(publishedReportSchema.parse(report)),
          content_type: 'application/json',
          source: { kind: 'packet', report_id: report.id },
        },
        ...o.documents.map((d) => ({
          name: d.storage_path.split('/').at(-1),
          content_type: 'application/pdf',
          source: { kind: 'storage', bucket: 'order-documents', path: d.storage_path },
        })),
      ],
    });
    expect(firm.text).toBe(
      [
        `Hello ${DEFAULT_MOCK_CONFIG.partnerFirm.name},`,
        '',
        'A customer asks for your legal review of this report.',
        '',
        'What the customer needs answered:',
        QUESTION,
        'The bylaws say two officers.',
        '',
        `Report: ${reportNumber(READY, 1)}`,
        `Entity: ${o.entity_legal_name} (${o.report_type}, ${o.formation_state})`,
        `Property state: ${o.property_state ?? 'not given'}`,
        `Loan reference: ${o.loan_reference ?? 'not given'}`,
        `Customer: ${o.name} <${o.email}>${o.company === null ? '' : `, ${o.company}`}`,
        `Order: ${READY}`,
        '',
        'What we send you:',
        '- Report version 1: its data packet (JSON), attached',
        ...o.documents.map((d) => `- ${d.name}, attached`),
        '',
        'EntityLens',
      ].join('\n'),
    );
    await expectRefused(
      escalate('customer', READY),
      400,
      error('P0001', 'This order has already been escalated to legal review'),
    );
  });

  it("a purged order's documents are not attached; the mail and the record say none went, and since when (UTC)", async () => {
    // Late in the evening in the Americas, already the next day in UTC.
    await mock.db.orderRequests.update((q) => q.where({ id: PURGED }), {
      data(row) {
        row.documents_purged_at = '2026-01-06T02:00:00.000Z';
      },
    });
    expect((await escalate('customer', PURGED)).status).toBe(204);
    const firm = firmMail();
    expect(firm.attachments.map((a) => a.source.kind)).toEqual(['packet']);
    expect(firm.text).toContain(
      [
        'What we send you:',
        '- Report version 1: its data packet (JSON), attached',
        '- No documents: documents no longer held since January 6, 2026 (removed after the 90-day retention period)',
        '',
        'EntityLens',
      ].join('\n'),
    );
    expect(mock.db.orderEscalations.all()[0]).toMatchObject({
      documents: [],
      documents_purged_at: '2026-01-06T02:00:00.000Z',
    });
  });

  it('refuses in the order of the plpgsql, the order first and then the question, writing nothing', async () => {
    await expectRefused(escalate('anon', READY), 401, error('42501', 'permission denied for function escalate_order'));
    await expectRefused(escalate('customer', null), 404, error('PT404', 'Order not found'));
    await expectRefused(escalate('customer', crypto.randomUUID()), 404, error('PT404', 'Order not found'));
    // Staff see the order but only its owner escalates; others and a suspended owner find nothing.
    for (const who of ['admin', 'moderator', 'service', 'suspended'] as const)
      await expectRefused(escalate(who, READY), 404, error('PT404', 'Order not found'));
    await expectRefused(escalate('customer', OTHERS_IN_REVIEW), 404, error('PT404', 'Order not found'));
    // Escalated once already (by staff, here), whatever its status now; the question does not matter.
    await expectRefused(
      escalate('customer', ESCALATED, ''),
      400,
      error('P0001', 'This order has already been escalated to legal review'),
    );
    for (const id of [IN_REVIEW, SUBMITTED])
      await expectRefused(
        escalate('customer', id, ''),
        400,
        error('P0001', 'Only an order whose report is ready can be escalated to legal review'),
      );
    // The question last: none, empty, white space only, over 2,000 characters (counted as char_length counts).
    await expectRefused(
      rpc('customer', 'rpcEscalateOrder', { _order_id: READY }),
      400,
      error('22023', ESCALATION_QUESTION_REQUIRED),
    );
    for (const question of [null, '', ' \n\t\u00a0\u3000 '])
      await expectRefused(escalate('customer', READY, question), 400, error('22023', ESCALATION_QUESTION_REQUIRED));
    await expectRefused(
      escalate('customer', READY, 'é'.repeat(2001)),
      400,
      error('22023', ESCALATION_QUESTION_TOO_LONG),
    );
    expect((await escalate('customer', READY, ` ${'🙂'.repeat(2000)} `)).status).toBe(204);
    expect(mock.db.orderEscalations.all()[0]?.question).toBe('🙂'.repeat(2000));
  });
});

describe('order_escalations', () => {
  const url = `${API_ROUTES.orderEscalations}?select=*`;
  const orderIds = (answer: Answer) => (answer.json as Array<{ order_id: string }>).map((r) => r.order_id).sort();

  it('the owner reads the escalations of their orders, active staff all; another customer, a suspended user none; anon no grant', async () => {
    expect((await escalate('customer', READY)).status).toBe(204);
    const report = reportsOf(OTHERS_IN_REVIEW)[0] ?? reportsOf(READY)[0]!;
    // Another customer's escalation, as the SQL would have written it.
    await mock.db.orderEscalations.create({
      order_id: OTHERS_IN_REVIEW,
      report_id: report.id,
      report_version: 1,
      question: 'Not yours',
      documents: [],
      documents_purged_at: null,
      escalated_by: null,
      escalated_at: '2026-03-01T09:00:00.000Z',
    });
    expect(orderIds(await get('customer', url))).toEqual([READY]);
    for (const who of ['admin', 'moderator', 'service'] as const)
      expect(orderIds(await get(who, url))).toEqual([READY, OTHERS_IN_REVIEW].sort());
    expect(orderIds(await get('suspended', url))).toEqual([]);
    const anon = await get('anon', url);
    expect([anon.status, (anon.json as { code: string }).code]).toEqual([401, '42501']);
  });

  it('nobody writes it through the API, staff included', async () => {
    expect((await escalate('customer', READY)).status).toBe(204);
    const before = JSON.stringify(mock.db.orderEscalations.all());
    for (const who of ['customer', 'admin'] as const) {
      const inserted = await call(who, 'POST', API_ROUTES.orderEscalations, { order_id: READY, question: 'Forged' });
      const edited = await call(who, 'PATCH', `${API_ROUTES.orderEscalations}?order_id=eq.${READY}`, {
        question: 'Changed',
      });
      const deleted = await call(who, 'DELETE', `${API_ROUTES.orderEscalations}?order_id=eq.${READY}`);
      for (const answer of [inserted, edited, deleted]) expect((answer.json as { code: string }).code).toBe('42501');
    }
    expect(JSON.stringify(mock.db.orderEscalations.all())).toBe(before);
  });
});
