import { HttpResponse } from 'msw';
import {
  DRAFT_CONTENT_MESSAGE,
  DRAFT_GONE_MESSAGE,
  DRAFT_TOO_LARGE_MESSAGE,
  DRAFT_VERSION_MESSAGE,
  ONLY_ADMINS_DISCARD_DRAFTS_MESSAGE,
  ONLY_ADMINS_SAVE_DRAFTS_MESSAGE,
  REPORT_DRAFT_MAX_BYTES,
  draftChangedMessage,
  noDraftWhileMessage,
  reportDraftSchema,
  type ReportDraftRecord,
} from '@/backend';
import { API_ROUTES } from '../api/routes';
import { ORDER_ERRORS } from '../api/wire';
import { callerIsAdmin, isoNow, restError, withoutGrant, type HandlerContext } from './context';
import { isObject, jsonbText } from './document-readings';
import { rpc } from './rpc-call';
import { discardFieldEvents, recordSaveEvents } from './report-field-events';
import type { TableShape } from './table-shape';
import { selectHandler, staffOnly } from './table';

/**
 * The twins of migration 2900 (report drafts, issue 46 §1): report_drafts read by active staff only (nothing
 * writes it but the two functions), save_report_draft and discard_report_draft with the plpgsql's checks in its
 * order, messages and SQLSTATEs, and the trigger that ends an order's draft when a version is published. A save
 * records its field events (migration 3200, report-field-events.ts).
 */

const DRAFTS_TABLE: TableShape = {
  name: 'report_drafts',
  columns: Object.keys(reportDraftSchema.shape),
  uuidColumns: ['order_id', 'saved_by'],
  integerColumns: ['version'],
};

/** The orders whose report can be published, and so drafted. */
const DRAFTABLE = new Set(['In review', 'Escalated', 'Report ready']);
const utf8 = new TextEncoder();

/** The order's draft, if there is one. */
export const draftOf = (ctx: HandlerContext, orderId: string) =>
  ctx.db.reportDrafts.findFirst((q) => q.where({ order_id: orderId }));

/**
 * private.report_draft_conflict(): a save or discard that did not start from the draft as it is now, or a check
 * asked for or decided on another version of it (migration 3100).
 */
export const draftConflict = (current: ReportDraftRecord | undefined) =>
  restError(409, 'PT409', current ? draftChangedMessage(current.version) : DRAFT_GONE_MESSAGE);

/**
 * Removes the order's draft: a discard, and private.report_published_ends_its_draft() when a version is published.
 * The draft's check and its questions go with it (their foreign keys cascade, migration 3100).
 */
export async function deleteDraftOf(ctx: HandlerContext, orderId: string): Promise<void> {
  await ctx.db.reportDrafts.deleteMany((q) => q.where({ order_id: orderId }));
  await ctx.db.reportApprovals.deleteMany((q) => q.where({ order_id: orderId }));
  await ctx.db.reportQuestions.deleteMany((q) => q.where({ order_id: orderId }));
  await discardFieldEvents(ctx, orderId);
}

export function reportDraftHandlers(ctx: HandlerContext, base: string) {
  const draftsUrl = `${base}${API_ROUTES.reportDrafts}`;
  const signedIn = ['authenticated', 'service'] as const;
  const orderById = (orderId: string | null) =>
    orderId === null ? undefined : ctx.db.orderRequests.findFirst((q) => q.where({ id: orderId }));

  return [
    // report_drafts_select: active staff read every draft; customers none; the service role bypasses RLS.
    selectHandler(
      ctx,
      draftsUrl,
      DRAFTS_TABLE,
      staffOnly(ctx, () => ctx.db.reportDrafts.all()),
    ),
    ...withoutGrant(ctx, draftsUrl, 'report_drafts', ['post', 'patch', 'delete']),

    rpc(
      ctx,
      `${base}${API_ROUTES.rpcSaveReportDraft}`,
      'save_report_draft',
      { _order_id: 'uuid', _base_version: 'integer', _content: 'jsonb' },
      signedIn,
      (caller, { _order_id: orderId, _base_version: baseVersion, _content: content }) =>
        ctx.db.exclusive(async () => {
          if (caller.kind !== 'user' || !callerIsAdmin(ctx, caller))
            return restError(403, '42501', ONLY_ADMINS_SAVE_DRAFTS_MESSAGE);
          const order = orderById(orderId);
          if (!order) return restError(404, 'PT404', ORDER_ERRORS.notFound);
          if (!DRAFTABLE.has(order.status)) return restError(400, 'P0001', noDraftWhileMessage(order.status));
          if (baseVersion === null || baseVersion < 0) return restError(400, '22023', DRAFT_VERSION_MESSAGE);
          if (!isObject(content) || !isObject(content.values)) return restError(400, '22023', DRAFT_CONTENT_MESSAGE);
          if (utf8.encode(jsonbText(content)).length > REPORT_DRAFT_MAX_BYTES)
            return restError(400, '22023', DRAFT_TOO_LARGE_MESSAGE);
          const current = draftOf(ctx, order.id);
          if ((current?.version ?? 0) !== baseVersion) return draftConflict(current);
          const row: ReportDraftRecord = {
            order_id: order.id,
            version: baseVersion + 1,
            content: content as ReportDraftRecord['content'],
            saved_by: caller.userId,
            saved_by_email: ctx.db.authUsers.findFirst((q) => q.where({ id: caller.userId }))?.email ?? null,
            saved_at: isoNow(ctx),
          };
          if (!current) await ctx.db.reportDrafts.create(row);
          else
            await ctx.db.reportDrafts.update((q) => q.where({ order_id: order.id }), {
              data(draft) {
                Object.assign(draft, row);
              },
            });
          await recordSaveEvents(ctx, current, row);
          return HttpResponse.json(row);
        }),
    ),

    rpc(
      ctx,
      `${base}${API_ROUTES.rpcDiscardReportDraft}`,
      'discard_report_draft',
      { _order_id: 'uuid', _base_version: 'integer' },
      signedIn,
      (caller, { _order_id: orderId, _base_version: baseVersion }) =>
        ctx.db.exclusive(async () => {
          if (caller.kind !== 'user' || !callerIsAdmin(ctx, caller))
            return restError(403, '42501', ONLY_ADMINS_DISCARD_DRAFTS_MESSAGE);
          const order = orderById(orderId);
          if (!order) return restError(404, 'PT404', ORDER_ERRORS.notFound);
          const current = draftOf(ctx, order.id);
          if ((current?.version ?? 0) !== (baseVersion ?? -1)) return draftConflict(current);
          await deleteDraftOf(ctx, order.id);
          return new HttpResponse(null, { status: 204 });
        }),
    ),
  ];
}
