import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  CONTRADICTIONS_NEED_OVERRIDE,
  CORRECTION_NOTE_REQUIRED,
  OVERRIDE_TOO_LONG,
  LOS_CODE_EXPIRED,
  LOS_CODE_INVALID,
  LOS_DAILY_LIMIT,
  LOS_LIMITS,
  LOS_NEW_ADDRESS_LIMIT,
  publishedReportSchema,
  reportNumber,
  type OrderRequest,
} from '@/backend';
import { buildReportPacket, reportPacketFileName } from '@/lib/report/packet';
import { draftReport } from '../seed/demo-draft';
import { createDemoClient } from '../../adapters/mock';
import { API_ROUTES } from '../api/routes';
import { createMockServer, createTestClock } from '../node';
import { SEED_ORDER_IDS, SEED_ORDER_SPECS } from '../seed/seed-data';
import { SEED_LOS_HANDOFFS } from '../seed/los-handoffs';
import { PERSONAS } from '../seed/personas';
import { signApiKey } from './jwt';
import { restErrorBody as error, restTestClient, type Answer, type Who } from './rest-test-support';

/**
 * The twins of migration 0900 (reports) over HTTP, as PostgREST answers: who reads order_reports and
 * account_los_settings, and publish_report, queue_los_delivery and confirm_los_address (1500) with the plpgsql's checks
 * in its order, its SQLSTATE, message, detail and hint; the mails they queue land in the demo outbox with
 * their attachments, which download from the demo namespace. A refusal writes nothing.
 */

const clock = createTestClock();
const mock = createMockServer({ now: clock.now });
const { call, rpc, get, tokenOf } = restTestClient(mock, clock);
/** The demo outbox as the customer reads it: their order's mails, the partner firm's included. */
const demo = createDemoClient(mock.baseUrl, { bearer: () => tokenOf('customer') });

beforeAll(() => mock.listen());
afterAll(() => mock.close());
beforeEach(async () => {
  clock.set(Date.parse('2026-03-02T09:00:00.000Z'));
  await mock.reset();
  // These tests start from accounts with no LOS address and no sends: the seed's (mocks/seed/los-handoffs.ts) go.
  mock.db.losHandoffs.deleteMany((q) => q.where({ recipient: SEED_LOS_HANDOFFS.recipient }));
  mock.db.accountLosAddresses.deleteMany((q) => q.where({ email: SEED_LOS_HANDOFFS.recipient }));
});

const seeded = (predicate: (spec: (typeof SEED_ORDER_SPECS)[number]) => boolean) =>
  SEED_ORDER_IDS[SEED_ORDER_SPECS.findIndex(predicate)]!;
/** The customer's ready order with its documents kept, and its seeded report (version 1). */
const READY = seeded((o) => o.owner === 'customer' && o.moves.at(-1)?.to === 'Report ready' && !o.purged);
const IN_REVIEW = seeded((o) => o.owner === 'customer' && o.moves.at(-1)?.to === 'In review');
/** Escalated by staff before any report was published. */
const ESCALATED = seeded((o) => o.owner === 'customer' && o.moves.at(-1)?.to === 'Escalated');
const SUBMITTED = seeded((o) => o.owner === 'customer' && o.moves.length === 0);

const order = (id: string): OrderRequest => mock.db.orderRequests.findFirst((q) => q.where({ id }))!;
const reportsOf = (orderId: string) =>
  mock.db.orderReports.findMany((q) => q.where({ order_id: orderId })).sort((a, b) => a.version - b.version);
const historyOf = (orderId: string) =>
  mock.db.orderStatusHistory
    .findMany((q) => q.where({ order_id: orderId }))
    .sort((a, b) => a.created_at.localeCompare(b.created_at));
const newestMail = () => mock.db.outbox.all().at(-1);

