import { http, HttpResponse } from 'msw';
import type { z } from 'zod';
import {
  CREDENTIALS_REQUIRED,
  emailSchema,
  fullNameSchema,
  passwordSchema,
  resetRequestInputSchema,
  signInInputSchema,
} from '@/backend';
import { hashPassword, verifyPassword } from '../db';
import { API_ROUTES } from '../api/routes';
import {
  BANNED_MESSAGE,
  INVALID_CREDENTIALS_MESSAGE,
  RECOVERY_LINK_INVALID_MESSAGE,
  passwordGrantBodySchema,
  recoverBodySchema,
  refreshGrantBodySchema,
  signUpBodySchema,
  updateUserBodySchema,
  verifyBodySchema,
} from '../api/wire';
import {
  asPgText,
  authCaller,
  authError,
  isoNow,
  isBanned,
  issueMessages,
  MAX_JSON_DEPTH,
  nestedTooDeep,
  prepare,
  randomToken,
  textFault,
  weakPasswordError,
  type HandlerContext,
} from './context';
import {
  createAccount,
  findUserByEmail,
  openSession,
  revokeSession,
  sessionResponse,
  swapRefreshToken,
  wireUser,
} from './accounts';

/** GoTrue's answer to a body that is not JSON, or has a field of the wrong type. */
function badJson(detail: string) {
  return authError(400, 'bad_json', `Could not parse request body as JSON: ${detail}`);
}

/** Reads a GoTrue request body with its wire schema; an empty body reads as `{}`. */
export async function readBody<S extends z.ZodType>(request: Request, schema: S): Promise<z.output<S> | Response> {
  const text = await request.text().catch(() => '');
  let value: unknown = {};
  if (text.trim() !== '') {
    try {
      value = JSON.parse(text);
    } catch {
      return badJson('invalid JSON');
    }
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    return badJson('the body must be a JSON object');
  if (nestedTooDeep(value)) return badJson(`the body is nested deeper than ${MAX_JSON_DEPTH} levels`);
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const field = parsed.error.issues[0]?.path.join('.') ?? 'body';
    return badJson(`${field} has the wrong type`);
  }
  return parsed.data;
}

const LOGOUT_SCOPES = new Set(['global', 'local', 'others']);
/** Where a recovery link lands when redirect_to is missing or unusable (GoTrue would use the Site URL). */
const DEFAULT_RECOVERY_PATH = '/auth';

/** The recovery email's link: the redirect target with the one-time token in its query. */
function recoveryLink(redirect: string | null, tokenHash: string): string {
  return `${recoveryPath(redirect)}?${new URLSearchParams({ token_hash: tokenHash, type: 'recovery' }).toString()}`;
}

/** The path of an http(s) redirect_to, resolved against the site; anything else falls back to /auth. */
function recoveryPath(redirect: string | null): string {
  if (!redirect) return DEFAULT_RECOVERY_PATH;
  try {
    const url = new URL(redirect, 'http://site.invalid');
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.pathname : DEFAULT_RECOVERY_PATH;
  } catch {
    return DEFAULT_RECOVERY_PATH;
  }
}

const UNSTORABLE_METADATA_MESSAGE = 'User metadata may not contain the NUL character or unpaired surrogates';

