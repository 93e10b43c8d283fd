import { HttpResponse } from 'msw';
import {
  canMoveOrder,
  creditLedgerEntrySchema,
  NEEDS_DOCUMENTS_MESSAGE_REQUIRED,
  ORDER_LIMITS,
  ORDER_STATUSES,
  orderHistoryEntrySchema,
  type OrderRequest,
  type OrderStatus,
} from '@/backend';
import { orderReference } from '@/components/orders/format';
import { API_ROUTES } from '../api/routes';
import { CREDIT_ERRORS, invalidTransitionMessage, ORDER_ERRORS, USER_NOT_FOUND_MESSAGE } from '../api/wire';
import {
  callerIsActive,
  callerIsAdmin,
  callerIsStaff,
  creditBalance,
  isoNow,
  restError,
  withoutGrant,
  type HandlerContext,
  type RestCaller,
} from './context';
import { documentsUploadedBy, ORDER_TABLE, storedDocuments, validDocuments } from './order-requests';
import { queryFor, selectResponse } from './postgrest-query';
import type { TableShape } from './table-shape';
import { charLength, pgTrimmed, rpc } from './rpc-call';
import { recordStaffAction, withoutNulls } from './staff-audit-log';
import { deletedUserDocuments } from './storage';
import { NO_GRANT, selectHandler } from './table';

/**
 * The twins of migration 0800 (order lifecycle and credits): the order_status_history and credit_ledger
 * tables (read-only through the API), the RPCs set_order_status, resubmit_order, credit_balance,
 * grant_credits and adjust_credits for signed-in callers, and the service role's retention housekeeping
 * (orders_past_document_retention and mark_order_documents_purged as migration 1510 redefines them, and its
 * deleted_user_documents). Checks run in the order of the plpgsql and fail with its SQLSTATE, message and
 * hint; every write of one call happens inside one `ctx.db.exclusive`, so a refusal writes nothing. Each
 * status change also mails the account's own address (the demo outbox), as the production database queues it
 * in public.outbound_emails (kind order_status, migrations 1900 and 2100), at most ORDER_LIMITS.statusMailsPerDay
 * a day; the customer cancels at most ORDER_LIMITS.cancelsPerDay orders a day.
 */

const HISTORY_TABLE: TableShape = {
  name: 'order_status_history',
  columns: Object.keys(orderHistoryEntrySchema.shape),
  uuidColumns: ['id', 'order_id', 'changed_by'],
};

const LEDGER_TABLE: TableShape = {
  name: 'credit_ledger',
  columns: Object.keys(creditLedgerEntrySchema.shape),
  uuidColumns: ['id', 'user_id', 'order_id', 'created_by'],
  integerColumns: ['credits', 'amount_paid_cents'],
};

const isStatus = (value: string | null): value is OrderStatus =>
  value !== null && (ORDER_STATUSES as readonly string[]).includes(value);

/** The link of a status mail: the customer's order page, relative to the site origin. */
export const portalOrderLink = (orderId: string) => `/portal/orders/${orderId}`;

/** Control characters, line breaks included, as private.mail_text() of migration 2100 replaces them. */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const MAIL_CONTROLS = /[\u0001-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]+/g;

/** How many characters of each typed value a mail shows (private.mail_text()'s _max in migration 2100). */
export const MAIL_TEXT_MAX = { name: 100, entity: 150, message: 1000 } as const;

/**
 * A typed value as a mail body shows it (private.mail_text()): each run of control characters one space, outer
 * spaces trimmed, at most `max` characters (code points, as char_length counts), the last an ellipsis when cut.
 */
export function mailText(value: string | null, max: number): string {
  const text = (value ?? '').replace(MAIL_CONTROLS, ' ').replace(/^ +| +$/g, '');
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : text;
}

/**
 * Where an account's mails go (private.account_mail_address()): its sign-in address, none for a deleted user. The
 * SQL also asks for a confirmed address; every user here is (GoTrue confirms at sign-up with confirmations off).
 */
