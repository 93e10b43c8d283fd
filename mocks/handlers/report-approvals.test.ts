import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ALREADY_ANSWERED_MESSAGE,
  ANSWER_TEXT_MESSAGE,
  CHECKER_MESSAGE,
  CONTRADICTIONS_NEED_OVERRIDE,
  DECISION_NOTE_TOO_LONG,
  DRAFT_GONE_MESSAGE,
  NOT_WAITING_MESSAGE,
  ONLY_ADMINS_ANSWER_MESSAGE,
  ONLY_ADMINS_ASK_MESSAGE,
  ONLY_STAFF_DECIDE_MESSAGE,
  ONLY_STAFF_QUESTION_MESSAGE,
  ONLY_THE_CHECKER_MESSAGE,
  OPEN_QUESTIONS_MESSAGE,
  OWN_QUESTION_MESSAGE,
  QUESTION_FIELD_MESSAGE,
  QUESTION_NOT_FOUND_MESSAGE,
  QUESTION_TEXT_MESSAGE,
  SEND_BACK_NOTE_MESSAGE,
  UNAPPROVED_NEEDS_REASON,
  UNAPPROVED_REASON_TOO_LONG,
  draftChangedMessage,
  type StaffAuditAction,
} from '@/backend';
import { API_ROUTES } from '../api/routes';
import { createMockServer, createTestClock } from '../node';
import { draftReport } from '../seed/demo-draft';
import { PERSONAS } from '../seed/personas';
import { SEED_ORDER_IDS, SEED_ORDER_SPECS } from '../seed/seed-data';
import { restErrorBody as error, restTestClient, type Answer, type Who } from './rest-test-support';

/**
 * The twins of migration 3100 (a second pair of eyes, issue 46 §2) over HTTP, as PostgREST answers: who reads
 * report_approvals, report_questions and report_signoffs, the four functions of the check with the plpgsql's checks
 * in its order, its SQLSTATEs and messages, and publish_report's approval gate and sign-off. A refusal writes
 * nothing. (The same cases through the port, on both backends: adapters/contract/report-approvals.contract.ts.)
 */

const clock = createTestClock();
const mock = createMockServer({ now: clock.now });
const { call, rpc, get } = restTestClient(mock, clock);

beforeAll(() => mock.listen());
afterAll(() => mock.close());
beforeEach(async () => {
  clock.set(Date.parse('2026-03-02T09:00:00.000Z'));
  await mock.reset();
});

const seeded = (predicate: (spec: (typeof SEED_ORDER_SPECS)[number]) => boolean) =>
  SEED_ORDER_IDS[SEED_ORDER_SPECS.findIndex(predicate)]!;
const IN_REVIEW = seeded((o) => o.owner === 'customer' && o.moves.at(-1)?.to === 'In review');
const SUBMITTED = seeded((o) => o.owner === 'customer' && o.moves.length === 0);
const READY = seeded((o) => o.owner === 'customer' && o.moves.at(-1)?.to === 'Report ready' && !o.purged);
const order = (id: string) => mock.db.orderRequests.findFirst((q) => q.where({ id }))!;
const WITHOUT_A_CHECKER = 'Published in a test without a checker';
const NOW = '2026-03-02T09:00:00.000Z';

const saveDraft = (baseVersion: number, orderId = IN_REVIEW) =>
  rpc('admin', 'rpcSaveReportDraft', {
    _order_id: orderId,
    _base_version: baseVersion,
    _content: { values: { entityName: `Version ${baseVersion + 1}` } },
  });
const ask = (who: Who, version: unknown, checker: unknown = PERSONAS.moderator.id, orderId: unknown = IN_REVIEW) =>
  rpc(who, 'rpcAskForApproval', { _order_id: orderId, _draft_version: version, _checker: checker });
