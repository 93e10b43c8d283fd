import { http, HttpResponse } from 'msw';
import { createUserInputSchema, EDITABLE_STATUSES, splitDisplayName, UNSTORABLE_TEXT_MESSAGE } from '@/backend';
import { API_ROUTES } from '../api/routes';
import {
  authCaller,
  authError,
  callerIsAdmin,
  issueMessages,
  nestedTooDeep,
  prepare,
  profileOf,
  textFields,
  unstorableText,
  type HandlerContext,
} from './context';
import { createAccount, findUserByEmail } from './accounts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** errorResponse() of the Edge Functions: `{code, message}` plus `reasons` for validation, no GoTrue headers. */
function functionError(status: number, code: string, message: string, reasons?: string[]) {
  return HttpResponse.json(reasons ? { code, message, reasons } : { code, message }, { status });
}

/**
 * The admin-create-user edge function: checks the caller's own JWT with GoTrue (getUser: the session must
 * still exist) and is_admin(), then creates the account with the admin API (auto-confirmed, no session
 * for anyone), so the admin's session is untouched.
 */
export function adminUserHandlers(ctx: HandlerContext, base: string) {
  /** requireAdmin() of supabase/functions/_shared/admin.ts: the caller's id, or the error answer. */
  async function requireAdmin(request: Request): Promise<string | Response> {
    const caller = await authCaller(ctx, request);
    if (caller instanceof Response) {
      if (caller.status === 401) return caller;
      // Every failed getUser() is answered as 401 bad_jwt with GoTrue's message.
      const { message } = (await caller.json()) as { message: string };
      return authError(401, 'bad_jwt', message);
    }
    if (!callerIsAdmin(ctx, caller.userId)) return authError(403, 'not_admin', 'User not allowed');
    return caller.userId;
  }

  return [
    http.post(`${base}${API_ROUTES.adminCreateUser}`, async ({ request }) => {
      await prepare(ctx);
      const caller = await requireAdmin(request);
      if (caller instanceof Response) return caller;
      const parsed: unknown = await request.json().catch(() => null);
      const body = nestedTooDeep(parsed) ? null : parsed;
      // The new user's metadata lands in jsonb, which cannot hold these characters.
      if (unstorableText(body)) {
        return authError(400, 'validation_failed', UNSTORABLE_TEXT_MESSAGE, [UNSTORABLE_TEXT_MESSAGE]);
      }
      if (body === null || typeof body !== 'object' || Array.isArray(body))
        return authError(400, 'validation_failed', 'Invalid request body', ['Invalid request body']);
      // The function reads each field as text, a missing or non-text value as empty (readJsonObject + text()).
      const input = createUserInputSchema.safeParse(
        textFields(body, ['displayName', 'email', 'password', 'phone', 'company']),
      );
      if (!input.success) {
        const reasons = issueMessages(input.error);
        return authError(400, 'validation_failed', reasons.join(', '), reasons);
      }
      const v = input.data;
      const names = splitDisplayName(v.displayName);
      return ctx.db.exclusive(async () => {
        if (findUserByEmail(ctx, v.email))
          return authError(422, 'email_exists', 'A user with this email address has already been registered');
        const { profile } = await createAccount(ctx, {
          email: v.email,
          password: v.password,
          metadata: {
            first_name: names.first_name,
            last_name: names.last_name,
            company: v.company,
            phone: v.phone,
            display_name: v.displayName,
          },
        });
        return HttpResponse.json({ ...profile });
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
      const parsed: unknown = await request.json().catch(() => null);
      const body = nestedTooDeep(parsed) ? null : parsed;
      const values = body !== null && typeof body === 'object' ? (body as Record<string, unknown>) : {};
      const userId = values.user_id;
      const status = values.status;
      const issues: string[] = [];
      if (typeof userId !== 'string' || !UUID.test(userId)) issues.push('Invalid user ID format');
      if (typeof status !== 'string' || !(EDITABLE_STATUSES as readonly string[]).includes(status))
        issues.push('Status must be Active or Suspended');
      if (issues.length > 0 || typeof userId !== 'string')
        return functionError(400, 'validation_failed', issues.join(', '), issues);
      const profile = profileOf(ctx, userId.toLowerCase());
      if (!profile) return functionError(404, 'not_found', 'User not found');
      if (profile.status !== status)
        return functionError(409, 'conflict', `The profile status is ${String(profile.status)}, not ${String(status)}`);
      return HttpResponse.json({ ok: true });
    }),
  ];
}
