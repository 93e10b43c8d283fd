import type { Session as SupabaseSession, User as SupabaseUser } from '@supabase/supabase-js';
import type { z } from 'zod';
import {
  BackendError,
  GENERIC_ERROR_MESSAGE,
  authUserSchema,
  sessionSchema,
  type AuthUser,
  type Session,
} from '@/backend';

/** Row-to-domain mapping: every response is parsed with the port's schemas before it leaves the adapter. */

/** Parses what the server sent; a mismatch is a contract break, not a user error. */
export function parseResponse<S extends z.ZodType>(schema: S, data: unknown, what: string): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const detail = result.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');
  throw new BackendError('unexpected', GENERIC_ERROR_MESSAGE, {
    cause: new Error(`Unexpected ${what} from Supabase: ${detail}`),
  });
}

export function toAuthUser(user: SupabaseUser): AuthUser {
  return parseResponse(
    authUserSchema,
    {
      id: user.id,
      // Phone-only accounts have no email; GoTrue omits the field.
      email: user.email ?? null,
      user_metadata: user.user_metadata ?? {},
      created_at: user.created_at,
    },
    'user',
  );
}

/** The `aal` claim of an access token (supabase-js reads it the same way); aal1 when it cannot be read. */
function tokenAal(accessToken: string): 'aal1' | 'aal2' {
  try {
    const part = accessToken.split('.')[1] ?? '';
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
    const payload: unknown = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')));
    return (payload as { aal?: unknown }).aal === 'aal2' ? 'aal2' : 'aal1';
  } catch {
    return 'aal1';
  }
}

export function toSession(session: SupabaseSession): Session {
  const aal = tokenAal(session.access_token);
  // As getAuthenticatorAssuranceLevel() decides the next level: any verified factor of the user.
  const hasFactor = (session.user.factors ?? []).some((factor) => factor.status === 'verified');
  const nowSeconds = Math.floor(Date.now() / 1000);
  // setSession() computes expires_in as a fractional "exp - now"; the port wants whole seconds.
  const expiresIn = Math.max(1, Math.round(session.expires_in));
  return parseResponse(
    sessionSchema,
    {
      access_token: session.access_token,
      refresh_token: session.refresh_token,
      expires_in: expiresIn,
      expires_at: session.expires_at ?? nowSeconds + expiresIn,
      token_type: session.token_type,
      user: toAuthUser(session.user),
      aal,
      needs_second_factor: hasFactor && aal !== 'aal2',
    },
    'session',
  );
}

/** Optional free-text fields: the forms send '' for "none", the tables store null. */
export function emptyToNull(value: string | undefined | null): string | null {
  if (value === undefined || value === null) return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}
