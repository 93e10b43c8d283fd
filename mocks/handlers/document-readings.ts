import { HttpResponse } from 'msw';
import {
  DOCUMENT_READ_ERROR_CODES,
  DOCUMENT_READER_PATTERN,
  DOCUMENT_READING_MAX_BYTES,
  DOCUMENT_READING_TEXTS as TEXTS,
  DOCUMENT_TEXT_LIMITS as LIMITS,
  storedDocumentReadingSchema,
  storedDocumentTextSchema,
  type StoredPage,
} from '@/backend';
import { quoteIsOnPage } from '@/lib/document-reader/ground';
import { readerResultFault } from '@/lib/document-reader/result-check';
import { API_ROUTES } from '../api/routes';
import type { OrderDocumentReadingRecord, OrderDocumentTextRecord } from '../db';
import { callerIsAdmin, isoNow, restError, withoutGrant, type HandlerContext } from './context';
import { notFound, uidOf } from './order-lifecycle';
import type { TableShape } from './table-shape';
import { charLength, pgBtrim, rpc } from './rpc-call';
import { selectHandler, staffOnly } from './table';

/**
 * The twins of migration 1600 (document texts and readings, issue 29 §5): both tables read-only through the
 * API under their staff-only policies, and the RPCs save_document_text and save_document_reading, checked in
 * the order of the plpgsql with its SQLSTATEs and messages. A reading's sources are grounded with the reader's
 * own quoteIsOnPage (private.quote_is_on_page is its SQL twin), its values with readerResultFault (migration
 * 2200's private.reading_value_fault).
 */

const TEXTS_TABLE: TableShape = {
  name: 'order_document_texts',
  columns: Object.keys(storedDocumentTextSchema.shape),
  uuidColumns: ['id', 'order_id', 'read_by'],
  integerColumns: ['page_count'],
};

const READINGS_TABLE: TableShape = {
  name: 'order_document_readings',
  columns: Object.keys(storedDocumentReadingSchema.shape),
  uuidColumns: ['id', 'order_id', 'created_by'],
};

type Json = unknown;
/** A JSON object (not null, not a list), as jsonb_typeof(…) = 'object' reads it. */
export const isObject = (v: Json): v is Record<string, Json> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);
const utf8 = new TextEncoder();
const byteLength = (text: string) => utf8.encode(text).length;

/** jsonb's key order: shorter keys first, then by their UTF-8 bytes. */
function jsonbKeys(object: Record<string, Json>): string[] {
  return Object.keys(object).sort((a, b) => {
    const x = utf8.encode(a);
    const y = utf8.encode(b);
    if (x.length !== y.length) return x.length - y.length;
    for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return x[i]! - y[i]!;
    return 0;
  });
}

/** A JSON value as Postgres writes jsonb as text (`{"a": 1, "bb": [1, 2]}`); numbers as JavaScript writes them. */
export function jsonbText(value: Json): string {
  if (Array.isArray(value)) return `[${value.map(jsonbText).join(', ')}]`;
  if (isObject(value))
    return `{${jsonbKeys(value)
      .map((k) => `${JSON.stringify(k)}: ${jsonbText(value[k])}`)
      .join(', ')}}`;
  return JSON.stringify(value);
}

