import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { describe, expect, it } from 'vitest';
import {
  CORRECTION_NOTE_REQUIRED,
  ESCALATION_QUESTION_REQUIRED,
  ESCALATION_QUESTION_TOO_LONG,
  LOS_CODE_EXPIRED,
  LOS_CODE_INVALID,
  LOS_CODE_VOIDED,
  LOS_CODE_WRONG,
  LOS_DAILY_LIMIT,
  APPROVAL_TEXT_MAX,
  OVERRIDE_TOO_LONG,
  REPORT_OVERRIDE_MAX,
  UNAPPROVED_REASON_TOO_LONG,
  type OrderRequest,
} from '@/backend';
import { draftReport } from '../../mocks/seed/demo-draft';
import {
  ADMIN_ID,
  REST,
  USER_ID,
  json,
  jsonBody,
  newAdapter,
  postgrestError,
  recordRequests,
  requestsTo,
  signedInAdapter,
  rejection,
} from './test-support';

// What the adapter sends for reports (migration 0900's table reads and RPCs) and how it reads the answers and
// the refusals; the behaviour itself is the contract suite's (adapters/contract/reports.contract.ts).

const server = setupServer();
const requests = recordRequests(server);

const ORDER_ID = '8c9d0e1f-2a3b-4c4d-8e5f-6a7b8c9d0e1f';
const REPORT_ID = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const noContent = () => new HttpResponse(null, { status: 204 });

const ORDER: Pick<
  OrderRequest,
  | 'id'
  | 'entity_legal_name'
  | 'formation_state'
  | 'report_type'
  | 'property_state'
  | 'loan_reference'
  | 'created_at'
  | 'documents'
> = {
  id: ORDER_ID,
  entity_legal_name: 'Harbor Holdings LLC',
  formation_state: 'Delaware',
  report_type: 'Limited Liability Company',
  property_state: null,
  loan_reference: null,
  created_at: '2026-02-01T09:00:00+00:00',
  documents: [{ name: 'a.pdf', size: 10, storage_path: `${USER_ID}/0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e/a.pdf` }],
};
const CONTENT = draftReport(ORDER);

function reportRow(overrides: Record<string, unknown> = {}) {
  return {
    id: REPORT_ID,
    order_id: ORDER_ID,
    version: 1,
    content: CONTENT,
    note: null,
    published_by: ADMIN_ID,
    published_at: '2026-02-03T10:00:00+00:00',
    ...overrides,
  };
}

describe('reports.listForOrder', () => {
  it("reads the order's versions newest first, parsed with the port's schema; a malformed id asks nothing", async () => {
    server.use(http.get(`${REST}/order_reports`, () => json([reportRow({ version: 2, note: 'Agent' }), reportRow()])));
    const { adapter } = signedInAdapter();
    const reports = await adapter.reports.listForOrder(ORDER_ID);
    expect(reports.map((r) => r.version)).toEqual([2, 1]);
    const [sent] = requestsTo(requests, '/rest/v1/order_reports');
    expect([...sent!.url.searchParams]).toEqual([
      ['select', '*'],
      ['order_id', `eq.${ORDER_ID}`],
      ['order', 'version.desc'],
    ]);
    requests.length = 0;
    expect(await adapter.reports.listForOrder('nope')).toEqual([]);
    expect(requests).toHaveLength(0);
  });

  it('a row that breaks the report schema is a contract break, not data', async () => {
    server.use(http.get(`${REST}/order_reports`, () => json([reportRow({ content: { schemaVersion: 2 } })])));
    const { adapter } = signedInAdapter();
    expect((await rejection(adapter.reports.listForOrder(ORDER_ID))).code).toBe('unexpected');
  });
});

