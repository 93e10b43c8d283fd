import { API_ROUTES } from '../api/routes';
import { roleAuditRecordSchema } from '../db';
import { callerIsAdmin, withoutGrant, type HandlerContext } from './context';
import type { TableShape } from './table-shape';
import { NO_GRANT, selectHandler } from './table';

const TABLE: TableShape = {
  name: 'role_audit_log',
  columns: Object.keys(roleAuditRecordSchema.shape),
  uuidColumns: ['id', 'assigned_by', 'target_user_id'],
};

/** public.role_audit_log: admins read it; only assign_user_role writes it. */
export function roleAuditLogHandlers(ctx: HandlerContext, base: string) {
  const url = `${base}${API_ROUTES.roleAuditLog}`;
  return [
    // The policy: admins read every row, anyone else signed in matches none; anon has no grant.
    selectHandler(ctx, url, TABLE, (caller) => {
      if (caller.kind === 'anon') return NO_GRANT;
      return caller.kind === 'service' || callerIsAdmin(ctx, caller) ? ctx.db.roleAuditLog.all() : [];
    }),
    ...withoutGrant(ctx, url, 'role_audit_log', ['post', 'patch', 'delete']),
  ];
}
