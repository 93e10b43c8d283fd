import { HttpResponse } from 'msw';
import {
  FIELD_DECISIONS,
  FIELD_REVIEW_VALUE_MAX,
  FIELD_REVIEWS_MAX,
  READER_STATS_DAYS_DEFAULT,
  READER_STATS_DAYS_MAX,
  storedFieldReviewSchema,
  type FieldDecision,
  type ReaderReviewStat,
  type ReviewSource,
  type StoredFieldReview,
} from '@/backend';
import { API_ROUTES } from '../api/routes';
import type { OrderDocumentTextRecord, OrderReportRecord } from '../db';
import { callerIsActive, callerIsStaff, isoNow, restError, withoutGrant, type HandlerContext } from './context';
import { ungroundedSource } from './document-readings';
import type { TableShape } from './table-shape';
import { charLength, rpc, rpcOverload } from './rpc-call';
import { recordStaffAction } from './staff-audit-log';
import { NO_GRANT, selectHandler } from './table';

/**
 * The twins of migration 1700 (field reviews, issue 30): report_field_reviews read-only through the API under
 * its staff-only policy (append-only: nothing writes it but publish_report), the review checks of
 * publish_report(_order_id, _content, _note, _reviews) (used by the reports twin), and reader_review_stats,
 * each with the plpgsql's SQLSTATEs and messages.
 */

export const REVIEW_ERRORS = {
  notAList: 'Reviews must be a list',
  tooMany: `A report can have at most ${FIELD_REVIEWS_MAX} field reviews`,
  statsStaffOnly: 'Only staff can read the reader figures',
  daysOutOfRange: `Days must be from 1 to ${READER_STATS_DAYS_MAX}`,
} as const;

const REVIEWS_TABLE: TableShape = {
  name: 'report_field_reviews',
  columns: Object.keys(storedFieldReviewSchema.shape),
  uuidColumns: ['id', 'report_id', 'order_id', 'reviewed_by'],
};

type Json = unknown;
const isObject = (v: Json): v is Record<string, Json> => v !== null && typeof v === 'object' && !Array.isArray(v);
/** private.js_trim(): JavaScript's own trim(), which zod's .trim() applies. */
const jsTrim = (text: string) => text.trim();
const textOrNull = (v: Json, max: number) =>
  v === undefined || v === null || (typeof v === 'string' && charLength(v) <= max);

/** private.field_review_fault(): the first fault of one review (fieldReviewSchema), or null. */
function reviewFault(r: Json): string | null {
  if (!isObject(r)) return 'must be an object';
  const sized = (v: Json, max: number) =>
    typeof v === 'string' && charLength(jsTrim(v)) >= 1 && charLength(jsTrim(v)) <= max;
  if (!sized(r.field, 200)) return 'the field must be 1 to 200 characters';
  if (!sized(r.label, 200)) return 'the label must be 1 to 200 characters';
  if (typeof r.decision !== 'string' || !(FIELD_DECISIONS as readonly string[]).includes(r.decision))
    return 'the decision must be verified, edited, rejected or added';
  if (!textOrNull(r.draftedValue, FIELD_REVIEW_VALUE_MAX))
    return `the drafted value must be text of at most ${FIELD_REVIEW_VALUE_MAX} characters, or null`;
  if (!textOrNull(r.publishedValue, FIELD_REVIEW_VALUE_MAX))
    return `the published value must be text of at most ${FIELD_REVIEW_VALUE_MAX} characters, or null`;
  if (!textOrNull(r.reader, 200)) return 'the reader must be text of at most 200 characters, or null';
  if (!('draftedValue' in r && 'publishedValue' in r && 'reader' in r && 'source' in r))
    return 'draftedValue, publishedValue, source and reader must each be given (null when there is none)';
  const s = r.source;
  if (
    s !== null &&
    !(
      isObject(s) &&
      sized(s.file, 255) &&
      typeof s.page === 'number' &&
      Number.isInteger(s.page) &&
      s.page >= 1 &&
      s.page <= 10000 &&
      typeof s.quote === 'string' &&
      charLength(s.quote) <= FIELD_REVIEW_VALUE_MAX
    )
  )
    return 'the source must be {file, page, quote}: a file name of 1 to 255 characters, a page from 1 to 10000 and a quote of at most 4000 characters';
  if ((r.decision === 'added') !== (r.draftedValue === null)) return 'only an added value has no drafted value';
  if ((r.decision === 'rejected') !== (r.publishedValue === null))
    return 'only a rejected value has no published value';
  if (r.decision === 'added' && s === null) return 'an added value needs the page it is on';
  // Migration 2200: a drafted value's source is the reader's, quote included (an empty one grounds any page).
  if (r.decision !== 'added' && isObject(s) && s.quote === '')
    return 'only an added value may cite a page without a quote';
  return null;
}

/**
 * private.review_source_is_grounded(): a quote on its page of a stored text, or (an added value only, reviewFault
 * sees to it) a page the file has.
 */
function sourceIsGrounded(texts: readonly OrderDocumentTextRecord[], source: ReviewSource): boolean {
  if (source.quote !== '') return ungroundedSource(texts, { source }) === undefined;
  return texts.some(
    (t) =>
      t.error === null &&
      (t.file_name === source.file || t.storage_path === source.file) &&
      source.page <= t.page_count,
  );
}

interface CheckedReview {
  field: string;
  label: string;
  decision: FieldDecision;
  draftedValue: string | null;
  publishedValue: string | null;
  source: ReviewSource | null;
  reader: string | null;
}

