// Shared by the admin Edge Functions (Deno). Folders starting with '_' are not deployed as functions.
// The service-role key exists only here, on the server: never in the browser bundle (reference §2, §6).
import { createClient, type SupabaseClient } from 'npm:@supabase/supabase-js@2';

/**
 * The origins allowed to call the functions from a browser: ALLOWED_ORIGIN, comma-separated (the app's
 * origin, e.g. https://app.example.com). A request from any other origin gets no CORS grant, so the
 * browser refuses to hand it the answer; unset means no cross-origin caller at all.
 */
const ALLOWED_ORIGINS = new Set(
  (Deno.env.get('ALLOWED_ORIGIN') ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter((origin) => origin !== ''),
);

function corsHeaders(req: Request): Record<string, string> {
  const origin = req.headers.get('Origin');
  return {
    ...(origin && ALLOWED_ORIGINS.has(origin) ? { 'Access-Control-Allow-Origin': origin } : {}),
    'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
    'Access-Control-Allow-Methods': 'POST, OPTIONS',
    Vary: 'Origin',
  };
}

const NO_SESSION = { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } as const;

function requiredEnv(name: string): string {
  const value = Deno.env.get(name);
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

/** Answers one request: every response carries its CORS headers. */
export function responder(req: Request) {
  const cors = corsHeaders(req);
  const json = (body: unknown, status = 200): Response =>
    new Response(JSON.stringify(body), { status, headers: { ...cors, 'Content-Type': 'application/json' } });
  /** GoTrue's error shape `{code, message}` (plus `reasons` for validation), which the adapter maps. */
  const error = (status: number, code: string, message: string, reasons?: string[]): Response =>
    json(reasons ? { code, message, reasons } : { code, message }, status);
  return {
    json,
    error,
    /** A failure of ours: logged here with its cause, answered without internals (no SQL or server text). */
    internal(cause: unknown): Response {
      console.error(cause);
      return error(500, 'unexpected_failure', 'An unexpected error occurred');
    },
    /** Answers the CORS preflight and refuses anything but POST; null means "go on". */
    preflight(): Response | null {
      if (req.method === 'OPTIONS') return new Response('ok', { headers: cors });
      if (req.method !== 'POST') return error(405, 'method_not_allowed', 'Only POST is allowed');
      return null;
    },
  };
}

export type Responder = ReturnType<typeof responder>;

/** Same text as the app's UNSTORABLE_TEXT_MESSAGE and the in-browser twin of this function. */
export const UNSTORABLE_TEXT_MESSAGE = 'Text may not contain the NUL character or unpaired surrogates';

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** True when any string of the body (key or value, any depth) holds U+0000 or a lone surrogate: jsonb cannot store it. */
export function hasUnstorableText(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v === 'string') {
      if (v.includes('\u0000') || LONE_SURROGATE.test(v)) return true;
    } else if (v !== null && typeof v === 'object') {
      for (const [key, child] of Object.entries(v)) stack.push(key, child);
    }
  }
  return false;
}

export async function readJsonObject(req: Request): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = await req.json();
    return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export interface AdminCaller {
  /** A client acting as the caller: RLS and the SQL functions apply to it. */
  client: SupabaseClient;
  userId: string;
}

/**
 * Verifies the caller with their own token: GoTrue must know the session (getUser), and is_admin() run
 * as that user must answer true. Returns the caller, or the error response to send.
 */
export async function requireAdmin(req: Request, reply: Responder): Promise<AdminCaller | Response> {
  const token = /^Bearer\s+(\S+)$/i.exec(req.headers.get('Authorization') ?? '')?.[1];
  if (!token) return reply.error(401, 'no_authorization', 'This endpoint requires a valid Bearer token');

  const client = createClient(requiredEnv('SUPABASE_URL'), requiredEnv('SUPABASE_ANON_KEY'), {
    global: { headers: { Authorization: `Bearer ${token}` } },
    auth: NO_SESSION,
  });
  const { data: userData, error: userError } = await client.auth.getUser(token);
  if (userError || !userData.user) {
    return reply.error(401, 'bad_jwt', userError?.message ?? 'invalid JWT: unable to parse or verify signature');
  }
  const { data: isAdmin, error: rpcError } = await client.rpc('is_admin');
  if (rpcError) return reply.internal(rpcError);
  if (isAdmin !== true) return reply.error(403, 'not_admin', 'User not allowed');
  return { client, userId: userData.user.id };
}

/** The service-role client: bypasses RLS, so use it only for the auth admin API after requireAdmin. */
export function serviceClient(): SupabaseClient {
  return createClient(requiredEnv('SUPABASE_URL'), requiredEnv('SUPABASE_SERVICE_ROLE_KEY'), { auth: NO_SESSION });
}
