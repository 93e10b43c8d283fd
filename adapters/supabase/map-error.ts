import { isAuthError, type AuthError } from '@supabase/supabase-js';
import {
  BackendError,
  GENERIC_ERROR_MESSAGE,
  MFA_TEXTS,
  SESSION_MISSING_MESSAGE,
  unstorableTextError,
  isBackendError,
  isBackendErrorCode,
  type BackendErrorCode,
} from '@/backend';
import { reportFaultText } from './validate';

/**
 * Turns whatever supabase-js hands back (auth errors, PostgREST error objects, storage and function
 * errors, thrown TypeErrors) into the port's one BackendError. Shapes: reference/supabase.md §3.
 */

/** GoTrue error codes (auth-js src/lib/error-codes.ts) and what they mean for the port. */
const AUTH_CODES: Readonly<Record<string, BackendErrorCode>> = {
  invalid_credentials: 'invalid_credentials',
  user_banned: 'user_suspended',
  session_not_found: 'session_missing',
  no_authorization: 'session_missing',
  bad_jwt: 'invalid_token',
  invalid_jwt: 'invalid_token',
  otp_expired: 'invalid_token',
  refresh_token_not_found: 'invalid_token',
  session_expired: 'invalid_token',
  user_not_found: 'invalid_token',
  flow_state_not_found: 'invalid_token',
  flow_state_expired: 'invalid_token',
  bad_code_verifier: 'invalid_token',
  refresh_token_already_used: 'refresh_token_reused',
  weak_password: 'weak_password',
  same_password: 'weak_password',
  validation_failed: 'validation_failed',
  email_address_invalid: 'validation_failed',
  bad_json: 'validation_failed',
  user_already_exists: 'conflict',
  email_exists: 'conflict',
  phone_exists: 'conflict',
  not_admin: 'forbidden',
  signup_disabled: 'forbidden',
  insufficient_aal: 'forbidden',
  mfa_ip_address_mismatch: 'invalid_token',
  mfa_factor_not_found: 'not_found',
  mfa_factor_name_conflict: 'conflict',
  too_many_enrolled_mfa_factors: 'conflict',
};

const RATE_LIMIT_CODE = /^over_[a-z_]+_rate_limit$/;
/** The texts for failures that carry no provider message worth showing (same wording as the mock adapter). */
export const SERVICE_UNAVAILABLE_MESSAGE = 'The service is unavailable. Please try again.';
export const NETWORK_FAILURE_MESSAGE = 'Network error: the service could not be reached.';
/** GoTrue says only "User is banned"; the sign-in screen must tell a Suspended user why (as the mock does). */
export const SUSPENDED_MESSAGE = 'User is banned: this account is suspended. Please contact support.';
const NETWORK_STATUSES = new Set([502, 503, 504]);
const LAST_ADMIN = /last admin/i;
/** Postgres's wording for a refusal by a grant or a row-level security policy: not for people. */
const DATABASE_REFUSAL = /row-level security policy|^permission denied for /i;
export const NOT_ALLOWED_MESSAGE =
  'You are not allowed to do this. If you think you should be, please contact support.';

/** A refusal's message: the server's own words when it wrote some, ours instead of Postgres's wording. */
function refusalMessage(message: string): string {
  return DATABASE_REFUSAL.test(message) ? NOT_ALLOWED_MESSAGE : message;
}

/** A provider message worth showing, or the generic text. */
function providerMessage(message: unknown): string {
  if (typeof message !== 'string') return GENERIC_ERROR_MESSAGE;
  const trimmed = message.trim();
  // auth-js stringifies non-JSON failures, which yields '{}' for a bare Response.
  return trimmed === '' || trimmed === '{}' ? GENERIC_ERROR_MESSAGE : trimmed;
}

/** Status 0 means the request never got an answer; 5xx means the service did not handle it. */
function networkError(status: number | undefined, cause: unknown): BackendError {
  const unreachable = status === undefined || status === 0;
  return new BackendError('network', unreachable ? NETWORK_FAILURE_MESSAGE : SERVICE_UNAVAILABLE_MESSAGE, {
    status,
    cause,
  });
}