describe('reports.publish (rpc publish_report)', () => {
  it('sends the parsed content and the note, and returns the published row', async () => {
    server.use(http.post(`${REST}/rpc/publish_report`, () => json(reportRow())));
    const { adapter } = signedInAdapter(ADMIN_ID);
    const published = await adapter.reports.publish({
      orderId: ORDER_ID,
      content: { ...CONTENT, purpose: `  ${CONTENT.purpose}  ` },
      note: '  ',
    });
    // A row without sources (an older server's) reads as a version without any.
    expect(published).toEqual({ ...reportRow(), sources: {} });
    const [sent] = requestsTo(requests, '/rest/v1/rpc/publish_report');
    // The six-argument publish_report (migration 3100): no reviews, override or reason given, none sent.
    expect(await jsonBody(sent!)).toEqual({
      _order_id: ORDER_ID,
      _content: CONTENT,
      _note: '',
      _reviews: [],
      _override: null,
      _without_approval: null,
    });
  });

  it('sends the override trimmed, a blank one as none, and refuses one that is too long before any request', async () => {
    server.use(http.post(`${REST}/rpc/publish_report`, () => json(reportRow())));
    const { adapter } = signedInAdapter(ADMIN_ID);
    await adapter.reports.publish({ orderId: ORDER_ID, content: CONTENT, override: '  Accepted by credit  ' });
    await adapter.reports.publish({ orderId: ORDER_ID, content: CONTENT, override: '   ' });
    const sent = requestsTo(requests, '/rest/v1/rpc/publish_report');
    expect(await jsonBody(sent[0]!)).toMatchObject({ _override: 'Accepted by credit' });
    expect(await jsonBody(sent[1]!)).toMatchObject({ _override: null });
    const error = await rejection(
      adapter.reports.publish({ orderId: ORDER_ID, content: CONTENT, override: 'x'.repeat(REPORT_OVERRIDE_MAX + 1) }),
    );
    expect(error.code).toBe('validation_failed');
    expect(error.message).toBe(OVERRIDE_TOO_LONG);
    expect(requestsTo(requests, '/rest/v1/rpc/publish_report')).toHaveLength(2);
  });

  it('sends the reason for publishing without approval trimmed, a blank one as none, and refuses one that is too long before any request', async () => {
    server.use(http.post(`${REST}/rpc/publish_report`, () => json(reportRow())));
    const { adapter } = signedInAdapter(ADMIN_ID);
    await adapter.reports.publish({ orderId: ORDER_ID, content: CONTENT, withoutApproval: '  The checker is away  ' });
    await adapter.reports.publish({ orderId: ORDER_ID, content: CONTENT, withoutApproval: '   ' });
    const sent = requestsTo(requests, '/rest/v1/rpc/publish_report');
    expect(await jsonBody(sent[0]!)).toMatchObject({ _without_approval: 'The checker is away', _override: null });
    expect(await jsonBody(sent[1]!)).toMatchObject({ _without_approval: null });
    const error = await rejection(
      adapter.reports.publish({
        orderId: ORDER_ID,
        content: CONTENT,
        withoutApproval: 'x'.repeat(APPROVAL_TEXT_MAX + 1),
      }),
    );
    expect(error.code).toBe('validation_failed');
    expect(error.message).toBe(UNAPPROVED_REASON_TOO_LONG);
    expect(requestsTo(requests, '/rest/v1/rpc/publish_report')).toHaveLength(2);
  });

  it('refuses malformed content before any request, naming each field at fault', async () => {
    const { adapter } = signedInAdapter(ADMIN_ID);
    const content = {
      ...CONTENT,
      entityName: '',
      ownership: [{ ...CONTENT.ownership[0]!, percentage: 0 }, ...CONTENT.ownership.slice(1)],
    };
    const error = await rejection(adapter.reports.publish({ orderId: ORDER_ID, content }));
    expect(error.code).toBe('validation_failed');
    expect(error.message).toBe('Report content is invalid: entityName: Entity legal name is required');
    expect(error.issues).toEqual([
      'entityName: Entity legal name is required',
      'ownership.0.percentage: Percentage must be more than 0',
      'ownership: Ownership percentages must add up to 100',
    ]);
    const notAnObject = await rejection(
      adapter.reports.publish({ orderId: 'nope', content: 'x' as unknown as typeof CONTENT }),
    );
    expect(notAnObject.issues).toEqual(['Invalid order ID', 'Invalid input: expected object, received string']);
    expect(notAnObject.message).toBe('Report content is invalid: Invalid input: expected object, received string');
    expect(requests).toHaveLength(0);
  });

  it("reads the server's content refusal (22023 with every fault in the detail) as validation_failed naming each field", async () => {
    server.use(
      http.post(`${REST}/rpc/publish_report`, () =>
        postgrestError(400, {
          code: '22023',
          message: 'Report content is invalid: ownership.0.owner: Owner is required',
          details:
            '[{"path": "ownership.0.owner", "message": "Owner is required"}, {"path": "", "message": "Invalid input"}]',
        }),
      ),
    );
    const { adapter } = signedInAdapter(ADMIN_ID);
    const error = await rejection(adapter.reports.publish({ orderId: ORDER_ID, content: CONTENT }));
    expect(error.code).toBe('validation_failed');
    expect(error.message).toBe('Report content is invalid: ownership.0.owner: Owner is required');
    expect(error.issues).toEqual(['ownership.0.owner: Owner is required', 'Invalid input']);
  });

  it.each([
    [403, { code: '42501', message: 'Only admins can publish reports' }, 'forbidden'],
    [404, { code: 'PT404', message: 'Order not found' }, 'not_found'],
    [
      400,
      {
        code: 'P0001',
        message: 'A report cannot be published for an order that is Submitted',
        hint: 'invalid_transition',
      },
      'validation_failed',
    ],
    [400, { code: '22023', message: CORRECTION_NOTE_REQUIRED }, 'validation_failed'],
  ] as const)('reads a %s %o as %s with its message', async (status, body, code) => {
    server.use(http.post(`${REST}/rpc/publish_report`, () => postgrestError(status, body)));
    const { adapter } = signedInAdapter(ADMIN_ID);
    const error = await rejection(adapter.reports.publish({ orderId: ORDER_ID, content: CONTENT }));
    expect(error.code).toBe(code);
    expect(error.message).toBe(body.message);
    if (code === 'validation_failed') expect(error.issues).toEqual([body.message]);
  });
});