const question = (
  who: Who,
  text: unknown = 'Which spelling does the agreement use?',
  field: unknown = 'entityName',
  label: unknown = 'Legal name',
  orderId: unknown = IN_REVIEW,
) => rpc(who, 'rpcQuestionReportField', { _order_id: orderId, _field: field, _label: label, _question: text });
const answer = (who: Who, questionId: unknown, text: unknown = 'The agreement spells it without the comma.') =>
  rpc(who, 'rpcAnswerReportQuestion', { _question_id: questionId, _answer: text });
const decide = (who: Who, version: unknown, approve: unknown, note: unknown = null, orderId: unknown = IN_REVIEW) =>
  rpc(who, 'rpcDecideApproval', { _order_id: orderId, _draft_version: version, _approve: approve, _note: note });
const publish = (orderId: unknown, content: unknown, withoutApproval: unknown = null, note: unknown = '') =>
  rpc('admin', 'rpcPublishReport', {
    _order_id: orderId,
    _content: content,
    _note: note,
    _reviews: [],
    _without_approval: withoutApproval,
  });

const approvalOf = (orderId: string) => mock.db.reportApprovals.findFirst((q) => q.where({ order_id: orderId }));
const questionsOf = (orderId: string) => mock.db.reportQuestions.findMany((q) => q.where({ order_id: orderId }));
const auditOf = (action: StaffAuditAction) =>
  mock.db.staffAuditLog.findMany((q) => q.where({ action })).map((e) => e.details);

function snapshot(): string {
  const db = mock.db;
  return JSON.stringify([
    db.reportDrafts.all(),
    db.reportApprovals.all(),
    db.reportQuestions.all(),
    db.reportSignoffs.all(),
    db.orderReports.all(),
    db.orderRequests.all(),
    db.staffAuditLog.all(),
    db.outbox.all(),
  ]);
}

async function expectRefused(answered: Promise<Answer>, status: number, body: object): Promise<void> {
  const before = snapshot();
  const result = await answered;
  expect(result.json).toEqual(body);
  expect(result.status).toBe(status);
  expect(snapshot()).toBe(before);
}

/** The draft of IN_REVIEW at version 1, its check asked of the moderator; the question asked, if any. */
async function waitingCheck(withQuestion = false): Promise<string | null> {
  expect((await saveDraft(0)).status).toBe(200);
  expect((await ask('admin', 1)).status).toBe(200);
  if (!withQuestion) return null;
  const asked = await question('moderator');
  expect(asked.status).toBe(200);
  return (asked.json as { id: string }).id;
}

describe('who reads the check, its questions and the sign-offs', () => {
  it('active staff and the service role read every row; customers and a suspended user none; anon holds no grant; nobody writes them through the API', async () => {
    await waitingCheck(true);
    expect((await publish(READY, draftReport(order(READY)), WITHOUT_A_CHECKER, 'A correction')).status).toBe(200);
    for (const [path, table, rows] of [
      [API_ROUTES.reportApprovals, 'report_approvals', () => mock.db.reportApprovals.all()],
      [API_ROUTES.reportQuestions, 'report_questions', () => mock.db.reportQuestions.all()],
      [API_ROUTES.reportSignoffs, 'report_signoffs', () => mock.db.reportSignoffs.all()],
    ] as const) {
      const url = `${path}?select=*`;
      expect(rows().length).toBeGreaterThan(0);
      for (const who of ['admin', 'moderator', 'service'] as const)
        expect(((await get(who, url)).json as unknown[]).length).toBe(rows().length);
      for (const who of ['customer', 'suspended'] as const) expect((await get(who, url)).json).toEqual([]);
      expect(await get('anon', url)).toMatchObject({
        status: 401,
        json: error('42501', `permission denied for table ${table}`),
      });
      for (const method of ['POST', 'PATCH', 'DELETE'])
        for (const who of ['admin', 'moderator', 'customer'] as const)
          await expectRefused(
            call(who, method, `${path}?order_id=eq.${IN_REVIEW}`, method === 'DELETE' ? undefined : { note: 'x' }),
            403,
            error('42501', `permission denied for table ${table}`),
          );
    }
  });
});