function codeForStatus(status: number | undefined): BackendErrorCode {
  if (status === undefined) return 'unexpected';
  if (status === 0 || NETWORK_STATUSES.has(status)) return 'network';
  if (status === 429) return 'rate_limited';
  return 'unexpected';
}

export function authErrorToBackendError(error: AuthError): BackendError {
  const status = typeof error.status === 'number' ? error.status : undefined;
  const options = { status, cause: error };
  switch (error.name) {
    case 'AuthSessionMissingError':
      return new BackendError('session_missing', SESSION_MISSING_MESSAGE, options);
    case 'AuthRetryableFetchError':
      return networkError(status, error);
    case 'AuthRefreshDiscardedError':
      // Another sign-in or sign-out won a race with this refresh; retrying reads the new state.
      return new BackendError('network', SERVICE_UNAVAILABLE_MESSAGE, options);
    case 'AuthUnknownError':
      // The answer was not JSON (a proxy's page, an empty body): nothing in it is worth showing.
      return new BackendError(codeForStatus(status), GENERIC_ERROR_MESSAGE, options);
    case 'AuthInvalidJwtError':
      return new BackendError('invalid_token', providerMessage(error.message), options);
    case 'AuthWeakPasswordError': {
      const reasons = (error as AuthError & { reasons?: unknown }).reasons;
      const issues = Array.isArray(reasons) ? reasons.filter((r): r is string => typeof r === 'string') : [];
      return new BackendError('weak_password', providerMessage(error.message), { ...options, issues });
    }
  }
  const code = error.code;
  // GoTrue's wording of a wrong or late code names its internals; the screens say what to do instead.
  if (code === 'mfa_verification_failed')
    return new BackendError('validation_failed', MFA_TEXTS.codeInvalid, {
      ...options,
      issues: [MFA_TEXTS.codeInvalid],
    });
  if (code === 'mfa_challenge_expired') return new BackendError('invalid_token', MFA_TEXTS.challengeExpired, options);
  if (code !== undefined) {
    const mapped = AUTH_CODES[code] ?? (RATE_LIMIT_CODE.test(code) ? 'rate_limited' : undefined);
    if (mapped === 'session_missing') return new BackendError(mapped, SESSION_MISSING_MESSAGE, options);
    if (mapped === 'user_suspended') return new BackendError(mapped, SUSPENDED_MESSAGE, options);
    if (mapped === 'weak_password') {
      return new BackendError(mapped, providerMessage(error.message), { ...options, issues: [code] });
    }
    if (mapped === 'validation_failed') {
      const message = providerMessage(error.message);
      return new BackendError(mapped, message, { ...options, issues: [message] });
    }
    if (mapped) return new BackendError(mapped, providerMessage(error.message), options);
  }
  return new BackendError(codeForStatus(status), providerMessage(error.message), options);
}

/** PostgREST's error body `{code, message, details, hint}`, or postgrest-js's stand-in for a failed fetch. */
export interface PostgrestErrorLike {
  code?: string;
  message?: string;
  details?: string | null;
  hint?: string | null;
}

/**
 * publish_report's 22023 carries every fault of the content in its detail, as JSON `[{path, message}]`: each
 * becomes one issue, `path: message` (the message alone at the root). Any other detail is not a list of faults.
 */
function contentFaults(details: string | null | undefined): string[] | null {
  if (!details || !details.startsWith('[')) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(details);
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || parsed.length === 0) return null;
  const faults: string[] = [];
  for (const fault of parsed) {
    const { path, message } = (fault ?? {}) as { path?: unknown; message?: unknown };
    if (typeof path !== 'string' || typeof message !== 'string') return null;
    faults.push(reportFaultText(path, message));
  }
  return faults;
}