describe('reports.listSignoffs', () => {
  const signoff = {
    order_id: ORDER_ID,
    version: 1,
    maker_id: ADMIN_ID,
    maker_email: 'admin@demo.test',
    checker_id: USER_ID,
    checker_email: 'moderator@demo.test',
    approved_at: '2026-02-03T09:00:00+00:00',
    unapproved_reason: null,
    published_by: ADMIN_ID,
    published_at: '2026-02-03T10:00:00+00:00',
  };

  it("reads the order's sign-offs newest first, parsed with the port's schema; a malformed id asks nothing", async () => {
    server.use(http.get(`${REST}/report_signoffs`, () => json([signoff])));
    const { adapter } = signedInAdapter(ADMIN_ID);
    expect(await adapter.reports.listSignoffs(ORDER_ID)).toEqual([signoff]);
    const [sent] = requestsTo(requests, '/rest/v1/report_signoffs');
    expect([...sent!.url.searchParams]).toEqual([
      ['select', '*'],
      ['order_id', `eq.${ORDER_ID}`],
      ['order', 'version.desc'],
    ]);
    requests.length = 0;
    expect(await adapter.reports.listSignoffs('nope')).toEqual([]);
    expect(requests).toHaveLength(0);
  });

  it('a row that breaks the sign-off schema is a contract break, not data', async () => {
    server.use(http.get(`${REST}/report_signoffs`, () => json([{ ...signoff, published_by: null }])));
    const { adapter } = signedInAdapter(ADMIN_ID);
    expect((await rejection(adapter.reports.listSignoffs(ORDER_ID))).code).toBe('unexpected');
  });
});