/** private.document_pages_fault(): the first fault of a document's pages, or null. */
function pagesFault(pages: Json): string | null {
  if (!Array.isArray(pages)) return 'Pages must be a list';
  if (pages.length > LIMITS.maxPages) return 'A document can have at most 300 pages';
  let bytes = 0;
  for (const [i, page] of pages.entries()) {
    const n = i + 1;
    if (!isObject(page) || typeof page.text !== 'string' || typeof page.page !== 'number')
      return `Page ${n} must have a page number and its text`;
    if (page.page !== n) return 'Pages must be numbered 1, 2, 3 … in order';
    if (charLength(page.text) > LIMITS.maxPageCharacters) return `Page ${n} has more than 100,000 characters`;
    if ('ocr' in page) {
      const ocr = page.ocr;
      if (!isObject(ocr) || typeof ocr.confidence !== 'number' || ocr.confidence < 0 || ocr.confidence > 100)
        return `Page ${n}: the OCR confidence must be a number from 0 to 100`;
    }
    if (Object.keys(page).some((k) => k !== 'page' && k !== 'text' && k !== 'ocr'))
      return `Page ${n} may hold only its page number, text and OCR confidence`;
    bytes += byteLength(page.text);
  }
  return bytes > LIMITS.maxTextBytes ? "The document's text is larger than 5 MB" : null;
}

/** private.document_read_error_fault(): the first fault of a read error, or null. */
function readErrorFault(error: Json): string | null {
  if (error === null || error === undefined) return null;
  if (
    !isObject(error) ||
    typeof error.code !== 'string' ||
    !(DOCUMENT_READ_ERROR_CODES as readonly string[]).includes(error.code) ||
    Object.keys(error).some((k) => k !== 'code' && k !== 'message')
  )
    return 'A read error must be {code, message} with the code encrypted, damaged, empty or too-long';
  if (
    typeof error.message !== 'string' ||
    charLength(pgBtrim(error.message)) < 1 ||
    charLength(pgBtrim(error.message)) > 500
  )
    return "A read error's message must be 1 to 500 characters";
  return null;
}

/** private.result_sources(): every source a result cites, in jsonb's order. */
function resultSources(value: Json, out: Json[] = []): Json[] {
  if (Array.isArray(value)) for (const item of value) resultSources(item, out);
  else if (isObject(value))
    for (const key of jsonbKeys(value)) {
      const child = value[key];
      if (key === 'source') {
        if (child !== null) out.push(child);
      } else if (key === 'sources' && isObject(child)) {
        for (const k of jsonbKeys(child)) if (child[k] !== null) out.push(child[k]);
      } else resultSources(child, out);
    }
  return out;
}

/** private.reading_ungrounded_source(): the first source not on its page of a stored text (by file name or path). */
export function ungroundedSource(texts: readonly OrderDocumentTextRecord[], result: Json): Json | undefined {
  return resultSources(result).find((s) => {
    if (!isObject(s) || typeof s.file !== 'string' || typeof s.page !== 'number' || typeof s.quote !== 'string')
      return true;
    const source = { file: s.file, page: s.page, quote: s.quote };
    return !texts.some(
      (t) =>
        t.error === null &&
        (t.file_name === source.file || t.storage_path === source.file) &&
        quoteIsOnPage([{ file: source.file, pages: t.pages }], source),
    );
  });
}

