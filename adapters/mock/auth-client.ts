import { z } from 'zod';
import {
  authUserSchema,
  BackendError,
  isBackendError,
  sessionSchema,
  SESSION_MISSING_MESSAGE,
  splitFullName,
  type AuthEvent,
  type AuthListener,
  type AuthPort,
  type AuthUser,
  type RecoveryTokens,
  type Session,
  type SignInInput,
  type SignUpInput,
} from '@/backend';
import type { MockHttp } from './http';

/** SPEC §9 and auth-js constants: a 30 s ticker, refresh within 3 ticks, backoff from 200 ms for 30 s. */
export const AUTO_REFRESH_TICK_MS = 30_000;
export const AUTO_REFRESH_TICK_THRESHOLD = 3;
export const EXPIRY_MARGIN_MS = AUTO_REFRESH_TICK_THRESHOLD * AUTO_REFRESH_TICK_MS;
export const RETRY_BASE_MS = 200;
export const RETRY_WINDOW_MS = 30_000;

export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface TimerApi {
  setInterval(handler: () => void, ms: number): unknown;
  clearInterval(id: unknown): void;
  setTimeout(handler: () => void, ms: number): unknown;
}

export interface ChannelLike {
  postMessage(message: unknown): void;
  close(): void;
  onmessage: ((event: { data: unknown }) => void) | null;
}

export interface AuthClientOptions {
  http: MockHttp;
  /** Where the session is kept (localStorage in the browser); null keeps it in memory only. */
  storage: StorageLike | null;
  storageKey: string;
  now: () => number;
  timers: TimerApi;
  /** Cross-tab channel factory; like auth-js, a channel exists only when the session is persisted. */
  createChannel: ((name: string) => ChannelLike) | null;
  autoRefresh: boolean;
}

const broadcastSchema = z.object({
  event: z.enum([
    'INITIAL_SESSION',
    'SIGNED_IN',
    'SIGNED_OUT',
    'TOKEN_REFRESHED',
    'USER_UPDATED',
    'PASSWORD_RECOVERY',
    'MFA_CHALLENGE_VERIFIED',
  ]),
  session: sessionSchema.nullable(),
});

const signUpAnswerSchema = z.union([sessionSchema, authUserSchema]);

/**
 * The GoTrue-like client of the MockAdapter: session persisted under one storage key, refreshed by a
 * ticker and on demand, with deduplicated refreshes, backoff for network failures only, and every event
 * shared with the other tabs over a BroadcastChannel named after the storage key.
 */
export class MockAuthClient implements AuthPort {
  private memory: Session | null = null;
  private readonly listeners = new Set<AuthListener>();
  private readonly ready: Promise<void>;
  private refreshing: Promise<Session> | null = null;
  private initError: unknown = null;
  private readonly ticker: unknown = null;
  private readonly channel: ChannelLike | null = null;

  constructor(private readonly options: AuthClientOptions) {
    if (options.storage && options.createChannel) {
      this.channel = options.createChannel(options.storageKey);
      this.channel.onmessage = (event) => this.receive(event.data);
    }
    if (options.autoRefresh) this.ticker = options.timers.setInterval(() => void this.tick(), AUTO_REFRESH_TICK_MS);
    this.ready = this.initialize();
  }

  // ---- state -------------------------------------------------------------------------------------

  /** The shared storage is the source of truth: another tab may have refreshed or signed out. */
  private current(): Session | null {
    const { storage, storageKey } = this.options;
    if (!storage) return this.memory;
    const raw = storage.getItem(storageKey);
    if (!raw) return (this.memory = null);
    try {
      const parsed = sessionSchema.safeParse(JSON.parse(raw));
      if (parsed.success) return (this.memory = parsed.data);
    } catch {
      // fall through: unreadable value
    }
    storage.removeItem(storageKey);
    return (this.memory = null);
  }

  private save(session: Session): void {
    this.memory = session;
    this.options.storage?.setItem(this.options.storageKey, JSON.stringify(session));
  }

  private forget(): void {
    this.memory = null;
    this.options.storage?.removeItem(this.options.storageKey);
  }

  private notify(event: AuthEvent, session: Session | null, broadcast = true): void {
    for (const listener of [...this.listeners]) {
      try {
        listener(event, session);
      } catch (error) {
        console.error('An auth listener failed', error);
      }
    }
    if (broadcast) this.channel?.postMessage({ event, session });
  }

  /** An event from another tab: adopt its session and tell our listeners, without echoing it back. */
  private receive(data: unknown): void {
    const parsed = broadcastSchema.safeParse(data);
    if (!parsed.success) return;
    this.memory = parsed.data.session;
    this.notify(parsed.data.event, parsed.data.session, false);
  }

  private expiresSoon(session: Session): boolean {
    return session.expires_at * 1000 - this.options.now() <= EXPIRY_MARGIN_MS;
  }

  private async initialize(): Promise<void> {
    const stored = this.current();
    if (stored && this.expiresSoon(stored)) {
      try {
        await this.refresh(stored.refresh_token);
      } catch (error) {
        // A refused token already signed the session out; the first getSession() reports why.
        this.initError = error;
      }
    }
  }