describe('reports.escalate (rpc escalate_order)', () => {
  it('sends the order id and the question trimmed; the refusals keep their message; bad input never leaves', async () => {
    server.use(http.post(`${REST}/rpc/escalate_order`, noContent));
    const { adapter } = signedInAdapter();
    await adapter.reports.escalate({ orderId: ORDER_ID, question: '  Who signs?\n ' });
    expect(await jsonBody(requestsTo(requests, '/rest/v1/rpc/escalate_order')[0]!)).toEqual({
      _order_id: ORDER_ID,
      _question: 'Who signs?',
    });

    server.use(
      http.post(`${REST}/rpc/escalate_order`, () =>
        postgrestError(400, { code: 'P0001', message: 'This order has already been escalated to legal review' }),
      ),
    );
    const error = await rejection(adapter.reports.escalate({ orderId: ORDER_ID, question: 'Who signs?' }));
    expect([error.code, error.message]).toEqual([
      'validation_failed',
      'This order has already been escalated to legal review',
    ]);
    server.use(
      http.post(`${REST}/rpc/escalate_order`, () =>
        postgrestError(400, { code: '22023', message: ESCALATION_QUESTION_REQUIRED }),
      ),
    );
    const refused = await rejection(adapter.reports.escalate({ orderId: ORDER_ID, question: 'Who signs?' }));
    expect([refused.code, refused.message]).toEqual(['validation_failed', ESCALATION_QUESTION_REQUIRED]);
    requests.length = 0;
    expect((await rejection(adapter.reports.escalate({ orderId: 'nope', question: 'Who signs?' }))).issues).toEqual([
      'Invalid order ID',
    ]);
    expect((await rejection(adapter.reports.escalate({ orderId: ORDER_ID, question: ' ' }))).issues).toEqual([
      ESCALATION_QUESTION_REQUIRED,
    ]);
    expect(
      (await rejection(adapter.reports.escalate({ orderId: ORDER_ID, question: 'x'.repeat(2001) }))).issues,
    ).toEqual([ESCALATION_QUESTION_TOO_LONG]);
    expect(requests).toHaveLength(0);
  });
});

describe('reports.escalation (order_escalations)', () => {
  it("reads the order's row; null without one or for a malformed id", async () => {
    const row = {
      order_id: ORDER_ID,
      report_id: REPORT_ID,
      report_version: 2,
      question: 'Who signs?',
      documents: ['bylaws.pdf'],
      documents_purged_at: null,
      escalated_by: null,
      escalated_at: '2026-03-02T09:00:00+00:00',
    };
    server.use(http.get(`${REST}/order_escalations`, () => json([row])));
    const { adapter } = signedInAdapter();
    expect(await adapter.reports.escalation(ORDER_ID)).toEqual(row);
    const url = new URL(requestsTo(requests, '/rest/v1/order_escalations')[0]!.url);
    expect(url.searchParams.get('order_id')).toBe(`eq.${ORDER_ID}`);
    server.use(http.get(`${REST}/order_escalations`, () => json([])));
    expect(await adapter.reports.escalation(ORDER_ID)).toBeNull();
    requests.length = 0;
    expect(await adapter.reports.escalation('nope')).toBeNull();
    expect(requests).toHaveLength(0);
  });
});

describe('reports.losEmail', () => {
  it("reads the caller's own row; null without one or without a session", async () => {
    server.use(http.get(`${REST}/account_los_settings`, () => json([{ los_email: 'desk@los.test' }])));
    const { adapter } = signedInAdapter();
    expect(await adapter.reports.losEmail()).toBe('desk@los.test');
    const [sent] = requestsTo(requests, '/rest/v1/account_los_settings');
    expect([...sent!.url.searchParams]).toEqual([
      ['select', 'los_email'],
      ['user_id', `eq.${USER_ID}`],
    ]);
    server.use(http.get(`${REST}/account_los_settings`, () => json([])));
    expect(await adapter.reports.losEmail()).toBeNull();
    requests.length = 0;
    expect(await newAdapter().adapter.reports.losEmail()).toBeNull();
    expect(requests).toHaveLength(0);
  });
});

