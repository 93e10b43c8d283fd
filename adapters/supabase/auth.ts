import type { AuthChangeEvent, SupabaseClient } from '@supabase/supabase-js';
import {
  BackendError,
  CREDENTIALS_REQUIRED,
  SESSION_MISSING_MESSAGE,
  passwordSchema,
  resetRequestInputSchema,
  signInInputSchema,
  signUpInputSchema,
  splitFullName,
  type AuthEvent,
  type AuthListener,
  type BackendAdapter,
  type Session,
} from '@/backend';
import type { CurrentSession } from './caller-session';
import { guard, toBackendError } from './map-error';
import { toAuthUser, toSession } from './mappers';
import { parseInput } from './validate';

/** Codes after which the stored session is gone for good, so signing out has nothing left to end. */
const SESSION_ENDED = new Set(['session_missing', 'invalid_token', 'refresh_token_reused']);

const AUTH_EVENTS: ReadonlySet<AuthChangeEvent> = new Set<AuthEvent>([
  'INITIAL_SESSION',
  'SIGNED_IN',
  'SIGNED_OUT',
  'TOKEN_REFRESHED',
  'USER_UPDATED',
  'PASSWORD_RECOVERY',
  'MFA_CHALLENGE_VERIFIED',
]);

/** GoTrue's text for a recovery link that is expired, used or malformed. */
const RECOVERY_LINK_INVALID_MESSAGE = 'Email link is invalid or has expired';

/** Three base64url parts whose first two are JSON objects (the signature is the server's to check). */
function isDecodableJwt(token: string): boolean {
  const parts = token.split('.');
  if (parts.length !== 3 || parts.some((part) => !/^[A-Za-z0-9_-]+$/.test(part))) return false;
  try {
    return parts.slice(0, 2).every((part) => {
      const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
      const decoded: unknown = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')));
      return typeof decoded === 'object' && decoded !== null;
    });
  } catch {
    return false;
  }
}

/** The defined password rule (SPEC §5), reported the way GoTrue reports its own policy: weak_password. */
function checkPasswordRules(password: string): string {
  const checked = passwordSchema.safeParse(password);
  if (checked.success) return checked.data;
  const issues = [...new Set(checked.error.issues.map((i) => i.message))];
  throw new BackendError('weak_password', issues.join(', '), { issues });
}

/**
 * Sign-up, sign-in, the session and password recovery on GoTrue through supabase-js, which keeps the session (the
 * second factor is mfa.ts). Its events reach the app's listeners mapped to the port's: a session opened from a
 * recovery link reads as PASSWORD_RECOVERY.
 */
