import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { BackendError, type BackendAdapter } from '@/backend';
import { memoryStorage } from './memory-storage';
import { createSupabaseAdapter } from './supabase-adapter';

export { memoryStorage };

/** Test doubles for the HTTP-level tests: a stand-in for https://test-project.supabase.co. */

export const SUPABASE_URL = 'https://test-project.supabase.co';
export const AUTH = `${SUPABASE_URL}/auth/v1`;
export const REST = `${SUPABASE_URL}/rest/v1`;
export const STORAGE = `${SUPABASE_URL}/storage/v1`;
export const FUNCTIONS = `${SUPABASE_URL}/functions/v1`;
/** supabase-js keeps the session under sb-<first host label>-auth-token. */
export const STORAGE_KEY = 'sb-test-project-auth-token';

function base64url(value: string): string {
  return Buffer.from(value).toString('base64url');
}

/** An HS256-shaped JWT; supabase-js only decodes it (the server verifies signatures). */
export function makeJwt(payload: Record<string, unknown>): string {
  return `${base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64url(JSON.stringify(payload))}.c2lnbmF0dXJl`;
}

export const ANON_KEY = makeJwt({
  iss: 'supabase',
  ref: 'test-project',
  role: 'anon',
  iat: 1700000000,
  exp: 4102444800,
});

export const USER_ID = '3f1c2a6e-7b8d-4e5f-9a0b-1c2d3e4f5a6b';
export const ADMIN_ID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
export const OTHER_ID = '5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7d8e';
export const USER_EMAIL = 'alice@example.com';

export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

export function accessTokenFor(userId: string, expiresAt = nowSeconds() + 3600): string {
  return makeJwt({
    iss: `${AUTH}`,
    sub: userId,
    aud: 'authenticated',
    role: 'authenticated',
    exp: expiresAt,
    iat: expiresAt - 3600,
    session_id: '0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e',
    aal: 'aal1',
  });
}

/** GoTrue's user JSON (internal/models/user.go). */
export function gotrueUser(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: USER_ID,
    aud: 'authenticated',
    role: 'authenticated',
    email: USER_EMAIL,
    email_confirmed_at: '2026-01-05T10:00:00.123456Z',
    phone: '',
    confirmed_at: '2026-01-05T10:00:00.123456Z',
    last_sign_in_at: '2026-02-01T09:00:00.5Z',
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: { full_name: 'Alice Smith', first_name: 'Alice', last_name: 'Smith' },
    identities: [],
    created_at: '2026-01-05T10:00:00.123456Z',
    updated_at: '2026-02-01T09:00:00.5Z',
    is_anonymous: false,
    ...overrides,
  };
}

/** GoTrue's AccessTokenResponse. */
export function sessionBody(
  options: { userId?: string; refreshToken?: string; expiresAt?: number; user?: Record<string, unknown> } = {},
): Record<string, unknown> {
  const expiresAt = options.expiresAt ?? nowSeconds() + 3600;
  const userId = options.userId ?? USER_ID;
  return {
    access_token: accessTokenFor(userId, expiresAt),
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: expiresAt,
    refresh_token: options.refreshToken ?? 'r3fr3sh70k3n',
    user: options.user ?? gotrueUser({ id: userId }),
  };
}

/** A JSON answer (msw handlers accept any fetch Response). */
export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
}

/** The 2024-01-01 error shape with the response headers GoTrue sends back (reference §3.2). */
export function gotrueError(status: number, code: string, message: string, extra: Record<string, unknown> = {}) {
  return json({ code, message, ...extra }, status, { 'X-Supabase-Api-Version': '2024-01-01', 'x-sb-error-code': code });
}

/** PostgREST's error body (docs/references/errors.rst). */
export function postgrestError(
  status: number,
  error: { code: string; message: string; details?: string | null; hint?: string | null },
) {
  return json({ details: null, hint: null, ...error }, status);
}

export function profileRow(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: USER_ID,
    first_name: 'Alice',
    last_name: 'Smith',
    phone: '+15551234567',
    company: 'Acme Lending',
    role: 'User',
    status: 'Active',
    display_name: 'Alice Smith',
    email: USER_EMAIL,
    created_at: '2026-01-05T10:00:00.123456+00:00',
    updated_at: '2026-02-01T09:00:00+00:00',
    ...overrides,
  };
}

export interface RecordedRequest {
  method: string;
  url: URL;
  headers: Headers;
  request: Request;
}

/** The parts of msw's SetupServerApi these helpers use (msw itself is imported by the test files only). */
export interface StubServer {
  listen(options: { onUnhandledRequest: 'error' }): void;
  resetHandlers(): void;
  close(): void;
  events: { on(event: 'request:start', listener: (args: { request: Request }) => void): void };
}

/**
 * Runs the file's msw server and records every request it sees (a clone, so bodies stay readable).
 * Unhandled requests fail the test: the adapter may send only what a test expects.
 */
export function recordRequests(server: StubServer): RecordedRequest[] {
  const requests: RecordedRequest[] = [];
  server.events.on('request:start', ({ request }) => {
    requests.push({
      method: request.method,
      url: new URL(request.url),
      headers: request.headers,
      request: request.clone(),
    });
  });
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    requests.length = 0;
  });
  afterAll(() => server.close());
  return requests;
}

export interface TestAdapter {
  adapter: BackendAdapter;
  storage: ReturnType<typeof memoryStorage>;
}

export function newAdapter(): TestAdapter {
  const storage = memoryStorage();
  return { adapter: createSupabaseAdapter({ url: SUPABASE_URL, anonKey: ANON_KEY, storage }), storage };
}

/** An adapter whose storage already holds a signed-in session, as after a page reload. */
export function signedInAdapter(userId = USER_ID): TestAdapter & { accessToken: string } {
  const storage = memoryStorage();
  const session = sessionBody({ userId });
  storage.map.set(STORAGE_KEY, JSON.stringify(session));
  return {
    adapter: createSupabaseAdapter({ url: SUPABASE_URL, anonKey: ANON_KEY, storage }),
    storage,
    accessToken: session.access_token as string,
  };
}

/** The requests to one path (pathname only), in order. */
export function requestsTo(requests: readonly RecordedRequest[], pathname: string): RecordedRequest[] {
  return requests.filter((r) => r.url.pathname === pathname);
}

export async function jsonBody(recorded: RecordedRequest): Promise<unknown> {
  return JSON.parse(await recorded.request.clone().text());
}

/** The BackendError a call fails with (the test fails if it succeeds or throws anything else). */
export async function rejection(promise: Promise<unknown>): Promise<BackendError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(BackendError);
  return error as BackendError;
}
