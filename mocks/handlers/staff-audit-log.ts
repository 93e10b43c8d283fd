import { HttpResponse } from 'msw';
import {
  EXPORT_FILTERS_MAX,
  EXPORT_VIEWS,
  exportFilterFault,
  exportRowsExceedMessage,
  jsonbText,
  type ExportView,
  type StaffAuditAction,
} from '@/backend';
import { API_ROUTES } from '../api/routes';
import { EXPORT_REFUSED_MESSAGE } from '../api/wire';
import { staffAuditRecordSchema } from '../db';
import { callerIsAdmin, callerIsStaff, isoNow, restError, withoutGrant, type HandlerContext } from './context';
import type { TableShape } from './table-shape';
import { rpc } from './rpc-call';
import { NO_GRANT, selectHandler } from './table';

const TABLE: TableShape = {
  name: 'staff_audit_log',
  columns: Object.keys(staffAuditRecordSchema.shape),
  uuidColumns: ['id', 'actor_id', 'target_user_id'],
};

/**
 * private.record_staff_action() of migration 1200: one row of the staff audit trail for an action of the
 * signed-in `actorId`; nothing without one (the seed, the service role's maintenance). Both users' emails are
 * recorded as they are now (migration 1510's trigger), so the row still names them once they are deleted.
 */
export async function recordStaffAction(
  ctx: HandlerContext,
  actorId: string | null,
  action: StaffAuditAction,
  targetUserId: string | null,
  details: Record<string, unknown>,
): Promise<void> {
  const actor = actorId === null ? undefined : ctx.db.authUsers.findFirst((q) => q.where({ id: actorId }));
  if (!actor) return;
  await ctx.db.staffAuditLog.create({
    id: crypto.randomUUID(),
    action,
    actor_id: actor.id,
    actor_email: actor.email,
    target_user_id: targetUserId,
    target_user_email:
      targetUserId === null ? null : (ctx.db.authUsers.findFirst((q) => q.where({ id: targetUserId }))?.email ?? null),
    details,
    created_at: isoNow(ctx),
  });
}

/** jsonb_strip_nulls() of a flat object. */
export function withoutNulls(details: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(details).filter(([, v]) => v !== null && v !== undefined));
}

/**
 * log_export()'s count (migration 1520): the rows the view's list holds under the export's filters other than
 * the search, which only narrows it. Every reader of an exportable view reads all of its rows.
 */
function rowsAvailable(ctx: HandlerContext, view: ExportView, filters: Record<string, unknown>): number {
  const status = typeof filters.status === 'string' ? filters.status : null;
  switch (view) {
    case 'users': {
      const role = typeof filters.role === 'string' ? filters.role : null;
      // The Manage tab shows a profile without a status as Active, and its Active filter finds it.
      return ctx.db.profiles
        .all()
        .filter((p) => status === null || p.status === status || (status === 'Active' && p.status === null))
        .filter((p) => role === null || p.role === role).length;
    }
    case 'orders':
      return ctx.db.orderRequests.all().filter((o) => status === null || o.status === status).length;
    case 'role_audit':
      return ctx.db.roleAuditLog.all().length;
    case 'staff_audit': {
      const action = typeof filters.action === 'string' ? filters.action : null;
      return ctx.db.staffAuditLog.all().filter((l) => action === null || l.action === action).length;
    }
  }
}

/** The twin of migration 1100: public.staff_audit_log (admins read it) and log_export(). */
export function staffAuditLogHandlers(ctx: HandlerContext, base: string) {
  const url = `${base}${API_ROUTES.staffAuditLog}`;
  return [
    selectHandler(ctx, url, TABLE, (caller) => {
      if (caller.kind === 'anon') return NO_GRANT;
      return caller.kind === 'service' || callerIsAdmin(ctx, caller) ? ctx.db.staffAuditLog.all() : [];
    }),
    ...withoutGrant(ctx, url, 'staff_audit_log', ['post', 'patch', 'delete']),

    rpc(
      ctx,
      `${base}${API_ROUTES.rpcLogExport}`,
      'log_export',
      { _view: 'text', _filters: 'jsonb', _rows: 'integer' },
      ['authenticated', 'service'],
      (caller, { _view, _filters, _rows }) =>
        // One write, serialised with the others, so it is committed to storage with them.
        ctx.db.exclusive(async () => {
          if (_view === null || !(EXPORT_VIEWS as readonly string[]).includes(_view))
            return restError(400, '22023', 'Unknown export view');
          const allowed = _view === 'orders' ? callerIsStaff(ctx, caller) : callerIsAdmin(ctx, caller);
          if (!allowed || caller.kind !== 'user') return restError(403, '42501', EXPORT_REFUSED_MESSAGE);
          if (
            _filters === null ||
            typeof _filters !== 'object' ||
            Array.isArray(_filters) ||
            [...jsonbText(_filters)].length > EXPORT_FILTERS_MAX
          )
            return restError(400, '22023', 'Export filters must be an object of at most 2000 characters');
          if (_rows === null || _rows < 0) return restError(400, '22023', 'Exported rows must be zero or more');
          const view = _view as ExportView;
          const filters = _filters as Record<string, unknown>;
          const fault = exportFilterFault(view, filters);
          if (fault) return restError(400, '22023', fault);
          const available = rowsAvailable(ctx, view, filters);
          if (_rows > available) return restError(400, '22023', exportRowsExceedMessage(available));
          await ctx.db.staffAuditLog.create({
            id: crypto.randomUUID(),
            action: 'export_made',
            actor_id: caller.userId,
            actor_email: ctx.db.authUsers.findFirst((q) => q.where({ id: caller.userId }))?.email ?? null,
            target_user_id: null,
            target_user_email: null,
            details: { view: _view, filters, rows: _rows, available },
            created_at: isoNow(ctx),
          });
          return new HttpResponse(null, { status: 204 });
        }),
    ),

    // record_user_created: admin-create-user records the user it just created, as the admin.
    rpc(
      ctx,
      `${base}${API_ROUTES.rpcRecordUserCreated}`,
      'record_user_created',
      { _user_id: 'uuid' },
      ['authenticated', 'service'],
      (caller, { _user_id: userId }) =>
        ctx.db.exclusive(async () => {
          const uid = caller.kind === 'user' ? caller.userId : null;
          if (!callerIsAdmin(ctx, caller)) return restError(403, '42501', 'Only admins can record a created user');
          const created = userId === null ? undefined : ctx.db.authUsers.findFirst((q) => q.where({ id: userId }));
          // Only a user this admin created through admin-create-user (its app_metadata names them), recently.
          if (
            !created ||
            Date.parse(created.created_at) < ctx.now() - RECORD_USER_CREATED_WINDOW_MS ||
            created.app_metadata.created_by !== uid
          )
            return restError(404, 'P0002', 'No user was created with this id in the last 5 minutes');
          if (ctx.db.staffAuditLog.findFirst((q) => q.where({ action: 'user_created', target_user_id: created.id })))
            return restError(409, '23505', "This user's creation is already recorded");
          await recordStaffAction(ctx, uid, 'user_created', created.id, { email: created.email });
          return new HttpResponse(null, { status: 204 });
        }),
    ),
  ];
}

const RECORD_USER_CREATED_WINDOW_MS = 5 * 60 * 1000;
