import { delay, HttpResponse } from 'msw';
import type { AppRole, Profile } from '@/backend';
import type { FileStore, MockDb } from '../db';
import type { AuthErrorCode } from '../api/wire';
import { verifyAccessToken, type AccessClaims } from './jwt';

export interface MockConfig {
  /** Access-token lifetime (GoTrue default one hour). */
  accessTokenTtlSec: number;
  /** How long a recovery link works (GoTrue default one hour). */
  recoveryTokenTtlSec: number;
  /** A rotated refresh token presented again within this window gets the active one back (GoTrue: 10 s). */
  refreshReuseIntervalSec: number;
  /** PBKDF2 iterations for new password hashes. */
  passwordIterations: number;
  /** Simulated network latency per request. */
  delayMs: number;
  jwtSecret: string;
}

export const DEFAULT_MOCK_CONFIG: MockConfig = {
  accessTokenTtlSec: 3600,
  recoveryTokenTtlSec: 3600,
  refreshReuseIntervalSec: 10,
  passwordIterations: 100_000,
  delayMs: 0,
  // A demo-only signing key: the emulator has no secrets worth protecting.
  jwtSecret: 'entitylens-mock-backend-jwt-secret',
};

export interface HandlerContext {
  db: MockDb;
  files: FileStore;
  config: MockConfig;
  /** Epoch ms; injectable so token expiry can be tested without waiting. */
  now: () => number;
  /** Restores the seed (demo reset and per-test reset). */
  reseed: () => Promise<void>;
}

const API_VERSION_HEADERS = { 'X-Supabase-Api-Version': '2024-01-01' };

export function authError(status: number, code: AuthErrorCode, message: string, reasons?: string[]) {
  return HttpResponse.json(
    { code, message, ...(reasons ? { reasons } : {}) },
    { status, headers: { ...API_VERSION_HEADERS, 'x-sb-error-code': code } },
  );
}

export function restError(
  status: number,
  code: string,
  message: string,
  details: string | null = null,
  hint: string | null = null,
) {
  return HttpResponse.json({ code, message, details, hint }, { status });
}

export function isoNow(ctx: HandlerContext): string {
  return new Date(ctx.now()).toISOString();
}

export function randomToken(length = 40): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  let out = '';
  for (const b of bytes) out += alphabet[b % alphabet.length];
  return out;
}

/** Every handler: simulated latency, then this tab's tables brought up to date. */
export async function prepare(ctx: HandlerContext): Promise<void> {
  if (ctx.config.delayMs > 0) await delay(ctx.config.delayMs);
  await ctx.db.refresh();
}

export function bearerToken(request: Request): string | null {
  const header = request.headers.get('authorization');
  const match = header ? /^Bearer\s+(.+)$/i.exec(header) : null;
  return match?.[1]?.trim() || null;
}

export type RestCaller = { kind: 'anon' } | { kind: 'user'; userId: string; claims: AccessClaims };

/** PostgREST: no token means the anon role; a bad or expired JWT is a 401 before any query runs. */
export async function restCaller(ctx: HandlerContext, request: Request): Promise<RestCaller | Response> {
  const token = bearerToken(request);
  if (!token) return { kind: 'anon' };
  const result = await verifyAccessToken(token, ctx.config.jwtSecret, ctx.now());
  if (!result.ok) return restError(401, 'PGRST301', 'JWT could not be decoded');
  if (result.expired) return restError(401, 'PGRST303', 'JWT expired');
  return { kind: 'user', userId: result.claims.sub, claims: result.claims };
}

export interface AuthedCaller {
  userId: string;
  sessionId: string;
  claims: AccessClaims;
}

/** GoTrue endpoints that need a bearer token (/user, /logout): the session must still exist. */
export async function authCaller(ctx: HandlerContext, request: Request): Promise<AuthedCaller | Response> {
  const token = bearerToken(request);
  if (!token) return authError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  const result = await verifyAccessToken(token, ctx.config.jwtSecret, ctx.now());
  if (!result.ok || result.expired)
    return authError(
      403,
      'bad_jwt',
      'invalid JWT: unable to parse or verify signature, token has invalid claims: token is expired',
    );
  const { claims } = result;
  if (!ctx.db.authUsers.findFirst((q) => q.where({ id: claims.sub })))
    return authError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  if (!ctx.db.sessions.findFirst((q) => q.where({ id: claims.session_id })))
    return authError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
  return { userId: claims.sub, sessionId: claims.session_id, claims };
}

export function profileOf(ctx: HandlerContext, userId: string): Profile | undefined {
  return ctx.db.profiles.findFirst((q) => q.where({ id: userId }));
}

export function isSuspended(ctx: HandlerContext, userId: string): boolean {
  return profileOf(ctx, userId)?.status === 'Suspended';
}

export function roleOf(ctx: HandlerContext, userId: string): AppRole | null {
  return ctx.db.userRoles.findFirst((q) => q.where({ user_id: userId }))?.role ?? null;
}

/** public.is_admin(): the caller holds the admin role in user_roles (and is not suspended). */
export function callerIsAdmin(ctx: HandlerContext, userId: string): boolean {
  return roleOf(ctx, userId) === 'admin' && !isSuspended(ctx, userId);
}

/** Zod issues as the list of their messages, in order, without repeats. */
export function issueMessages(error: { issues: ReadonlyArray<{ message: string }> }): string[] {
  return [...new Set(error.issues.map((i) => i.message))];
}

/** Records come back frozen from the store; answer with plain copies. */
export function plain<T extends object>(row: T): T {
  return { ...row };
}
