import { http, HttpResponse } from 'msw';
import { UNSTORABLE_TEXT_MESSAGE } from '@/backend';
import { validateCreateUserBody, validateSetUserStatusBody } from '../../supabase/functions/_shared/bodies';
import { API_ROUTES } from '../api/routes';
import { prepare, profileOf, unstorableText, type HandlerContext } from './context';
import { functionBody, functionError, requireFunctionAdmin } from './edge-function';
import { recordStaffAction } from './staff-audit-log';
import { createAccount, findUserByEmail } from './accounts';

/**
 * The admin-create-user edge function: checks the caller's own JWT with GoTrue (getUser: the session must
 * still exist) and is_admin(), then creates the account with the admin API (auto-confirmed, no session
 * for anyone), so the admin's session is untouched.
 */
export function adminUserHandlers(ctx: HandlerContext, base: string) {
  /** requireAdmin() of supabase/functions/_shared/admin.ts: the caller's id, or the error answer. */
  async function requireAdmin(request: Request): Promise<string | Response> {
    const caller = await requireFunctionAdmin(ctx, request);
    return caller instanceof Response ? caller : caller.userId;
  }

  return [
    http.post(`${base}${API_ROUTES.adminCreateUser}`, async ({ request }) => {
      await prepare(ctx);
      const caller = await requireAdmin(request);
      if (caller instanceof Response) return caller;
      const body = await functionBody(request);
      // The new user's metadata lands in jsonb, which cannot hold these characters.
      if (unstorableText(body)) {
        return functionError(400, 'validation_failed', UNSTORABLE_TEXT_MESSAGE, [UNSTORABLE_TEXT_MESSAGE]);
      }
      const v = validateCreateUserBody(body);
      if (Array.isArray(v)) return functionError(400, 'validation_failed', v.join(', '), v);
      return ctx.db.exclusive(async () => {
        // GoTrue's own refusal passes through, as the function passes it on.
        if (findUserByEmail(ctx, v.email))
          return functionError(422, 'email_exists', 'A user with this email address has already been registered');
        const { profile } = await createAccount(ctx, {
          email: v.email,
          password: v.password,
          metadata: {
            first_name: v.first_name,
            last_name: v.last_name,
            display_name: v.display_name,
            company: v.company,
            phone: v.phone,
          },
          // The function stamps the creating admin, which record_user_created() checks (migration 1520).
          appMetadata: { created_by: caller },
        });
        // The function's record_user_created() call, as the admin.
        await recordStaffAction(ctx, caller, 'user_created', profile.id, { email: v.email });
        return HttpResponse.json({ profile: { ...profile } });
      });
    }),

    /**
     * admin-set-user-status: the status was already written through PostgREST (RLS, the status trigger and
     * the last-admin guard applied there); the function only mirrors it onto the auth user. The emulator's
     * sign-in reads the profile status directly, so the mirror is implicit: this checks and answers.
     */
    http.post(`${base}${API_ROUTES.adminSetUserStatus}`, async ({ request }) => {
      await prepare(ctx);
      const caller = await requireAdmin(request);
      if (caller instanceof Response) return caller;
      const input = validateSetUserStatusBody(await functionBody(request));
      if (Array.isArray(input)) return functionError(400, 'validation_failed', input.join(', '), input);
      const { user_id: userId, status } = input;
      const profile = profileOf(ctx, userId);
      if (!profile) return functionError(404, 'not_found', 'User not found');
      if (profile.status !== status)
        return functionError(409, 'conflict', `The profile status is ${String(profile.status)}, not ${String(status)}`);
      return HttpResponse.json({ ok: true });
    }),
  ];
}