export function documentReadingHandlers(ctx: HandlerContext, base: string) {
  const textsUrl = `${base}${API_ROUTES.orderDocumentTexts}`;
  const readingsUrl = `${base}${API_ROUTES.orderDocumentReadings}`;
  const signedIn = ['authenticated', 'service'] as const;

  return [
    selectHandler(
      ctx,
      textsUrl,
      TEXTS_TABLE,
      staffOnly(ctx, () => ctx.db.orderDocumentTexts.all()),
    ),
    ...withoutGrant(ctx, textsUrl, 'order_document_texts', ['post', 'patch', 'delete']),
    selectHandler(
      ctx,
      readingsUrl,
      READINGS_TABLE,
      staffOnly(ctx, () => ctx.db.orderDocumentReadings.all()),
    ),
    ...withoutGrant(ctx, readingsUrl, 'order_document_readings', ['post', 'patch', 'delete']),

    // save_document_text: an admin stores one document's text (or its read error), replacing an earlier one.
    rpc(
      ctx,
      `${base}${API_ROUTES.rpcSaveDocumentText}`,
      'save_document_text',
      { _order_id: 'uuid', _storage_path: 'text', _pages: 'jsonb', _error: 'jsonb' },
      signedIn,
      (caller, { _order_id: orderId, _storage_path: path, _pages: pages, _error: error }) =>
        ctx.db.exclusive(async () => {
          if (!callerIsAdmin(ctx, caller)) return restError(403, '42501', TEXTS.saveTextAdminOnly);
          const order = orderId === null ? undefined : ctx.db.orderRequests.findFirst((q) => q.where({ id: orderId }));
          if (!order) return notFound();
          const document = order.documents.find((d) => d.storage_path === path);
          if (!document) return restError(400, '22023', TEXTS.notTheOrdersDocument);
          const fault = pagesFault(pages ?? null) ?? readErrorFault(error);
          if (fault !== null) return restError(400, '22023', fault);

          const list = pages as StoredPage[];
          const row: OrderDocumentTextRecord = {
            id: crypto.randomUUID(),
            order_id: order.id,
            storage_path: document.storage_path,
            file_name: document.name,
            pages: list,
            page_count: list.length,
            ocr_pages: list.filter((p) => 'ocr' in p).map((p) => p.page),
            error: (error ?? null) as OrderDocumentTextRecord['error'],
            read_by: uidOf(caller),
            read_at: isoNow(ctx),
          };
          const where = { order_id: order.id, storage_path: document.storage_path };
          const earlier = ctx.db.orderDocumentTexts.findFirst((q) => q.where(where));
          if (earlier) {
            await ctx.db.orderDocumentTexts.update((q) => q.where(where), {
              data(stored) {
                Object.assign(stored, { ...row, id: earlier.id });
              },
            });
            return HttpResponse.json({ ...row, id: earlier.id });
          }
          await ctx.db.orderDocumentTexts.create(row);
          return HttpResponse.json(row);
        }),
    ),

    // save_document_reading: an admin appends a reading whose every source is on its page of a stored text.
    rpc(
      ctx,
      `${base}${API_ROUTES.rpcSaveDocumentReading}`,
      'save_document_reading',
      { _order_id: 'uuid', _reader: 'text', _result: 'jsonb' },
      signedIn,
      (caller, { _order_id: orderId, _reader: reader, _result: result }) =>
        ctx.db.exclusive(async () => {
          if (!callerIsAdmin(ctx, caller)) return restError(403, '42501', TEXTS.saveReadingAdminOnly);
          const order = orderId === null ? undefined : ctx.db.orderRequests.findFirst((q) => q.where({ id: orderId }));
          if (!order) return notFound();
          if (reader === null || !DOCUMENT_READER_PATTERN.test(reader))
            return restError(400, '22023', TEXTS.readerInvalid);
          if (!isObject(result)) return restError(400, '22023', TEXTS.resultNotObject);
          if (byteLength(jsonbText(result)) > DOCUMENT_READING_MAX_BYTES)
            return restError(400, '22023', TEXTS.resultTooLarge);
          const texts = ctx.db.orderDocumentTexts.findMany((q) => q.where({ order_id: order.id }));
          const bad = ungroundedSource(texts, result);
          if (bad !== undefined) return restError(400, '22023', `${TEXTS.ungroundedPrefix}${jsonbText(bad)}`);
          // Migration 2200: every value has a source and follows from its quote (private.reading_value_fault).
          const fault = readerResultFault(result);
          if (fault !== null) return restError(400, '22023', fault);

          const row: OrderDocumentReadingRecord = {
            id: crypto.randomUUID(),
            order_id: order.id,
            reader,
            result: result as OrderDocumentReadingRecord['result'],
            documents: texts
              .filter((t) => t.error === null)
              .map((t) => t.storage_path)
              .sort(),
            created_by: uidOf(caller),
            created_at: isoNow(ctx),
          };
          await ctx.db.orderDocumentReadings.create(row);
          return HttpResponse.json(row);
        }),
    ),
  ];
}