describe('ask_for_approval', () => {
  it('refuses in the order of the plpgsql, with its codes, writing nothing', async () => {
    await expectRefused(ask('anon', 1), 401, error('42501', 'permission denied for function ask_for_approval'));
    // Admins only, before the order is even looked up.
    for (const who of ['moderator', 'customer', 'suspended', 'service'] as const)
      await expectRefused(ask(who, 1, null, null), 403, error('42501', ONLY_ADMINS_ASK_MESSAGE));
    await expectRefused(ask('admin', 1, null, null), 404, error('PT404', 'Order not found'));
    await expectRefused(ask('admin', 1, null, crypto.randomUUID()), 404, error('PT404', 'Order not found'));
    // The draft's version before the checker: none yet, then one at another version.
    await expectRefused(ask('admin', 1, null), 409, error('PT409', DRAFT_GONE_MESSAGE));
    await saveDraft(0);
    for (const version of [2, 0, null])
      await expectRefused(ask('admin', version, null), 409, error('PT409', draftChangedMessage(1)));
    for (const checker of [
      null,
      PERSONAS.admin.id,
      PERSONAS.customer.id,
      PERSONAS.suspended.id,
      '00000000-0000-4000-8000-0000000009ff',
    ])
      await expectRefused(ask('admin', 1, checker), 400, error('22023', CHECKER_MESSAGE));
  });

  it('starts the check of the draft at its version, as the maker; asking again in any state starts it again and keeps the questions', async () => {
    await saveDraft(0);
    const asked = await ask('admin', 1);
    const waiting = {
      order_id: IN_REVIEW,
      draft_version: 1,
      state: 'waiting',
      maker_id: PERSONAS.admin.id,
      maker_email: PERSONAS.admin.email,
      asked_at: NOW,
      checker_id: PERSONAS.moderator.id,
      checker_email: PERSONAS.moderator.email,
      decided_at: null,
      note: null,
    };
    expect(asked).toMatchObject({ status: 200, json: waiting });
    expect(approvalOf(IN_REVIEW)).toEqual(waiting);
    expect(auditOf('approval_asked')).toEqual([
      { orderId: IN_REVIEW, draftVersion: 1, checker: PERSONAS.moderator.id, checkerEmail: PERSONAS.moderator.email },
    ]);
    expect(mock.db.staffAuditLog.findFirst((q) => q.where({ action: 'approval_asked' }))).toMatchObject({
      actor_id: PERSONAS.admin.id,
      target_user_id: PERSONAS.customer.id,
    });

    await question('moderator');
    expect((await decide('moderator', 1, false, ' Page 2 is missing. ')).status).toBe(200);
    await saveDraft(1);
    clock.advance(60_000);
    const again = await ask('admin', 2);
    expect(again.json).toEqual({ ...waiting, draft_version: 2, asked_at: '2026-03-02T09:01:00.000Z' });
    expect(questionsOf(IN_REVIEW)).toHaveLength(1);
  });
});

