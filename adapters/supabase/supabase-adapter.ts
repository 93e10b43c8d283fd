import {
  createClient,
  type AuthChangeEvent,
  type SupportedStorage,
  type WebSocketLikeConstructor,
} from '@supabase/supabase-js';
import { z } from 'zod';
import {
  AUDIT_LOG_PAGE_SIZE,
  BackendError,
  CREDENTIALS_REQUIRED,
  SESSION_MISSING_MESSAGE,
  assignRoleInputSchema,
  auditListQuerySchema,
  contactMessageInputSchema,
  createUserInputSchema,
  dashboardFiguresSchema,
  mfaFactorSchema,
  totpCodeSchema,
  totpEnrollmentSchema,
  exportRecordInputSchema,
  staffAuditEntrySchema,
  staffAuditQuerySchema,
  USER_SEARCH_COLUMNS,
  userListQuerySchema,
  inboundRequestSchema,
  adjustCreditsInputSchema,
  creditLedgerEntrySchema,
  grantCreditsInputSchema,
  OPEN_ORDER_STATUSES,
  orderHistoryEntrySchema,
  orderListFilterSchema,
  orderPageQuerySchema,
  orderRequestInputSchema,
  orderRequestSchema,
  queuedOrderSchema,
  resubmitOrderInputSchema,
  setOrderStatusInputSchema,
  TERMS_VERSION,
  passwordSchema,
  profilePatchSchema,
  profileSchema,
  profileSummarySchema,
  publishedReportSchema,
  resetRequestInputSchema,
  sendReportToLosInputSchema,
  confirmLosAddressInputSchema,
  losSendOutcomeSchema,
  LOS_CODE_VOIDED,
  LOS_CODE_WRONG,
  roleAuditEntrySchema,
  signInInputSchema,
  signUpInputSchema,
  splitDisplayName,
  splitFullName,
  userRoleSchema,
  type AuthEvent,
  type AuthListener,
  type BackendAdapter,
  type InboundRequest,
  type ListPage,
  type Profile,
  type ProfilePatch,
  type Session,
  type UploadFile,
} from '@/backend';
import {
  functionErrorToBackendError,
  guard,
  postgrestErrorToBackendError,
  storageErrorToBackendError,
  toBackendError,
  unwrap,
  type PostgrestErrorLike,
  type PostgrestResult,
} from './map-error';
import { documentReadingsPort } from './document-readings';
import { orderAssignmentsPort } from './order-assignments';
import { sosLookupsPort } from './sos-lookups';
import { reportReviewsPort } from './report-reviews';
import { emptyToNull, parseResponse, toAuthUser, toSession } from './mappers';
import { checkPdfContents, parseInput, parsePublishReportInput } from './validate';

export interface SupabaseAdapterOptions {
  url: string;
  /** The public anon (publishable) key; never the service-role key. */
  anonKey: string;
  /** Where the session is kept (default: localStorage in the browser, memory elsewhere). */
  storage?: SupportedStorage;
  /** The fetch used for every request (default: the global fetch). */
  fetch?: typeof fetch;
  /** The key the session is stored under (default: supabase-js's `sb-<project ref>-auth-token`). */
  storageKey?: string;
  /** Refresh the session in the background (default true; tests drive refreshes themselves). */
  autoRefreshToken?: boolean;
  /** Which backend this client talks to: the in-browser emulator reports 'mock' (default 'supabase'). */
  kind?: BackendAdapter['kind'];
}

/** Names shared with supabase/migrations and supabase/functions. */
export const ORDER_DOCUMENTS_BUCKET = 'order-documents';
export const ADMIN_CREATE_USER_FUNCTION = 'admin-create-user';
export const ADMIN_SET_USER_STATUS_FUNCTION = 'admin-set-user-status';

/** The staff queue's search: the entity, and the customer's name, email and company. */
const ORDER_SEARCH_COLUMNS = ['entity_legal_name', 'name', 'email', 'company'] as const;

/**
 * A value inside PostgREST's `or=(…)` list: double-quoted, so commas, parentheses and dots are literal
 * (backslash and double quote escaped).
 */
