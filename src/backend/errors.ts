/**
 * The one error type that leaves an adapter. The UI branches on `code` (a closed set) and shows
 * `message` (the provider's text) where SPEC §8 says the provider message passes through.
 */
export const BACKEND_ERROR_CODES = [
  /** Wrong email or password (one message for both, no account enumeration). */
  'invalid_credentials',
  /** The account is Suspended. */
  'user_suspended',
  /** No session where one is required ('Auth session missing!'). */
  'session_missing',
  /** An access token, refresh token or recovery link that is expired, used, revoked or malformed. */
  'invalid_token',
  /** A rotated refresh token presented again: the whole session was revoked. */
  'refresh_token_reused',
  /** Input failed a rule of SPEC §5; `issues` lists each message. */
  'validation_failed',
  /** The new password does not meet the password policy; `issues` lists the reasons. */
  'weak_password',
  /** The caller is signed in but not allowed (RLS / function refused). */
  'forbidden',
  /** Nothing matches, or the row is hidden from the caller. */
  'not_found',
  /** A unique value already exists (e.g. the email of an existing user). */
  'conflict',
  /** The last admin cannot lose the admin role. */
  'last_admin',
  /** Too many requests; try later. */
  'rate_limited',
  /** The network failed or the service was unavailable; retryable. */
  'network',
  /**
   * The AI reader (Edge Function read-documents-ai) did not read: no stored text to read, texts too long for
   * it, no provider key, or the model refused, answered malformed JSON, failed or timed out. The UI tells
   * 'ai_reader_unavailable' (not configured) from the others; the built-in reader drafts in every case.
   */
  'no_document_text',
  'documents_too_long',
  'ai_reader_unavailable',
  'ai_reader_refused',
  'ai_reader_malformed',
  'ai_reader_failed',
  'ai_reader_timeout',
  /**
   * The Secretary of State lookup (Edge Function check-secretary-of-state) did not look up, and stored nothing:
   * the provider does not search that state, has no key or cannot be reached (or refused the key), is
   * rate-limiting us or our usage cap is reached, failed, answered what cannot be read, or the state did not
   * answer in time. The message says which and that the check can still be filled in by hand.
   */
  'sos_state_not_covered',
  'sos_provider_unavailable',
  'sos_rate_limited',
  'sos_provider_failed',
  'sos_provider_malformed',
  'sos_lookup_timeout',
  /**
   * Buying credits (create-credit-checkout) could not open the payment page: card payments are not set up (no
   * Stripe key), or Stripe failed. The message says so and that nothing was charged.
   */
  'payments_not_configured',
  'payment_provider_failed',
  /** Anything else. */
  'unexpected',
] as const;

export type BackendErrorCode = (typeof BACKEND_ERROR_CODES)[number];

/**
 * Shown for text Postgres cannot store (U+0000, a lone UTF-16 surrogate; SQLSTATE 22P05), instead of the
 * database's "unsupported Unicode escape sequence".
 */
export const UNSTORABLE_TEXT_MESSAGE = 'Text may not contain the NUL character or unpaired surrogates';

export const GENERIC_ERROR_MESSAGE = 'An unexpected error occurred. Please try again.';
export const SESSION_MISSING_MESSAGE = 'Auth session missing!';

export class BackendError extends Error {
  override name = 'BackendError';
  readonly code: BackendErrorCode;
  readonly issues: readonly string[];
  readonly status: number | undefined;

  constructor(
    code: BackendErrorCode,
    message: string,
    options: { issues?: readonly string[]; status?: number; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.code = code;
    this.issues = options.issues ?? [];
    this.status = options.status;
  }
}

/** What every adapter answers for SQLSTATE 22P05: a validation failure naming the characters, not the database's words. */
export function unstorableTextError(options: { status?: number; cause?: unknown } = {}): BackendError {
  return new BackendError('validation_failed', UNSTORABLE_TEXT_MESSAGE, {
    ...options,
    issues: [UNSTORABLE_TEXT_MESSAGE],
  });
}

export function isBackendError(error: unknown): error is BackendError {
  return error instanceof BackendError;
}

export function isBackendErrorCode(value: unknown): value is BackendErrorCode {
  return typeof value === 'string' && (BACKEND_ERROR_CODES as readonly string[]).includes(value);
}

/** The message to show for any thrown value: the provider's text, else the generic one. */
export function errorMessage(error: unknown, fallback = GENERIC_ERROR_MESSAGE): string {
  if (error instanceof BackendError && error.message) return error.message;
  return fallback;
}
