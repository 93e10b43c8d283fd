import { http, HttpResponse } from 'msw';
import { roleAuditEntrySchema } from '@/backend';
import { API_ROUTES } from '../api/routes';
import { callerIsAdmin, prepare, restCaller, restError, type HandlerContext } from './context';
import { parseQuery, runQuery } from './postgrest-query';

const COLUMNS = Object.keys(roleAuditEntrySchema.shape);

/** public.role_audit_log: admins read it; only assign_user_role writes it. */
export function roleAuditLogHandlers(ctx: HandlerContext, base: string) {
  const url = `${base}${API_ROUTES.roleAuditLog}`;
  const denied = (status: number) => restError(status, '42501', 'permission denied for table role_audit_log');
  return [
    http.get(url, async ({ request }) => {
      await prepare(ctx);
      const caller = await restCaller(ctx, request);
      if (caller instanceof Response) return caller;
      if (caller.kind === 'anon') return denied(401);
      const query = parseQuery(new URL(request.url), COLUMNS);
      if ('error' in query) return restError(400, '42703', `column role_audit_log.${query.error} does not exist`);
      const rows = callerIsAdmin(ctx, caller.userId) ? ctx.db.roleAuditLog.all() : [];
      return HttpResponse.json(runQuery(rows, query));
    }),
    http.post(url, async ({ request }) => {
      await prepare(ctx);
      const caller = await restCaller(ctx, request);
      if (caller instanceof Response) return caller;
      return denied(caller.kind === 'anon' ? 401 : 403);
    }),
  ];
}
