import { http, HttpResponse } from 'msw';
import { assignRoleInputSchema, type AppRole } from '@/backend';
import { API_ROUTES } from '../api/routes';
import { assignRoleBodySchema, LAST_ADMIN_HINT, LAST_ADMIN_MESSAGE, ONLY_ADMINS_MESSAGE } from '../api/wire';
import { roleMirror } from '../seed/seed-data';
import {
  callerIsAdmin,
  isoNow,
  issueMessages,
  prepare,
  restCaller,
  restError,
  roleOf,
  type HandlerContext,
} from './context';

/** The two remote functions: is_admin() for the caller only, and the admin-only assign_user_role(). */
export function rpcHandlers(ctx: HandlerContext, base: string) {
  return [
    http.post(`${base}${API_ROUTES.rpcIsAdmin}`, async ({ request }) => {
      await prepare(ctx);
      const caller = await restCaller(ctx, request);
      if (caller instanceof Response) return caller;
      if (caller.kind === 'anon') return restError(401, '42501', 'permission denied for function is_admin');
      return HttpResponse.json(callerIsAdmin(ctx, caller.userId));
    }),

    http.post(`${base}${API_ROUTES.rpcAssignUserRole}`, async ({ request }) => {
      await prepare(ctx);
      const caller = await restCaller(ctx, request);
      if (caller instanceof Response) return caller;
      if (caller.kind === 'anon') return restError(401, '42501', 'permission denied for function assign_user_role');
      const body = assignRoleBodySchema.safeParse(await request.json().catch(() => ({})));
      const args = body.success ? body.data : { _user_id: undefined, _role: undefined };
      // Like the SQL function: the admin check first, then the arguments, all in one transaction.
      return ctx.db.exclusive(async () => {
        if (!callerIsAdmin(ctx, caller.userId)) return restError(403, '42501', ONLY_ADMINS_MESSAGE);
        const input = assignRoleInputSchema.safeParse({ userId: args._user_id, role: args._role });
        if (!input.success) {
          const messages = issueMessages(input.error);
          return restError(400, '22023', messages.join(', '), messages.join('\n'));
        }
        const { userId, role } = input.data;
        if (!ctx.db.authUsers.findFirst((q) => q.where({ id: userId })))
          return restError(404, 'PT404', `User ${userId} not found`);
        const old: AppRole | null = roleOf(ctx, userId);
        if (old === role) return new HttpResponse(null, { status: 204 });
        if (old === 'admin' && ctx.db.userRoles.findMany((q) => q.where({ role: 'admin' })).length <= 1)
          return restError(400, 'P0001', LAST_ADMIN_MESSAGE, null, LAST_ADMIN_HINT);
        const now = isoNow(ctx);
        if (old === null)
          await ctx.db.userRoles.create({ user_id: userId, role, assigned_by: caller.userId, assigned_at: now });
        else
          await ctx.db.userRoles.update((q) => q.where({ user_id: userId }), {
            data(r) {
              r.role = role;
              r.assigned_by = caller.userId;
              r.assigned_at = now;
            },
          });
        await ctx.db.profiles.update((q) => q.where({ id: userId }), {
          data(p) {
            p.role = roleMirror(role);
            p.updated_at = now;
          },
        });
        await ctx.db.roleAuditLog.create({
          id: crypto.randomUUID(),
          action_type: old === null ? 'role_assigned' : 'role_changed',
          old_role: old,
          new_role: role,
          assigned_by: caller.userId,
          target_user_id: userId,
          created_at: now,
        });
        return new HttpResponse(null, { status: 204 });
      });
    }),
  ];
}
