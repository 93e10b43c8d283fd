import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  AI_READER_ANSWERS as ANSWERS,
  AI_READER_MAX_BODY_BYTES,
  documentsTooLong,
} from '../../supabase/functions/_shared/bodies';
import { API_ROUTES } from '../api/routes';
import { createMockServer, createTestClock } from '../node';
import { SEED_ORDER_IDS, SEED_ORDER_SPECS } from '../seed/seed-data';
import { restTestClient } from './rest-test-support';

/**
 * The twin of read-documents-ai over HTTP, as the function answers (`{code, message}`, `reasons` for
 * validation): its checks in the function's order, which texts it would read, and 503 ai_reader_unavailable
 * once there is something to read (the demo has no provider key).
 */

const clock = createTestClock();
const mock = createMockServer({ now: clock.now });
const { call, rpc, tokenOf } = restTestClient(mock, clock);

beforeAll(() => mock.listen());
afterAll(() => mock.close());
beforeEach(async () => {
  clock.set(Date.parse('2026-03-02T09:00:00.000Z'));
  await mock.reset();
});

const IN_REVIEW = SEED_ORDER_IDS[SEED_ORDER_SPECS.findIndex((o) => o.moves.at(-1)?.to === 'In review')]!;
const documentsOf = (id: string) => mock.db.orderRequests.findFirst((q) => q.where({ id }))!.documents;
const readAi = (body: unknown) => call('admin', 'POST', API_ROUTES.readDocumentsAi, body);
const answerOf = ({ status, code, message }: { status: number; code: string; message: string }) => ({
  status,
  json: { code, message },
});

async function saveText(storagePath: string, pages: Array<{ page: number; text: string }>) {
  const saved = await rpc('admin', 'rpcSaveDocumentText', {
    _order_id: IN_REVIEW,
    _storage_path: storagePath,
    _pages: pages,
    _error: null,
  });
  expect(saved.status).toBe(200);
}

describe('read-documents-ai (the in-browser twin)', () => {
  it('refuses a body that is not an object, or an order id that is not a uuid, as the function does', async () => {
    for (const body of [[IN_REVIEW], 'x', null])
      expect(await readAi(body)).toMatchObject({
        status: 400,
        json: { code: 'validation_failed', message: 'Invalid request body', reasons: ['Invalid request body'] },
      });
    for (const body of [{}, { order_id: 42 }, { order_id: 'order-1' }])
      expect(await readAi(body)).toMatchObject({
        status: 400,
        json: { code: 'validation_failed', message: 'Invalid order ID format', reasons: ['Invalid order ID format'] },
      });
  });

  it('answers 404 for an unknown order and 409 for an order with no stored text, an upper-case id included', async () => {
    expect(await readAi({ order_id: '9f1b2c3d-0000-4000-8000-00000000beef' })).toMatchObject(
      answerOf(ANSWERS.orderNotFound),
    );
    expect(await readAi({ order_id: IN_REVIEW.toUpperCase() })).toMatchObject(answerOf(ANSWERS.noDocumentText));
  });

  it("reads only texts with pages of the order's current documents: one of a document since replaced does not count", async () => {
    const [first, second] = documentsOf(IN_REVIEW);
    await saveText(second!.storage_path, []);
    await saveText(first!.storage_path, [{ page: 1, text: 'OPERATING AGREEMENT' }]);
    // The order's documents change (a resubmission): the stored text is of a file the order no longer has.
    await mock.db.orderRequests.update((q) => q.where({ id: IN_REVIEW }), {
      data(order) {
        order.documents = order.documents.filter((d) => d.storage_path !== first!.storage_path);
      },
    });
    expect(await readAi({ order_id: IN_REVIEW })).toMatchObject(answerOf(ANSWERS.noDocumentText));
  });

  it('refuses texts over 600,000 characters with 413, else says the AI reader is not configured (503)', async () => {
    const [first, second] = documentsOf(IN_REVIEW);
    const pages = (n: number) => Array.from({ length: n }, (_, i) => ({ page: i + 1, text: 'x'.repeat(100_000) }));
    await saveText(first!.storage_path, pages(6));
    expect(await readAi({ order_id: IN_REVIEW })).toMatchObject(answerOf(ANSWERS.notConfigured));
    await saveText(second!.storage_path, [{ page: 1, text: 'y' }]);
    expect(await readAi({ order_id: IN_REVIEW })).toMatchObject(answerOf(documentsTooLong(600_001)));
  });
});

describe('read-documents-ai (the in-browser twin): the body limit', () => {
  const url = `${mock.baseUrl}${API_ROUTES.readDocumentsAi}`;
  const tooLarge = { status: 413, json: { code: ANSWERS.bodyTooLarge.code, message: ANSWERS.bodyTooLarge.message } };

  async function post(body: BodyInit, headers: Record<string, string> = {}) {
    const init = { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body, duplex: 'half' };
    const response = await fetch(url, init as RequestInit);
    return { status: response.status, json: (await response.json()) as unknown };
  }

  /** A body sent in pieces with no Content-Length, as a chunked upload is. */
  function streamed(text: string): ReadableStream<Uint8Array> {
    const bytes = new TextEncoder().encode(text);
    return new ReadableStream({
      start(controller) {
        for (let at = 0; at < bytes.length; at += 1024) controller.enqueue(bytes.slice(at, at + 1024));
        controller.close();
      },
    });
  }

  it('refuses a body over 4,096 bytes with 413 before anything else, declared or streamed; the limit itself passes', async () => {
    const padded = (bytes: number) => {
      const body = JSON.stringify({ order_id: IN_REVIEW });
      return body.slice(0, -1) + ' '.repeat(bytes - body.length) + '}';
    };
    expect(AI_READER_MAX_BODY_BYTES).toBe(4096);
    // Anyone, as a gateway refuses: no token, then an admin's.
    expect(await post(padded(4097))).toEqual(tooLarge);
    expect(await post(JSON.stringify({ order_id: IN_REVIEW, padding: 'x'.repeat(1024 * 1024) }))).toEqual(tooLarge);
    const admin = { Authorization: `Bearer ${await tokenOf('admin')}` };
    expect(await post(padded(4097), admin)).toEqual(tooLarge);
    expect(await post(streamed(padded(64 * 1024)), admin)).toEqual(tooLarge);
    // At the limit the body is read as before: this order has no stored text yet.
    expect(await post(padded(4096), admin)).toEqual(answerOf(ANSWERS.noDocumentText));
    expect(await post(streamed(padded(4096)), admin)).toEqual(answerOf(ANSWERS.noDocumentText));
  });
});