/**
 * publish_report's review checks, in its order: a list of at most 500, then each review's shape and its
 * source's grounding in the order's stored texts. The reviews as stored (trimmed) and the version's sources,
 * or the 22023 answer.
 */
export function checkReviews(
  ctx: HandlerContext,
  orderId: string,
  reviews: Json,
): { reviews: CheckedReview[]; sources: Record<string, ReviewSource> } | Response {
  const list = reviews ?? [];
  if (!Array.isArray(list)) return restError(400, '22023', REVIEW_ERRORS.notAList);
  if (list.length > FIELD_REVIEWS_MAX) return restError(400, '22023', REVIEW_ERRORS.tooMany);
  const texts = ctx.db.orderDocumentTexts.findMany((q) => q.where({ order_id: orderId }));
  const checked: CheckedReview[] = [];
  const sources: Record<string, ReviewSource> = {};
  for (const [i, r] of list.entries()) {
    const fault = reviewFault(r);
    if (fault !== null) return restError(400, '22023', `Field review ${i + 1}: ${fault}`);
    const review = r as Record<string, Json>;
    const given = review.source as ReviewSource | null;
    const source = given === null ? null : { file: jsTrim(given.file), page: given.page, quote: given.quote };
    const label = jsTrim(review.label as string);
    if (source !== null && !sourceIsGrounded(texts, source))
      return restError(
        400,
        '22023',
        `Field review ${i + 1} (${label}): the source is not in the stored document texts: ${source.file} page ${source.page}`,
      );
    const item: CheckedReview = {
      field: jsTrim(review.field as string),
      label,
      decision: review.decision as FieldDecision,
      draftedValue: review.draftedValue as string | null,
      publishedValue: review.publishedValue as string | null,
      source,
      reader: review.reader as string | null,
    };
    if (source !== null && item.decision !== 'rejected') sources[item.field] = source;
    checked.push(item);
  }
  return { reviews: checked, sources };
}

/** publish_report's writes after the version: the reviews with it, and one audit entry with the counts. */
export async function storeReviews(
  ctx: HandlerContext,
  report: OrderReportRecord,
  ownerId: string,
  reviews: readonly CheckedReview[],
  uid: string,
): Promise<void> {
  if (reviews.length === 0) return;
  for (const r of reviews) {
    const row: StoredFieldReview = {
      id: crypto.randomUUID(),
      report_id: report.id,
      order_id: report.order_id,
      field: r.field,
      label: r.label,
      decision: r.decision,
      drafted_value: r.draftedValue,
      published_value: r.publishedValue,
      source: r.source,
      reader: r.reader,
      reviewed_by: uid,
      reviewed_at: report.published_at,
    };
    await ctx.db.reportFieldReviews.create(row);
  }
  const counts = Object.fromEntries(FIELD_DECISIONS.map((d) => [d, reviews.filter((r) => r.decision === d).length]));
  await recordStaffAction(ctx, uid, 'report_reviewed', ownerId, {
    orderId: report.order_id,
    version: report.version,
    reviews: reviews.length,
    ...counts,
  });
}

/** reader_review_stats(): per label, the decisions of the last `days` days, ordered by label. */
function readerStats(ctx: HandlerContext, days: number): ReaderReviewStat[] {
  const since = new Date(isoNow(ctx)).getTime() - days * 86_400_000;
  const byLabel = new Map<string, ReaderReviewStat>();
  for (const r of ctx.db.reportFieldReviews.all()) {
    if (new Date(r.reviewed_at).getTime() < since) continue;
    const stat = byLabel.get(r.label) ?? { label: r.label, verified: 0, edited: 0, rejected: 0, added: 0 };
    stat[r.decision]++;
    byLabel.set(r.label, stat);
  }
  return [...byLabel.values()].sort((a, b) => (a.label < b.label ? -1 : a.label > b.label ? 1 : 0));
}

export function reportReviewHandlers(ctx: HandlerContext, base: string) {
  const reviewsUrl = `${base}${API_ROUTES.reportFieldReviews}`;
  const statsUrl = `${base}${API_ROUTES.rpcReaderReviewStats}`;
  const signedIn = ['authenticated', 'service'] as const;

  const stats = (caller: Parameters<typeof callerIsStaff>[1], days: number | null) => {
    if (!callerIsStaff(ctx, caller)) return restError(403, '42501', REVIEW_ERRORS.statsStaffOnly);
    if (days === null || days < 1 || days > READER_STATS_DAYS_MAX)
      return restError(400, '22023', REVIEW_ERRORS.daysOutOfRange);
    return HttpResponse.json(readerStats(ctx, days));
  };

  return [
    // report_field_reviews_select: active staff read every review.
    selectHandler(ctx, reviewsUrl, REVIEWS_TABLE, (caller) => {
      if (caller.kind === 'anon') return NO_GRANT;
      if (caller.kind === 'service') return ctx.db.reportFieldReviews.all();
      return callerIsActive(ctx, caller) && callerIsStaff(ctx, caller) ? ctx.db.reportFieldReviews.all() : [];
    }),
    ...withoutGrant(ctx, reviewsUrl, 'report_field_reviews', ['post', 'patch', 'delete']),

    // reader_review_stats(_days integer default 90): called with or without _days.
    rpcOverload(ctx, statsUrl, 'reader_review_stats', {}, signedIn, async (caller) =>
      stats(caller, READER_STATS_DAYS_DEFAULT),
    ),
    rpc(ctx, statsUrl, 'reader_review_stats', { _days: 'integer' }, signedIn, async (caller, { _days: days }) =>
      stats(caller, days),
    ),
  ];
}
