import { http, HttpResponse } from 'msw';
import { userRoleSchema } from '@/backend';
import { API_ROUTES } from '../api/routes';
import { callerIsAdmin, prepare, restCaller, restError, withoutGrant, type HandlerContext } from './context';
import { queryFor, runQuery, type TableShape } from './postgrest-query';

const TABLE: TableShape = {
  name: 'user_roles',
  columns: Object.keys(userRoleSchema.shape),
  uuidColumns: ['user_id', 'assigned_by'],
};

/** public.user_roles: readable by admins (others match no row); written only by assign_user_role. */
export function userRoleHandlers(ctx: HandlerContext, base: string) {
  const url = `${base}${API_ROUTES.userRoles}`;
  return [
    http.get(url, async ({ request }) => {
      await prepare(ctx);
      const caller = await restCaller(ctx, request);
      if (caller instanceof Response) return caller;
      if (caller.kind === 'anon') return restError(401, '42501', 'permission denied for table user_roles');
      const query = queryFor(request, TABLE);
      if (query instanceof Response) return query;
      const rows = callerIsAdmin(ctx, caller.userId) ? ctx.db.userRoles.all() : [];
      return HttpResponse.json(runQuery(rows, query));
    }),
    ...withoutGrant(ctx, url, 'user_roles', ['post', 'patch', 'delete']),
  ];
}
