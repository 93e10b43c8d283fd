import { userRoleSchema } from '@/backend';
import { API_ROUTES } from '../api/routes';
import { callerIsAdmin, withoutGrant, type HandlerContext } from './context';
import type { TableShape } from './table-shape';
import { NO_GRANT, selectHandler } from './table';

const TABLE: TableShape = {
  name: 'user_roles',
  columns: Object.keys(userRoleSchema.shape),
  uuidColumns: ['user_id', 'assigned_by'],
};

/** public.user_roles: readable by admins (others match no row); written only by assign_user_role. */
export function userRoleHandlers(ctx: HandlerContext, base: string) {
  const url = `${base}${API_ROUTES.userRoles}`;
  return [
    // The policy: admins read every row, anyone else signed in matches none; anon has no grant.
    selectHandler(ctx, url, TABLE, (caller) => {
      if (caller.kind === 'anon') return NO_GRANT;
      return caller.kind === 'service' || callerIsAdmin(ctx, caller) ? ctx.db.userRoles.all() : [];
    }),
    ...withoutGrant(ctx, url, 'user_roles', ['post', 'patch', 'delete']),
  ];
}