export function postgrestErrorToBackendError(error: PostgrestErrorLike, status: number): BackendError {
  const code = error.code ?? '';
  // PostgREST's errors always carry a code; without one the body was not PostgREST's (a proxy's text page,
  // which postgrest-js passes on as the message), so it is not shown.
  const message = error.code === undefined ? GENERIC_ERROR_MESSAGE : providerMessage(error.message);
  const options = { status, cause: error };
  // postgrest-js reports a thrown fetch as status 0, code '' and "TypeError: fetch failed".
  if (status === 0 || NETWORK_STATUSES.has(status)) return networkError(status, error);
  switch (code) {
    case '42501':
      // PostgREST answers 401 only when the request ran as the anon role, i.e. without a session.
      if (status === 401) return new BackendError('session_missing', SESSION_MISSING_MESSAGE, options);
      return new BackendError('forbidden', refusalMessage(message), options);
    // P0002 no_data_found: a function raised it for what it was asked to act on (reset_user_mfa's user).
    case 'PGRST116':
    case 'PT404':
    case 'P0002':
      return new BackendError('not_found', message, options);
    // 23505 a unique value taken; PT409 a save over a version someone else changed (save_report_draft), or a check
    // asked for or decided on a draft saved since (ask_for_approval, decide_approval).
    case '23505':
    case 'PT409':
      return new BackendError('conflict', message, options);
    case 'P0001':
      if (error.hint === 'last_admin' || LAST_ADMIN.test(message))
        return new BackendError('last_admin', message, options);
      return new BackendError('validation_failed', message, { ...options, issues: [message] });
    // Bad enum or uuid text, a bad or null argument (assign_user_role raises 22023 'Invalid user ID format' and
    // 'Role must be one of: user, admin, moderator'), text Postgres cannot store (NUL, lone surrogates), a
    // bad timestamp, a check constraint, an unknown column, an unparsable query or body.
    case '22P05':
      return unstorableTextError(options);
    case '22P02':
    case '22021':
    case '22007':
    case '22004':
    case '22023':
    case '23514':
    case '42703':
    case 'PGRST100':
    case 'PGRST102':
    case 'PGRST204':
      return new BackendError('validation_failed', message, {
        ...options,
        issues: (code === '22023' ? contentFaults(error.details) : null) ?? [message],
      });
    // PGRST301 undecodable JWT, PGRST303 claims such as "JWT expired".
    case 'PGRST301':
    case 'PGRST303':
      return new BackendError('invalid_token', message, options);
    case 'PGRST302':
      return new BackendError('session_missing', SESSION_MISSING_MESSAGE, options);
  }
  return new BackendError(codeForStatus(status), message, options);
}

/** storage-js errors: StorageApiError (HTTP) or StorageUnknownError (the fetch itself failed). */
export function storageErrorToBackendError(error: unknown): BackendError {
  const e = error as { name?: unknown; message?: unknown; status?: unknown; statusCode?: unknown };
  const message = providerMessage(e.message);
  if (e.name !== 'StorageApiError') return networkError(undefined, error);
  const status = typeof e.status === 'number' ? e.status : undefined;
  // Storage has answered RLS refusals as HTTP 400 with statusCode "403", so read both.
  const statusCode = Number(e.statusCode);
  const effective = Number.isFinite(statusCode) && statusCode >= 400 ? statusCode : status;
  const options = { status, cause: error };
  if (effective !== undefined && NETWORK_STATUSES.has(effective)) return networkError(effective, error);
  switch (effective) {
    case 401:
    case 403:
      return new BackendError('forbidden', refusalMessage(message), options);
    case 404:
      return new BackendError('not_found', message, options);
    case 409:
      return new BackendError('conflict', message, options);
    case 400:
    case 413:
    case 415:
      return new BackendError('validation_failed', message, { ...options, issues: [message] });
  }
  return new BackendError(codeForStatus(effective), message, options);
}

