import type { RecoveryTokens } from '@/backend';

/**
 * What a password-recovery link put in the URL. The project's recovery email links to /auth with its
 * one-time token in the query (`?token_hash=…&type=recovery`), verified when the page opens. GoTrue's
 * default template instead verifies first and redirects with the session in the fragment
 * (`#access_token=…&refresh_token=…&type=recovery`), or with an error there (`#error=…&error_code=
 * otp_expired&error_description=…`) when the link was expired or already used; some flows put the same
 * keys in the query instead.
 */
export type RecoveryLink =
  { kind: 'tokens'; tokens: RecoveryTokens } | { kind: 'error'; code: string; description: string };

export const RECOVERY_LINK_KEYS = [
  'token_hash',
  'access_token',
  'refresh_token',
  'expires_at',
  'expires_in',
  'token_type',
  'type',
  'sb',
  'error',
  'error_code',
  'error_description',
] as const;

function paramsOf(value: string, prefix: '#' | '?'): URLSearchParams {
  return new URLSearchParams(value.startsWith(prefix) ? value.slice(1) : value);
}

/** Reads a recovery link from a location's hash and search; null when the URL carries none. */
export function parseRecoveryLink(hash: string, search: string): RecoveryLink | null {
  for (const params of [paramsOf(hash, '#'), paramsOf(search, '?')]) {
    const errorCode = params.get('error_code') ?? params.get('error');
    if (errorCode) {
      return {
        kind: 'error',
        code: errorCode,
        description: params.get('error_description') ?? '',
      };
    }
    if (params.get('type') !== 'recovery') continue;
    const tokenHash = params.get('token_hash');
    if (tokenHash) return { kind: 'tokens', tokens: { tokenHash } };
    const accessToken = params.get('access_token');
    const refreshToken = params.get('refresh_token');
    if (accessToken && refreshToken) return { kind: 'tokens', tokens: { accessToken, refreshToken } };
  }
  return null;
}

/** The URL without the recovery keys, so the tokens leave the address bar and the history entry. */
export function urlWithoutRecoveryLink(url: URL): string {
  const search = new URLSearchParams(url.search);
  for (const key of RECOVERY_LINK_KEYS) search.delete(key);
  const query = search.toString();
  return `${url.pathname}${query ? `?${query}` : ''}`;
}

/** Human wording for the errors the auth service puts in the link. */
export function describeRecoveryLinkError(code: string, description: string): string {
  if (code === 'otp_expired')
    return 'This password reset link is invalid or has expired. Reset links work once and only for a limited time.';
  if (description) return description;
  return 'This password reset link could not be used.';
}
