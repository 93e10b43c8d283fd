import {
  BackendError,
  GENERIC_ERROR_MESSAGE,
  isBackendErrorCode,
  SESSION_MISSING_MESSAGE,
  unstorableTextError,
  type BackendErrorCode,
} from '@/backend';
import { authErrorBodySchema, LAST_ADMIN_HINT, restErrorBodySchema } from './api/wire';

const AUTH_CODES: Record<string, BackendErrorCode> = {
  invalid_credentials: 'invalid_credentials',
  user_banned: 'user_suspended',
  validation_failed: 'validation_failed',
  bad_json: 'validation_failed',
  weak_password: 'weak_password',
  same_password: 'weak_password',
  no_authorization: 'session_missing',
  session_not_found: 'session_missing',
  bad_jwt: 'invalid_token',
  user_not_found: 'invalid_token',
  refresh_token_not_found: 'invalid_token',
  otp_expired: 'invalid_token',
  refresh_token_already_used: 'refresh_token_reused',
  user_already_exists: 'conflict',
  email_exists: 'conflict',
  not_admin: 'forbidden',
  not_found: 'not_found',
  over_request_rate_limit: 'rate_limited',
  over_email_send_rate_limit: 'rate_limited',
};

const REST_VALIDATION = new Set(['23514', '22023', '22P02', '22007', 'PGRST100', 'PGRST204', 'PGRST102', '42703']);

function restCode(status: number, code: string, hint: string | null): BackendErrorCode {
  if (hint === LAST_ADMIN_HINT) return 'last_admin';
  if (code === 'PGRST301' || code === 'PGRST303') return 'invalid_token';
  if (code === '42501') return status === 401 ? 'session_missing' : 'forbidden';
  if (REST_VALIDATION.has(code)) return 'validation_failed';
  if (code === '23505') return 'conflict';
  if (code === 'PT404' || code === 'PGRST116') return 'not_found';
  return 'unexpected';
}

/** Maps a failed response of the mock API (GoTrue or PostgREST shape) to the port's one error type. */
export function errorFromResponse(status: number, body: unknown): BackendError {
  if (status === 502 || status === 503 || status === 504)
    return new BackendError('network', 'The service is unavailable. Please try again.', { status });
  if (status === 429) return new BackendError('rate_limited', 'Too many requests. Please try again later.', { status });
  const rest = restErrorBodySchema.safeParse(body);
  if (rest.success) {
    const { code, message, details, hint } = rest.data;
    if (code === '22P05') return unstorableTextError({ status });
    const mapped = restCode(status, code, hint);
    const issues = mapped === 'validation_failed' ? (details ? details.split('\n') : [message]) : [];
    return new BackendError(mapped, message, { status, issues });
  }
  const auth = authErrorBodySchema.safeParse(body);
  if (auth.success) {
    // The emulated Edge Functions may answer with a port code (not_found, conflict), as the real ones do.
    const code = auth.data.code;
    const mapped = AUTH_CODES[code] ?? (isBackendErrorCode(code) ? code : 'unexpected');
    // supabase-js turns a missing session into AuthSessionMissingError with this exact text.
    const message = mapped === 'session_missing' ? SESSION_MISSING_MESSAGE : auth.data.message;
    // GoTrue nests a weak password's reasons under weak_password; the Edge Functions list theirs at the top.
    const listed = auth.data.weak_password?.reasons ?? auth.data.reasons;
    const issues = listed ?? (mapped === 'validation_failed' || mapped === 'weak_password' ? [auth.data.message] : []);
    return new BackendError(mapped, message, { status, issues });
  }
  return new BackendError('unexpected', GENERIC_ERROR_MESSAGE, { status });
}

export function networkError(cause: unknown): BackendError {
  return new BackendError('network', 'Network error: the service could not be reached.', { cause });
}

export function malformedResponse(cause: unknown): BackendError {
  return new BackendError('unexpected', GENERIC_ERROR_MESSAGE, { cause });
}