describe('question_report_field', () => {
  it('refuses in the order of the plpgsql, with its codes, writing nothing', async () => {
    await expectRefused(question('anon'), 401, error('42501', 'permission denied for function question_report_field'));
    for (const who of ['customer', 'suspended', 'service'] as const)
      await expectRefused(question(who), 403, error('42501', ONLY_STAFF_QUESTION_MESSAGE));
    // No check (a missing order has none), then one that is not waiting.
    for (const orderId of [IN_REVIEW, null, crypto.randomUUID()])
      await expectRefused(question('moderator', 'q', 'f', 'l', orderId), 400, error('P0001', NOT_WAITING_MESSAGE));
    await waitingCheck();
    // Another staff member is not the checker, before any text is looked at.
    await expectRefused(question('admin', ''), 403, error('42501', ONLY_THE_CHECKER_MESSAGE));
    for (const [field, label] of [
      [' \n ', 'Legal name'],
      ['entityName', null],
      ['x'.repeat(201), 'Legal name'],
      ['entityName', 'x'.repeat(201)],
    ])
      await expectRefused(question('moderator', '', field, label), 400, error('22023', QUESTION_FIELD_MESSAGE));
    for (const text of [null, '\u00a0\t', 'x'.repeat(2001)])
      await expectRefused(question('moderator', text), 400, error('22023', QUESTION_TEXT_MESSAGE));
    await decide('moderator', 1, false, 'Sent back');
    await expectRefused(question('moderator'), 400, error('P0001', NOT_WAITING_MESSAGE));
  });

  it('the checker questions a field: the texts trimmed as the port trims them, who and when, an audit entry', async () => {
    await waitingCheck();
    const asked = await question('moderator', ` ${'x'.repeat(2000)}\n`, '\tentityName ', ' Legal name ');
    expect(asked.status).toBe(200);
    const row = {
      id: expect.any(String),
      order_id: IN_REVIEW,
      field: 'entityName',
      label: 'Legal name',
      question: 'x'.repeat(2000),
      asked_by: PERSONAS.moderator.id,
      asked_by_email: PERSONAS.moderator.email,
      asked_at: NOW,
      answer: null,
      answered_by: null,
      answered_by_email: null,
      answered_at: null,
    };
    expect(asked.json).toEqual(row);
    expect(questionsOf(IN_REVIEW)).toEqual([row]);
    expect(auditOf('field_questioned')).toEqual([
      { orderId: IN_REVIEW, field: 'entityName', label: 'Legal name', question: 'x'.repeat(2000) },
    ]);
  });
});

describe('answer_report_question', () => {
  it('refuses in the order of the plpgsql, with its codes, writing nothing', async () => {
    const asked = (await waitingCheck(true))!;
    await expectRefused(
      answer('anon', asked),
      401,
      error('42501', 'permission denied for function answer_report_question'),
    );
    for (const who of ['moderator', 'customer', 'suspended', 'service'] as const)
      await expectRefused(answer(who, asked), 403, error('42501', ONLY_ADMINS_ANSWER_MESSAGE));
    for (const id of [null, crypto.randomUUID()])
      await expectRefused(answer('admin', id), 404, error('PT404', QUESTION_NOT_FOUND_MESSAGE));
    for (const text of [null, ' \r\n', 'x'.repeat(2001)])
      await expectRefused(answer('admin', asked, text), 400, error('22023', ANSWER_TEXT_MESSAGE));
    // A question the admin asked (as the checker of another admin's draft): answered already comes first.
    const own = { ...questionsOf(IN_REVIEW)[0]!, id: crypto.randomUUID(), asked_by: PERSONAS.admin.id };
    await mock.db.exclusive(() => mock.db.reportQuestions.create(own));
    await expectRefused(answer('admin', own.id, ''), 403, error('42501', OWN_QUESTION_MESSAGE));
    expect((await answer('admin', asked)).status).toBe(200);
    await expectRefused(answer('admin', asked, ''), 400, error('P0001', ALREADY_ANSWERED_MESSAGE));
  });

  it('an admin answers an open question once: trimmed, who and when, an audit entry', async () => {
    const asked = (await waitingCheck(true))!;
    clock.advance(3_600_000);
    const answered = await answer('admin', asked, '  The agreement: Brightwater Partners LP.\n');
    expect(answered.json).toMatchObject({
      id: asked,
      answer: 'The agreement: Brightwater Partners LP.',
      answered_by: PERSONAS.admin.id,
      answered_by_email: PERSONAS.admin.email,
      answered_at: '2026-03-02T10:00:00.000Z',
      asked_at: NOW,
    });
    expect(questionsOf(IN_REVIEW)[0]).toEqual(answered.json);
    expect(auditOf('question_answered')).toEqual([
      {
        orderId: IN_REVIEW,
        field: 'entityName',
        label: 'Legal name',
        answer: 'The agreement: Brightwater Partners LP.',
      },
    ]);
  });
});

