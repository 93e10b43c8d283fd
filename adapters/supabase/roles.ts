import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import { assignRoleInputSchema, userRoleSchema, type BackendAdapter } from '@/backend';
import { guard, unwrap } from './map-error';
import { parseResponse } from './mappers';
import { parseInput } from './validate';

const USER_ROLE_COLUMNS = 'user_id, role, assigned_by, assigned_at';

/**
 * The caller's rights and the roles behind them on supabase-js: is_admin() and awaits_factor_approval() answer for
 * the caller, assign_user_role() checks its caller itself and writes the audit row, and public.user_roles is read
 * under its admin-only policy.
 */
export function rolesPort(
  client: SupabaseClient,
): Pick<BackendAdapter, 'isAdmin' | 'awaitsFactorApproval' | 'assignUserRole' | 'roles'> {
  return {
    isAdmin: () =>
      guard(async () => parseResponse(z.boolean(), unwrap(await client.rpc('is_admin')), 'is_admin result')),

    awaitsFactorApproval: () =>
      guard(async () =>
        parseResponse(z.boolean(), unwrap(await client.rpc('awaits_factor_approval')), 'awaits_factor_approval result'),
      ),

    assignUserRole: (input) =>
      guard(async () => {
        const { userId, role } = parseInput(assignRoleInputSchema, input);
        unwrap(await client.rpc('assign_user_role', { _user_id: userId, _role: role }));
      }),

    roles: {
      list: (userIds) =>
        guard(async () => {
          let request = client.from('user_roles').select(USER_ROLE_COLUMNS);
          if (userIds) {
            const unique = [...new Set(userIds)].filter((id) => z.uuid().safeParse(id).success);
            if (unique.length === 0) return [];
            request = request.in('user_id', unique);
          }
          const rows = unwrap(await request);
          return parseResponse(z.array(userRoleSchema), rows, 'user roles');
        }),
    },
  };
}
