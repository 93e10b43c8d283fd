import type { Profile } from '@/backend';
import { hashPassword, type AuthUserRecord } from '../db';
import { roleMirror } from '../seed/seed-data';
import type { WireUser } from '../api/wire';
import { isoNow, randomToken, type HandlerContext } from './context';
import { signAccessToken } from './jwt';

function metaText(meta: Record<string, unknown>, key: string): string | null {
  const value = meta[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/**
 * auth.users insert plus what the handle_new_user trigger does, in one step: the profile (names, phone,
 * company and display name from the metadata, status Active) and the user_roles row (always 'user', never
 * from metadata).
 */
export async function createAccount(
  ctx: HandlerContext,
  input: { email: string; password: string; metadata: Record<string, unknown> },
): Promise<{ user: AuthUserRecord; profile: Profile }> {
  const passwordHash = await hashPassword(input.password, { iterations: ctx.config.passwordIterations });
  const now = isoNow(ctx);
  const id = crypto.randomUUID();
  const email = input.email.trim().toLowerCase();
  const meta = input.metadata;
  const user = await ctx.db.authUsers.create({
    id,
    email,
    password_hash: passwordHash,
    user_metadata: meta,
    created_at: now,
    updated_at: now,
    last_sign_in_at: null,
  });
  const profile = await ctx.db.profiles.create({
    id,
    email,
    first_name: metaText(meta, 'first_name'),
    last_name: metaText(meta, 'last_name'),
    phone: metaText(meta, 'phone'),
    company: metaText(meta, 'company'),
    display_name: metaText(meta, 'display_name') ?? metaText(meta, 'full_name') ?? email.split('@')[0] ?? null,
    role: roleMirror('user'),
    status: 'Active',
    created_at: now,
    updated_at: now,
  });
  await ctx.db.userRoles.create({ user_id: id, role: 'user', assigned_by: null, assigned_at: now });
  return { user, profile };
}

export function findUserByEmail(ctx: HandlerContext, email: string): AuthUserRecord | undefined {
  const wanted = email.trim().toLowerCase();
  return ctx.db.authUsers.findFirst((q) => q.where({ email: wanted }));
}

export function wireUser(user: AuthUserRecord): WireUser {
  return {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: { ...user.user_metadata },
    created_at: user.created_at,
    updated_at: user.updated_at,
    ...(user.last_sign_in_at ? { last_sign_in_at: user.last_sign_in_at } : {}),
    is_anonymous: false,
  };
}

/** A new session row with the first refresh token of its family. */
export async function openSession(
  ctx: HandlerContext,
  userId: string,
  kind: 'password' | 'recovery',
): Promise<{ sessionId: string; refreshToken: string }> {
  const sessionId = crypto.randomUUID();
  const nowMs = ctx.now();
  await ctx.db.sessions.create({
    id: sessionId,
    user_id: userId,
    kind,
    recovery_expires_at: kind === 'recovery' ? nowMs + ctx.config.recoveryTokenTtlSec * 1000 : null,
    recovery_used_at: null,
    created_at: nowMs,
  });
  const refreshToken = randomToken();
  await ctx.db.refreshTokens.create({
    token: refreshToken,
    session_id: sessionId,
    user_id: userId,
    parent: null,
    revoked: false,
    updated_at: nowMs,
  });
  return { sessionId, refreshToken };
}

/** The session JSON of GoTrue's AccessTokenResponse. */
export async function sessionResponse(
  ctx: HandlerContext,
  user: AuthUserRecord,
  sessionId: string,
  refreshToken: string,
  options: { method?: 'password' | 'otp'; ttlSec?: number } = {},
) {
  const iat = Math.floor(ctx.now() / 1000);
  const expiresIn = options.ttlSec ?? ctx.config.accessTokenTtlSec;
  const exp = iat + expiresIn;
  const accessToken = await signAccessToken(
    {
      iss: 'mock-api/auth/v1',
      sub: user.id,
      aud: 'authenticated',
      exp,
      iat,
      email: user.email,
      role: 'authenticated',
      aal: 'aal1',
      amr: [{ method: options.method ?? 'password', timestamp: iat }],
      session_id: sessionId,
      is_anonymous: false,
    },
    ctx.config.jwtSecret,
  );
  return {
    access_token: accessToken,
    token_type: 'bearer' as const,
    expires_in: expiresIn,
    expires_at: exp,
    refresh_token: refreshToken,
    user: wireUser(user),
  };
}

/** Ends a session and its whole refresh-token family. */
export function revokeSession(ctx: HandlerContext, sessionId: string): void {
  ctx.db.refreshTokens.deleteMany((q) => q.where({ session_id: sessionId }));
  ctx.db.sessions.delete((q) => q.where({ id: sessionId }));
}
