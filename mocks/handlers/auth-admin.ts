import { http, HttpResponse } from 'msw';
import { emailSchema, passwordSchema } from '@/backend';
import { API_ROUTES } from '../api/routes';
import {
  authError,
  bearerToken,
  isoNow,
  issueMessages,
  nestedTooDeep,
  prepare,
  textFault,
  weakPasswordError,
  type HandlerContext,
} from './context';
import { createAccount, findUserByEmail, revokeSession, wireUser } from './accounts';
import { verifyToken } from './jwt';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** GoTrue's ban_duration: 'none', or a Go duration in hours/minutes/seconds (`876000h`, `90m`). */
const DURATION = /^(\d+)(h|m|s)$/;
const UNIT_MS = { h: 3_600_000, m: 60_000, s: 1000 } as const;

/** The admin API's JSON body, or null for anything but an object. */
async function body(request: Request): Promise<Record<string, unknown> | null> {
  const parsed: unknown = await request.json().catch(() => null);
  return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) && !nestedTooDeep(parsed)
    ? (parsed as Record<string, unknown>)
    : null;
}

/**
 * GoTrue's admin API (`/auth/v1/admin/users`), which only the service_role key may call: what the Edge
 * Functions use (createUser, updateUserById with ban_duration) and deleteUser, with the database's
 * cascades (profile and role go; orders, ledger and both audits keep their rows) and the files' removal.
 */
export function authAdminHandlers(ctx: HandlerContext, base: string) {
  const url = `${base}${API_ROUTES.adminUsers}`;

  /** null when the caller holds the service_role key, else GoTrue's refusal. */
  async function refusal(request: Request): Promise<Response | null> {
    const token = bearerToken(request);
    if (!token) return authError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
    const verified = await verifyToken(token, ctx.config.jwtSecret, ctx.now());
    if (!verified.ok || verified.expired)
      return authError(403, 'bad_jwt', 'invalid JWT: unable to parse or verify signature');
    return verified.kind === 'service_role' ? null : authError(403, 'not_admin', 'User not allowed');
  }

  const userById = (id: string) => ctx.db.authUsers.findFirst((q) => q.where({ id: id.toLowerCase() }));
  const notFound = () => authError(404, 'user_not_found', 'User not found');

  /** ban_duration as a banned_until time: null for 'none', undefined when the value is no duration. */
  function bannedUntil(duration: unknown): string | null | undefined {
    if (duration === 'none') return null;
    const match = typeof duration === 'string' ? DURATION.exec(duration) : null;
    if (!match) return undefined;
    return new Date(ctx.now() + Number(match[1]) * UNIT_MS[match[2] as keyof typeof UNIT_MS]).toISOString();
  }

  return [
    http.post(url, async ({ request }) => {
      await prepare(ctx);
      const refused = await refusal(request);
      if (refused) return refused;
      const input = await body(request);
      if (!input) return authError(400, 'bad_json', 'Could not parse request body as JSON');
      const email = typeof input.email === 'string' ? input.email.trim() : '';
      const password = typeof input.password === 'string' ? input.password : '';
      const metadata =
        input.user_metadata !== null && typeof input.user_metadata === 'object' && !Array.isArray(input.user_metadata)
          ? (input.user_metadata as Record<string, unknown>)
          : {};
      const appMetadata =
        input.app_metadata !== null && typeof input.app_metadata === 'object' && !Array.isArray(input.app_metadata)
          ? (input.app_metadata as Record<string, unknown>)
          : {};
      if (!emailSchema.safeParse(email).success)
        return authError(400, 'validation_failed', 'Unable to validate email address: invalid format');
      if (textFault(metadata) || textFault(appMetadata))
        return authError(400, 'validation_failed', 'Invalid user metadata');
      const checked = passwordSchema.safeParse(password);
      if (!checked.success) return weakPasswordError(issueMessages(checked.error));
      return ctx.db.exclusive(async () => {
        if (findUserByEmail(ctx, email))
          return authError(422, 'email_exists', 'A user with this email address has already been registered');
        const { user } = await createAccount(ctx, { email, password, metadata, appMetadata });
        return HttpResponse.json(wireUser(ctx, user));
      });
    }),

    // getUserById: the user as GoTrue answers it.
    http.get(`${url}/:id`, async ({ request, params }) => {
      await prepare(ctx);
      const refused = await refusal(request);
      if (refused) return refused;
      const id = String(params.id);
      if (!UUID.test(id)) return notFound();
      const user = userById(id);
      return user ? HttpResponse.json(wireUser(ctx, user)) : notFound();
    }),

    http.put(`${url}/:id`, async ({ request, params }) => {
      await prepare(ctx);
      const refused = await refusal(request);
      if (refused) return refused;
      const id = String(params.id);
      if (!UUID.test(id)) return notFound();
      const input = await body(request);
      if (!input) return authError(400, 'bad_json', 'Could not parse request body as JSON');
      const banned = 'ban_duration' in input ? bannedUntil(input.ban_duration) : undefined;
      if ('ban_duration' in input && banned === undefined)
        return authError(400, 'validation_failed', 'invalid format for ban duration');
      return ctx.db.exclusive(async () => {
        const current = userById(id);
        if (!current) return notFound();
        const updated = await ctx.db.authUsers.update((q) => q.where({ id: current.id }), {
          data(u) {
            if (banned !== undefined) u.banned_until = banned;
            u.updated_at = isoNow(ctx);
          },
        });
        // A ban ends the user's sessions (GoTrue refuses their refresh tokens from then on).
        if (banned)
          for (const s of ctx.db.sessions.findMany((q) => q.where({ user_id: current.id }))) revokeSession(ctx, s.id);
        return HttpResponse.json(wireUser(ctx, updated ?? current));
      });
    }),

    http.delete(`${url}/:id`, async ({ request, params }) => {
      await prepare(ctx);
      const refused = await refusal(request);
      if (refused) return refused;
      const id = String(params.id);
      if (!UUID.test(id)) return notFound();
      return ctx.db.exclusive(async () => {
        const user = userById(id);
        if (!user) return notFound();
        // What is the user's own goes with them (ON DELETE CASCADE from auth.users): sessions, one-time tokens,
        // factors, role, profile and the LOS addresses (kept, confirmed or waiting). Records stay, the user's id in
        // them a plain value (migration 1510): orders with their history, reports and mails, the ledger, the staff
        // and role audits.
        for (const s of ctx.db.sessions.findMany((q) => q.where({ user_id: user.id }))) revokeSession(ctx, s.id);
        ctx.db.oneTimeTokens.deleteMany((q) => q.where({ user_id: user.id }));
        const factors = new Set(ctx.db.mfaFactors.findMany((q) => q.where({ user_id: user.id })).map((f) => f.id));
        ctx.db.mfaChallenges.deleteMany((q) => q.where((c) => factors.has(c.factor_id)));
        ctx.db.mfaFactors.deleteMany((q) => q.where({ user_id: user.id }));
        ctx.db.accountLosSettings.deleteMany((q) => q.where({ user_id: user.id }));
        ctx.db.accountLosAddresses.deleteMany((q) => q.where({ user_id: user.id }));
        ctx.db.userRoles.deleteMany((q) => q.where({ user_id: user.id }));
        ctx.db.profiles.delete((q) => q.where({ id: user.id }));
        ctx.db.authUsers.delete((q) => q.where({ id: user.id }));
        // Their files stay, as GoTrue leaves them: the next run of purge-order-documents removes them
        // (deleted_user_documents()); the loopback emulator runs its twin on the same schedule.
        return HttpResponse.json({});
      });
    }),
  ];
}