export function accountMailAddress(ctx: HandlerContext, userId: string): string | null {
  return ctx.db.authUsers.findFirst((q) => q.where({ id: userId }))?.email ?? null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** private.status_mails_today(): the status mails queued about the account's orders in the last 24 hours. */
function statusMailsToday(ctx: HandlerContext, userId: string): number {
  const since = ctx.now() - DAY_MS;
  const own = new Set(ctx.db.orderRequests.findMany((q) => q.where({ user_id: userId })).map((o) => o.id));
  return ctx.db.outbox.findMany((q) =>
    q.where(
      (m) =>
        m.queued?.kind === 'order_status' &&
        m.queued.order_id !== null &&
        own.has(m.queued.order_id) &&
        Date.parse(m.created_at) > since,
    ),
  ).length;
}

/** private.customer_cancels_today(): the customer's own cancels of their orders in the last 24 hours. */
function customerCancelsToday(ctx: HandlerContext, userId: string): number {
  const since = ctx.now() - DAY_MS;
  const own = new Set(ctx.db.orderRequests.findMany((q) => q.where({ user_id: userId })).map((o) => o.id));
  return ctx.db.orderStatusHistory.findMany((q) =>
    q.where(
      (h) =>
        own.has(h.order_id) &&
        h.actor === 'customer' &&
        h.to_status === 'Cancelled' &&
        Date.parse(h.created_at) > since,
    ),
  ).length;
}

/**
 * The mail to the account about its order's new status: private.queue_order_status_mail() of migration 2100,
 * line for line. None without an account address or past the day's cap. Its link is relative here (the demo is
 * same-origin) and on the configured site there.
 */
async function writeStatusMail(
  ctx: HandlerContext,
  order: OrderRequest,
  to: OrderStatus,
  message: string | null,
  actor: 'customer' | 'staff',
  refunded: boolean,
): Promise<void> {
  const recipient = accountMailAddress(ctx, order.user_id);
  if (recipient === null || statusMailsToday(ctx, order.user_id) >= ORDER_LIMITS.statusMailsPerDay) return;
  const link = portalOrderLink(order.id);
  const reference = orderReference(order.id);
  const lines = [
    `Hello ${mailText(order.name, MAIL_TEXT_MAX.name)},`,
    '',
    `Your order ${reference} for ${mailText(order.entity_legal_name, MAIL_TEXT_MAX.entity)} (${order.report_type}, ${order.formation_state}) is now: ${to}.`,
  ];
  if (message)
    lines.push(
      '',
      actor === 'staff' ? 'Message from our team:' : 'Your message:',
      mailText(message, MAIL_TEXT_MAX.message),
    );
  if (refunded) lines.push('', 'The credit this order used is back on your account.');
  lines.push('', `See the order: ${link}`);
  await ctx.db.outbox.create({
    id: crypto.randomUUID(),
    to: recipient,
    subject: `Your order ${reference}: ${to}`,
    text: lines.join('\n'),
    link,
    created_at: isoNow(ctx),
    attachments: [],
    queued: { kind: 'order_status', order_id: order.id, report_id: null, requested_by: null },
  });
}

/**
 * private.move_order(): the status and updated_at, the history row (the message trimmed of whitespace,
 * empty as null), and the refund where the ledger rules give one (at most one per order); then the status
 * mail, unless the caller sends its own (publishing mails the report instead; in SQL: every move but the one
 * to Report ready, which only publishing makes).
 */
export async function moveOrder(
  ctx: HandlerContext,
  order: OrderRequest,
  to: OrderStatus,
  message: string | null,
  actor: 'customer' | 'staff',
  changedBy: string | null,
  { statusMail = true }: { statusMail?: boolean } = {},
): Promise<void> {
  const now = isoNow(ctx);
  const from = order.status;
  const note = pgTrimmed(message);
  await ctx.db.orderRequests.update((q) => q.where({ id: order.id }), {
    data(o) {
      o.status = to;
      o.updated_at = now;
    },
  });
  await ctx.db.orderStatusHistory.create({
    id: crypto.randomUUID(),
    order_id: order.id,
    from_status: from,
    to_status: to,
    message: note,
    actor,
    changed_by: changedBy,
    created_at: now,
  });
  // Migration 1200's order_status_history_audit trigger.
  if (actor === 'staff')
    await recordStaffAction(ctx, changedBy, 'order_status_changed', order.user_id, {
      orderId: order.id,
      from,
      to,
    });
  let refunded = false;
  if ((to === 'Cancelled' && from === 'Submitted') || to === 'Escalated') {
    const already = ctx.db.creditLedger.findFirst((q) => q.where({ order_id: order.id, kind: 'refund' }));
    if (!already) {
      await ctx.db.creditLedger.create({
        id: crypto.randomUUID(),
        user_id: order.user_id,
        kind: 'refund',
        credits: 1,
        amount_paid_cents: null,
        reason: to === 'Escalated' ? 'Escalated to legal review' : 'Cancelled before review',
        order_id: order.id,
        created_by: changedBy,
        created_at: now,
      });
      refunded = true;
    }
  }
  if (statusMail) await writeStatusMail(ctx, order, to, note, actor, refunded);
}

/** The signed-in caller's id (auth.uid()), null for the service role. */
export const uidOf = (caller: RestCaller) => (caller.kind === 'user' ? caller.userId : null);

export const notFound = () => restError(404, 'PT404', ORDER_ERRORS.notFound);

/**
 * private.order_for_change(): the order, for an active caller who owns it or is staff; hidden and missing
 * orders are the same "not found".
 */
export function orderForChange(ctx: HandlerContext, caller: RestCaller, orderId: string): OrderRequest | Response {
  const uid = uidOf(caller);
  if (uid === null || !callerIsActive(ctx, caller)) return notFound();
  const order = ctx.db.orderRequests.findFirst((q) => q.where({ id: orderId }));
  if (!order || (order.user_id !== uid && !callerIsStaff(ctx, caller))) return notFound();
  return order;
}

export const noContent = () => new HttpResponse(null, { status: 204 });

export function orderLifecycleHandlers(ctx: HandlerContext, base: string) {
  const historyUrl = `${base}${API_ROUTES.orderStatusHistory}`;
  const ledgerUrl = `${base}${API_ROUTES.creditLedger}`;
  // service_role executes the signed-in functions too (Supabase's default grants); auth.uid() is null for it.
  const signedIn = ['authenticated', 'service'] as const;

  return [
    // order_status_history_select: an active caller reads the history of their own orders, active staff all.
    selectHandler(ctx, historyUrl, HISTORY_TABLE, (caller) => {
      if (caller.kind === 'anon') return NO_GRANT;
      if (caller.kind === 'service') return ctx.db.orderStatusHistory.all();
      const uid = caller.userId;
      if (!callerIsActive(ctx, caller)) return [];
      if (callerIsStaff(ctx, caller)) return ctx.db.orderStatusHistory.all();
      const own = new Set(ctx.db.orderRequests.findMany((q) => q.where({ user_id: uid })).map((o) => o.id));
      return ctx.db.orderStatusHistory.findMany((q) => q.where((h) => own.has(h.order_id)));
    }),
    ...withoutGrant(ctx, historyUrl, 'order_status_history', ['post', 'patch', 'delete']),

    // credit_ledger_select: an active caller reads their own ledger, an active admin every ledger.
    selectHandler(ctx, ledgerUrl, LEDGER_TABLE, (caller) => {
      if (caller.kind === 'anon') return NO_GRANT;
      if (caller.kind === 'service') return ctx.db.creditLedger.all();
      const uid = caller.userId;
      if (!callerIsActive(ctx, caller)) return [];
      if (callerIsAdmin(ctx, caller)) return ctx.db.creditLedger.all();
      return ctx.db.creditLedger.findMany((q) => q.where({ user_id: uid }));
    }),
    ...withoutGrant(ctx, ledgerUrl, 'credit_ledger', ['post', 'patch', 'delete']),

    // set_order_status: admins move any order along the lifecycle; the owner cancels a Submitted order.
    rpc(
      ctx,
      `${base}${API_ROUTES.rpcSetOrderStatus}`,
      'set_order_status',
      { _order_id: 'uuid', _status: 'text', _message: 'text' },
      signedIn,
      (caller, { _order_id: orderId, _status: status, _message: message }) =>
        ctx.db.exclusive(async () => {
          const uid = uidOf(caller);
          const isAdmin = callerIsAdmin(ctx, caller);
          if (orderId === null) return notFound();
          if (message !== null && charLength(message) > 2000)
            return restError(400, '22023', ORDER_ERRORS.messageTooLong);
          const order = orderForChange(ctx, caller, orderId);
          if (order instanceof Response) return order;
          if (!isAdmin && !(order.user_id === uid && status === 'Cancelled'))
            return restError(403, '42501', ORDER_ERRORS.statusAdminOnly);
          if (!isAdmin && order.status !== 'Submitted') return restError(400, 'P0001', ORDER_ERRORS.cancelBeforeReview);
          if (!isStatus(status) || !canMoveOrder(order.status, status))
            return restError(
              400,
              'P0001',
              invalidTransitionMessage(order.status, status),
              null,
              ORDER_ERRORS.invalidTransitionHint,
            );
          if (status === 'Needs documents' && pgTrimmed(message) === null)
            return restError(400, '22023', NEEDS_DOCUMENTS_MESSAGE_REQUIRED);
          // Migration 2100: the customer's own cancels, at most ORDER_LIMITS.cancelsPerDay in 24 hours.
          if (!isAdmin && customerCancelsToday(ctx, order.user_id) >= ORDER_LIMITS.cancelsPerDay)
            return restError(429, 'PT429', ORDER_ERRORS.cancelLimit);
          await moveOrder(ctx, order, status, message, isAdmin ? 'staff' : 'customer', uid);
          return noContent();
        }),
    ),

    // resubmit_order: the owner's answer to Needs documents, more of their own uploads, then In review.
    rpc(
      ctx,
      `${base}${API_ROUTES.rpcResubmitOrder}`,
      'resubmit_order',
      { _order_id: 'uuid', _documents: 'jsonb', _message: 'text' },
      signedIn,
      (caller, { _order_id: orderId, _documents: documents, _message: message }) =>
        ctx.db.exclusive(async () => {
          const uid = uidOf(caller);
          if (orderId === null) return notFound();
          const order = orderForChange(ctx, caller, orderId);
          if (order instanceof Response) return order;
          if (order.user_id !== uid) return restError(403, '42501', ORDER_ERRORS.resubmitOwnerOnly);
          if (order.status !== 'Needs documents') return restError(400, 'P0001', ORDER_ERRORS.resubmitWrongStatus);
          if (message !== null && charLength(message) > 2000)
            return restError(400, '22023', ORDER_ERRORS.messageTooLong);
          if (!Array.isArray(documents) || documents.length === 0)
            return restError(400, '22023', ORDER_ERRORS.resubmitNoDocuments);
          const all: unknown[] = [...order.documents, ...documents];
          if (!validDocuments(all) || !validDocuments(documents))
            return restError(400, '22023', ORDER_ERRORS.documentsLimits);
          // private.documents_are_own_uploads(): refused for a caller without a user (the service role).
          if (uid === null || !documentsUploadedBy(ctx, documents, uid))
            return restError(403, '42501', 'new row violates row-level security policy for table "order_requests"');
          const added = storedDocuments(documents);
          await ctx.db.orderRequests.update((q) => q.where({ id: order.id }), {
            data(o) {
              o.documents = [...o.documents, ...added];
            },
          });
          await moveOrder(ctx, order, 'In review', message, 'customer', uid);
          return noContent();
        }),
    ),

    // credit_balance: the caller's own, or anyone's for an admin.
    rpc(
      ctx,
      `${base}${API_ROUTES.rpcCreditBalance}`,
      'credit_balance',
      { _user_id: 'uuid' },
      signedIn,
      async (caller, { _user_id: userId }) => {
        const uid = uidOf(caller);
        if (uid === null || !callerIsActive(ctx, caller) || (userId !== uid && !callerIsAdmin(ctx, caller)))
          return restError(403, '42501', CREDIT_ERRORS.balanceAdminOnly);
        return HttpResponse.json(userId === null ? 0 : creditBalance(ctx, userId));
      },
    ),

    // grant_credits: staff record a purchase, the credits and the amount paid.
    rpc(
      ctx,
      `${base}${API_ROUTES.rpcGrantCredits}`,
      'grant_credits',
      { _user_id: 'uuid', _credits: 'integer', _amount_paid_cents: 'integer', _reason: 'text' },
      signedIn,
      (caller, { _user_id: userId, _credits: credits, _amount_paid_cents: cents, _reason: reason }) =>
        ctx.db.exclusive(async () => {
          const uid = uidOf(caller);
          if (!callerIsAdmin(ctx, caller)) return restError(403, '42501', CREDIT_ERRORS.adminOnly);
          if (credits === null || credits < 1 || credits > 10000)
            return restError(400, '22023', CREDIT_ERRORS.grantRange);
          if (cents === null || cents < 0 || cents > 100_000_000)
            return restError(400, '22023', CREDIT_ERRORS.amountRange);
          if (reason !== null && charLength(reason) > 500) return restError(400, '22023', CREDIT_ERRORS.noteTooLong);
          if (userId === null || !ctx.db.authUsers.findFirst((q) => q.where({ id: userId })))
            return restError(404, 'PT404', USER_NOT_FOUND_MESSAGE);
          await ctx.db.creditLedger.create({
            id: crypto.randomUUID(),
            user_id: userId,
            kind: 'purchase',
            credits,
            amount_paid_cents: cents,
            reason: pgTrimmed(reason),
            order_id: null,
            created_by: uid,
            created_at: isoNow(ctx),
          });
          await recordStaffAction(
            ctx,
            uid,
            'credits_adjusted',
            userId,
            withoutNulls({ kind: 'purchase', credits, amountPaidCents: cents, reason: pgTrimmed(reason) }),
          );
          return noContent();
        }),
    ),

    // adjust_credits: staff correct a balance up or down, with the reason; never below zero.
    rpc(
      ctx,
      `${base}${API_ROUTES.rpcAdjustCredits}`,
      'adjust_credits',
      { _user_id: 'uuid', _credits: 'integer', _reason: 'text' },
      signedIn,
      (caller, { _user_id: userId, _credits: credits, _reason: reason }) =>
        ctx.db.exclusive(async () => {
          const uid = uidOf(caller);
          if (!callerIsAdmin(ctx, caller)) return restError(403, '42501', CREDIT_ERRORS.adminOnly);
          if (credits === null || credits === 0 || credits < -10000 || credits > 10000)
            return restError(400, '22023', CREDIT_ERRORS.adjustRange);
          const note = pgTrimmed(reason);
          if (note === null) return restError(400, '22023', CREDIT_ERRORS.adjustReason);
          if (charLength(reason!) > 500) return restError(400, '22023', CREDIT_ERRORS.noteTooLong);
          if (userId === null || !ctx.db.authUsers.findFirst((q) => q.where({ id: userId })))
            return restError(404, 'PT404', USER_NOT_FOUND_MESSAGE);
          if (creditBalance(ctx, userId) + credits < 0) return restError(400, 'P0001', CREDIT_ERRORS.belowZero);
          await ctx.db.creditLedger.create({
            id: crypto.randomUUID(),
            user_id: userId,
            kind: 'adjustment',
            credits,
            amount_paid_cents: null,
            reason: note,
            order_id: null,
            created_by: uid,
            created_at: isoNow(ctx),
          });
          await recordStaffAction(ctx, uid, 'credits_adjusted', userId, { kind: 'adjustment', credits, reason: note });
          return noContent();
        }),
    ),

    // Retention housekeeping, service role only: the orders whose documents may go (setof order_requests,
    // so PostgREST's select, filters, order and limit apply to the rows), oldest first.
    rpc(
      ctx,
      `${base}${API_ROUTES.rpcOrdersPastDocumentRetention}`,
      'orders_past_document_retention',
      {},
      ['service'],
      async (_caller, _args, request) => {
        const query = queryFor(request, ORDER_TABLE);
        if (query instanceof Response) return query;
        const due = ordersPastDocumentRetention(ctx);
        return selectResponse(request, due, query);
      },
    ),

    // The mark that the documents went; refused for an order still within retention.
    rpc(
      ctx,
      `${base}${API_ROUTES.rpcMarkOrderDocumentsPurged}`,
      'mark_order_documents_purged',
      { _order_id: 'uuid' },
      ['service'],
      (_caller, { _order_id: orderId }) =>
        ctx.db.exclusive(async () => {
          const order = orderId === null ? undefined : ctx.db.orderRequests.findFirst((q) => q.where({ id: orderId }));
          if (!order || order.documents_purged_at !== null) return noContent();
          if (!ordersPastDocumentRetention(ctx).some((o) => o.id === order.id))
            return restError(400, '23514', DOCUMENTS_RETAINED_MESSAGE, null, 'documents_retained');
          const now = isoNow(ctx);
          await ctx.db.orderRequests.update((q) => q.where({ id: order.id }), {
            data(o) {
              o.documents_purged_at = now;
            },
          });
          return noContent();
        }),
    ),

    // The files of users who no longer exist, for the purge to remove through Storage (setof text).
    rpc(ctx, `${base}${API_ROUTES.rpcDeletedUserDocuments}`, 'deleted_user_documents', {}, ['service'], async () =>
      HttpResponse.json(
        deletedUserDocuments(ctx)
          .slice(0, 1000)
          .map((o) => o.name),
      ),
    ),
  ];
}

/** interval '90 days' (documents are kept this long after the order's final status and last upload, the terms). */
const RETENTION_MS = 90 * 24 * 60 * 60 * 1000;

/** Statuses after which an order needs its documents no more; Escalated is open (the partner firm reviews it). */
const FINAL_STATUSES: readonly OrderStatus[] = ['Report ready', 'Cancelled'];

export const DOCUMENTS_RETAINED_MESSAGE =
  'Documents are kept while the order is open and for 90 days after its final status and last upload';

/**
 * orders_past_document_retention() of migration 1510: unpurged final orders whose last history row (the final
 * status, a resubmission's uploads, a correction) and creation are at least 90 days old; oldest first.
 */
export function ordersPastDocumentRetention(ctx: HandlerContext): OrderRequest[] {
  const cutoff = ctx.now() - RETENTION_MS;
  const recentlyChanged = new Set(
    ctx.db.orderStatusHistory.findMany((q) => q.where((h) => Date.parse(h.created_at) > cutoff)).map((h) => h.order_id),
  );
  return ctx.db.orderRequests
    .findMany((q) =>
      q.where(
        (o) =>
          o.documents_purged_at === null &&
          FINAL_STATUSES.includes(o.status) &&
          Date.parse(o.created_at) <= cutoff &&
          !recentlyChanged.has(o.id),
      ),
    )
    .sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at));
}