export function authPort(client: SupabaseClient, currentSession: CurrentSession): Omit<BackendAdapter['auth'], 'mfa'> {
  /** While > 0, the session being opened is a recovery session: SIGNED_IN reads as PASSWORD_RECOVERY. */
  let recoveryInProgress = 0;

  return {
    signUp: (input, emailRedirectTo) =>
      guard(async () => {
        if (input.email.trim() === '' || input.password === '') {
          throw new BackendError('validation_failed', CREDENTIALS_REQUIRED, { issues: [CREDENTIALS_REQUIRED] });
        }
        // Email and name problems are input errors; a password below the rules is a weak password, as
        // GoTrue reports it (422 weak_password), so the two are checked apart.
        const { email, fullName } = parseInput(signUpInputSchema.pick({ email: true, fullName: true }), input);
        const password = checkPasswordRules(input.password);
        const { first_name, last_name } = splitFullName(fullName);
        const { data, error } = await client.auth.signUp({
          email,
          password,
          options: { emailRedirectTo, data: { full_name: fullName, first_name, last_name } },
        });
        if (error) throw error;
        // No session means the project requires email confirmation first.
        return data.session ? toSession(data.session) : null;
      }),

    signIn: (input) =>
      guard(async () => {
        const { email, password } = parseInput(signInInputSchema, input);
        const { data, error } = await client.auth.signInWithPassword({ email, password });
        if (error) throw error;
        return toSession(data.session);
      }),

    signOut: () =>
      guard(async () => {
        // 'local' ends this browser's session only; the client already ignores 401/403/404 from /logout.
        const { error } = await client.auth.signOut({ scope: 'local' });
        if (!error) return;
        const mapped = toBackendError(error);
        if (!SESSION_ENDED.has(mapped.code)) throw mapped;
      }),

    // A refresh the server refuses is reported once (invalid_token, refresh_token_reused); supabase-js has
    // then removed the stored session and emitted SIGNED_OUT, so the next call answers null.
    getSession: () => guard(currentSession),

    onAuthStateChange: (listener: AuthListener) => {
      // Synchronous on purpose (reference/supabase.md §4 "Callback caveat"): the client awaits its
      // callbacks, so nothing here may await another client call; listeners' promises are not returned.
      const { data } = client.auth.onAuthStateChange((event, supabaseSession) => {
        if (!AUTH_EVENTS.has(event)) return;
        const mappedEvent: AuthEvent =
          recoveryInProgress > 0 && (event === 'SIGNED_IN' || event === 'TOKEN_REFRESHED')
            ? 'PASSWORD_RECOVERY'
            : event;
        let session: Session | null = null;
        if (supabaseSession) {
          try {
            session = toSession(supabaseSession);
          } catch (error) {
            console.error('Supabase sent a session the app cannot read', error);
          }
        }
        try {
          listener(mappedEvent, session);
        } catch (error) {
          // A failing listener must not fail the sign-in (or refresh) that emitted the event.
          console.error('An auth listener failed', error);
        }
      });
      return () => data.subscription.unsubscribe();
    },

    resetPasswordForEmail: (email, redirectTo) =>
      guard(async () => {
        const input = parseInput(resetRequestInputSchema, { email });
        const { error } = await client.auth.resetPasswordForEmail(input.email, { redirectTo });
        if (!error) return;
        // GoTrue's per-user 60 s limit answers 429 only for existing accounts; answering it like a
        // success keeps the reply identical whether or not the account exists (reference §6).
        if (error.code === 'over_email_send_rate_limit') return;
        throw error;
      }),

    openRecoverySession: (tokens) =>
      guard(async () => {
        if ('tokenHash' in tokens) {
          // The email's one-time token: GoTrue verifies it once and only then issues the session
          // (supabase-js emits PASSWORD_RECOVERY for it).
          if (tokens.tokenHash.trim() === '') throw new BackendError('invalid_token', RECOVERY_LINK_INVALID_MESSAGE);
          const { data, error } = await client.auth.verifyOtp({ token_hash: tokens.tokenHash, type: 'recovery' });
          if (error) throw error;
          if (!data.session) throw new BackendError('session_missing', SESSION_MISSING_MESSAGE);
          return toSession(data.session);
        }
        const { accessToken, refreshToken } = tokens;
        // supabase-js throws a bare SyntaxError for a token that only looks like a JWT; refuse it first.
        if (!isDecodableJwt(accessToken) || refreshToken.trim() === '') {
          throw new BackendError('invalid_token', RECOVERY_LINK_INVALID_MESSAGE);
        }
        recoveryInProgress += 1;
        try {
          const { data, error } = await client.auth.setSession({
            access_token: accessToken,
            refresh_token: refreshToken,
          });
          if (error) throw error;
          if (!data.session) throw new BackendError('session_missing', SESSION_MISSING_MESSAGE);
          return toSession(data.session);
        } finally {
          recoveryInProgress -= 1;
        }
      }),

    updatePassword: (password) =>
      guard(async () => {
        const { data, error } = await client.auth.updateUser({ password: checkPasswordRules(password) });
        if (error) throw error;
        return toAuthUser(data.user);
      }),
  };
}