describe('reports.sendToLos (rpc queue_los_delivery) and reports.confirmLosAddress (rpc confirm_los_address)', () => {
  it('queues the hand-off with the trimmed address and no file, and reads what happened', async () => {
    server.use(http.post(`${REST}/rpc/queue_los_delivery`, () => json('confirmation_sent')));
    const { adapter } = signedInAdapter();
    expect(await adapter.reports.sendToLos({ reportId: REPORT_ID, email: ' desk@los.test ' })).toBe(
      'confirmation_sent',
    );
    const [queued] = requestsTo(requests, '/rest/v1/rpc/queue_los_delivery');
    // No packet version chosen: null keeps the one the address has (2 unless it asked for 1).
    expect(await jsonBody(queued!)).toEqual({
      _report_id: REPORT_ID,
      _recipient: 'desk@los.test',
      _remember: true,
      _packet_version: null,
    });
    expect(requests.filter((r) => r.url.pathname.startsWith('/storage/'))).toEqual([]);
    server.use(http.post(`${REST}/rpc/queue_los_delivery`, () => json('sent')));
    expect(await adapter.reports.sendToLos({ reportId: REPORT_ID, email: 'desk@los.test', remember: false })).toBe(
      'sent',
    );
  });

  it('a daily limit is rate_limited with its message; a report the caller cannot send is not found', async () => {
    const { adapter } = signedInAdapter();
    server.use(
      http.post(`${REST}/rpc/queue_los_delivery`, () =>
        postgrestError(429, { code: 'PT429', message: LOS_DAILY_LIMIT }),
      ),
    );
    const limited = await rejection(adapter.reports.sendToLos({ reportId: REPORT_ID, email: 'desk@los.test' }));
    expect([limited.code, limited.message]).toEqual(['rate_limited', LOS_DAILY_LIMIT]);
    server.use(
      http.post(`${REST}/rpc/queue_los_delivery`, () =>
        postgrestError(404, { code: 'PT404', message: 'Report not found' }),
      ),
    );
    const missing = await rejection(adapter.reports.sendToLos({ reportId: REPORT_ID, email: 'desk@los.test' }));
    expect([missing.code, missing.message]).toEqual(['not_found', 'Report not found']);
  });

  it('confirms with the trimmed code; a wrong or voided code is validation_failed, an expired one passes its message', async () => {
    const { adapter } = signedInAdapter();
    const input = { reportId: REPORT_ID, email: 'desk@los.test', code: ' 012345 ' };
    server.use(http.post(`${REST}/rpc/confirm_los_address`, () => json('sent')));
    await adapter.reports.confirmLosAddress(input);
    const [confirmed] = requestsTo(requests, '/rest/v1/rpc/confirm_los_address');
    expect(await jsonBody(confirmed!)).toEqual({
      _report_id: REPORT_ID,
      _recipient: 'desk@los.test',
      _code: '012345',
      _remember: true,
      _packet_version: null,
    });
    for (const [answer, message] of [
      ['wrong_code', LOS_CODE_WRONG],
      ['code_voided', LOS_CODE_VOIDED],
    ] as const) {
      server.use(http.post(`${REST}/rpc/confirm_los_address`, () => json(answer)));
      const refused = await rejection(adapter.reports.confirmLosAddress(input));
      expect([refused.code, refused.message, refused.issues]).toEqual(['validation_failed', message, [message]]);
    }
    server.use(
      http.post(`${REST}/rpc/confirm_los_address`, () =>
        postgrestError(400, { code: 'P0001', message: LOS_CODE_EXPIRED }),
      ),
    );
    const expired = await rejection(adapter.reports.confirmLosAddress(input));
    expect([expired.code, expired.message]).toEqual(['validation_failed', LOS_CODE_EXPIRED]);
  });

  it('refuses a bad address, a bad report id and a bad code before any request; without a session, session_missing', async () => {
    const { adapter } = signedInAdapter();
    expect((await rejection(adapter.reports.sendToLos({ reportId: REPORT_ID, email: 'desk@' }))).issues).toEqual([
      'Invalid email address',
    ]);
    expect((await rejection(adapter.reports.sendToLos({ reportId: 'x', email: 'desk@los.test' }))).issues).toEqual([
      'Invalid report ID',
    ]);
    for (const code of ['12345', '1234567', '12 456', ''])
      expect(
        (await rejection(adapter.reports.confirmLosAddress({ reportId: REPORT_ID, email: 'desk@los.test', code })))
          .issues,
      ).toEqual([LOS_CODE_INVALID]);
    expect(requests).toHaveLength(0);
    const anon = newAdapter().adapter;
    expect((await rejection(anon.reports.sendToLos({ reportId: REPORT_ID, email: 'desk@los.test' }))).code).toBe(
      'session_missing',
    );
    expect(
      (await rejection(anon.reports.confirmLosAddress({ reportId: REPORT_ID, email: 'desk@los.test', code: '123456' })))
        .code,
    ).toBe('session_missing');
  });
});
