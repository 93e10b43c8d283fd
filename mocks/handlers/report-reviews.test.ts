import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { UNAPPROVED_NEEDS_REASON } from '@/backend';
import { draftReport } from '../seed/demo-draft';
import { API_ROUTES } from '../api/routes';
import { createMockServer, createTestClock } from '../node';
import { SEED_ORDER_IDS, SEED_ORDER_SPECS } from '../seed/seed-data';
import { PERSONAS } from '../seed/personas';
import { restErrorBody as error, restTestClient, type Answer, type Who } from './rest-test-support';

/**
 * The twins of migration 1700 (field reviews) over HTTP, as PostgREST answers: the four-argument
 * publish_report with the plpgsql's review checks in its order and its messages (the same cases as
 * supabase/tests/99-report-reviews), the staff-only and append-only report_field_reviews, and
 * reader_review_stats with and without its argument. A refusal writes nothing.
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

const IN_REVIEW =
  SEED_ORDER_IDS[SEED_ORDER_SPECS.findIndex((o) => o.owner === 'customer' && o.moves.at(-1)?.to === 'In review')]!;
const order = () => mock.db.orderRequests.findFirst((q) => q.where({ id: IN_REVIEW }))!;

async function storeText(): Promise<string> {
  const document = order().documents[0]!;
  const answer = await rpc('admin', 'rpcSaveDocumentText', {
    _order_id: IN_REVIEW,
    _storage_path: document.storage_path,
    _pages: [
      { page: 1, text: 'Oak Hollow Development Corp. was incorporated on March 3, 2019.' },
      { page: 2, text: 'The directors are Ann Lee and Bo Park.' },
    ],
    _error: null,
  });
  expect(answer.status).toBe(200);
  return document.name;
}

const review = (over: Record<string, unknown> = {}) => ({
  field: 'entityName',
  label: 'Legal name',
  decision: 'verified',
  draftedValue: 'A',
  publishedValue: 'A',
  source: null,
  reader: 'built-in',
  ...over,
});

const publish = (who: Who, reviews: unknown, note: unknown = '') =>
  rpc(who, 'rpcPublishReport', {
    _order_id: IN_REVIEW,
    _content: draftReport(order()),
    _note: note,
    _reviews: reviews,
    _without_approval: 'Published in a test without a checker',
  });

function snapshot(): string {
  const db = mock.db;
  return JSON.stringify([db.orderReports.all(), db.reportFieldReviews.all(), db.staffAuditLog.all(), db.outbox.all()]);
}

async function expectRefused(answer: Promise<Answer>, status: number, body: object): Promise<void> {
  const before = snapshot();
  const result = await answer;
  expect(result.json).toEqual(body);
  expect(result.status).toBe(status);
  expect(snapshot()).toBe(before);
}

describe('publish_report with reviews', () => {
  it('stores the reviews with the version, trimmed, and the version cites the published values’ sources', async () => {
    const file = await storeText();
    const answer = await publish('admin', [
      review({ source: { file: ` ${file} `, page: 1, quote: 'Oak Hollow Development Corp.' } }),
      review({
        field: 'ownership.0',
        label: ' Owner 1 ',
        decision: 'rejected',
        publishedValue: null,
        source: { file, page: 2, quote: 'Ann Lee' },
      }),
      review({
        field: 'management.1',
        label: 'Director 2',
        decision: 'added',
        draftedValue: null,
        source: { file, page: 2, quote: '' },
        reader: null,
      }),
    ]);
    expect(answer.status).toBe(200);
    const report = answer.json as { id: string; version: number; published_at: string; sources: unknown };
    expect(report.sources).toEqual({
      entityName: { file, page: 1, quote: 'Oak Hollow Development Corp.' },
      'management.1': { file, page: 2, quote: '' },
    });
    const stored = await get(
      'moderator',
      `${API_ROUTES.reportFieldReviews}?select=*&report_id=eq.${report.id}&order=field.asc`,
    );
    expect(stored.json).toEqual([
      expect.objectContaining({
        field: 'entityName',
        source: { file, page: 1, quote: 'Oak Hollow Development Corp.' },
      }),
      expect.objectContaining({ field: 'management.1', decision: 'added', drafted_value: null, published_value: 'A' }),
      expect.objectContaining({
        field: 'ownership.0',
        label: 'Owner 1',
        published_value: null,
        reviewed_by: PERSONAS.admin.id,
        reviewed_at: report.published_at,
      }),
    ]);
    expect(mock.db.staffAuditLog.all().find((e) => e.action === 'report_reviewed')?.details).toEqual({
      orderId: IN_REVIEW,
      version: 1,
      reviews: 3,
      verified: 1,
      edited: 0,
      rejected: 1,
      added: 1,
    });
    expect((await get('customer', `${API_ROUTES.reportFieldReviews}?select=*`)).json).toEqual([]);
    expect((await get('anon', `${API_ROUTES.reportFieldReviews}?select=*`)).status).toBe(401);
  });

  it('the three-argument call still publishes an approved draft, with no sources; another set of arguments is not a function', async () => {
    const threeArguments = () =>
      rpc('admin', 'rpcPublishReport', { _order_id: IN_REVIEW, _content: draftReport(order()), _note: '' });
    // It gives no reason for publishing without approval (migration 3100), so the draft must be approved.
    expect(await threeArguments()).toMatchObject({
      status: 400,
      json: error('22023', UNAPPROVED_NEEDS_REASON),
    });
    const draft = { _order_id: IN_REVIEW, _draft_version: 1 };
    await rpc('admin', 'rpcSaveReportDraft', { _order_id: IN_REVIEW, _base_version: 0, _content: { values: {} } });
    await rpc('admin', 'rpcAskForApproval', { ...draft, _checker: PERSONAS.moderator.id });
    expect((await rpc('moderator', 'rpcDecideApproval', { ...draft, _approve: true, _note: null })).status).toBe(200);
    const answer = await threeArguments();
    expect(answer.status).toBe(200);
    expect((answer.json as { sources: unknown }).sources).toEqual({});
    expect(mock.db.reportFieldReviews.all().filter((r) => r.order_id === IN_REVIEW)).toEqual([]);
    const wrong = await rpc('admin', 'rpcPublishReport', { _order_id: IN_REVIEW, _reviews: [] });
    expect(wrong.status).toBe(404);
    expect((wrong.json as { code: string }).code).toBe('PGRST202');
  });

  it('refuses anyone but an admin before looking at the reviews', async () => {
    for (const who of ['moderator', 'customer', 'suspended'] as const)
      await expectRefused(publish(who, 'not a list'), 403, error('42501', 'Only admins can publish reports'));
    await expectRefused(publish('anon', []), 401, error('42501', 'permission denied for function publish_report'));
  });

  const SOURCE_FAULT =
    'the source must be {file, page, quote}: a file name of 1 to 255 characters, a page from 1 to 10000 and a quote of at most 4000 characters';
  it.each([
    ['not a list', {}, 'Reviews must be a list'],
    ['over 500', Array.from({ length: 501 }, () => review()), 'A report can have at most 500 field reviews'],
    ['not an object', [1], 'Field review 1: must be an object'],
    [
      'a missing field, by its place',
      [review(), review({ field: undefined })],
      'Field review 2: the field must be 1 to 200 characters',
    ],
    ['a blank field', [review({ field: '   ' })], 'Field review 1: the field must be 1 to 200 characters'],
    ['a long label', [review({ label: 'x'.repeat(201) })], 'Field review 1: the label must be 1 to 200 characters'],
    [
      'an unknown decision',
      [review({ decision: 'accepted' })],
      'Field review 1: the decision must be verified, edited, rejected or added',
    ],
    [
      'a long published value',
      [review({ decision: 'edited', publishedValue: 'b'.repeat(4001) })],
      'Field review 1: the published value must be text of at most 4000 characters, or null',
    ],
    [
      'a drafted value not text',
      [review({ draftedValue: 5 })],
      'Field review 1: the drafted value must be text of at most 4000 characters, or null',
    ],
    [
      'a missing reader',
      [review({ reader: undefined })],
      'Field review 1: draftedValue, publishedValue, source and reader must each be given (null when there is none)',
    ],
    ['page 0', [review({ source: { file: 'a.pdf', page: 0, quote: '' } })], `Field review 1: ${SOURCE_FAULT}`],
    [
      'a page not whole',
      [review({ source: { file: 'a.pdf', page: 1.5, quote: '' } })],
      `Field review 1: ${SOURCE_FAULT}`,
    ],
    ['a source without its quote', [review({ source: { file: 'a.pdf', page: 1 } })], `Field review 1: ${SOURCE_FAULT}`],
    [
      'an added value with a drafted one',
      [review({ decision: 'added' })],
      'Field review 1: only an added value has no drafted value',
    ],
    [
      'a verified value without one',
      [review({ draftedValue: null })],
      'Field review 1: only an added value has no drafted value',
    ],
    [
      'a rejected value published',
      [review({ decision: 'rejected' })],
      'Field review 1: only a rejected value has no published value',
    ],
    [
      'an edited value without one',
      [review({ decision: 'edited', publishedValue: null })],
      'Field review 1: only a rejected value has no published value',
    ],
    [
      'an added value without its page',
      [review({ decision: 'added', draftedValue: null })],
      'Field review 1: an added value needs the page it is on',
    ],
    // A drafted value cites the reader's quote: an empty one would ground it on any page (issue 42).
    ...(['verified', 'edited', 'rejected'] as const).map((decision): [string, unknown[], string] => [
      `a page without a quote for a value ${decision}`,
      [
        review(),
        review({
          decision,
          publishedValue: decision === 'rejected' ? null : 'B',
          source: { file: 'a.pdf', page: 1, quote: '' },
        }),
      ],
      'Field review 2: only an added value may cite a page without a quote',
    ]),
  ])('refuses %s (22023) and writes nothing', async (_name, reviews, message) => {
    await expectRefused(publish('admin', reviews), 400, error('22023', message));
  });

  it('refuses a source not on the stored texts, naming the review; a page without a quote must be one the file has', async () => {
    const file = await storeText();
    await expectRefused(
      publish('admin', [review({ source: { file, page: 2, quote: 'Oak Hollow Development Corp.' } })]),
      400,
      error('22023', `Field review 1 (Legal name): the source is not in the stored document texts: ${file} page 2`),
    );
    await expectRefused(
      publish('admin', [review({ decision: 'added', draftedValue: null, source: { file, page: 3, quote: '' } })]),
      400,
      error('22023', `Field review 1 (Legal name): the source is not in the stored document texts: ${file} page 3`),
    );
    const path = order().documents[0]!.storage_path;
    expect(
      (await publish('admin', [review({ source: { file: path, page: 2, quote: 'directors  are\nAnn Lee' } })])).status,
    ).toBe(200);
  });

  it('nobody writes report_field_reviews through the API', async () => {
    for (const method of ['POST', 'PATCH', 'DELETE'])
      for (const who of ['admin', 'moderator'] as const)
        await expectRefused(
          call(
            who,
            method,
            `${API_ROUTES.reportFieldReviews}?field=eq.x`,
            method === 'DELETE' ? undefined : { label: 'x' },
          ),
          403,
          error('42501', 'permission denied for table report_field_reviews'),
        );
  });
});

describe('reader_review_stats', () => {
  it('counts per label over the last days, with or without the argument; staff only; days 1 to 3650', async () => {
    await publish('admin', [
      review(),
      review({ field: 'purpose', label: 'Purpose', decision: 'edited', publishedValue: 'B' }),
    ]);
    clock.set(Date.parse('2026-03-04T09:00:00.000Z'));
    await publish('admin', [review({ decision: 'rejected', publishedValue: null })], 'v2');
    const stats = (who: Who, args: object) => rpc(who, 'rpcReaderReviewStats', args);
    // With the two the seed keeps with Maple Street Holdings' version 1, published 21 days ago.
    expect((await stats('admin', {})).json).toEqual([
      { label: 'Entity legal name', verified: 1, edited: 0, rejected: 0, added: 0 },
      { label: 'Formation state', verified: 1, edited: 0, rejected: 0, added: 0 },
      { label: 'Legal name', verified: 1, edited: 0, rejected: 1, added: 0 },
      { label: 'Purpose', verified: 0, edited: 1, rejected: 0, added: 0 },
    ]);
    expect((await stats('moderator', { _days: 1 })).json).toEqual([
      { label: 'Legal name', verified: 0, edited: 0, rejected: 1, added: 0 },
    ]);
    for (const days of [0, 3651])
      expect(await stats('admin', { _days: days })).toMatchObject({
        status: 400,
        json: error('22023', 'Days must be from 1 to 3650'),
      });
    for (const who of ['customer', 'suspended'] as const)
      expect(await stats(who, {})).toMatchObject({
        status: 403,
        json: error('42501', 'Only staff can read the reader figures'),
      });
    expect(await stats('anon', {})).toMatchObject({
      status: 401,
      json: error('42501', 'permission denied for function reader_review_stats'),
    });
  });
});