describe('decide_approval', () => {
  it('refuses in the order of the plpgsql, with its codes, writing nothing', async () => {
    await expectRefused(decide('anon', 1, true), 401, error('42501', 'permission denied for function decide_approval'));
    for (const who of ['customer', 'suspended', 'service'] as const)
      await expectRefused(decide(who, 1, true), 403, error('42501', ONLY_STAFF_DECIDE_MESSAGE));
    for (const orderId of [IN_REVIEW, null])
      await expectRefused(decide('moderator', 1, true, null, orderId), 400, error('P0001', NOT_WAITING_MESSAGE));
    const asked = (await waitingCheck(true))!;
    await expectRefused(decide('admin', 1, true), 403, error('42501', ONLY_THE_CHECKER_MESSAGE));
    // A draft saved since the check was asked for: the version on the checker's screen is stale.
    await saveDraft(1);
    await expectRefused(decide('moderator', 1, false, 'x'.repeat(2001)), 409, error('PT409', draftChangedMessage(2)));
    await expectRefused(
      decide('moderator', 2, true, ` ${'x'.repeat(2001)} `),
      400,
      error('22023', DECISION_NOTE_TOO_LONG),
    );
    // Sending back (and a null decision, which is not an approval) needs a note.
    for (const approve of [false, null])
      await expectRefused(decide('moderator', 2, approve, ' \n'), 400, error('22023', SEND_BACK_NOTE_MESSAGE));
    await expectRefused(decide('moderator', 2, true), 400, error('P0001', OPEN_QUESTIONS_MESSAGE));
    await answer('admin', asked);
    expect((await decide('moderator', 2, true)).status).toBe(200);
    await expectRefused(decide('moderator', 2, false, 'Too late'), 400, error('P0001', NOT_WAITING_MESSAGE));
  });

  it('the checker approves the version on their screen, or sends it back with a note; each an audit entry', async () => {
    const asked = (await waitingCheck(true))!;
    clock.advance(60_000);
    const back = await decide('moderator', 1, false, '  The legal name needs the agreement’s spelling.  ');
    expect(back.json).toMatchObject({
      state: 'sent_back',
      draft_version: 1,
      decided_at: '2026-03-02T09:01:00.000Z',
      note: 'The legal name needs the agreement’s spelling.',
    });
    await answer('admin', asked);
    await saveDraft(1);
    await ask('admin', 2);
    const approved = await decide('moderator', 2, 'yes', '  ');
    expect(approved.json).toMatchObject({ state: 'approved', draft_version: 2, note: null });
    expect(approvalOf(IN_REVIEW)).toEqual(approved.json);
    expect(auditOf('draft_sent_back')).toEqual([
      { orderId: IN_REVIEW, draftVersion: 1, note: 'The legal name needs the agreement’s spelling.' },
    ]);
    expect(auditOf('draft_approved')).toEqual([{ orderId: IN_REVIEW, draftVersion: 2, note: null }]);
  });
});