  // ---- refresh -----------------------------------------------------------------------------------

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => this.options.timers.setTimeout(resolve, ms));
  }

  /** One refresh at a time per tab; concurrent callers share it. */
  private refresh(refreshToken: string): Promise<Session> {
    this.refreshing ??= this.refreshWithRetry(refreshToken).finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  private async refreshWithRetry(refreshToken: string): Promise<Session> {
    const started = this.options.now();
    let waited = 0;
    for (let attempt = 1; ; attempt++) {
      try {
        const session = await this.options.http.json('token', sessionSchema, {
          method: 'POST',
          query: { grant_type: 'refresh_token' },
          json: { refresh_token: refreshToken },
        });
        this.save(session);
        this.notify('TOKEN_REFRESHED', session);
        return session;
      } catch (error) {
        if (isBackendError(error) && error.code === 'network') {
          // 200, 400, 800 ... while the next attempt still starts within 30 s of the first.
          const wait = RETRY_BASE_MS * 2 ** (attempt - 1);
          const elapsed = Math.max(this.options.now() - started, waited);
          if (elapsed + wait < RETRY_WINDOW_MS) {
            waited += wait;
            await this.sleep(wait);
            continue;
          }
          throw error;
        }
        // The token was refused (used, revoked, unknown, banned): this session is over.
        if (this.current()?.refresh_token === refreshToken || this.memory?.refresh_token === refreshToken) {
          this.forget();
          this.notify('SIGNED_OUT', null);
        }
        throw error;
      }
    }
  }

  private async tick(): Promise<void> {
    const session = this.current();
    if (!session || !this.expiresSoon(session)) return;
    try {
      await this.refresh(session.refresh_token);
    } catch (error) {
      console.error('Session refresh failed', error);
    }
  }

  // ---- AuthPort ----------------------------------------------------------------------------------

  async getSession(): Promise<Session | null> {
    await this.ready;
    const session = this.current();
    if (this.initError !== null) {
      const error = this.initError;
      this.initError = null;
      const offline = isBackendError(error) && error.code === 'network';
      // A refused token already removed the session: report why, once.
      if (!offline) throw error;
      // Offline at start-up with a still-valid token: use it; the ticker tries again later.
      if (session && session.expires_at * 1000 > this.options.now()) return session;
    }
    if (!session) return null;
    if (!this.expiresSoon(session)) return session;
    try {
      return await this.refresh(session.refresh_token);
    } catch (error) {
      // Offline but the access token still works: keep using it (auth-js >= 2.108 does the same).
      const stillValid = session.expires_at * 1000 > this.options.now();
      if (isBackendError(error) && error.code === 'network' && stillValid) return session;
      throw error;
    }
  }

  /** The bearer for data calls: the caller's access token, or null for the anonymous role. */
  async accessToken(): Promise<string | null> {
    return (await this.getSession())?.access_token ?? null;
  }

  async requireAccessToken(): Promise<string> {
    const token = await this.accessToken();
    if (!token) throw new BackendError('session_missing', SESSION_MISSING_MESSAGE);
    return token;
  }

  onAuthStateChange(listener: AuthListener): () => void {
    this.listeners.add(listener);
    void this.ready.then(() => {
      if (this.listeners.has(listener)) listener('INITIAL_SESSION', this.current());
    });
    return () => {
      this.listeners.delete(listener);
    };
  }

  async signIn(input: SignInInput): Promise<Session> {
    const session = await this.options.http.json('token', sessionSchema, {
      method: 'POST',
      query: { grant_type: 'password' },
      json: { email: input.email, password: input.password },
    });
    this.save(session);
    this.notify('SIGNED_IN', session);
    return session;
  }

  async signUp(input: SignUpInput, emailRedirectTo: string): Promise<Session | null> {
    const names = splitFullName(input.fullName);
    const answer = await this.options.http.json('signup', signUpAnswerSchema, {
      method: 'POST',
      query: { redirect_to: emailRedirectTo },
      json: { email: input.email, password: input.password, data: { full_name: input.fullName.trim(), ...names } },
    });
    if (!('access_token' in answer)) return null;
    this.save(answer);
    this.notify('SIGNED_IN', answer);
    return answer;
  }

  async signOut(): Promise<void> {
    let token: string | null = null;
    try {
      token = await this.accessToken();
    } catch {
      // The session could not be refreshed: nothing left to revoke on the server.
    }
    if (token) {
      try {
        await this.options.http.send('logout', { method: 'POST', query: { scope: 'global' }, token });
      } catch (error) {
        // Like auth-js: an already-gone session is not an error; anything else (network) is.
        const gone =
          isBackendError(error) && ['session_missing', 'invalid_token', 'forbidden', 'not_found'].includes(error.code);
        if (!gone) throw error;
      }
    }
    this.forget();
    this.notify('SIGNED_OUT', null);
  }

  async resetPasswordForEmail(email: string, redirectTo: string): Promise<void> {
    await this.options.http.send('recover', { method: 'POST', query: { redirect_to: redirectTo }, json: { email } });
  }

  async openRecoverySession(tokens: RecoveryTokens): Promise<Session> {
    const session = await this.options.http.json('verify', sessionSchema, {
      method: 'POST',
      json: { type: 'recovery', access_token: tokens.accessToken, refresh_token: tokens.refreshToken },
    });
    this.save(session);
    this.notify('PASSWORD_RECOVERY', session);
    return session;
  }

  async updatePassword(password: string): Promise<AuthUser> {
    const session = await this.getSession();
    if (!session) throw new BackendError('session_missing', SESSION_MISSING_MESSAGE);
    const user = await this.options.http.json('user', authUserSchema, {
      method: 'PUT',
      json: { password },
      token: session.access_token,
    });
    const next = { ...(this.current() ?? session), user };
    this.save(next);
    this.notify('USER_UPDATED', next);
    return user;
  }

  /** Stops the ticker and leaves the cross-tab channel. */
  dispose(): void {
    if (this.ticker !== null) this.options.timers.clearInterval(this.ticker);
    if (this.channel) {
      this.channel.onmessage = null;
      this.channel.close();
    }
    this.listeners.clear();
  }
}