function snapshot(): string {
  const db = mock.db;
  return JSON.stringify([
    db.orderRequests.all(),
    db.orderStatusHistory.all(),
    db.creditLedger.all(),
    db.orderReports.all(),
    db.reportOverrides.all(),
    db.reportSignoffs.all(),
    db.accountLosSettings.all(),
    db.accountLosAddresses.all(),
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

/** publish_report with the reason for publishing a draft no checker approved (migration 3100), as the tests do. */
const publish = (who: Who, orderId: unknown, content: unknown, note: unknown = '') =>
  rpc(who, 'rpcPublishReport', {
    _order_id: orderId,
    _content: content,
    _note: note,
    _reviews: [],
    _without_approval: 'Published in a test without a checker',
  });
/** escalate_order with a question (its own cases are escalations.test.ts): the partner firm's mail and its attachments. */
const escalate = (who: Who, orderId: unknown) =>
  rpc(who, 'rpcEscalateOrder', { _order_id: orderId, _question: 'Who may sign?' });
const queueLos = (who: Who, reportId: unknown, recipient: unknown, remember: unknown = true) =>
  rpc(who, 'rpcQueueLosDelivery', { _report_id: reportId, _recipient: recipient, _remember: remember });
const confirmLos = (who: Who, reportId: unknown, recipient: unknown, code: unknown, remember: unknown = true) =>
  rpc(who, 'rpcConfirmLosAddress', { _report_id: reportId, _recipient: recipient, _code: code, _remember: remember });
/** The code in the newest confirmation mail. */
const mailedCode = () => /Code: ([0-9]{6})/.exec(newestMail()!.text)![1]!;
/** An address the customer persona confirmed a day ago. */
const confirmedAddress = (email: string) =>
  mock.db.exclusive(async () => {
    await mock.db.accountLosAddresses.create({
      user_id: PERSONAS.customer.id,
      email,
      confirmed_at: new Date(clock.now() - 86_400_000).toISOString(),
      code_hash: null,
      code_expires_at: null,
      code_attempts: 0,
      created_at: new Date(clock.now() - 86_400_000).toISOString(),
    });
  });
const ids = (answer: Answer) => (answer.json as Array<{ id: string }>).map((r) => r.id);
const seededReportId = () => reportsOf(READY)[0]!.id;

describe('who reads reports and the kept LOS address', () => {
  it('order_reports: the owner the reports of their orders, staff all, a suspended user and other customers none', async () => {
    const all = mock.db.orderReports.all().map((r) => r.id);
    expect(all.length).toBeGreaterThanOrEqual(2);
    const url = `${API_ROUTES.orderReports}?select=*&order=version.desc`;
    for (const who of ['admin', 'moderator', 'service'] as const)
      expect(ids(await get(who, url)).sort()).toEqual([...all].sort());
    const own = new Set(
      mock.db.orderRequests.findMany((q) => q.where({ user_id: PERSONAS.customer.id })).map((o) => o.id),
    );
    expect(ids(await get('customer', url)).sort()).toEqual(
      mock.db.orderReports
        .findMany((q) => q.where((r) => own.has(r.order_id)))
        .map((r) => r.id)
        .sort(),
    );
    expect((await get('customer', url)).json).not.toEqual([]);
    expect((await get('suspended', url)).json).toEqual([]);
    expect(await get('anon', url)).toMatchObject({
      status: 401,
      json: error('42501', 'permission denied for table order_reports'),
    });
  });

  it('account_los_settings: each caller their own row only', async () => {
    await mock.db.exclusive(async () => {
      for (const [who, address] of [
        ['customer', 'desk@customer-los.test'],
        ['admin', 'desk@admin-los.test'],
      ] as const)
        await mock.db.accountLosSettings.create({
          user_id: PERSONAS[who].id,
          los_email: address,
          updated_at: new Date(clock.now()).toISOString(),
        });
    });
    const url = `${API_ROUTES.accountLosSettings}?select=los_email`;
    expect((await get('customer', url)).json).toEqual([{ los_email: 'desk@customer-los.test' }]);
    expect((await get('admin', url)).json).toEqual([{ los_email: 'desk@admin-los.test' }]);
    expect((await get('moderator', url)).json).toEqual([]);
    expect((await get('anon', url)).status).toBe(401);
  });

  it('account_los_addresses: no API role but the service role reads it (the codes stay on the server)', async () => {
    await queueLos('customer', seededReportId(), 'desk@lender-los.test');
    const url = `${API_ROUTES.accountLosAddresses}?select=*`;
    for (const who of ['customer', 'admin'] as const)
      expect(await get(who, url)).toMatchObject({
        status: 403,
        json: error('42501', 'permission denied for table account_los_addresses'),
      });
    expect(await get('anon', url)).toMatchObject({ status: 401 });
    expect(((await get('service', url)).json as unknown[]).length).toBe(1);
  });

  it('nobody writes these tables through the API', async () => {
    for (const [path, table] of [
      [API_ROUTES.orderReports, 'order_reports'],
      [API_ROUTES.accountLosSettings, 'account_los_settings'],
      [API_ROUTES.accountLosAddresses, 'account_los_addresses'],
      [API_ROUTES.losHandoffs, 'los_handoffs'],
    ] as const)
      for (const method of ['POST', 'PATCH', 'DELETE'])
        for (const who of ['admin', 'customer'] as const)
          await expectRefused(
            call(who, method, `${path}?order_id=eq.${READY}`, method === 'DELETE' ? undefined : { note: 'x' }),
            403,
            error('42501', `permission denied for table ${table}`),
          );
  });
});

describe('publish_report', () => {
  it('an admin publishes version 1: the row as sent, Report ready with a staff history row, the customer mailed a link', async () => {
    const draft = draftReport(order(IN_REVIEW));
    // jsonb keeps what was sent; the port's schema reads it (trimmed, unknown keys dropped).
    const sent = { ...draft, purpose: `  ${draft.purpose}  `, reviewerMemo: 'internal' };
    const answer = await publish('admin', IN_REVIEW, sent, '');
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({
      id: expect.any(String),
      order_id: IN_REVIEW,
      version: 1,
      content: sent,
      note: null,
      published_by: PERSONAS.admin.id,
      published_at: '2026-03-02T09:00:00.000Z',
      sources: {},
    });
    expect(order(IN_REVIEW)).toMatchObject({ status: 'Report ready', updated_at: '2026-03-02T09:00:00.000Z' });
    expect(historyOf(IN_REVIEW).at(-1)).toMatchObject({
      from_status: 'In review',
      to_status: 'Report ready',
      message: 'Report published (version 1)',
      actor: 'staff',
      changed_by: PERSONAS.admin.id,
    });
    const number = reportNumber(IN_REVIEW, 1);
    // The account's own address, whatever the order form named.
    const email = PERSONAS.customer.email;
    expect(newestMail()).toMatchObject({
      to: email,
      subject: `Your report ${number} is ready`,
      link: `/portal/orders/${IN_REVIEW}/report`,
      attachments: [],
    });
    expect(newestMail()!.text).toContain(`is ready: ${number}.`);
    expect(newestMail()!.text).toContain(`/portal/orders/${IN_REVIEW}/report`);
    // One mail for the publication: the report's, not a second status mail.
    expect(mock.db.outbox.all().filter((m) => m.to === email)).toHaveLength(1);
  });

  it('a correction needs a note, adds the next version with it and a Report ready → Report ready history row', async () => {
    const content = reportsOf(READY)[0]!.content;
    await expectRefused(publish('admin', READY, content, '  \n '), 400, error('22023', CORRECTION_NOTE_REQUIRED));
    await expectRefused(publish('admin', READY, content, null), 400, error('22023', CORRECTION_NOTE_REQUIRED));
    const answer = await publish('admin', READY, content, '  The registered agent  ');
    expect(answer.json).toMatchObject({ version: 2, note: 'The registered agent' });
    expect(reportsOf(READY).map((r) => r.version)).toEqual([1, 2]);
    expect(historyOf(READY).at(-1)).toMatchObject({
      from_status: 'Report ready',
      to_status: 'Report ready',
      message: 'Corrected report (version 2): The registered agent',
    });
    expect(newestMail()).toMatchObject({
      subject: `Corrected report ${reportNumber(READY, 2)}`,
    });
    expect(newestMail()!.text).toContain('What changed: The registered agent');
  });

  it('after legal review (Escalated) publishing returns the order to Report ready with its own message', async () => {
    await publish('admin', ESCALATED, draftReport(order(ESCALATED)), '');
    expect(order(ESCALATED).status).toBe('Report ready');
    expect(historyOf(ESCALATED).at(-1)?.message).toBe('Report published after legal review (version 1)');
    expect(newestMail()!.text).toContain("ready after the partner firm's legal review");
  });

  it('a report that contradicts itself: the override length after the order, the contradictions after every other check (migration 3000)', async () => {
    const draft = draftReport(order(IN_REVIEW));
    const content = {
      ...draft,
      riskLevel: 'Low',
      riskItems: draft.riskItems.map((item, i) => (i === 0 ? { ...item, severity: 'High' } : item)),
    };
    const withOverride = (orderId: unknown, override: unknown, note: unknown = '') =>
      rpc('admin', 'rpcPublishReport', {
        _order_id: orderId,
        _content: content,
        _note: note,
        _reviews: [],
        _override: override,
        _without_approval: 'Published in a test without a checker',
      });
    const message = `Flag ${content.riskItems[0]!.id} (${content.riskItems[0]!.title}) is High, but the overall risk is Low.`;
    await expectRefused(withOverride(crypto.randomUUID(), 'x'.repeat(2001)), 404, error('PT404', 'Order not found'));
    await expectRefused(withOverride(SUBMITTED, 'x'.repeat(2001)), 400, error('22023', OVERRIDE_TOO_LONG));
    // The status is refused before the contradictions are.
    await expectRefused(
      withOverride(SUBMITTED, null),
      400,
      error('P0001', 'A report cannot be published for an order that is Submitted', 'invalid_transition'),
    );
    const refusal = error(
      '22023',
      CONTRADICTIONS_NEED_OVERRIDE,
      null,
      `[{"path": "riskLevel", "message": ${JSON.stringify(message)}}]`,
    );
    await expectRefused(withOverride(IN_REVIEW, '  '), 400, refusal);
    // A call without _override has none.
    await expectRefused(publish('admin', IN_REVIEW, content), 400, refusal);
    const answer = await withOverride(IN_REVIEW, ' Accepted by credit ');
    expect(answer.status).toBe(200);
    expect(mock.db.reportOverrides.all()).toEqual([
      {
        order_id: IN_REVIEW,
        version: 1,
        reason: 'Accepted by credit',
        contradictions: [{ rule: 'high-flag-under-lower-risk', message, paths: ['riskLevel', 'riskItems.0.severity'] }],
        overridden_by: PERSONAS.admin.id,
        overridden_at: '2026-03-02T09:00:00.000Z',
      },
    ]);
  });

  it('refuses in the order of the plpgsql, with its codes, writing nothing', async () => {
    const content = draftReport(order(IN_REVIEW));
    await expectRefused(
      publish('anon', IN_REVIEW, content),
      401,
      error('42501', 'permission denied for function publish_report'),
    );
    // Admins only, before the order is even looked up.
    for (const who of ['customer', 'moderator', 'suspended', 'service'] as const)
      await expectRefused(publish(who, null, content), 403, error('42501', 'Only admins can publish reports'));
    await expectRefused(publish('admin', null, content), 404, error('PT404', 'Order not found'));
    await expectRefused(publish('admin', crypto.randomUUID(), content), 404, error('PT404', 'Order not found'));
    for (const id of [SUBMITTED, seeded((o) => o.moves.at(-1)?.to === 'Needs documents')])
      await expectRefused(
        publish('admin', id, content),
        400,
        error('P0001', `A report cannot be published for an order that is ${order(id).status}`, 'invalid_transition'),
      );
    // The content is checked before the note.
    await expectRefused(
      publish(
        'admin',
        IN_REVIEW,
        { ...content, ownership: [{ owner: ' ', percentage: 0, interest: '' }] },
        'x'.repeat(501),
      ),
      400,
      error(
        '22023',
        'Report content is invalid: ownership.0.owner: Owner is required',
        null,
        '[{"path": "ownership.0.owner", "message": "Owner is required"}, ' +
          '{"path": "ownership.0.percentage", "message": "Percentage must be more than 0"}, ' +
          '{"path": "ownership", "message": "Ownership percentages must add up to 100"}]',
      ),
    );
    await expectRefused(
      publish('admin', IN_REVIEW, ['not', 'an', 'object']),
      400,
      error(
        '22023',
        'Report content is invalid: Invalid input: expected object, received array',
        null,
        '[{"path": "", "message": "Invalid input: expected object, received array"}]',
      ),
    );
    await expectRefused(
      publish('admin', IN_REVIEW, null),
      400,
      expect.objectContaining({
        code: '22023',
        message: 'Report content is invalid: Invalid input: expected object, received null',
      }),
    );
    await expectRefused(
      publish('admin', IN_REVIEW, content, 'x'.repeat(501)),
      400,
      error('22023', 'Note must be at most 500 characters'),
    );
    expect((await publish('admin', IN_REVIEW, content, 'x'.repeat(500))).status).toBe(200);
  });
});

describe('queue_los_delivery and confirm_los_address', () => {
  const LOS = 'closing@lender-los.test';

  it('a new address is mailed a code (its hash kept) and nothing else; the code confirms it and sends the packet and the link', async () => {
    expect(await queueLos('customer', seededReportId(), `  Closing@Lender-LOS.test `)).toMatchObject({
      status: 200,
      json: 'confirmation_sent',
    });
    expect(mock.db.outbox.all()).toHaveLength(1);
    expect(newestMail()).toMatchObject({
      to: 'Closing@Lender-LOS.test',
      subject: 'Your EntityLens code to confirm this LOS address',
      link: null,
      attachments: [],
      queued: { kind: 'los_confirmation', order_id: null, report_id: null, requested_by: PERSONAS.customer.id },
    });
    const code = mailedCode();
    expect(newestMail()!.text).toContain(
      `The EntityLens customer account ${PERSONAS.customer.email} asked to send legal entity reports to this address`,
    );
    const [pending] = mock.db.accountLosAddresses.all();
    expect(pending).toMatchObject({
      user_id: PERSONAS.customer.id,
      email: LOS,
      confirmed_at: null,
      code_expires_at: '2026-03-02T09:30:00.000Z',
      code_attempts: 0,
    });
    expect(pending!.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(pending!.code_hash).not.toContain(code);
    expect(mock.db.accountLosSettings.all()).toEqual([]);

    clock.advance(60_000);
    expect(await confirmLos('customer', seededReportId(), LOS, code)).toMatchObject({ status: 200, json: 'sent' });
    expect(mock.db.accountLosAddresses.all()).toEqual([
      expect.objectContaining({ confirmed_at: '2026-03-02T09:01:00.000Z', code_hash: null, code_expires_at: null }),
    ]);
    expect(mock.db.accountLosSettings.all()).toEqual([
      { user_id: PERSONAS.customer.id, los_email: LOS, updated_at: '2026-03-02T09:01:00.000Z' },
    ]);
    const o = order(READY);
    const report = reportsOf(READY)[0]!;
    expect(newestMail()).toMatchObject({
      to: LOS,
      subject: `Legal entity report ${reportNumber(READY, 1)}: ${o.entity_legal_name}`,
      link: `/portal/orders/${READY}/report`,
      attachments: [
        {
          name: reportPacketFileName(publishedReportSchema.parse(report)),
          content_type: 'application/json',
          source: { kind: 'packet', report_id: report.id },
        },
      ],
      queued: expect.objectContaining({ kind: 'los_delivery', requested_by: PERSONAS.customer.id }),
    });
    expect(newestMail()!.text).toContain(
      `Conclusion: ${publishedReportSchema.parse(report).content.conclusion.verdict}\n`,
    );
    // Confirmed: the next goes at once; remember false leaves the kept address.
    expect(await queueLos('customer', seededReportId(), 'CLOSING@lender-los.test', false)).toMatchObject({
      status: 200,
      json: 'sent',
    });
    expect(mock.db.accountLosSettings.all()).toEqual([expect.objectContaining({ los_email: LOS })]);
  });

  it('a wrong code is counted and the fifth voids it; an expired code or none refuses, confirming nothing', async () => {
    await queueLos('customer', seededReportId(), LOS);
    const code = mailedCode();
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let n = 1; n < 5; n += 1) {
      expect(await confirmLos('customer', seededReportId(), LOS, wrong)).toMatchObject({
        status: 200,
        json: 'wrong_code',
      });
      expect(mock.db.accountLosAddresses.all()[0]!.code_attempts).toBe(n);
    }
    expect(await confirmLos('customer', seededReportId(), LOS, wrong)).toMatchObject({
      status: 200,
      json: 'code_voided',
    });
    const expired = error('P0001', LOS_CODE_EXPIRED);
    await expectRefused(confirmLos('customer', seededReportId(), LOS, code), 400, expired);

    await queueLos('customer', seededReportId(), 'late@lender-los.test');
    const late = mailedCode();
    clock.advance(30 * 60_000);
    await expectRefused(confirmLos('customer', seededReportId(), 'late@lender-los.test', late), 400, expired);
    await expectRefused(confirmLos('customer', seededReportId(), 'never@lender-los.test', '123456'), 400, expired);
    expect(mock.db.accountLosAddresses.all().filter((a) => a.confirmed_at !== null)).toEqual([]);
    expect(mock.db.outbox.all().filter((m) => m.queued?.kind === 'los_delivery')).toEqual([]);
  });

  it('the limits: 20 deliveries and 3 new addresses in 24 hours (PT429), writing nothing; older mails do not count', async () => {
    await confirmedAddress(LOS);
    for (let n = 0; n < LOS_LIMITS.deliveriesPerDay; n += 1) await queueLos('customer', seededReportId(), LOS);
    await expectRefused(queueLos('customer', seededReportId(), LOS), 429, error('PT429', LOS_DAILY_LIMIT));
    await expectRefused(
      queueLos('customer', seededReportId(), 'new@lender-los.test'),
      429,
      error('PT429', LOS_DAILY_LIMIT),
    );
    clock.advance(24 * 60 * 60_000);
    expect((await queueLos('customer', seededReportId(), LOS)).json).toBe('sent');
    for (let n = 1; n <= LOS_LIMITS.newAddressesPerDay; n += 1)
      expect((await queueLos('customer', seededReportId(), `desk${n}@lender-los.test`)).json).toBe('confirmation_sent');
    await expectRefused(
      queueLos('customer', seededReportId(), 'desk4@lender-los.test'),
      429,
      error('PT429', LOS_NEW_ADDRESS_LIMIT),
    );
  });

  it('refuses in the order of the plpgsql, writing nothing', async () => {
    const report = seededReportId();
    await expectRefused(
      queueLos('anon', report, LOS),
      401,
      error('42501', 'permission denied for function queue_los_delivery'),
    );
    await expectRefused(
      confirmLos('anon', report, LOS, '123456'),
      401,
      error('42501', 'permission denied for function confirm_los_address'),
    );
    await expectRefused(
      queueLos('customer', report, LOS, 'perhaps'),
      400,
      error('22P02', 'invalid input syntax for type boolean: "perhaps"'),
    );
    // The report is looked up first: another's, a staff member's, a suspended owner's, an unknown one.
    for (const who of ['admin', 'moderator', 'service', 'suspended'] as const) {
      await expectRefused(queueLos(who, report, LOS), 404, error('PT404', 'Report not found'));
      await expectRefused(confirmLos(who, report, LOS, '123456'), 404, error('PT404', 'Report not found'));
    }
    await expectRefused(queueLos('customer', crypto.randomUUID(), LOS), 404, error('PT404', 'Report not found'));
    await expectRefused(queueLos('customer', null, LOS), 404, error('PT404', 'Report not found'));
    for (const recipient of [null, '', 'not-an-email', 'desk@lender', `${'x'.repeat(250)}@lender-los.test`]) {
      await expectRefused(
        queueLos('customer', report, recipient),
        400,
        error('22023', 'Please enter a valid email address'),
      );
      await expectRefused(
        confirmLos('customer', report, recipient, '123456'),
        400,
        error('22023', 'Please enter a valid email address'),
      );
    }
    for (const code of [null, '12345', '1234567', ' 123456', '12a456'])
      await expectRefused(confirmLos('customer', report, LOS, code), 400, error('22023', LOS_CODE_INVALID));
    // The old form with a PDF path is gone.
    expect(
      (
        await rpc('customer', 'rpcQueueLosDelivery', {
          _report_id: report,
          _recipient: LOS,
          _pdf_path: `${PERSONAS.customer.id}/reports/x/forged.pdf`,
          _remember: true,
        })
      ).status,
    ).toBe(404);
  });
});

/** The packet the demo outbox hands out for a stored report row (read as every reader reads it). */
const buildPacketOf = (row: ReturnType<typeof reportsOf>[number]) =>
  buildReportPacket(publishedReportSchema.parse(row));

describe('the demo outbox: attachments', () => {
  it('lists each attachment with its availability and downloads its content: a stored document, the packet built from the report', async () => {
    expect((await escalate('customer', READY)).status).toBe(204);
    const [mail] = await demo.listOutbox();
    const documents = order(READY).documents;
    expect(mail!.attachments).toEqual([
      { name: expect.stringMatching(/\.json$/), content_type: 'application/json', available: true },
      ...documents.map((d) => ({
        name: d.storage_path.split('/').at(-1),
        content_type: 'application/pdf',
        available: true,
      })),
    ]);
    expect(mail).not.toHaveProperty('queued');
    const packet = JSON.parse(await (await demo.downloadAttachment(mail!.id, 0)).text()) as unknown;
    expect(packet).toEqual(JSON.parse(JSON.stringify(buildPacketOf(reportsOf(READY)[0]!))));
    expect(await (await demo.downloadAttachment(mail!.id, 1)).text()).toMatch(/^%PDF/);

    // The stored file is gone (purged): the inbox says so, and the download is gone.
    await mock.db.exclusive(async () => {
      mock.db.storageObjects.deleteMany((q) => q.where({ name: documents[0]!.storage_path }));
    });
    expect((await demo.listOutbox())[0]!.attachments[1]).toMatchObject({ available: false });
    await expect(demo.downloadAttachment(mail!.id, 1)).rejects.toMatchObject({ code: 'not_found' });
    await expect(demo.downloadAttachment(mail!.id, 7)).rejects.toMatchObject({ code: 'not_found' });
    await expect(demo.downloadAttachment(crypto.randomUUID(), 0)).rejects.toMatchObject({ code: 'not_found' });
  });
});

describe('deleting a user', () => {
  it("keeps their orders' reports and who published them, and removes their LOS addresses", async () => {
    await mock.db.exclusive(async () => {
      await mock.db.accountLosSettings.create({
        user_id: PERSONAS.customer.id,
        los_email: 'desk@lender-los.test',
        updated_at: new Date(clock.now()).toISOString(),
      });
    });
    await confirmedAddress('desk@lender-los.test');
    const service = await signApiKey('service_role', mock.config.jwtSecret);
    const remove = (id: string) =>
      fetch(`${mock.baseUrl}${API_ROUTES.adminUsers}/${id}`, {
        method: 'DELETE',
        headers: { Authorization: `Bearer ${service}` },
      });
    const reports = JSON.stringify(mock.db.orderReports.all());
    expect((await remove(PERSONAS.admin.id)).status).toBe(200);
    expect(mock.db.orderReports.all().length).toBeGreaterThan(0);
    expect(mock.db.orderReports.all().every((r) => r.published_by === PERSONAS.admin.id)).toBe(true);
    expect((await remove(PERSONAS.customer.id)).status).toBe(200);
    expect(reportsOf(READY)).not.toEqual([]);
    expect(JSON.stringify(mock.db.orderReports.all())).toBe(reports);
    expect(mock.db.accountLosSettings.all()).toEqual([]);
    expect(mock.db.accountLosAddresses.all()).toEqual([]);
  });
});
