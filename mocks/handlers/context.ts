import { delay, http, HttpResponse } from 'msw';
import type { AppRole, Profile } from '@/backend';
import { DEFAULT_PARTNER_FIRM } from '@/config/env-schema';
import type { FileStore, MockDb } from '../db';
import type { AuthErrorCode } from '../api/wire';
import { verifyAccessToken, verifyToken, type AccessClaims } from './jwt';
import type { TableShape } from './table-shape';

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
  /** Who legal reviews go to (private.settings' partner_firm_name and partner_firm_email). */
  partnerFirm: { name: string; email: string };
  /**
   * The demo namespace's writes (the reset, sample customers) take the service-role key: the loopback emulator's
   * data is every client's that reaches it. The in-browser backend's data is that browser's alone (only its own
   * pages reach it), so its Reset button needs nothing, signed out too.
   */
  demoWritesNeedServiceRole: boolean;
}

export const DEFAULT_MOCK_CONFIG: MockConfig = {
  accessTokenTtlSec: 3600,
  recoveryTokenTtlSec: 3600,
  refreshReuseIntervalSec: 10,
  passwordIterations: 100_000,
  delayMs: 0,
  // The in-browser backend's signing key, which necessarily ships in its page: anyone can mint its service_role and
  // aal2 tokens, over data that is only that browser's. The loopback emulator signs with a secret of its own.
  jwtSecret: 'entitylens-mock-backend-jwt-secret',
  partnerFirm: DEFAULT_PARTNER_FIRM,
  demoWritesNeedServiceRole: false,
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

/** GoTrue's 2024-01-01 error shape; `reasons` is the Edge Functions' list of broken rules. */
export function authError(
  status: number,
  code: Exclude<AuthErrorCode, 'weak_password'>,
  message: string,
  reasons?: string[],
) {
  return HttpResponse.json(
    { code, message, ...(reasons ? { reasons } : {}) },
    { status, headers: { ...API_VERSION_HEADERS, 'x-sb-error-code': code } },
  );
}

/** GoTrue's 422 weak_password: the broken rules sit under `weak_password.reasons` (reference §3.2). */
export function weakPasswordError(reasons: string[]) {
  return HttpResponse.json(
    { code: 'weak_password', message: reasons.join(', '), weak_password: { reasons } },
    { status: 422, headers: { ...API_VERSION_HEADERS, 'x-sb-error-code': 'weak_password' } },
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

/** Every handler: simulated latency, then this tab's tables brought up to date (another tab may have written). */
export async function prepare(ctx: HandlerContext): Promise<void> {
  if (ctx.config.delayMs > 0) await delay(ctx.config.delayMs);
  await ctx.db.refresh();
}

export function bearerToken(request: Request): string | null {
  const header = request.headers.get('authorization');
  const match = header ? /^Bearer\s+(.+)$/i.exec(header) : null;
  return match?.[1]?.trim() || null;
}

/**
 * Who a PostgREST request runs as: `anon` (no token, or the anon key, which supabase-js sends as the bearer
 * token while nobody is signed in), `service` (the service_role key: every grant, no row-level security)
 * or a signed-in user.
 */
export type RestCaller =
  { kind: 'anon' } | { kind: 'service' } | { kind: 'user'; userId: string; claims: AccessClaims };

/** PostgREST: no token means the anon role; a bad or expired JWT is a 401 before any query runs. */
export async function restCaller(ctx: HandlerContext, request: Request): Promise<RestCaller | Response> {
  const token = bearerToken(request);
  if (!token) return { kind: 'anon' };
  const result = await verifyToken(token, ctx.config.jwtSecret, ctx.now());
  if (!result.ok) return restError(401, 'PGRST301', 'JWT could not be decoded');
  if (result.expired) return restError(401, 'PGRST303', 'JWT expired');
  if (result.kind === 'anon') return { kind: 'anon' };
  if (result.kind === 'service_role') return { kind: 'service' };
  return { kind: 'user', userId: result.claims.sub, claims: result.claims };
}

/** PostgREST's status for an error raised as `caller`: 42501 is 401 for anon and 403 for everyone else. */
export function deniedStatus(caller: RestCaller): 401 | 403 {
  return caller.kind === 'anon' ? 401 : 403;
}

/** Writes no API role holds a grant for: PostgREST answers 42501, 401 as anon and 403 when signed in. */
export function withoutGrant(
  ctx: HandlerContext,
  url: string,
  table: string,
  methods: ReadonlyArray<'post' | 'patch' | 'delete'>,
) {
  return methods.map((method) =>
    http[method](url, async ({ request }) => {
      await prepare(ctx);
      const caller = await restCaller(ctx, request);
      if (caller instanceof Response) return caller;
      // service_role holds every grant, but these tables are never written through the API at all.
      return restError(deniedStatus(caller), '42501', `permission denied for table ${table}`);
    }),
  );
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
  if (!ctx.db.firstBy('authUsers', 'id', claims.sub))
    return authError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  if (!ctx.db.firstBy('sessions', 'id', claims.session_id))
    return authError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
  return { userId: claims.sub, sessionId: claims.session_id, claims };
}

export function profileOf(ctx: HandlerContext, userId: string): Profile | undefined {
  return ctx.db.firstBy('profiles', 'id', userId);
}

export function isSuspended(ctx: HandlerContext, userId: string): boolean {
  return profileOf(ctx, userId)?.status === 'Suspended';
}

/**
 * GoTrue refuses sign-in and refresh to a banned user. The app bans through admin-set-user-status when a
 * profile is Suspended; the emulator also treats a Suspended profile as banned, so a status written
 * without the function (the seed) still holds.
 */
export function isBanned(ctx: HandlerContext, user: { id: string; banned_until: string | null }): boolean {
  return isSuspended(ctx, user.id) || (user.banned_until !== null && Date.parse(user.banned_until) > ctx.now());
}

/** The user has a profile and it is not Suspended. */
function profileIsActive(ctx: HandlerContext, userId: string): boolean {
  const profile = profileOf(ctx, userId);
  return profile !== undefined && profile.status !== 'Suspended';
}

export function roleOf(ctx: HandlerContext, userId: string): AppRole | null {
  return ctx.db.firstBy('userRoles', 'user_id', userId)?.role ?? null;
}

/** Who a privilege check is about: the signed-in user of a PostgREST or GoTrue request, with their JWT's claims. */
export type PrivilegeCaller = RestCaller | AuthedCaller;

/** A signed-in caller and the claims of their JWT. */
type SignedInUser = { userId: string; claims: AccessClaims };

function signedInCaller(caller: PrivilegeCaller): SignedInUser | null {
  return 'kind' in caller ? (caller.kind === 'user' ? caller : null) : caller;
}

/**
 * A verified factor of the user that another admin approved (migration 1520) and that existed when their token
 * was issued (its `iat`, whole seconds; none counts as now), as migration 1400 asks of an admin: a reset ends
 * the rights of the tokens already issued, a factor enrolled after a token does not revive it, and a factor
 * enrolled with the password alone gives nothing until another admin vouches for it.
 */
function hasApprovedFactorOlderThanToken(ctx: HandlerContext, user: SignedInUser): boolean {
  const issuedMs = typeof user.claims.iat === 'number' ? user.claims.iat * 1000 : ctx.now();
  return ctx.db.mfaFactors
    .findMany((q) => q.where({ user_id: user.userId, status: 'verified' }))
    .some(
      (factor) => factor.approved_at !== null && Math.floor(Date.parse(factor.created_at) / 1000) * 1000 <= issuedMs,
    );
}

/**
 * private.caller_session_is_live() (migration 1400): the token's session still exists and is the caller's own.
 * Signing out (or an admin, or a password change, ending the session) deletes it, so staff rights end at once
 * while the access token itself stays valid for the rest of its hour. A token naming no session (the emulator
 * always names one) is tied to none.
 */
function sessionIsLive(ctx: HandlerContext, user: SignedInUser): boolean {
  const sessionId = user.claims.session_id as string | undefined;
  if (sessionId === undefined) return true;
  return ctx.db.firstBy('sessions', 'id', sessionId)?.user_id === user.userId;
}

/**
 * The admin rights of a caller whose active role is `role`: a JWT at aal2 (a second factor verified in this
 * session), an approved factor still there, and the session still signed in.
 */
function holdsAdminRights(ctx: HandlerContext, user: SignedInUser, role: AppRole | null): boolean {
  return (
    role === 'admin' &&
    user.claims.aal === 'aal2' &&
    hasApprovedFactorOlderThanToken(ctx, user) &&
    sessionIsLive(ctx, user)
  );
}

/** The user's role, if their profile exists and is not Suspended. */
function activeRoleOf(ctx: HandlerContext, userId: string): AppRole | null {
  return profileIsActive(ctx, userId) ? roleOf(ctx, userId) : null;
}

/**
 * private.caller_is_active() (migration 1520): a signed-in caller whose profile exists and is not Suspended,
 * while their token's session lasts, so signing out ends a customer's rights at once as it ends staff rights.
 */
export function callerIsActive(ctx: HandlerContext, caller: PrivilegeCaller): boolean {
  const user = signedInCaller(caller);
  return user !== null && profileIsActive(ctx, user.userId) && sessionIsLive(ctx, user);
}

/**
 * private.caller_is_admin(): the admin role in user_roles, a profile that is not Suspended, and
 * `holdsAdminRights`: admin rights are one password away from nobody, and end when another admin resets the
 * factor or the admin signs out.
 */
export function callerIsAdmin(ctx: HandlerContext, caller: PrivilegeCaller): boolean {
  const user = signedInCaller(caller);
  return user !== null && holdsAdminRights(ctx, user, activeRoleOf(ctx, user.userId));
}

/**
 * private.caller_awaits_factor_approval() (migration 1520): an active admin at aal2 in a live session whose
 * verified factors no other admin has approved yet, which the admin screens tell them instead of Access Denied.
 */
export function callerAwaitsFactorApproval(ctx: HandlerContext, caller: PrivilegeCaller): boolean {
  const user = signedInCaller(caller);
  if (!user || user.claims.aal !== 'aal2' || activeRoleOf(ctx, user.userId) !== 'admin') return false;
  const verified = ctx.db.mfaFactors.findMany((q) => q.where({ user_id: user.userId, status: 'verified' }));
  return verified.length > 0 && verified.every((f) => f.approved_at === null) && sessionIsLive(ctx, user);
}

/**
 * private.caller_is_staff(): the order queue's readers: moderators who are not Suspended, while their session
 * lasts, and admins where callerIsAdmin holds (an admin without their second factor is not staff either).
 */
export function callerIsStaff(ctx: HandlerContext, caller: PrivilegeCaller): boolean {
  const user = signedInCaller(caller);
  if (!user) return false;
  const role = activeRoleOf(ctx, user.userId);
  return role === 'moderator' ? sessionIsLive(ctx, user) : holdsAdminRights(ctx, user, role);
}

/** A user's credits: the sum of their ledger (private.lock_and_read_balance() without the lock). */
export function creditBalance(ctx: HandlerContext, userId: string): number {
  return ctx.db.creditLedger.findMany((q) => q.where({ user_id: userId })).reduce((sum, l) => sum + l.credits, 0);
}

/**
 * private.lock_and_count_other_active_admins(): admins other than `except` whose profile is not
 * Suspended; `suspending` holds ids an unfinished statement is suspending (earlier rows of one UPDATE).
 */
export function countOtherActiveAdmins(
  ctx: HandlerContext,
  except: string,
  suspending: ReadonlySet<string> = new Set(),
): number {
  return ctx.db.userRoles
    .findMany((q) => q.where({ role: 'admin' }))
    .filter((r) => r.user_id !== except && !suspending.has(r.user_id))
    .filter((r) => {
      const profile = profileOf(ctx, r.user_id);
      return profile !== undefined && profile.status !== 'Suspended';
    }).length;
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Postgres text and jsonb cannot hold U+0000 or a lone UTF-16 surrogate: PostgREST answers 22P05 for such
 * a value anywhere in the body. Returns that error response, or null when every string is storable.
 */
export function unstorableText(value: unknown): Response | null {
  const fault = textFault(value);
  if (fault === 'nul')
    return restError(400, '22P05', 'unsupported Unicode escape sequence', '\\u0000 cannot be converted to text.');
  if (fault === 'surrogate')
    return restError(400, '22P05', 'unsupported Unicode escape sequence', 'Unicode surrogates must come in pairs.');
  return null;
}

/** The first string (key or value) Postgres could not store, anywhere in a JSON value (iterative: any depth). */
export function textFault(value: unknown): 'nul' | 'surrogate' | null {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return 'nul';
      if (LONE_SURROGATE.test(v)) return 'surrogate';
    } else if (Array.isArray(v)) for (const x of v) stack.push(x);
    else if (v !== null && typeof v === 'object') for (const [k, x] of Object.entries(v)) stack.push(k, x);
  }
  return null;
}

/** Zod issues as the list of their messages, in order, without repeats. */
export function issueMessages(error: { issues: ReadonlyArray<{ message: string }> }): string[] {
  return [...new Set(error.issues.map((i) => i.message))];
}

/** Records come back frozen from the store; answer with plain copies. */
export function plain<T extends object>(row: T): T {
  return { ...row };
}

/** A JSON value as PostgREST writes it into a text column: numbers and booleans as text, objects as JSON. */
export function asPgText(value: unknown): unknown {
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value !== null && typeof value === 'object') return JSON.stringify(value);
  return value;
}

/** Text fields of a request body, with missing, null and non-string values as '' (the form's empty field). */
export function textFields<K extends string>(body: unknown, keys: readonly K[]): Record<K, string> {
  const source = body !== null && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const out = {} as Record<K, string>;
  for (const key of keys) {
    const value = asPgText(source[key]);
    out[key] = typeof value === 'string' ? value : '';
  }
  return out;
}

/** Deeper JSON than any request of the app sends; refusing it keeps every later JSON.stringify safe. */
export const MAX_JSON_DEPTH = 32;

/** True when a parsed JSON value nests objects or arrays deeper than `max` (iterative: any depth). */
export function nestedTooDeep(value: unknown, max = MAX_JSON_DEPTH): boolean {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [v, depth] = stack.pop()!;
    if (v === null || typeof v !== 'object') continue;
    if (depth >= max) return true;
    for (const child of Array.isArray(v) ? v : Object.values(v)) stack.push([child, depth + 1]);
  }
  return false;
}

