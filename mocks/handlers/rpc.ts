import { http, HttpResponse } from 'msw';
import { APP_ROLES, type AppRole } from '@/backend';
import { API_ROUTES } from '../api/routes';
import { LAST_ADMIN_HINT, LAST_ADMIN_MESSAGE, ONLY_ADMINS_MESSAGE, USER_NOT_FOUND_MESSAGE } from '../api/wire';
import { roleMirror } from '../seed/shared';
import {
  callerIsAdmin,
  countOtherActiveAdmins,
  isoNow,
  prepare,
  restCaller,
  restError,
  roleOf,
  type HandlerContext,
} from './context';
import { asText, rpcArguments, UUID } from './rpc-call';

/** The two remote functions: is_admin() for the caller only, and the admin-only assign_user_role(). */
export function rpcHandlers(ctx: HandlerContext, base: string) {
  return [
    http.post(`${base}${API_ROUTES.rpcIsAdmin}`, async ({ request }) => {
      await prepare(ctx);
      const caller = await restCaller(ctx, request);
      if (caller instanceof Response) return caller;
      const args = await rpcArguments(request, 'is_admin', []);
      if (args instanceof Response) return args;
      if (caller.kind === 'anon') return restError(401, '42501', 'permission denied for function is_admin');
      // auth.uid() is null for the service role: not an admin.
      return HttpResponse.json(callerIsAdmin(ctx, caller));
    }),

    http.post(`${base}${API_ROUTES.rpcAssignUserRole}`, async ({ request }) => {
      await prepare(ctx);
      const caller = await restCaller(ctx, request);
      if (caller instanceof Response) return caller;
      const args = await rpcArguments(request, 'assign_user_role', ['_role', '_user_id']);
      if (args instanceof Response) return args;
      if (caller.kind === 'anon') return restError(401, '42501', 'permission denied for function assign_user_role');
      // The arguments are cast to uuid and app_role before the function body runs.
      const userIdText = asText(args._user_id);
      const roleText = asText(args._role);
      if (userIdText !== null && !UUID.test(userIdText))
        return restError(400, '22P02', `invalid input syntax for type uuid: "${userIdText}"`);
      if (roleText !== null && !(APP_ROLES as readonly string[]).includes(roleText))
        return restError(400, '22P02', `invalid input value for enum app_role: "${roleText}"`);
      // Then the function itself: the admin check first, then the arguments, all in one transaction.
      return ctx.db.exclusive(async () => {
        if (caller.kind !== 'user' || !callerIsAdmin(ctx, caller)) return restError(403, '42501', ONLY_ADMINS_MESSAGE);
        const callerId = caller.userId;
        if (userIdText === null) return restError(400, '22023', 'Invalid user ID format');
        if (roleText === null) return restError(400, '22023', 'Role must be one of: user, admin, moderator');
        const userId = userIdText.toLowerCase();
        const role = roleText as AppRole;
        if (!ctx.db.authUsers.findFirst((q) => q.where({ id: userId })))
          return restError(404, 'PT404', USER_NOT_FOUND_MESSAGE);
        const old: AppRole | null = roleOf(ctx, userId);
        if (old === role) return new HttpResponse(null, { status: 204 });
        // Counts only admins whose profile is not Suspended, like lock_and_count_other_active_admins().
        if (old === 'admin' && countOtherActiveAdmins(ctx, userId) === 0)
          return restError(400, 'P0001', LAST_ADMIN_MESSAGE, null, LAST_ADMIN_HINT);
        const now = isoNow(ctx);
        if (old === null)
          await ctx.db.userRoles.create({ user_id: userId, role, assigned_by: callerId, assigned_at: now });
        else
          await ctx.db.userRoles.update((q) => q.where({ user_id: userId }), {
            data(r) {
              r.role = role;
              r.assigned_by = callerId;
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
          assigned_by: callerId,
          target_user_id: userId,
          // The role_audit_log_record_emails trigger: the users as they are named now.
          assigned_by_email: ctx.db.authUsers.findFirst((q) => q.where({ id: callerId }))?.email ?? null,
          target_user_email: ctx.db.authUsers.findFirst((q) => q.where({ id: userId }))?.email ?? null,
          created_at: now,
        });
        return new HttpResponse(null, { status: 204 });
      });
    }),
  ];
}