function postgrestQuoted(value: string): string {
  return `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
}

/**
 * Search text as an ILIKE pattern that matches it literally: LIKE's wildcards `%` and `_` and its escape
 * character are escaped. PostgREST turns every `*` into `%` whatever precedes it, so a `*` is sent as `_`
 * (any one character, the `*` included).
 */
function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`).replace(/\*/g, '_');
}

const PROFILE_SUMMARY_COLUMNS = 'id, email, first_name, last_name, company';
const USER_ROLE_COLUMNS = 'user_id, role, assigned_by, assigned_at';
/** The statuses that change whether the auth user may sign in (banned or not). */
const BAN_STATUSES = new Set(['Active', 'Suspended']);
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

/** `.single()` reads where "no visible row" is an answer (null), not a failure; several rows still fail. */
function unwrapOptional<T>(result: PostgrestResult<T>): T | null {
  if (result.error?.code === 'PGRST116') {
    const count = /contains? (\d+) rows/.exec(result.error.details ?? '');
    if (!count || Number(count[1]) === 0) return null;
  }
  return unwrap(result);
}

const profileListSchema = z.array(profileSchema);

/** A counted page (`Prefer: count=exact`): its rows and the total PostgREST reports in Content-Range. */
function unwrapPage<T>(result: {
  data: T[] | null;
  count: number | null;
  error: PostgrestErrorLike | null;
  status: number;
}): {
  rows: T[];
  total: number;
} {
  const rows = unwrap(result) ?? [];
  if (typeof result.count !== 'number') throw new BackendError('unexpected', 'The server did not count the rows');
  return { rows, total: result.count };
}

/** The offsets of a 1-based page, for `.range(from, to)`. */
function pageRange(page: number, pageSize: number): [number, number] {
  const from = (page - 1) * pageSize;
  return [from, from + pageSize - 1];
}

/** `col.ilike."*text*"` for each column, for `.or()`: the text matched literally anywhere in any of them. */
function containsAny(columns: readonly string[], text: string): string {
  const pattern = postgrestQuoted(`*${likeLiteral(text)}*`);
  return columns.map((column) => `${column}.ilike.${pattern}`).join(',');
}
const losSettingsSchema = z.object({ los_email: z.string() });
/** What confirm_los_address answers: sent, or a wrong code (counted), or the last wrong try (the code is void). */
const losConfirmOutcomeSchema = z.enum(['sent', 'wrong_code', 'code_voided']);
/** The function answers `{profile}`; a bare profile row is read the same way. */
const createUserResponseSchema = z.union([
  z.object({ profile: profileSchema }).transform((body) => body.profile),
  profileSchema,
]);

/**
 * Storage keys accept a limited character set, and storage-js puts the key into the URL unencoded, so
 * '?' and '#' would cut it short: anything outside the safe set in a file name becomes '_'.
 */
