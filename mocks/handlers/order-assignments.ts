import { HttpResponse } from 'msw';
import {
  ASSIGNEE_REFUSED_MESSAGE,
  ONLY_ADMINS_ASSIGN_MESSAGE,
  orderAssignmentSchema,
  queuedOrderSchema,
  type OrderAssignment,
  type OrderRequest,
  type QueuedOrder,
} from '@/backend';
import { API_ROUTES } from '../api/routes';
import { ORDER_ERRORS } from '../api/wire';
import {
  callerIsActive,
  callerIsAdmin,
  callerIsStaff,
  isoNow,
  profileOf,
  restError,
  roleOf,
  withoutGrant,
  type HandlerContext,
  type RestCaller,
} from './context';
import type { TableShape } from './table-shape';
import { rpc } from './rpc-call';
import { recordStaffAction } from './staff-audit-log';
import { NO_GRANT, selectHandler } from './table';

/**
 * The twins of migration 2000 (order assignment, issue 32): order_assignments read by staff only (nothing writes
 * it but assign_order), the order_queue view (security invoker: the orders the caller may read, each with the
 * assignee the caller may see), and assign_order with the plpgsql's checks, messages and SQLSTATEs.
 */

const ASSIGNMENTS_TABLE: TableShape = {
  name: 'order_assignments',
  columns: Object.keys(orderAssignmentSchema.shape),
  uuidColumns: ['order_id', 'assignee_id', 'assigned_by'],
  integerColumns: ['id'],
};

const QUEUE_VIEW: TableShape = {
  name: 'order_queue',
  columns: Object.keys(queuedOrderSchema.shape),
  uuidColumns: ['id', 'user_id', 'assignee_id'],
};

/** The newest assignment row of each order (the view's lateral join), among the rows given. */
function latestByOrder(rows: readonly OrderAssignment[]): Map<string, OrderAssignment> {
  const latest = new Map<string, OrderAssignment>();
  for (const row of rows) {
    const seen = latest.get(row.order_id);
    if (!seen || row.id > seen.id) latest.set(row.order_id, row);
  }
  return latest;
}

/** The current assignee of one order, or null (unassigned, or never assigned). */
export function currentAssignee(ctx: HandlerContext, orderId: string): string | null {
  return (
    latestByOrder(ctx.db.orderAssignments.findMany((q) => q.where({ order_id: orderId }))).get(orderId)?.assignee_id ??
    null
  );
}

/** order_assignments_select: active staff read every row; the service role bypasses RLS. */
function visibleAssignments(ctx: HandlerContext, caller: RestCaller): readonly OrderAssignment[] {
  if (caller.kind === 'service' || callerIsStaff(ctx, caller)) return ctx.db.orderAssignments.all();
  return [];
}

/** order_requests_select: an active caller reads their own orders, active staff every order. */
function visibleOrders(ctx: HandlerContext, caller: RestCaller): readonly OrderRequest[] {
  if (caller.kind === 'service') return ctx.db.orderRequests.all();
  if (caller.kind !== 'user' || !callerIsActive(ctx, caller)) return [];
  const staff = callerIsStaff(ctx, caller);
  return ctx.db.orderRequests.findMany((q) => q.where((o) => staff || o.user_id === caller.userId));
}

/**
 * An admin or a moderator with a profile that is not Suspended: who an order can be assigned to, and who can be
 * named to check a draft (ask_for_approval).
 */
export function isAssignableStaff(ctx: HandlerContext, userId: string): boolean {
  const role = roleOf(ctx, userId);
  const profile = profileOf(ctx, userId);
  return (role === 'admin' || role === 'moderator') && profile !== undefined && profile.status !== 'Suspended';
}

export function orderAssignmentHandlers(ctx: HandlerContext, base: string) {
  const assignmentsUrl = `${base}${API_ROUTES.orderAssignments}`;
  const queueUrl = `${base}${API_ROUTES.orderQueue}`;
  return [
    selectHandler(ctx, assignmentsUrl, ASSIGNMENTS_TABLE, (caller) => {
      if (caller.kind === 'anon') return NO_GRANT;
      return visibleAssignments(ctx, caller);
    }),
    ...withoutGrant(ctx, assignmentsUrl, 'order_assignments', ['post', 'patch', 'delete']),

    // The view: anon holds no grant; everyone else reads it through both tables' policies.
    selectHandler(ctx, queueUrl, QUEUE_VIEW, (caller) => {
      if (caller.kind === 'anon') return NO_GRANT;
      const latest = latestByOrder(visibleAssignments(ctx, caller));
      return visibleOrders(ctx, caller).map((order): QueuedOrder => {
        const current = latest.get(order.id);
        const assigned = current !== undefined && current.assignee_id !== null;
        return {
          ...order,
          assignee_id: assigned ? current.assignee_id : null,
          assignee_email: assigned ? current.assignee_email : null,
          assigned_at: assigned ? current.assigned_at : null,
        };
      });
    }),
    ...withoutGrant(ctx, queueUrl, 'order_queue', ['post', 'patch', 'delete']),

    rpc(
      ctx,
      `${base}${API_ROUTES.rpcAssignOrder}`,
      'assign_order',
      { _order_id: 'uuid', _assignee: 'uuid' },
      ['authenticated', 'service'],
      (caller, { _order_id: orderId, _assignee: assignee }) =>
        ctx.db.exclusive(async () => {
          if (caller.kind !== 'user' || !callerIsAdmin(ctx, caller))
            return restError(403, '42501', ONLY_ADMINS_ASSIGN_MESSAGE);
          const order = orderId === null ? undefined : ctx.db.orderRequests.findFirst((q) => q.where({ id: orderId }));
          if (!order) return restError(404, 'PT404', ORDER_ERRORS.notFound);
          if (assignee !== null && !isAssignableStaff(ctx, assignee))
            return restError(400, '22023', ASSIGNEE_REFUSED_MESSAGE);
          const current = currentAssignee(ctx, order.id);
          if (current === assignee) return new HttpResponse(null, { status: 204 });
          const emailOf = (id: string | null) =>
            id === null ? null : (ctx.db.authUsers.findFirst((q) => q.where({ id }))?.email ?? null);
          const nextId = ctx.db.orderAssignments.all().reduce((max, a) => Math.max(max, a.id), 0) + 1;
          const assigneeEmail = emailOf(assignee);
          await ctx.db.orderAssignments.create({
            id: nextId,
            order_id: order.id,
            assignee_id: assignee,
            assignee_email: assigneeEmail,
            assigned_by: caller.userId,
            assigned_by_email: emailOf(caller.userId),
            assigned_at: isoNow(ctx),
          });
          await recordStaffAction(ctx, caller.userId, 'order_assigned', order.user_id, {
            orderId: order.id,
            from: current,
            to: assignee,
            toEmail: assigneeEmail,
          });
          return new HttpResponse(null, { status: 204 });
        }),
    ),
  ];
}
