import { http, HttpResponse } from 'msw';
import { userRoleSchema } from '@/backend';
import { API_ROUTES } from '../api/routes';
import { callerIsAdmin, prepare, restCaller, restError, type HandlerContext } from './context';
import { parseQuery, runQuery } from './postgrest-query';

const COLUMNS = Object.keys(userRoleSchema.shape);

/** public.user_roles: readable by admins (others match no row); written only by assign_user_role. */
export function userRoleHandlers(ctx: HandlerContext, base: string) {
  const url = `${base}${API_ROUTES.userRoles}`;
  const denied = (status: number) => restError(status, '42501', 'permission denied for table user_roles');
  return [
    http.get(url, async ({ request }) => {
      await prepare(ctx);
      const caller = await restCaller(ctx, request);
      if (caller instanceof Response) return caller;
      if (caller.kind === 'anon') return denied(401);
      const query = parseQuery(new URL(request.url), COLUMNS);
      if ('error' in query) return restError(400, '42703', `column user_roles.${query.error} does not exist`);
      const rows = callerIsAdmin(ctx, caller.userId) ? ctx.db.userRoles.all() : [];
      return HttpResponse.json(runQuery(rows, query));
    }),
    http.post(url, async ({ request }) => {
      await prepare(ctx);
      const caller = await restCaller(ctx, request);
      if (caller instanceof Response) return caller;
      return denied(caller.kind === 'anon' ? 401 : 403);
    }),
    http.patch(url, async ({ request }) => {
      await prepare(ctx);
      const caller = await restCaller(ctx, request);
      if (caller instanceof Response) return caller;
      return denied(caller.kind === 'anon' ? 401 : 403);
    }),
  ];
}
