/** HS256 access tokens, as GoTrue issues them (claims of reference/supabase.md §3.5). */
export interface AccessClaims {
  iss: string;
  sub: string;
  aud: 'authenticated';
  exp: number;
  iat: number;
  email: string;
  role: 'authenticated';
  aal: 'aal1';
  amr: Array<{ method: 'password' | 'otp'; timestamp: number }>;
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

export type VerifyResult = { ok: true; claims: AccessClaims; expired: boolean } | { ok: false };

/** Checks the signature; expiry is reported, not enforced, because GoTrue and PostgREST word it differently. */
export async function verifyAccessToken(token: string, secret: string, nowMs: number): Promise<VerifyResult> {
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false };
  const [header, payload, signature] = parts as [string, string, string];
  try {
    const valid = await crypto.subtle.verify(
      'HMAC',
      await hmacKey(secret),
      fromBase64url(signature),
      encoder.encode(`${header}.${payload}`),
    );
    if (!valid) return { ok: false };
    const claims = JSON.parse(decoder.decode(fromBase64url(payload))) as AccessClaims;
    if (typeof claims.sub !== 'string' || typeof claims.exp !== 'number' || typeof claims.session_id !== 'string')
      return { ok: false };
    return { ok: true, claims, expired: claims.exp * 1000 <= nowMs };
  } catch {
    return { ok: false };
  }
}