/**
 * PostgREST's reading of a JSON body: the parsed value, or 400 PGRST102 for an empty, invalid or
 * absurdly nested body.
 */
export async function readRestJson(request: Request): Promise<unknown> {
  const text = await request.text().catch(() => '');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return restError(400, 'PGRST102', 'Empty or invalid json');
  }
  if (nestedTooDeep(value))
    return restError(
      400,
      'PGRST102',
      'Empty or invalid json',
      `The JSON is nested deeper than ${MAX_JSON_DEPTH} levels.`,
    );
  return value;
}

/**
 * A row-shaped JSON body for INSERT or UPDATE on `table`: the object, or PostgREST's 400 for a body that
 * is not one object (PGRST102) or names a column the table does not have (PGRST204).
 */
/**
 * The rows of an INSERT body: one object, or an array of objects (PostgREST's bulk insert, one statement).
 * supabase-js sends an array with `?columns=` naming the union of its keys: each row then holds exactly those
 * columns, a key it lacks as null (or the column's default under `Prefer: missing=default`), and keys outside
 * them are ignored. Without `columns` every object must have the first one's keys (400 PGRST102).
 */
export async function readRestRows(request: Request, table: TableShape): Promise<Record<string, unknown>[] | Response> {
  const body = await readRestJson(request);
  if (body instanceof Response) return body;
  const isObject = (v: unknown): v is Record<string, unknown> =>
    v !== null && typeof v === 'object' && !Array.isArray(v);
  if (!Array.isArray(body)) {
    if (!isObject(body)) return restError(400, 'PGRST102', 'Empty or invalid json');
    return checkColumns(table, Object.keys(body)) ?? [body];
  }
  if (!body.every(isObject)) return restError(400, 'PGRST102', 'Empty or invalid json');
  const listed = new URL(request.url).searchParams.get('columns');
  if (listed === null) {
    const keys = (row: Record<string, unknown>) => Object.keys(row).sort().join(',');
    if (body.some((row) => keys(row) !== keys(body[0]!)))
      return restError(400, 'PGRST102', 'All object keys must match');
    return body.length === 0 ? body : (checkColumns(table, Object.keys(body[0]!)) ?? body);
  }
  const columns = listed.split(',').map((c) => c.trim().replace(/^"(.*)"$/, '$1'));
  const unknown = checkColumns(table, columns);
  if (unknown) return unknown;
  const defaults = /\bmissing=default\b/.test(request.headers.get('prefer') ?? '');
  return body.map((row) =>
    Object.fromEntries(columns.flatMap((c) => (c in row ? [[c, row[c]]] : defaults ? [] : [[c, null]]))),
  );
}

function checkColumns(table: TableShape, keys: readonly string[]): Response | undefined {
  const unknown = keys.find((k) => !table.columns.includes(k));
  return unknown === undefined
    ? undefined
    : restError(400, 'PGRST204', `Could not find the '${unknown}' column of '${table.name}' in the schema cache`);
}

export async function readRestRow(request: Request, table: TableShape): Promise<Record<string, unknown> | Response> {
  const body = await readRestJson(request);
  if (body instanceof Response) return body;
  if (!body || typeof body !== 'object' || Array.isArray(body))
    return restError(400, 'PGRST102', 'Empty or invalid json');
  for (const k of Object.keys(body))
    if (!table.columns.includes(k))
      return restError(400, 'PGRST204', `Could not find the '${k}' column of '${table.name}' in the schema cache`);
  return body as Record<string, unknown>;
}