function storageSafeName(name: string): string {
  const safe = name.replace(/[^\w!\-.*'() &$@=;:+,]/g, '_').trim();
  return safe === '' || safe === '.' || safe === '..' ? 'document.pdf' : safe;
}

/** Same-named files in one order would collide at one key; number the repeats. */
function uniqueNames(files: readonly UploadFile[]): string[] {
  const seen = new Set<string>();
  return files.map((file) => {
    const base = storageSafeName(file.name);
    let name = base;
    for (let n = 2; seen.has(name); n += 1) {
      const dot = base.lastIndexOf('.');
      name = dot > 0 ? `${base.slice(0, dot)}-${n}${base.slice(dot)}` : `${base}-${n}`;
    }
    seen.add(name);
    return name;
  });
}

/**
 * The app opens no realtime channel, but supabase-js builds a realtime client anyway and that
 * constructor throws where no WebSocket exists (Node 20: tests, scripts, the contract run).
 */
class RealtimeNotUsed {
  constructor() {
    throw new Error('This app does not use Supabase Realtime');
  }
}

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

/** The name of the authenticator app factor (GoTrue wants the names of one user's factors unique). */
const TOTP_FRIENDLY_NAME = 'Authenticator app';

/** The defined password rule (SPEC §5), reported the way GoTrue reports its own policy: weak_password. */
function checkPasswordRules(password: string): string {
  const checked = passwordSchema.safeParse(password);
  if (checked.success) return checked.data;
  const issues = [...new Set(checked.error.issues.map((i) => i.message))];
  throw new BackendError('weak_password', issues.join(', '), { issues });
}

export function createSupabaseAdapter(options: SupabaseAdapterOptions): BackendAdapter {
  const client = createClient(options.url, options.anonKey, {
    ...(typeof globalThis.WebSocket === 'undefined'
      ? { realtime: { transport: RealtimeNotUsed as unknown as WebSocketLikeConstructor } }
      : {}),
    auth: {
      // The app reads the recovery hash itself and calls openRecoverySession(); the client must not also consume it.
      detectSessionInUrl: false,
      persistSession: true,
      autoRefreshToken: options.autoRefreshToken ?? true,
      flowType: 'implicit',
      ...(options.storage ? { storage: options.storage } : {}),
      ...(options.storageKey ? { storageKey: options.storageKey } : {}),
    },
    ...(options.fetch ? { global: { fetch: options.fetch } } : {}),
  });

  /** While > 0, the session being opened is a recovery session: SIGNED_IN reads as PASSWORD_RECOVERY. */
  let recoveryInProgress = 0;

  async function currentSession(): Promise<Session | null> {
    const { data, error } = await client.auth.getSession();
    if (error) throw toBackendError(error);
    return data.session ? toSession(data.session) : null;
  }

  async function requireSession(): Promise<Session> {
    const session = await currentSession();
    if (!session) throw new BackendError('session_missing', SESSION_MISSING_MESSAGE);
    return session;
  }

  /** Calls an Edge Function as the signed-in caller (the function checks that caller's rights). */
  async function invokeAsCaller(name: string, body: Record<string, unknown>): Promise<unknown> {
    const session = await requireSession();
    const { data, error } = await client.functions.invoke(name, {
      body,
      headers: { Authorization: `Bearer ${session.access_token}` },
    });
    if (error) throw await functionErrorToBackendError(error);
    return data;
  }

  const auth: BackendAdapter['auth'] = {
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

    mfa: {
      factors: () =>
        guard(async () => {
          const { data, error } = await client.auth.mfa.listFactors();
          if (error) throw error;
          return parseResponse(z.array(mfaFactorSchema), data.totp, 'factors');
        }),

      enroll: (issuer) =>
        guard(async () => {
          // GoTrue refuses a second factor with the same name; an enrolment left half-way is dropped first.
          const { data: listed, error: listError } = await client.auth.mfa.listFactors();
          if (listError) throw listError;
          for (const factor of listed.all.filter((f) => f.status === 'unverified')) {
            const { error } = await client.auth.mfa.unenroll({ factorId: factor.id });
            if (error) throw error;
          }
          const { data, error } = await client.auth.mfa.enroll({
            factorType: 'totp',
            friendlyName: TOTP_FRIENDLY_NAME,
            issuer,
          });
          if (error) throw error;
          return parseResponse(
            totpEnrollmentSchema,
            { factor_id: data.id, qr_code: data.totp.qr_code, secret: data.totp.secret, uri: data.totp.uri },
            'enrolment',
          );
        }),

      verify: (factorId, code) =>
        guard(async () => {
          const parsedCode = parseInput(totpCodeSchema, code);
          const { error } = await client.auth.mfa.challengeAndVerify({ factorId, code: parsedCode });
          if (error) throw error;
          // The raised session, as supabase-js has just stored it.
          const session = await currentSession();
          if (!session) throw new BackendError('session_missing', SESSION_MISSING_MESSAGE);
          return session;
        }),
    },
  };

  async function updateProfile(id: string, patch: ProfilePatch): Promise<Profile> {
    const parsedId = parseInput(z.uuid({ message: 'Invalid user ID format' }), id);
    // The known columns are checked with the SPEC §5 rules; any other column is left to the database,
    // which holds the authority over what may be written (role, email, id: 42501, i.e. forbidden).
    const known = new Set(Object.keys(profilePatchSchema.shape));
    const entries = Object.entries(patch as Record<string, unknown>);
    const others = Object.fromEntries(entries.filter(([key]) => !known.has(key)));
    const checked = parseInput(
      profilePatchSchema.strip(),
      Object.fromEntries(entries.filter(([key]) => known.has(key))),
    );
    const changes: Record<string, unknown> = { ...checked, ...others };
    let profile: Profile;
    if (Object.keys(changes).length === 0) {
      const row = unwrap(await client.from('profiles').select('*').eq('id', parsedId).maybeSingle());
      if (!row) throw new BackendError('not_found', 'User not found');
      profile = parseResponse(profileSchema, row, 'profile');
    } else {
      // updated_at is stamped by the database trigger; the browser's clock is not trusted for it.
      const row = unwrap(await client.from('profiles').update(changes).eq('id', parsedId).select('*').single());
      profile = parseResponse(profileSchema, row, 'profile');
    }
    if (checked.status !== undefined && BAN_STATUSES.has(checked.status)) {
      // The status column alone does not stop sign-ins: the function bans or unbans the auth user.
      await invokeAsCaller(ADMIN_SET_USER_STATUS_FUNCTION, { user_id: parsedId, status: checked.status });
    }
    return profile;
  }

  async function uploadDocuments(paths: readonly string[], files: readonly UploadFile[]): Promise<void> {
    const bucket = client.storage.from(ORDER_DOCUMENTS_BUCKET);
    const uploaded: string[] = [];
    try {
      for (const [index, file] of files.entries()) {
        const path = paths[index]!;
        // The bucket accepts PDFs only; a file picked without a MIME type still is one (validated above).
        const body = file.type === 'application/pdf' ? file : new Blob([file], { type: 'application/pdf' });
        const { error } = await bucket.upload(path, body, { contentType: 'application/pdf', upsert: false });
        if (error) throw storageErrorToBackendError(error);
        uploaded.push(path);
      }
    } catch (error) {
      await removeDocuments(uploaded);
      throw error;
    }
  }

  /** Uploads an order's PDFs to `<user>/<upload id>/<file>`; the list the order row stores. */
  async function uploadOrderDocuments(userId: string, files: readonly UploadFile[]) {
    // The row's id is server-set (no INSERT grant on it), so each upload gets its own folder.
    const uploadId = crypto.randomUUID();
    const paths = uniqueNames(files).map((name) => `${userId}/${uploadId}/${name}`);
    await uploadDocuments(paths, files);
    return files.map((file, index) => ({ name: file.name, size: file.size, storage_path: paths[index]! }));
  }

  /** Best effort: leftovers are harmless (private bucket) and the original failure matters more. */
  async function removeDocuments(paths: readonly string[]): Promise<void> {
    if (paths.length === 0) return;
    try {
      const { error } = await client.storage.from(ORDER_DOCUMENTS_BUCKET).remove([...paths]);
      if (error) console.error('Could not remove uploaded order documents', error);
    } catch (error) {
      console.error('Could not remove uploaded order documents', error);
    }
  }

  return {
    kind: options.kind ?? 'supabase',
    auth,

    isAdmin: () =>
      guard(async () => parseResponse(z.boolean(), unwrap(await client.rpc('is_admin')), 'is_admin result')),

    awaitsFactorApproval: () =>
      guard(async () =>
        parseResponse(z.boolean(), unwrap(await client.rpc('awaits_factor_approval')), 'awaits_factor_approval result'),
      ),

    assignUserRole: (input) =>
      guard(async () => {
        const { userId, role } = parseInput(assignRoleInputSchema, input);
        unwrap(await client.rpc('assign_user_role', { _user_id: userId, _role: role }));
      }),

    profiles: {
      getOwn: () =>
        guard(async () => {
          // No caller, no own profile (the mock answers the same).
          const session = await currentSession();
          if (!session) return null;
          const row = unwrapOptional(await client.from('profiles').select('*').eq('id', session.user.id).single());
          return row === null ? null : parseResponse(profileSchema, row, 'profile');
        }),

      getById: (id) =>
        guard(async () => {
          // A malformed id can match no row; PostgREST would answer 22P02 instead of "nothing".
          if (!z.uuid().safeParse(id).success) return null;
          const row = unwrap(await client.from('profiles').select('*').eq('id', id).maybeSingle());
          return row === null ? null : parseResponse(profileSchema, row, 'profile');
        }),

      list: () =>
        guard(async () => {
          const rows = unwrap(await client.from('profiles').select('*').order('created_at', { ascending: false }));
          return parseResponse(profileListSchema, rows, 'profiles');
        }),

      page: (query) =>
        guard(async (): Promise<ListPage<Profile>> => {
          const { search, status, role, sort, page, pageSize } = parseInput(userListQuerySchema, query);
          let request = client.from('profiles').select('*', { count: 'exact' });
          if (search) request = request.or(containsAny(USER_SEARCH_COLUMNS, search));
          // The list shows a profile without a status as Active (SPEC §2), so the filter finds it there.
          if (status === 'Active') request = request.or('status.eq.Active,status.is.null');
          else if (status) request = request.eq('status', status);
          if (role) request = request.eq('role', role);
          // Every order ends on the id, so pages never overlap or skip a row whose key ties.
          if (sort === 'name')
            request = request
              .order('display_name', { ascending: true, nullsFirst: false })
              .order('email', { ascending: true, nullsFirst: false });
          else if (sort === 'email') request = request.order('email', { ascending: true, nullsFirst: false });
          else request = request.order('created_at', { ascending: sort === 'oldest' });
          request = request.order('id', { ascending: true });
          const { rows, total } = unwrapPage(await request.range(...pageRange(page, pageSize)));
          return { rows: parseResponse(profileListSchema, rows, 'profiles'), total };
        }),

      findByEmail: (email) =>
        guard(async () => {
          // GoTrue stores emails lower-cased and profiles.email mirrors auth.users.email.
          const wanted = email.trim().toLowerCase();
          if (wanted === '') return null;
          const row = unwrapOptional(await client.from('profiles').select('*').eq('email', wanted).single());
          return row === null ? null : parseResponse(profileSchema, row, 'profile');
        }),

      summariesFor: (ids) =>
        guard(async () => {
          const unique = [...new Set(ids)].filter((id) => z.uuid().safeParse(id).success);
          if (unique.length === 0) return [];
          const rows = unwrap(await client.from('profiles').select(PROFILE_SUMMARY_COLUMNS).in('id', unique));
          return parseResponse(z.array(profileSummarySchema), rows, 'profile summaries');
        }),

      update: (id, patch) => guard(() => updateProfile(id, patch)),
    },

    roles: {
      list: (userIds) =>
        guard(async () => {
          let request = client.from('user_roles').select(USER_ROLE_COLUMNS);
          if (userIds) {
            const unique = [...new Set(userIds)].filter((id) => z.uuid().safeParse(id).success);
            if (unique.length === 0) return [];
            request = request.in('user_id', unique);
          }
          const rows = unwrap(await request);
          return parseResponse(z.array(userRoleSchema), rows, 'user roles');
        }),
    },

    audit: {
      listRecent: (limit = AUDIT_LOG_PAGE_SIZE) =>
        guard(async () => {
          const rows = unwrap(
            await client.from('role_audit_log').select('*').order('created_at', { ascending: false }).limit(limit),
          );
          return parseResponse(z.array(roleAuditEntrySchema), rows, 'role audit log');
        }),

      page: (query) =>
        guard(async () => {
          const { page, pageSize } = parseInput(auditListQuerySchema, query);
          const { rows, total } = unwrapPage(
            await client
              .from('role_audit_log')
              .select('*', { count: 'exact' })
              .order('created_at', { ascending: false })
              .order('id', { ascending: true })
              .range(...pageRange(page, pageSize)),
          );
          return { rows: parseResponse(z.array(roleAuditEntrySchema), rows, 'role audit log'), total };
        }),

      recordExport: (input) =>
        guard(async () => {
          const { view, filters, rows } = parseInput(exportRecordInputSchema, input);
          unwrap(await client.rpc('log_export', { _view: view, _filters: filters, _rows: rows }));
        }),

      staffPage: (query) =>
        guard(async () => {
          const { page, pageSize, action } = parseInput(staffAuditQuerySchema, query);
          let request = client.from('staff_audit_log').select('*', { count: 'exact' });
          if (action) request = request.eq('action', action);
          const { rows, total } = unwrapPage(
            await request
              .order('created_at', { ascending: false })
              .order('id', { ascending: false })
              .range(...pageRange(page, pageSize)),
          );
          return { rows: parseResponse(z.array(staffAuditEntrySchema), rows, 'staff audit log'), total };
        }),
    },

    admin: {
      createUser: (input) =>
        guard(async () => {
          const parsed = parseInput(createUserInputSchema, input);
          const { first_name, last_name } = splitDisplayName(parsed.displayName);
          // Never auth.signUp() here: it would replace the admin's own session (reference/supabase.md §2).
          const data = await invokeAsCaller(ADMIN_CREATE_USER_FUNCTION, {
            email: parsed.email,
            password: parsed.password,
            first_name,
            last_name,
            display_name: parsed.displayName,
            company: parsed.company,
            phone: parsed.phone,
          });
          return parseResponse(createUserResponseSchema, data, 'admin-create-user response');
        }),

      dashboard: () =>
        guard(async () =>
          parseResponse(dashboardFiguresSchema, unwrap(await client.rpc('admin_dashboard')), 'dashboard figures'),
        ),

      resetMfa: (userId) =>
        guard(async () => {
          const id = parseInput(z.uuid({ message: 'Invalid user ID format' }), userId);
          return parseResponse(z.number().int(), unwrap(await client.rpc('reset_user_mfa', { _user_id: id })), 'reset');
        }),

      approveMfa: (userId) =>
        guard(async () => {
          const id = parseInput(z.uuid({ message: 'Invalid user ID format' }), userId);
          return parseResponse(
            z.number().int(),
            unwrap(await client.rpc('approve_admin_factor', { _user_id: id })),
            'approval',
          );
        }),
    },

    inbound: {
      submit: (kind: InboundRequest['kind'], input) =>
        guard(async () => {
          const parsedKind = parseInput(inboundRequestSchema.shape.kind, kind);
          const message = parseInput(contactMessageInputSchema, input);
          // No .select(): anon may insert but has no SELECT policy, so RETURNING would be refused.
          unwrap(
            await client.from('inbound_requests').insert({
              kind: parsedKind,
              name: message.name,
              email: message.email,
              company: emptyToNull(message.company),
              phone: emptyToNull(message.phone),
              message: message.message,
            }),
          );
        }),

      list: () =>
        guard(async () => {
          const rows = unwrap(
            await client.from('inbound_requests').select('*').order('created_at', { ascending: false }),
          );
          return parseResponse(z.array(inboundRequestSchema), rows, 'inbound requests');
        }),
    },

    orders: {
      submit: (input) =>
        guard(async () => {
          const order = parseInput(orderRequestInputSchema, input);
          await checkPdfContents(order.documents);
          const session = await requireSession();
          const userId = session.user.id;
          const documents = await uploadOrderDocuments(userId, order.documents);
          const paths = documents.map((d) => d.storage_path);
          // The insert debits the credit and writes the first history row in its own transaction (the
          // order_requests_after_insert trigger); without a credit or the current Terms it writes nothing.
          const result = await client
            .from('order_requests')
            .insert({
              user_id: userId,
              name: order.name,
              email: order.email,
              company: emptyToNull(order.company),
              entity_legal_name: order.entityLegalName,
              formation_state: order.formationState,
              report_type: order.reportType,
              property_state: emptyToNull(order.propertyState),
              loan_reference: emptyToNull(order.loanReference),
              terms_version: TERMS_VERSION,
              documents,
            })
            .select('*')
            .single();
          if (result.error) {
            // The row was not stored, so its files would be orphans.
            await removeDocuments(paths);
            throw postgrestErrorToBackendError(result.error, result.status);
          }
          return parseResponse(orderRequestSchema, result.data, 'order request');
        }),

      list: (filter = {}) =>
        guard(async () => {
          const { status, search } = parseInput(orderListFilterSchema, filter);
          let query = client.from('order_requests').select('*');
          if (status) query = query.eq('status', status);
          if (search) query = query.or(containsAny(ORDER_SEARCH_COLUMNS, search));
          const rows = unwrap(await query.order('created_at', { ascending: false }));
          return parseResponse(z.array(orderRequestSchema), rows, 'order requests');
        }),

      listOwn: () =>
        guard(async () => {
          // Staff may read every order (RLS): ask for the caller's alone rather than read them all.
          const { user } = await requireSession();
          const rows = unwrap(
            await client
              .from('order_requests')
              .select('*')
              .eq('user_id', user.id)
              .order('created_at', { ascending: false }),
          );
          return parseResponse(z.array(orderRequestSchema), rows, 'order requests');
        }),

      page: (query) =>
        guard(async () => {
          const { status, search, assigned, sort, page, pageSize } = parseInput(orderPageQuerySchema, query);
          // The queue view (migration 2000): each order with its current assignee, which only staff see.
          let request = client.from('order_queue').select('*', { count: 'exact' });
          if (status) request = request.eq('status', status);
          if (search) request = request.or(containsAny(ORDER_SEARCH_COLUMNS, search));
          if (assigned === 'me') request = request.eq('assignee_id', (await requireSession()).user.id);
          if (assigned === 'none') request = request.is('assignee_id', null);
          // Waiting: the longest in its current status first (updated_at is the time of the last status move). A
          // closed order waits for nobody, so without a status filter it lists the open orders alone.
          if (sort === 'waiting' && !status) request = request.in('status', [...OPEN_ORDER_STATUSES]);
          const ordered =
            sort === 'waiting'
              ? request.order('updated_at', { ascending: true })
              : request.order('created_at', { ascending: false });
          const { rows, total } = unwrapPage(
            await ordered.order('id', { ascending: true }).range(...pageRange(page, pageSize)),
          );
          return { rows: parseResponse(z.array(queuedOrderSchema), rows, 'order queue'), total };
        }),

      get: (id) =>
        guard(async () => {
          if (!z.uuid().safeParse(id).success) return null;
          const row = unwrap(await client.from('order_requests').select('*').eq('id', id).maybeSingle());
          return row === null ? null : parseResponse(orderRequestSchema, row, 'order request');
        }),

      history: (orderId) =>
        guard(async () => {
          if (!z.uuid().safeParse(orderId).success) return [];
          const rows = unwrap(
            await client
              .from('order_status_history')
              .select('*')
              .eq('order_id', orderId)
              .order('created_at', { ascending: true }),
          );
          return parseResponse(z.array(orderHistoryEntrySchema), rows, 'order history');
        }),

      setStatus: (input) =>
        guard(async () => {
          const { orderId, status, message } = parseInput(setOrderStatusInputSchema, input);
          unwrap(await client.rpc('set_order_status', { _order_id: orderId, _status: status, _message: message }));
        }),

      resubmit: (input) =>
        guard(async () => {
          const parsed = parseInput(resubmitOrderInputSchema, input);
          await checkPdfContents(parsed.documents);
          const session = await requireSession();
          const documents = await uploadOrderDocuments(session.user.id, parsed.documents);
          const result = await client.rpc('resubmit_order', {
            _order_id: parsed.orderId,
            _documents: documents,
            _message: parsed.message,
          });
          if (result.error) {
            await removeDocuments(documents.map((d) => d.storage_path));
            throw postgrestErrorToBackendError(result.error, result.status);
          }
        }),

      downloadDocument: (storagePath) =>
        guard(async () => {
          const { data, error } = await client.storage.from(ORDER_DOCUMENTS_BUCKET).download(storagePath);
          if (error) throw storageErrorToBackendError(error);
          return data;
        }),

      ...orderAssignmentsPort(client),
    },

    credits: {
      balance: (userId) =>
        guard(async () => {
          if (!z.uuid().safeParse(userId).success) throw new BackendError('not_found', 'User not found');
          return parseResponse(
            z.number().int(),
            unwrap(await client.rpc('credit_balance', { _user_id: userId })),
            'credit balance',
          );
        }),

      ledger: (userId) =>
        guard(async () => {
          if (!z.uuid().safeParse(userId).success) return [];
          const rows = unwrap(
            await client
              .from('credit_ledger')
              .select('*')
              .eq('user_id', userId)
              .order('created_at', { ascending: false }),
          );
          return parseResponse(z.array(creditLedgerEntrySchema), rows, 'credit ledger');
        }),

      grant: (input) =>
        guard(async () => {
          const { userId, credits, amountPaid, reason } = parseInput(grantCreditsInputSchema, input);
          unwrap(
            await client.rpc('grant_credits', {
              _user_id: userId,
              _credits: credits,
              _amount_paid_cents: Math.round(amountPaid * 100),
              _reason: reason,
            }),
          );
        }),

      adjust: (input) =>
        guard(async () => {
          const { userId, credits, reason } = parseInput(adjustCreditsInputSchema, input);
          unwrap(await client.rpc('adjust_credits', { _user_id: userId, _credits: credits, _reason: reason }));
        }),
    },

    reports: {
      ...reportReviewsPort(client),

      listForOrder: (orderId) =>
        guard(async () => {
          if (!z.uuid().safeParse(orderId).success) return [];
          const rows = unwrap(
            await client
              .from('order_reports')
              .select('*')
              .eq('order_id', orderId)
              .order('version', { ascending: false }),
          );
          return parseResponse(z.array(publishedReportSchema), rows, 'published reports');
        }),

      publish: (input) =>
        guard(async () => {
          const { orderId, content, note, reviews } = parsePublishReportInput(input);
          const row = unwrap(
            await client.rpc('publish_report', {
              _order_id: orderId,
              _content: content,
              _note: note,
              _reviews: reviews,
            }),
          );
          return parseResponse(publishedReportSchema, row, 'published report');
        }),

      escalate: (orderId) =>
        guard(async () => {
          const id = parseInput(z.uuid('Invalid order ID'), orderId);
          unwrap(await client.rpc('escalate_order', { _order_id: id }));
        }),

      losEmail: () =>
        guard(async () => {
          const session = await currentSession();
          if (!session) return null;
          const row = unwrap(
            await client.from('account_los_settings').select('los_email').eq('user_id', session.user.id).maybeSingle(),
          );
          return row === null ? null : parseResponse(losSettingsSchema, row, 'LOS settings').los_email;
        }),

      sendToLos: (input) =>
        guard(async () => {
          const { reportId, email, remember } = parseInput(sendReportToLosInputSchema, input);
          await requireSession();
          const outcome = unwrap(
            await client.rpc('queue_los_delivery', { _report_id: reportId, _recipient: email, _remember: remember }),
          );
          return parseResponse(losSendOutcomeSchema, outcome, 'LOS hand-off');
        }),

      confirmLosAddress: (input) =>
        guard(async () => {
          const { reportId, email, code, remember } = parseInput(confirmLosAddressInputSchema, input);
          await requireSession();
          const outcome = parseResponse(
            losConfirmOutcomeSchema,
            unwrap(
              await client.rpc('confirm_los_address', {
                _report_id: reportId,
                _recipient: email,
                _code: code,
                _remember: remember,
              }),
            ),
            'LOS address confirmation',
          );
          // A wrong code is an answer (so the server keeps the count of tries), not an error: it is one here.
          if (outcome === 'wrong_code')
            throw new BackendError('validation_failed', LOS_CODE_WRONG, { issues: [LOS_CODE_WRONG] });
          if (outcome === 'code_voided')
            throw new BackendError('validation_failed', LOS_CODE_VOIDED, { issues: [LOS_CODE_VOIDED] });
        }),
    },

    documentReadings: documentReadingsPort(client, invokeAsCaller),
    sosLookups: sosLookupsPort(client, invokeAsCaller),
  };
}
