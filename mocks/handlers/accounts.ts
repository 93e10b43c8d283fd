import type { Profile } from '@/backend';
import { hashPassword, type AuthUserRecord, type MfaFactorRecord } from '../db';
import { roleMirror } from '../seed/shared';
import type { WireUser } from '../api/wire';
import { isoNow, randomToken, type HandlerContext } from './context';
import { signAccessToken, type AccessClaims } from './jwt';

/** Postgres btrim(): spaces only, not tabs or newlines. */
function btrim(text: string): string {
  return text.replace(/^ +| +$/g, '');
}

/** Postgres left(text, n): the first n characters (code points, not UTF-16 units). */
function left(text: string | null, n: number): string | null {
  return text === null ? null : Array.from(text).slice(0, n).join('');
}

/** jsonb's text output: `{"a": 1, "b": [true, null]}`, object keys ordered by length, then bytes. */
function jsonbText(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(jsonbText).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    const keys = Object.keys(value).sort((a, b) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0));
    return `{${keys.map((k) => `${JSON.stringify(k)}: ${jsonbText((value as Record<string, unknown>)[k])}`).join(', ')}}`;
  }
  return JSON.stringify(value);
}

/** `nullif(btrim(meta ->> key), '')`: strings as they are, other JSON values as their jsonb text. */
function metaText(meta: Record<string, unknown>, key: string): string | null {
  const value = meta[key];
  if (value === undefined || value === null) return null;
  const text = btrim(typeof value === 'string' ? value : jsonbText(value));
  return text === '' ? null : text;
}

const PHONE_RULE = /^\+?[1-9][0-9]{0,15}$/;
/** Postgres `\s` in a regular expression (ASCII whitespace). */
const WHITESPACE_RUN = /[ \t\n\r\f\v]+/;

/**
 * What the handle_new_user trigger writes for the user-supplied metadata: first and last name from
 * full_name when first_name is absent, a phone that breaks the rule dropped, lengths cut to the column
 * limits, so a bad value can never block a sign-up.
 */
export function profileFromMetadata(meta: Record<string, unknown>) {
  const fullName = metaText(meta, 'full_name');
  let first = metaText(meta, 'first_name');
  let last = metaText(meta, 'last_name');
  const display = metaText(meta, 'display_name');
  const company = metaText(meta, 'company');
  let phone = metaText(meta, 'phone');
  if (fullName !== null && first === null) {
    const words = fullName.split(WHITESPACE_RUN);
    first = words[0] ?? null;
    const rest = words.slice(1).join(' ');
    last = last ?? (rest === '' ? null : rest);
  }
  if (phone !== null && !(Array.from(phone).length <= 20 && PHONE_RULE.test(phone))) phone = null;
  const joined = [first, last].filter((w): w is string => w !== null).join(' ');
  return {
    first_name: left(first, 100),
    last_name: left(last, 100),
    display_name: left(display ?? fullName ?? (joined === '' ? null : joined), 200),
    company: left(company, 200),
    phone,
  };
}

/**
 * auth.users insert plus what the handle_new_user trigger does, in one step: the profile (names, phone,
 * company and display name from the metadata, status Active) and the user_roles row (always 'user', never
 * from metadata).
 */
export async function createAccount(
  ctx: HandlerContext,
  input: {
    email: string;
    password: string;
    metadata: Record<string, unknown>;
    /** app_metadata set by the service role through the admin API. */
    appMetadata?: Record<string, unknown>;
  },
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
    app_metadata: { ...input.appMetadata },
    created_at: now,
    updated_at: now,
    last_sign_in_at: null,
    banned_until: null,
  });
  const profile = await ctx.db.profiles.create({
    id,
    email,
    ...profileFromMetadata(meta),
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

/** GoTrue's factor JSON (the secret never leaves the server). */
function wireFactor(factor: MfaFactorRecord) {
  return {
    id: factor.id,
    friendly_name: factor.friendly_name,
    factor_type: factor.factor_type,
    status: factor.status,
    created_at: factor.created_at,
    updated_at: factor.updated_at,
    last_challenged_at: factor.last_challenged_at,
  };
}

/** The user as GoTrue answers it; `factors` only when the user has any (GoTrue omits an empty list). */
export function wireUser(ctx: HandlerContext, user: AuthUserRecord): WireUser {
  const factors = ctx.db.mfaFactors.findMany((q) => q.where({ user_id: user.id })).map(wireFactor);
  return {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    app_metadata: { ...user.app_metadata, provider: 'email', providers: ['email'] },
    user_metadata: { ...user.user_metadata },
    created_at: user.created_at,
    updated_at: user.updated_at,
    ...(user.last_sign_in_at ? { last_sign_in_at: user.last_sign_in_at } : {}),
    ...(factors.length > 0 ? { factors } : {}),
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
    aal: 'aal1',
    factor_id: null,
    aal2_at: null,
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

/**
 * The session JSON of GoTrue's AccessTokenResponse. The token carries the session's assurance level: aal2,
 * with a totp entry first in amr, once a second factor was verified in it.
 */
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
  const session = ctx.db.sessions.findFirst((q) => q.where({ id: sessionId }));
  const aal = session?.aal ?? 'aal1';
  const amr: AccessClaims['amr'] = [{ method: options.method ?? 'password', timestamp: iat }];
  if (aal === 'aal2' && session?.aal2_at)
    amr.unshift({ method: 'totp', timestamp: Math.floor(session.aal2_at / 1000) });
  const accessToken = await signAccessToken(
    {
      iss: 'mock-api/auth/v1',
      sub: user.id,
      aud: 'authenticated',
      exp,
      iat,
      email: user.email,
      role: 'authenticated',
      aal,
      amr,
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
    user: wireUser(ctx, user),
  };
}

/** Revokes a refresh token and issues its child in the same session (a refresh, or a raise to aal2). */
export async function swapRefreshToken(
  ctx: HandlerContext,
  token: string,
  sessionId: string,
  userId: string,
): Promise<string> {
  const nowMs = ctx.now();
  await ctx.db.refreshTokens.update((q) => q.where({ token }), {
    data(t) {
      t.revoked = true;
      t.updated_at = nowMs;
    },
  });
  const next = randomToken();
  await ctx.db.refreshTokens.create({
    token: next,
    session_id: sessionId,
    user_id: userId,
    parent: token,
    revoked: false,
    updated_at: nowMs,
  });
  return next;
}

/** Ends a session and its whole refresh-token family. */
export function revokeSession(ctx: HandlerContext, sessionId: string): void {
  ctx.db.refreshTokens.deleteMany((q) => q.where({ session_id: sessionId }));
  ctx.db.sessions.delete((q) => q.where({ id: sessionId }));
}
