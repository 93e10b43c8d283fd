import { http, HttpResponse } from 'msw';
import { createUserInputSchema, splitDisplayName } from '@/backend';
import { API_ROUTES } from '../api/routes';
import { authError, bearerToken, callerIsAdmin, issueMessages, prepare, type HandlerContext } from './context';
import { verifyAccessToken } from './jwt';
import { createAccount, findUserByEmail } from './accounts';

/**
 * The admin-create-user edge function: checks the caller's own JWT with is_admin(), then creates the
 * account with the admin API (auto-confirmed, no session for anyone), so the admin's session is untouched.
 */
export function adminUserHandlers(ctx: HandlerContext, base: string) {
  return [
    http.post(`${base}${API_ROUTES.adminCreateUser}`, async ({ request }) => {
      await prepare(ctx);
      const token = bearerToken(request);
      if (!token) return authError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
      const verified = await verifyAccessToken(token, ctx.config.jwtSecret, ctx.now());
      if (!verified.ok || verified.expired)
        return authError(401, 'bad_jwt', 'invalid JWT: unable to parse or verify signature');
      if (!callerIsAdmin(ctx, verified.claims.sub)) return authError(403, 'not_admin', 'User not allowed');
      const input = createUserInputSchema.safeParse(await request.json().catch(() => null));
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
  ];
}