/** The JSON an Edge Function answered with on failure, if any. */
async function readFunctionErrorBody(response: unknown): Promise<Record<string, unknown>> {
  if (!(response instanceof Response)) return {};
  try {
    const body: unknown = await response.clone().json();
    return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Codes an Edge Function answers that the port names otherwise. */
const FUNCTION_CODES: Readonly<Record<string, BackendErrorCode>> = {
  order_not_found: 'not_found',
  // create-credit-checkout: a staff account is refused with its own words.
  not_customer: 'forbidden',
};

/**
 * The AI reader's failures (read-documents-ai), the Secretary of State lookup's (check-secretary-of-state) and
 * the checkout's (create-credit-checkout) come as 429/502/503/504 with the function's own code and message: kept, so the UI can say why nothing was
 * read or looked up; any other such status is the gateway's and reads as network.
 */
const AI_READER_CODES: ReadonlySet<BackendErrorCode> = new Set([
  'ai_reader_unavailable',
  'ai_reader_refused',
  'ai_reader_malformed',
  'ai_reader_failed',
  'ai_reader_timeout',
  'sos_provider_unavailable',
  'sos_rate_limited',
  'sos_provider_failed',
  'sos_provider_malformed',
  'sos_lookup_timeout',
  'payments_not_configured',
  'payment_provider_failed',
]);

const FUNCTION_STATUS_CODES: Readonly<Record<number, BackendErrorCode>> = {
  400: 'validation_failed',
  401: 'session_missing',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  422: 'validation_failed',
  429: 'rate_limited',
};

/**
 * functions-js errors. An Edge Function may answer `{code, message, issues? | reasons?}` with a port code
 * or a GoTrue code (e.g. email_exists from the admin API, not_admin); else the HTTP status decides.
 */
export async function functionErrorToBackendError(error: unknown): Promise<BackendError> {
  const e = error as { name?: unknown; context?: unknown };
  if (e.name === 'FunctionsFetchError') return networkError(undefined, error);
  if (e.name === 'FunctionsRelayError') return networkError(502, error);
  if (e.name !== 'FunctionsHttpError') return toBackendError(error);
  const response = e.context instanceof Response ? e.context : undefined;
  const status = response?.status;
  const body = await readFunctionErrorBody(response);
  if (status !== undefined && NETWORK_STATUSES.has(status)) {
    const aiCode = typeof body.code === 'string' && isBackendErrorCode(body.code) ? body.code : undefined;
    if (aiCode === undefined || !AI_READER_CODES.has(aiCode)) return networkError(status, error);
  }
  const rawMessage = body.message ?? body.msg ?? body.error_description ?? body.error;
  const message = providerMessage(rawMessage);
  const listed = Array.isArray(body.issues) ? body.issues : Array.isArray(body.reasons) ? body.reasons : undefined;
  const issues = listed?.filter((i): i is string => typeof i === 'string');
  const options = { status, cause: error };
  const bodyCode =
    typeof body.code === 'string' ? body.code : typeof body.error_code === 'string' ? body.error_code : undefined;
  let code: BackendErrorCode | undefined;
  if (bodyCode !== undefined) {
    code = isBackendErrorCode(bodyCode)
      ? bodyCode
      : (AUTH_CODES[bodyCode] ??
        FUNCTION_CODES[bodyCode] ??
        (RATE_LIMIT_CODE.test(bodyCode) ? 'rate_limited' : undefined));
  }
  code ??= (status !== undefined ? FUNCTION_STATUS_CODES[status] : undefined) ?? codeForStatus(status);
  if (code === 'session_missing') return new BackendError(code, SESSION_MISSING_MESSAGE, options);
  if (code === 'validation_failed' || code === 'weak_password') {
    return new BackendError(code, message, { ...options, issues: issues ?? [message] });
  }
  return new BackendError(code, message, { ...options, issues });
}

/** Anything thrown inside the adapter, as a BackendError. */
export function toBackendError(error: unknown): BackendError {
  if (isBackendError(error)) return error;
  if (isAuthError(error)) return authErrorToBackendError(error);
  // A fetch that threw outright (offline, DNS, CORS) surfaces as a TypeError; other TypeErrors are bugs.
  if (error instanceof TypeError && /fetch|network|load failed/i.test(error.message))
    return networkError(undefined, error);
  return new BackendError('unexpected', GENERIC_ERROR_MESSAGE, { cause: error });
}

/** A supabase-js query result: its data, or the PostgREST error and HTTP status it failed with. */
export interface PostgrestResult<T> {
  data: T;
  error: PostgrestErrorLike | null;
  status: number;
}

/** The result's data, or its failure as a BackendError. */
export function unwrap<T>(result: PostgrestResult<T>): T {
  if (result.error) throw postgrestErrorToBackendError(result.error, result.status);
  return result.data;
}

/** Runs a port call so that whatever it throws leaves as a BackendError. */
export async function guard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw toBackendError(error);
  }
}
