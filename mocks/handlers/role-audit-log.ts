import { http, HttpResponse } from 'msw';
import { roleAuditEntrySchema } from '@/backend';
import { API_ROUTES } from '../api/routes';
import { callerIsAdmin, prepare, restCaller, restError, withoutGrant, type HandlerContext } from './context';
import { queryFor, runQuery, type TableShape } from './postgrest-query';

const TABLE: TableShape = {
  name: 'role_audit_log',
  columns: Object.keys(roleAuditEntrySchema.shape),
  uuidColumns: ['id', 'assigned_by', 'target_user_id'],
};

/** public.role_audit_log: admins read it; only assign_user_role writes it. */
export function roleAuditLogHandlers(ctx: HandlerContext, base: string) {
  const url = `${base}${API_ROUTES.roleAuditLog}`;
  return [
    http.get(url, async ({ request }) => {
      await prepare(ctx);
      const caller = await restCaller(ctx, request);
      if (caller instanceof Response) return caller;
      if (caller.kind === 'anon') return restError(401, '42501', 'permission denied for table role_audit_log');
      const query = queryFor(request, TABLE);
      if (query instanceof Response) return query;
      const rows = callerIsAdmin(ctx, caller.userId) ? ctx.db.roleAuditLog.all() : [];
      return HttpResponse.json(runQuery(rows, query));
    }),
    ...withoutGrant(ctx, url, 'role_audit_log', ['post', 'patch', 'delete']),
  ];
}
