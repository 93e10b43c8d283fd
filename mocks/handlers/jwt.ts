import { EMULATOR_ANON_KEY } from '../api/routes';

/** HS256 access tokens, as GoTrue issues them (claims of reference/supabase.md §3.5). */
export interface AccessClaims {
  iss: string;
  sub: string;
  aud: 'authenticated';
  exp: number;
  iat: number;
  email: string;
  role: 'authenticated';
  /** aal2 once a second factor (TOTP) was verified in the session. */
  aal: 'aal1' | 'aal2';
  amr: Array<{ method: 'password' | 'otp' | 'totp'; timestamp: number }>;
  session_id: string;
  is_anonymous: false;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64url(text: string): Uint8Array<ArrayBuffer> {
  const padded = text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4);
  const binary = atob(padded);
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
}

const keys = new Map<string, Promise<CryptoKey>>();
function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
    keys.set(secret, key);
  }
  return key;
}

export async function signAccessToken(claims: AccessClaims, secret: string): Promise<string> {
  const header = base64url(encoder.encode(JSON.stringify({ alg: 'HS256', typ: 'JWT' })));
  const payload = base64url(encoder.encode(JSON.stringify(claims)));
  const signature = await crypto.subtle.sign('HMAC', await hmacKey(secret), encoder.encode(`${header}.${payload}`));
  return `${header}.${payload}.${base64url(new Uint8Array(signature))}`;
}

/** The claims of the project's API keys (legacy JWT keys): the Postgres role a request without a user runs as. */
export interface ApiKeyClaims {
  iss: string;
  ref: string;
  role: 'anon' | 'service_role';
  iat: number;
  exp: number;
}

export type VerifyResult = { ok: true; claims: AccessClaims; expired: boolean } | { ok: false };
export type VerifiedToken =
  | { ok: true; kind: 'user'; claims: AccessClaims; expired: boolean }
  | { ok: true; kind: 'anon'; claims: ApiKeyClaims; expired: boolean }
  | { ok: true; kind: 'service_role'; claims: ApiKeyClaims; expired: boolean }
  | { ok: false };

/** The signature-checked payload of an HS256 JWT, or null. */
async function verifiedPayload(token: string, secret: string): Promise<Record<string, unknown> | null> {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, signature] = parts as [string, string, string];
  try {
    const valid = await crypto.subtle.verify(
      'HMAC',
      await hmacKey(secret),
      fromBase64url(signature),
      encoder.encode(`${header}.${payload}`),
    );
    if (!valid) return null;
    const claims: unknown = JSON.parse(decoder.decode(fromBase64url(payload)));
    return claims !== null && typeof claims === 'object' ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * Any JWT the project accepts: a user's access token, or an API key (anon or service_role). Expiry is
 * reported, not enforced, because GoTrue and PostgREST word it differently.
 */
export async function verifyToken(token: string, secret: string, nowMs: number): Promise<VerifiedToken> {
  // The project's public anon key is the anon role whatever this backend signs with: every build and client carries
  // it, and the loopback emulator signs with a secret of its own. anon is what no token at all is.
  if (token === EMULATOR_ANON_KEY) return { ok: true, kind: 'anon', claims: PUBLIC_ANON_CLAIMS, expired: false };
  const claims = await verifiedPayload(token, secret);
  if (!claims || typeof claims.exp !== 'number') return { ok: false };
  const expired = claims.exp * 1000 <= nowMs;
  if (claims.role === 'anon') return { ok: true, kind: 'anon', claims: claims as unknown as ApiKeyClaims, expired };
  if (claims.role === 'service_role')
    return { ok: true, kind: 'service_role', claims: claims as unknown as ApiKeyClaims, expired };
  if (claims.role === 'authenticated' && typeof claims.sub === 'string' && typeof claims.session_id === 'string')
    return { ok: true, kind: 'user', claims: claims as unknown as AccessClaims, expired };
  return { ok: false };
}

/** A user's access token only (GoTrue's endpoints that act for a user). */
export async function verifyAccessToken(token: string, secret: string, nowMs: number): Promise<VerifyResult> {
  const verified = await verifyToken(token, secret, nowMs);
  return verified.ok && verified.kind === 'user'
    ? { ok: true, claims: verified.claims, expired: verified.expired }
    : { ok: false };
}

/** EMULATOR_ANON_KEY's claims (signApiKey's, for the anon role). */
const PUBLIC_ANON_CLAIMS: ApiKeyClaims = {
  iss: 'supabase-demo',
  ref: 'emulator',
  role: 'anon',
  iat: 1767225600,
  exp: 2082758400,
};

/** Signs an API key for the emulator's project (the demo's anon key, the loopback emulator's service key). */
export async function signApiKey(role: ApiKeyClaims['role'], secret: string): Promise<string> {
  const claims: ApiKeyClaims = { iss: 'supabase-demo', ref: 'emulator', role, iat: 1767225600, exp: 2082758400 };
  const header = base64url(encoder.encode(JSON.stringify({ alg: 'HS256', typ: 'JWT' })));
  const payload = base64url(encoder.encode(JSON.stringify(claims)));
  const signature = await crypto.subtle.sign('HMAC', await hmacKey(secret), encoder.encode(`${header}.${payload}`));
  return `${header}.${payload}.${base64url(new Uint8Array(signature))}`;
}