export function authHandlers(ctx: HandlerContext, base: string) {
  /** Consumes a recovery token: a session for its user (amr otp), or GoTrue's 403 otp_expired. */
  async function verifyRecovery(tokenHash: string) {
    return ctx.db.exclusive(async () => {
      const token = ctx.db.oneTimeTokens.findFirst((q) => q.where({ token_hash: tokenHash }));
      const refused = () => authError(403, 'otp_expired', RECOVERY_LINK_INVALID_MESSAGE);
      if (!token) return refused();
      // Used once: the token goes whatever happens next.
      ctx.db.oneTimeTokens.delete((q) => q.where({ token_hash: tokenHash }));
      if (token.expires_at <= ctx.now()) return refused();
      const user = ctx.db.authUsers.findFirst((q) => q.where({ id: token.user_id }));
      if (!user) return refused();
      if (isBanned(ctx, user)) return authError(400, 'user_banned', BANNED_MESSAGE);
      const { sessionId, refreshToken } = await openSession(ctx, user.id, 'password');
      return sessionResponse(ctx, user, sessionId, refreshToken, { method: 'otp' });
    });
  }

  async function passwordGrant(request: Request) {
    const body = await readBody(request, passwordGrantBodySchema);
    if (body instanceof Response) return body;
    const input = signInInputSchema.safeParse(body);
    if (!input.success) return authError(400, 'validation_failed', CREDENTIALS_REQUIRED);
    const user = findUserByEmail(ctx, input.data.email);
    // One answer for an unknown email and a wrong password: no account enumeration.
    if (!user || !(await verifyPassword(input.data.password, user.password_hash)))
      return authError(400, 'invalid_credentials', INVALID_CREDENTIALS_MESSAGE);
    if (isBanned(ctx, user)) return authError(400, 'user_banned', BANNED_MESSAGE);
    return ctx.db.exclusive(async () => {
      const signedIn = await ctx.db.authUsers.update((q) => q.where({ id: user.id }), {
        data(u) {
          u.last_sign_in_at = isoNow(ctx);
        },
      });
      const { sessionId, refreshToken } = await openSession(ctx, user.id, 'password');
      return HttpResponse.json(await sessionResponse(ctx, signedIn ?? user, sessionId, refreshToken));
    });
  }

  async function refreshGrant(request: Request) {
    const body = await readBody(request, refreshGrantBodySchema);
    if (body instanceof Response) return body;
    if (body.refresh_token === '') return authError(400, 'validation_failed', 'refresh_token required');
    return ctx.db.exclusive(async () => {
      const presented = ctx.db.refreshTokens.findFirst((q) => q.where({ token: body.refresh_token }));
      if (!presented)
        return authError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
      const session = ctx.db.sessions.findFirst((q) => q.where({ id: presented.session_id }));
      // A recovery session becomes usable only once its link is opened.
      if (!session || (session.kind === 'recovery' && session.recovery_used_at === null))
        return authError(400, 'session_not_found', 'Invalid Refresh Token: No Valid Session Found');
      const user = ctx.db.authUsers.findFirst((q) => q.where({ id: presented.user_id }));
      if (!user) return authError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
      if (isBanned(ctx, user)) return authError(400, 'user_banned', BANNED_MESSAGE);
      const nowMs = ctx.now();

      if (presented.revoked) {
        const active = ctx.db.refreshTokens.findFirst((q) => q.where({ session_id: session.id, revoked: false }));
        // Inside the reuse window (a concurrent refresh from another tab) the active token is handed back.
        if (active && nowMs - presented.updated_at <= ctx.config.refreshReuseIntervalSec * 1000)
          return HttpResponse.json(await sessionResponse(ctx, user, session.id, active.token));
        // Otherwise the token leaked: the whole family is revoked.
        revokeSession(ctx, session.id);
        return authError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
      }

      const next = await swapRefreshToken(ctx, presented.token, session.id, user.id);
      return HttpResponse.json(await sessionResponse(ctx, user, session.id, next));
    });
  }

  return [
    http.post(`${base}${API_ROUTES.token}`, async ({ request }) => {
      await prepare(ctx);
      const grant = new URL(request.url).searchParams.get('grant_type');
      if (grant === 'password') return passwordGrant(request);
      if (grant === 'refresh_token') return refreshGrant(request);
      return authError(400, 'validation_failed', `Unsupported grant type: ${grant ?? 'none'}`);
    }),

    http.post(`${base}${API_ROUTES.signup}`, async ({ request }) => {
      await prepare(ctx);
      const body = await readBody(request, signUpBodySchema);
      if (body instanceof Response) return body;
      if (body.email.trim() === '' || body.password === '')
        return authError(400, 'validation_failed', CREDENTIALS_REQUIRED);
      const { email, password, data } = body;
      // The metadata lands in jsonb (raw_user_meta_data), which cannot hold these characters.
      if (textFault(data))
        return authError(400, 'validation_failed', UNSTORABLE_METADATA_MESSAGE, [UNSTORABLE_METADATA_MESSAGE]);
      const problems: string[] = [];
      const emailCheck = emailSchema.safeParse(email);
      if (!emailCheck.success) problems.push(...issueMessages(emailCheck.error));
      if (data.full_name !== undefined && data.full_name !== null) {
        // Checked as the text the trigger would read (`->>`), so a number is a bad name, not a type error.
        const nameCheck = fullNameSchema.safeParse(asPgText(data.full_name));
        if (!nameCheck.success) problems.push(...issueMessages(nameCheck.error));
      }
      if (problems.length > 0) return authError(400, 'validation_failed', problems.join(', '), problems);
      const passwordCheck = passwordSchema.safeParse(password);
      if (!passwordCheck.success) return weakPasswordError(issueMessages(passwordCheck.error));
      return ctx.db.exclusive(async () => {
        if (findUserByEmail(ctx, email)) return authError(422, 'user_already_exists', 'User already registered');
        const { user } = await createAccount(ctx, { email, password, metadata: data });
        // Auto-confirm (as configured for this product): sign-up answers a session.
        const { sessionId, refreshToken } = await openSession(ctx, user.id, 'password');
        return HttpResponse.json(await sessionResponse(ctx, user, sessionId, refreshToken));
      });
    }),

    http.post(`${base}${API_ROUTES.logout}`, async ({ request }) => {
      await prepare(ctx);
      const caller = await authCaller(ctx, request);
      if (caller instanceof Response) return caller;
      const scope = new URL(request.url).searchParams.get('scope') ?? 'global';
      if (!LOGOUT_SCOPES.has(scope)) return authError(400, 'validation_failed', `Unsupported logout scope "${scope}"`);
      await ctx.db.exclusive(async () => {
        const sessions =
          scope === 'local'
            ? [caller.sessionId]
            : ctx.db.sessions
                .findMany((q) => q.where({ user_id: caller.userId }))
                .map((s) => s.id)
                .filter((id) => scope === 'global' || id !== caller.sessionId);
        for (const id of sessions) revokeSession(ctx, id);
      });
      return new HttpResponse(null, { status: 204 });
    }),

    http.post(`${base}${API_ROUTES.recover}`, async ({ request }) => {
      await prepare(ctx);
      const body = await readBody(request, recoverBodySchema);
      if (body instanceof Response) return body;
      const input = resetRequestInputSchema.safeParse(body);
      if (!input.success) {
        const reasons = issueMessages(input.error);
        return authError(400, 'validation_failed', reasons.join(', '), reasons);
      }
      const user = findUserByEmail(ctx, input.data.email);
      if (user) {
        await ctx.db.exclusive(async () => {
          // The email carries a one-time token, never a session: opening the link verifies it, and only
          // then is a session issued (the project's recovery template links `{{ .RedirectTo }}` with
          // `token_hash={{ .TokenHash }}&type=recovery`, read by the app's /auth).
          const tokenHash = randomToken(56);
          const nowMs = ctx.now();
          await ctx.db.oneTimeTokens.create({
            token_hash: tokenHash,
            user_id: user.id,
            created_at: nowMs,
            expires_at: nowMs + ctx.config.recoveryTokenTtlSec * 1000,
          });
          const link = recoveryLink(new URL(request.url).searchParams.get('redirect_to'), tokenHash);
          await ctx.db.outbox.create({
            id: crypto.randomUUID(),
            to: user.email,
            subject: 'Reset Your Password',
            text: `Follow this link to reset the password for your account: ${link}\nThe link works once and expires in ${Math.round(ctx.config.recoveryTokenTtlSec / 60)} minutes.`,
            link,
            created_at: isoNow(ctx),
          });
        });
      }
      // The same answer whether or not the account exists.
      return HttpResponse.json({});
    }),

    // verifyOtp({ type: 'recovery', token_hash }): the link's token, once, before it expires, is a session.
    http.post(`${base}${API_ROUTES.verify}`, async ({ request }) => {
      await prepare(ctx);
      const body = await readBody(request, verifyBodySchema);
      if (body instanceof Response) return body;
      if (body.type !== 'recovery') return authError(400, 'validation_failed', 'Verify requires a verification type');
      if (body.token_hash === '') return authError(400, 'validation_failed', 'Verify requires a token or a token hash');
      const verified = await verifyRecovery(body.token_hash);
      return verified instanceof Response ? verified : HttpResponse.json(verified);
    }),

    // The email link as GoTrue serves it (GET): 303 to redirect_to with the session, or GoTrue's error, in
    // the fragment. Reachable over real HTTP (the loopback emulator); a service worker cannot see a navigation.
    http.get(`${base}${API_ROUTES.verify}`, async ({ request }) => {
      await prepare(ctx);
      const params = new URL(request.url).searchParams;
      const target = new URL(recoveryPath(params.get('redirect_to')), request.url);
      const verified =
        params.get('type') === 'recovery' && params.get('token')
          ? await verifyRecovery(params.get('token')!)
          : authError(403, 'otp_expired', RECOVERY_LINK_INVALID_MESSAGE);
      const fragment =
        verified instanceof Response
          ? new URLSearchParams({
              error: 'access_denied',
              error_code: String(((await verified.json()) as { code: string }).code),
              error_description: RECOVERY_LINK_INVALID_MESSAGE,
              sb: '',
            })
          : new URLSearchParams({
              access_token: verified.access_token,
              expires_at: String(verified.expires_at),
              expires_in: String(verified.expires_in),
              refresh_token: verified.refresh_token,
              sb: '',
              token_type: 'bearer',
              type: 'recovery',
            });
      target.hash = fragment.toString();
      return new HttpResponse(null, { status: 303, headers: { Location: target.toString() } });
    }),

    http.get(`${base}${API_ROUTES.user}`, async ({ request }) => {
      await prepare(ctx);
      const caller = await authCaller(ctx, request);
      if (caller instanceof Response) return caller;
      const user = ctx.db.firstBy('authUsers', 'id', caller.userId);
      return HttpResponse.json(wireUser(ctx, user!));
    }),

    http.put(`${base}${API_ROUTES.user}`, async ({ request }) => {
      await prepare(ctx);
      const caller = await authCaller(ctx, request);
      if (caller instanceof Response) return caller;
      const body = await readBody(request, updateUserBodySchema);
      if (body instanceof Response) return body;
      const password = body.password;
      if (typeof password !== 'string')
        return authError(400, 'validation_failed', 'Password update requires a password');
      const check = passwordSchema.safeParse(password);
      if (!check.success) return weakPasswordError(issueMessages(check.error));
      const current = ctx.db.authUsers.findFirst((q) => q.where({ id: caller.userId }))!;
      if (await verifyPassword(password, current.password_hash))
        return authError(422, 'same_password', 'New password should be different from the old password.');
      const passwordHash = await hashPassword(password, { iterations: ctx.config.passwordIterations });
      return ctx.db.exclusive(async () => {
        const updated = await ctx.db.authUsers.update((q) => q.where({ id: caller.userId }), {
          data(u) {
            u.password_hash = passwordHash;
            u.updated_at = isoNow(ctx);
          },
        });
        // GoTrue ends every other session of the user when the password changes.
        for (const s of ctx.db.sessions.findMany((q) => q.where({ user_id: caller.userId })))
          if (s.id !== caller.sessionId) revokeSession(ctx, s.id);
        return HttpResponse.json(wireUser(ctx, updated ?? current));
      });
    }),
  ];
}