describe('publish_report and the approval (migration 3100)', () => {
  it("the reason's length after the order; without an approval or a reason, refused after every other check", async () => {
    const content = draftReport(order(IN_REVIEW));
    const tooLong = ` ${'x'.repeat(2001)} `;
    await expectRefused(publish(crypto.randomUUID(), content, tooLong), 404, error('PT404', 'Order not found'));
    await expectRefused(publish(SUBMITTED, content, tooLong), 400, error('22023', UNAPPROVED_REASON_TOO_LONG));
    await expectRefused(
      publish(SUBMITTED, content),
      400,
      error('P0001', 'A report cannot be published for an order that is Submitted', 'invalid_transition'),
    );
    const contradictory = {
      ...content,
      riskLevel: 'Low',
      riskItems: content.riskItems.map((item, i) => (i === 0 ? { ...item, severity: 'High' } : item)),
    };
    expect((await publish(IN_REVIEW, contradictory)).json).toMatchObject({
      code: '22023',
      message: CONTRADICTIONS_NEED_OVERRIDE,
    });
    for (const reason of [null, ' \n '])
      await expectRefused(publish(IN_REVIEW, content, reason), 400, error('22023', UNAPPROVED_NEEDS_REASON));
    // An approval of an older version, or one sent back, is no approval.
    const asked = (await waitingCheck(true))!;
    await answer('admin', asked);
    await decide('moderator', 1, true);
    await saveDraft(1);
    await expectRefused(publish(IN_REVIEW, content), 400, error('22023', UNAPPROVED_NEEDS_REASON));
    await ask('admin', 2);
    await decide('moderator', 2, false, 'No');
    await expectRefused(publish(IN_REVIEW, content), 400, error('22023', UNAPPROVED_NEEDS_REASON));
  });

  it('an approved draft is published with its sign-off (a reason given is not kept); the check and its questions go with the draft', async () => {
    const asked = (await waitingCheck(true))!;
    await answer('admin', asked);
    clock.advance(60_000);
    await decide('moderator', 1, true);
    clock.advance(60_000);
    const published = await publish(IN_REVIEW, draftReport(order(IN_REVIEW)), 'Not needed');
    expect(published.status).toBe(200);
    const signoff = {
      order_id: IN_REVIEW,
      version: 1,
      maker_id: PERSONAS.admin.id,
      maker_email: PERSONAS.admin.email,
      checker_id: PERSONAS.moderator.id,
      checker_email: PERSONAS.moderator.email,
      approved_at: '2026-03-02T09:01:00.000Z',
      unapproved_reason: null,
      published_by: PERSONAS.admin.id,
      published_at: '2026-03-02T09:02:00.000Z',
    };
    expect(mock.db.reportSignoffs.findMany((q) => q.where({ order_id: IN_REVIEW }))).toEqual([signoff]);
    expect((await get('moderator', `${API_ROUTES.reportSignoffs}?order_id=eq.${IN_REVIEW}`)).json).toEqual([signoff]);
    expect(auditOf('report_published')).toEqual([
      {
        orderId: IN_REVIEW,
        version: 1,
        signoff: { makerEmail: PERSONAS.admin.email, checkerEmail: PERSONAS.moderator.email },
      },
    ]);
    expect(mock.db.reportDrafts.findFirst((q) => q.where({ order_id: IN_REVIEW }))).toBeUndefined();
    expect(approvalOf(IN_REVIEW)).toBeUndefined();
    expect(questionsOf(IN_REVIEW)).toEqual([]);
  });

  it('without an approval a reason publishes the version and is kept with it; a discard ends the check too', async () => {
    await waitingCheck(true);
    const published = await publish(READY, draftReport(order(READY)), '  The checker is away.  ', 'A correction');
    expect(published.status).toBe(200);
    expect(mock.db.reportSignoffs.findMany((q) => q.where({ order_id: READY }))).toEqual([
      {
        order_id: READY,
        version: 2,
        maker_id: null,
        maker_email: null,
        checker_id: null,
        checker_email: null,
        approved_at: null,
        unapproved_reason: 'The checker is away.',
        published_by: PERSONAS.admin.id,
        published_at: NOW,
      },
    ]);
    expect(auditOf('report_published')).toEqual([
      { orderId: READY, version: 2, signoff: { withoutApproval: 'The checker is away.' } },
    ]);
    // Another order's check is untouched; discarding its draft ends it.
    expect(approvalOf(IN_REVIEW)).toBeDefined();
    expect((await rpc('admin', 'rpcDiscardReportDraft', { _order_id: IN_REVIEW, _base_version: 1 })).status).toBe(204);
    expect(approvalOf(IN_REVIEW)).toBeUndefined();
    expect(questionsOf(IN_REVIEW)).toEqual([]);
  });
});
