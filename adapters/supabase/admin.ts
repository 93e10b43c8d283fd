import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import {
  createUserInputSchema,
  dashboardFiguresSchema,
  profileSchema,
  splitDisplayName,
  type BackendAdapter,
} from '@/backend';
import type { InvokeAsCaller } from './caller-session';
import { guard, unwrap } from './map-error';
import { parseResponse } from './mappers';
import { parseInput } from './validate';
import { ADMIN_CREATE_USER_FUNCTION } from './function-names';

/** The function answers `{profile}`; a bare profile row is read the same way. */
const createUserResponseSchema = z.union([
  z.object({ profile: profileSchema }).transform((body) => body.profile),
  profileSchema,
]);

/**
 * The admins' tools on supabase-js: a new user through the Edge Function (never auth.signUp(), which would replace
 * the admin's session), and the dashboard's figures and the second-factor recovery and approval through database
 * functions that check their caller themselves.
 */
export function adminPort(client: SupabaseClient, invokeAsCaller: InvokeAsCaller): BackendAdapter['admin'] {
  return {
    createUser: (input) =>
      guard(async () => {
        const parsed = parseInput(createUserInputSchema, input);
        const { first_name, last_name } = splitDisplayName(parsed.displayName);
        // Never auth.signUp() here: it would replace the admin's own session (reference/supabase.md §2).
        const data = await invokeAsCaller(ADMIN_CREATE_USER_FUNCTION, {
          email: parsed.email,
          password: parsed.password,
          first_name,
          last_name,
          display_name: parsed.displayName,
          company: parsed.company,
          phone: parsed.phone,
        });
        return parseResponse(createUserResponseSchema, data, 'admin-create-user response');
      }),

    dashboard: () =>
      guard(async () =>
        parseResponse(dashboardFiguresSchema, unwrap(await client.rpc('admin_dashboard')), 'dashboard figures'),
      ),

    resetMfa: (userId) =>
      guard(async () => {
        const id = parseInput(z.uuid({ message: 'Invalid user ID format' }), userId);
        return parseResponse(z.number().int(), unwrap(await client.rpc('reset_user_mfa', { _user_id: id })), 'reset');
      }),

    approveMfa: (userId) =>
      guard(async () => {
        const id = parseInput(z.uuid({ message: 'Invalid user ID format' }), userId);
        return parseResponse(
          z.number().int(),
          unwrap(await client.rpc('approve_admin_factor', { _user_id: id })),
          'approval',
        );
      }),
  };
}
