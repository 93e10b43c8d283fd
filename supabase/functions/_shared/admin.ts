// Shared by the admin Edge Functions (Deno). Folders starting with '_' are not deployed as functions.
// The service-role key exists only here, on the server: never in the browser bundle (reference §2, §6).
import { createClient, type SupabaseClient } from 'npm:@supabase/supabase-js@2';

/** The app's origin in production (e.g. https://app.example.com); '*' is safe because auth is a bearer token, not a cookie. */
const ALLOWED_ORIGIN = Deno.env.get('ALLOWED_ORIGIN') ?? '*';

const CORS_HEADERS: Record<string, string> = {
  'Access-Control-Allow-Origin': ALLOWED_ORIGIN,
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  Vary: 'Origin',
};

const NO_SESSION = { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } as const;

function requiredEnv(name: string): string {
  const value = Deno.env.get(name);
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...CORS_HEADERS, 'Content-Type': 'application/json' },
  });
}

/** GoTrue's error shape `{code, message}` (plus `reasons` for validation), which the adapter maps. */
export function errorResponse(status: number, code: string, message: string, reasons?: string[]): Response {
  return jsonResponse(reasons ? { code, message, reasons } : { code, message }, status);
}

/** Answers the CORS preflight and refuses anything but POST; null means "go on". */
export function preflight(req: Request): Response | null {
  if (req.method === 'OPTIONS') return new Response('ok', { headers: CORS_HEADERS });
  if (req.method !== 'POST') return errorResponse(405, 'method_not_allowed', 'Only POST is allowed');
  return null;
}

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
export async function requireAdmin(req: Request): Promise<AdminCaller | Response> {
  const token = /^Bearer\s+(\S+)$/i.exec(req.headers.get('Authorization') ?? '')?.[1];
  if (!token) return errorResponse(401, 'no_authorization', 'This endpoint requires a valid Bearer token');

  const client = createClient(requiredEnv('SUPABASE_URL'), requiredEnv('SUPABASE_ANON_KEY'), {
    global: { headers: { Authorization: `Bearer ${token}` } },
    auth: NO_SESSION,
  });
  const { data: userData, error: userError } = await client.auth.getUser(token);
  if (userError || !userData.user) {
    return errorResponse(401, 'bad_jwt', userError?.message ?? 'invalid JWT: unable to parse or verify signature');
  }
  const { data: isAdmin, error: rpcError } = await client.rpc('is_admin');
  if (rpcError) return errorResponse(500, 'unexpected_failure', rpcError.message);
  if (isAdmin !== true) return errorResponse(403, 'not_admin', 'User not allowed');
  return { client, userId: userData.user.id };
}

/** The service-role client: bypasses RLS, so use it only for the auth admin API after requireAdmin. */
export function serviceClient(): SupabaseClient {
  return createClient(requiredEnv('SUPABASE_URL'), requiredEnv('SUPABASE_SERVICE_ROLE_KEY'), { auth: NO_SESSION });
}
