import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { describe, expect, it, vi } from 'vitest';
import {
  CREDENTIALS_REQUIRED,
  SESSION_MISSING_MESSAGE,
  type AuthEvent,
  type BackendErrorCode,
  type Session,
} from '@/backend';
import {
  ANON_KEY,
  AUTH,
  REST,
  STORAGE_KEY,
  USER_EMAIL,
  USER_ID,
  accessTokenFor,
  gotrueError,
  gotrueUser,
  json,
  jsonBody,
  newAdapter,
  nowSeconds,
  requestsTo,
  sessionBody,
  signedInAdapter,
  recordRequests,
  rejection,
} from './test-support';

const server = setupServer();
const requests = recordRequests(server);

/** Runs the call and returns the BackendError it must throw. */

function recordEvents(adapter: ReturnType<typeof newAdapter>['adapter']) {
  const events: Array<{ event: AuthEvent; session: Session | null }> = [];
  const unsubscribe = adapter.auth.onAuthStateChange((event, session) => events.push({ event, session }));
  return { events, unsubscribe };
}

describe('auth.signIn', () => {
  it('posts the password grant with the anon key and returns the parsed session', async () => {
    server.use(http.post(`${AUTH}/token`, () => json(sessionBody())));
    const { adapter } = newAdapter();

    const session = await adapter.auth.signIn({ email: ` ${USER_EMAIL} `, password: 'Secret123!' });

    const [sent] = requestsTo(requests, '/auth/v1/token');
    expect(sent?.method).toBe('POST');
    expect(sent?.url.searchParams.get('grant_type')).toBe('password');
    expect(sent?.headers.get('apikey')).toBe(ANON_KEY);
    expect(sent?.headers.get('authorization')).toBe(`Bearer ${ANON_KEY}`);
    expect(sent?.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await jsonBody(sent!)).toEqual({ email: USER_EMAIL, password: 'Secret123!', gotrue_meta_security: {} });
    expect(session).toEqual({
      access_token: expect.any(String),
      refresh_token: 'r3fr3sh70k3n',
      expires_in: 3600,
      expires_at: expect.any(Number),
      token_type: 'bearer',
      aal: 'aal1',
      needs_second_factor: false,
      user: {
        id: USER_ID,
        email: USER_EMAIL,
        user_metadata: { full_name: 'Alice Smith', first_name: 'Alice', last_name: 'Smith' },
        created_at: '2026-01-05T10:00:00.123456Z',
      },
    });
  });

  it('refuses a blank email or password before any request', async () => {
    const { adapter } = newAdapter();
    const error = await rejection(adapter.auth.signIn({ email: '  ', password: 'x' }));
    expect(error.code).toBe('validation_failed');
    expect(error.message).toBe(CREDENTIALS_REQUIRED);
    expect(error.issues).toEqual([CREDENTIALS_REQUIRED]);
    expect(requests).toHaveLength(0);
  });

  it('passes "Invalid login credentials" through as invalid_credentials', async () => {
    server.use(http.post(`${AUTH}/token`, () => gotrueError(400, 'invalid_credentials', 'Invalid login credentials')));
    const { adapter } = newAdapter();
    const error = await rejection(adapter.auth.signIn({ email: USER_EMAIL, password: 'wrong' }));
    expect(error.code).toBe('invalid_credentials');
    expect(error.message).toBe('Invalid login credentials');
    expect(error.status).toBe(400);
  });

  it('reads error_code from the legacy shape when the API-version header is absent', async () => {
    server.use(
      http.post(`${AUTH}/token`, () =>
        HttpResponse.json(
          { code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' },
          { status: 400 },
        ),
      ),
    );
    const { adapter } = newAdapter();
    const error = await rejection(adapter.auth.signIn({ email: USER_EMAIL, password: 'wrong' }));
    expect(error.code).toBe('invalid_credentials');
    expect(error.message).toBe('Invalid login credentials');
  });

  it('maps a banned user to user_suspended', async () => {
    server.use(http.post(`${AUTH}/token`, () => gotrueError(400, 'user_banned', 'User is banned')));
    const { adapter } = newAdapter();
    const error = await rejection(adapter.auth.signIn({ email: USER_EMAIL, password: 'Secret123!' }));
    expect(error.code).toBe('user_suspended');
    expect(error.message).toBe('User is banned: this account is suspended. Please contact support.');
  });

  it('maps over_request_rate_limit to rate_limited', async () => {
    server.use(
      http.post(`${AUTH}/token`, () => gotrueError(429, 'over_request_rate_limit', 'Request rate limit reached')),
    );
    const { adapter } = newAdapter();
    const error = await rejection(adapter.auth.signIn({ email: USER_EMAIL, password: 'Secret123!' }));
    expect(error.code).toBe('rate_limited');
    expect(error.message).toBe('Request rate limit reached');
  });

  it.each([502, 503, 504])('maps a %i from the auth server to network', async (status) => {
    server.use(http.post(`${AUTH}/token`, () => new HttpResponse('upstream unavailable', { status })));
    const { adapter } = newAdapter();
    const error = await rejection(adapter.auth.signIn({ email: USER_EMAIL, password: 'Secret123!' }));
    expect(error.code).toBe('network');
    expect(error.message).toBe('The service is unavailable. Please try again.');
    expect(error.status).toBe(status);
  });

  it('maps a fetch that throws (offline) to network', async () => {
    server.use(http.post(`${AUTH}/token`, () => HttpResponse.error()));
    const { adapter } = newAdapter();
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = await rejection(adapter.auth.signIn({ email: USER_EMAIL, password: 'Secret123!' }));
    spy.mockRestore();
    expect(error.code).toBe('network');
    expect(error.message).toBe('Network error: the service could not be reached.');
  });

  it('keeps the provider message of an unknown code as unexpected', async () => {
    server.use(http.post(`${AUTH}/token`, () => gotrueError(400, 'email_not_confirmed', 'Email not confirmed')));
    const { adapter } = newAdapter();
    const error = await rejection(adapter.auth.signIn({ email: USER_EMAIL, password: 'Secret123!' }));
    expect(error.code).toBe('unexpected');
    expect(error.message).toBe('Email not confirmed');
  });
});

describe('auth.signUp', () => {
  const input = { email: 'new.user@example.com', password: 'Secret123', fullName: 'Mary Ann  Jones' };

  it('posts email, password, the name metadata and the redirect, and returns the session', async () => {
    server.use(
      http.post(`${AUTH}/signup`, () =>
        json(
          sessionBody({
            user: gotrueUser({ email: 'new.user@example.com', user_metadata: { full_name: 'Mary Ann  Jones' } }),
          }),
        ),
      ),
    );
    const { adapter } = newAdapter();

    const session = await adapter.auth.signUp(input, 'https://app.example.com/');

    const [sent] = requestsTo(requests, '/auth/v1/signup');
    expect(sent?.method).toBe('POST');
    expect(sent?.url.searchParams.get('redirect_to')).toBe('https://app.example.com/');
    expect(sent?.headers.get('apikey')).toBe(ANON_KEY);
    expect(await jsonBody(sent!)).toEqual({
      email: 'new.user@example.com',
      password: 'Secret123',
      data: { full_name: 'Mary Ann  Jones', first_name: 'Mary', last_name: 'Ann Jones' },
      gotrue_meta_security: {},
      code_challenge: null,
      code_challenge_method: null,
    });
    expect(session?.user.email).toBe('new.user@example.com');
  });

  it('returns null when the project requires email confirmation (a bare user comes back)', async () => {
    server.use(
      http.post(`${AUTH}/signup`, () =>
        json(gotrueUser({ email: 'new.user@example.com', email_confirmed_at: undefined })),
      ),
    );
    const { adapter } = newAdapter();
    await expect(adapter.auth.signUp(input, 'https://app.example.com/')).resolves.toBeNull();
  });

  it('refuses a blank email or password with the provider wording, before any request', async () => {
    const { adapter } = newAdapter();
    const error = await rejection(adapter.auth.signUp({ ...input, password: '' }, 'https://a/'));
    expect(error.code).toBe('validation_failed');
    expect(error.message).toBe(CREDENTIALS_REQUIRED);
    expect(requests).toHaveLength(0);
  });

  it('validates the email and the full name with the SPEC §5 messages before any request', async () => {
    const { adapter } = newAdapter();
    const error = await rejection(
      adapter.auth.signUp({ email: 'nope', password: 'short', fullName: 'X' }, 'https://a/'),
    );
    expect(error.code).toBe('validation_failed');
    expect(error.issues).toEqual(['Invalid email address', 'Full name must be at least 2 characters']);
    expect(error.message).toBe('Invalid email address, Full name must be at least 2 characters');
    expect(requests).toHaveLength(0);
  });

  it('reports a password below the defined rule as weak_password, listing each rule, before any request', async () => {
    const { adapter } = newAdapter();
    const error = await rejection(adapter.auth.signUp({ ...input, password: 'short' }, 'https://a/'));
    expect(error.code).toBe('weak_password');
    expect(error.issues).toEqual([
      'Password must be at least 8 characters',
      'Password must contain at least one lowercase letter, one uppercase letter, and one number',
    ]);
    expect(requests).toHaveLength(0);
  });

  it.each<[string, number, string, BackendErrorCode]>([
    ['user_already_exists', 422, 'User already registered', 'conflict'],
    ['signup_disabled', 422, 'Signups not allowed for this instance', 'forbidden'],
    ['over_email_send_rate_limit', 429, 'email rate limit exceeded', 'rate_limited'],
    ['validation_failed', 400, 'Unable to validate email address: invalid format', 'validation_failed'],
  ])('maps %s to %s with the provider message', async (code, status, message, expected) => {
    server.use(http.post(`${AUTH}/signup`, () => gotrueError(status, code, message)));
    const { adapter } = newAdapter();
    const error = await rejection(adapter.auth.signUp(input, 'https://app.example.com/'));
    expect(error.code).toBe(expected);
    expect(error.message).toBe(message);
  });

  it('maps weak_password to weak_password with the reasons as issues', async () => {
    server.use(
      http.post(`${AUTH}/signup`, () =>
        gotrueError(
          422,
          'weak_password',
          'Password is known to be weak and easy to guess, please choose a different one.',
          {
            weak_password: { reasons: ['pwned'] },
          },
        ),
      ),
    );
    const { adapter } = newAdapter();
    const error = await rejection(adapter.auth.signUp(input, 'https://app.example.com/'));
    expect(error.code).toBe('weak_password');
    expect(error.message).toBe('Password is known to be weak and easy to guess, please choose a different one.');
    expect(error.issues).toEqual(['pwned']);
  });
});

describe('auth.signOut', () => {
  it('revokes this session only (scope=local) with the access token and forgets it', async () => {
    server.use(http.post(`${AUTH}/logout`, () => new HttpResponse(null, { status: 204 })));
    const { adapter, storage, accessToken } = signedInAdapter();
    const { events } = recordEvents(adapter);

    await adapter.auth.signOut();

    const [sent] = requestsTo(requests, '/auth/v1/logout');
    expect(sent?.method).toBe('POST');
    expect(sent?.url.searchParams.get('scope')).toBe('local');
    expect(sent?.headers.get('authorization')).toBe(`Bearer ${accessToken}`);
    expect(storage.map.has(STORAGE_KEY)).toBe(false);
    expect(events.map((e) => e.event)).toContain('SIGNED_OUT');
    await expect(adapter.auth.getSession()).resolves.toBeNull();
  });

  it.each([
    ['session_not_found', 403],
    ['bad_jwt', 401],
    ['user_not_found', 404],
  ])('ignores an already-gone session (%s, %i) and still forgets it locally', async (code, status) => {
    server.use(http.post(`${AUTH}/logout`, () => gotrueError(status, code, 'gone')));
    const { adapter, storage } = signedInAdapter();
    await expect(adapter.auth.signOut()).resolves.toBeUndefined();
    expect(storage.map.has(STORAGE_KEY)).toBe(false);
  });

  it('sends nothing when there is no session', async () => {
    const { adapter } = newAdapter();
    await expect(adapter.auth.signOut()).resolves.toBeUndefined();
    expect(requestsTo(requests, '/auth/v1/logout')).toHaveLength(0);
  });

  it('reports a network failure (the session is kept so the user can retry)', async () => {
    server.use(http.post(`${AUTH}/logout`, () => new HttpResponse(null, { status: 503 })));
    const { adapter, storage } = signedInAdapter();
    const error = await rejection(adapter.auth.signOut());
    expect(error.code).toBe('network');
    expect(storage.map.has(STORAGE_KEY)).toBe(true);
  });
});

describe('auth.getSession', () => {
  it('returns null without a stored session and sends nothing', async () => {
    const { adapter } = newAdapter();
    await expect(adapter.auth.getSession()).resolves.toBeNull();
    expect(requests).toHaveLength(0);
  });

  it('returns the stored session, parsed', async () => {
    const { adapter, accessToken } = signedInAdapter();
    const session = await adapter.auth.getSession();
    expect(session?.access_token).toBe(accessToken);
    expect(session?.user.id).toBe(USER_ID);
  });

  it('refreshes a session about to expire with the refresh_token grant', async () => {
    server.use(http.post(`${AUTH}/token`, () => json(sessionBody({ refreshToken: 'n3wr3fr3sh' }))));
    const { adapter, storage } = newAdapter();
    storage.map.set(
      STORAGE_KEY,
      JSON.stringify(sessionBody({ expiresAt: nowSeconds() + 30, refreshToken: '0ldr3fr3sh' })),
    );

    const session = await adapter.auth.getSession();

    const refreshes = requestsTo(requests, '/auth/v1/token');
    expect(refreshes.length).toBeGreaterThanOrEqual(1);
    expect(refreshes[0]?.url.searchParams.get('grant_type')).toBe('refresh_token');
    expect(await jsonBody(refreshes[0]!)).toEqual({ refresh_token: '0ldr3fr3sh' });
    expect(session?.refresh_token).toBe('n3wr3fr3sh');
  });

  it('after a reload with a refresh token the server refused, reports invalid_token once, then null', async () => {
    server.use(
      http.post(`${AUTH}/token`, () =>
        gotrueError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found'),
      ),
    );
    const { adapter, storage } = newAdapter();
    storage.map.set(STORAGE_KEY, JSON.stringify(sessionBody({ expiresAt: nowSeconds() - 10 })));
    // supabase-js logs the refused refresh of its start-up recovery.
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect((await rejection(adapter.auth.getSession())).code).toBe('invalid_token');
    spy.mockRestore();
    await expect(adapter.auth.getSession()).resolves.toBeNull();
    expect(storage.map.has(STORAGE_KEY)).toBe(false);
  });
});

describe('auth.getSession after start-up', () => {
  it('reports a refused refresh once (invalid_token), emits SIGNED_OUT, then answers null', async () => {
    server.use(
      http.post(`${AUTH}/token`, () =>
        gotrueError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found'),
      ),
    );
    const { adapter, storage } = newAdapter();
    const { events } = recordEvents(adapter);
    await expect(adapter.auth.getSession()).resolves.toBeNull();
    // Another tab wrote a session whose refresh token the server no longer knows.
    storage.map.set(STORAGE_KEY, JSON.stringify(sessionBody({ expiresAt: nowSeconds() - 10 })));

    const error = await rejection(adapter.auth.getSession());

    expect(error.code).toBe('invalid_token');
    expect(error.message).toBe('Invalid Refresh Token: Refresh Token Not Found');
    expect(events.map((e) => e.event)).toEqual(['INITIAL_SESSION', 'SIGNED_OUT']);
    await expect(adapter.auth.getSession()).resolves.toBeNull();
  });

  it('maps a reused refresh token to refresh_token_reused', async () => {
    server.use(
      http.post(`${AUTH}/token`, () =>
        gotrueError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used'),
      ),
    );
    const { adapter, storage } = newAdapter();
    await adapter.auth.getSession();
    storage.map.set(STORAGE_KEY, JSON.stringify(sessionBody({ expiresAt: nowSeconds() - 10 })));
    expect((await rejection(adapter.auth.getSession())).code).toBe('refresh_token_reused');
  });
});

describe('auth.onAuthStateChange', () => {
  it('sends INITIAL_SESSION, then SIGNED_IN with the mapped session, until unsubscribed', async () => {
    server.use(http.post(`${AUTH}/token`, () => json(sessionBody())));
    const { adapter } = newAdapter();
    const { events, unsubscribe } = recordEvents(adapter);

    await adapter.auth.signIn({ email: USER_EMAIL, password: 'Secret123!' });
    await vi.waitFor(() => expect(events.map((e) => e.event)).toEqual(['INITIAL_SESSION', 'SIGNED_IN']));
    expect(events[0]?.session).toBeNull();
    expect(events[1]?.session?.user.id).toBe(USER_ID);

    unsubscribe();
    server.use(http.post(`${AUTH}/logout`, () => new HttpResponse(null, { status: 204 })));
    await adapter.auth.signOut();
    expect(events.map((e) => e.event)).toEqual(['INITIAL_SESSION', 'SIGNED_IN']);
  });

  it('emits the stored session as INITIAL_SESSION after a reload', async () => {
    const { adapter } = signedInAdapter();
    const { events } = recordEvents(adapter);
    await vi.waitFor(() => expect(events.find((e) => e.event === 'INITIAL_SESSION')).toBeDefined());
    expect(events.find((e) => e.event === 'INITIAL_SESSION')?.session?.user.id).toBe(USER_ID);
  });

  it('calls listeners synchronously and never awaits them, so a listener may call the backend', async () => {
    server.use(
      http.post(`${AUTH}/token`, () => json(sessionBody())),
      http.post(`${REST}/rpc/is_admin`, () => json(false)),
    );
    const { adapter } = newAdapter();
    const answers: boolean[] = [];
    adapter.auth.onAuthStateChange((event) => {
      // The deadlock of reference §4: an awaited client call inside the callback. Here it must not block.
      if (event === 'SIGNED_IN') void adapter.isAdmin().then((isAdmin) => answers.push(isAdmin));
    });

    await adapter.auth.signIn({ email: USER_EMAIL, password: 'Secret123!' });
    await vi.waitFor(() => expect(answers).toEqual([false]));
    const [rpc] = requestsTo(requests, '/rest/v1/rpc/is_admin');
    expect(rpc?.headers.get('authorization')).toMatch(/^Bearer ey/);
    expect(rpc?.headers.get('authorization')).not.toBe(`Bearer ${ANON_KEY}`);
  });

  it('keeps sign-in working when a listener throws', async () => {
    server.use(http.post(`${AUTH}/token`, () => json(sessionBody())));
    const { adapter } = newAdapter();
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    adapter.auth.onAuthStateChange(() => {
      throw new Error('listener bug');
    });
    await expect(adapter.auth.signIn({ email: USER_EMAIL, password: 'Secret123!' })).resolves.toMatchObject({
      user: { id: USER_ID },
    });
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });
});

describe('auth.resetPasswordForEmail', () => {
  it('posts the email to /recover with redirect_to', async () => {
    server.use(http.post(`${AUTH}/recover`, () => json({})));
    const { adapter } = newAdapter();

    await adapter.auth.resetPasswordForEmail(` ${USER_EMAIL} `, 'https://app.example.com/auth');

    const [sent] = requestsTo(requests, '/auth/v1/recover');
    expect(sent?.method).toBe('POST');
    expect(sent?.url.searchParams.get('redirect_to')).toBe('https://app.example.com/auth');
    expect(await jsonBody(sent!)).toEqual({
      email: USER_EMAIL,
      gotrue_meta_security: {},
      code_challenge: null,
      code_challenge_method: null,
    });
  });

  it('answers the per-user email limit like a success (no account enumeration)', async () => {
    server.use(
      http.post(`${AUTH}/recover`, () =>
        gotrueError(
          429,
          'over_email_send_rate_limit',
          'For security purposes, you can only request this after 42 seconds.',
        ),
      ),
    );
    const { adapter } = newAdapter();
    await expect(
      adapter.auth.resetPasswordForEmail(USER_EMAIL, 'https://app.example.com/auth'),
    ).resolves.toBeUndefined();
  });

  it('still reports the IP request limit', async () => {
    server.use(
      http.post(`${AUTH}/recover`, () => gotrueError(429, 'over_request_rate_limit', 'Request rate limit reached')),
    );
    const { adapter } = newAdapter();
    const error = await rejection(adapter.auth.resetPasswordForEmail(USER_EMAIL, 'https://app.example.com/auth'));
    expect(error.code).toBe('rate_limited');
  });

  it('requires an email before any request', async () => {
    const { adapter } = newAdapter();
    const error = await rejection(adapter.auth.resetPasswordForEmail('', 'https://app.example.com/auth'));
    expect(error.code).toBe('validation_failed');
    expect(error.issues).toEqual(['Email required: Please enter your email address.']);
    expect(requests).toHaveLength(0);
  });
});

describe('auth.openRecoverySession', () => {
  it('checks the link token with GET /user, stores the session and emits PASSWORD_RECOVERY', async () => {
    const accessToken = accessTokenFor(USER_ID);
    server.use(http.get(`${AUTH}/user`, () => json(gotrueUser({ recovery_sent_at: '2026-02-01T08:59:00Z' }))));
    const { adapter, storage } = newAdapter();
    const { events } = recordEvents(adapter);
    await vi.waitFor(() => expect(events).toHaveLength(1));

    const session = await adapter.auth.openRecoverySession({ accessToken, refreshToken: 'r3c0v3ry' });

    const [sent] = requestsTo(requests, '/auth/v1/user');
    expect(sent?.method).toBe('GET');
    expect(sent?.headers.get('authorization')).toBe(`Bearer ${accessToken}`);
    expect(session).toMatchObject({ access_token: accessToken, refresh_token: 'r3c0v3ry', token_type: 'bearer' });
    expect(Number.isInteger(session.expires_in)).toBe(true);
    expect(events.map((e) => e.event)).toEqual(['INITIAL_SESSION', 'PASSWORD_RECOVERY']);
    expect(events[1]?.session?.access_token).toBe(accessToken);
    expect(storage.map.has(STORAGE_KEY)).toBe(true);
  });

  it('refreshes an expired link token and still emits PASSWORD_RECOVERY', async () => {
    server.use(http.post(`${AUTH}/token`, () => json(sessionBody({ refreshToken: 'r0t4t3d' }))));
    const { adapter } = newAdapter();
    const { events } = recordEvents(adapter);
    await vi.waitFor(() => expect(events).toHaveLength(1));

    const session = await adapter.auth.openRecoverySession({
      accessToken: accessTokenFor(USER_ID, nowSeconds() - 60),
      refreshToken: 'r3c0v3ry',
    });

    const [sent] = requestsTo(requests, '/auth/v1/token');
    expect(sent?.url.searchParams.get('grant_type')).toBe('refresh_token');
    expect(await jsonBody(sent!)).toEqual({ refresh_token: 'r3c0v3ry' });
    expect(session.refresh_token).toBe('r0t4t3d');
    expect(events.map((e) => e.event)).toEqual(['INITIAL_SESSION', 'PASSWORD_RECOVERY']);
  });

  it('later sign-ins are SIGNED_IN again', async () => {
    server.use(
      http.get(`${AUTH}/user`, () => json(gotrueUser())),
      http.post(`${AUTH}/token`, () => json(sessionBody())),
    );
    const { adapter } = newAdapter();
    const { events } = recordEvents(adapter);
    await adapter.auth.openRecoverySession({ accessToken: accessTokenFor(USER_ID), refreshToken: 'r3c0v3ry' });
    await adapter.auth.signIn({ email: USER_EMAIL, password: 'Secret123!' });
    expect(events.map((e) => e.event).slice(-2)).toEqual(['PASSWORD_RECOVERY', 'SIGNED_IN']);
  });

  it.each(['not-a-jwt', 'a.b.c', `${accessTokenFor(USER_ID).split('.').slice(0, 2).join('.')}.`])(
    'maps the malformed link token %j to invalid_token without a request',
    async (accessToken) => {
      const { adapter } = newAdapter();
      const error = await rejection(adapter.auth.openRecoverySession({ accessToken, refreshToken: 'r' }));
      expect(error.code).toBe('invalid_token');
      expect(error.message).toBe('Email link is invalid or has expired');
      expect(requests).toHaveLength(0);
    },
  );

  it.each<[string, number, string, BackendErrorCode]>([
    [
      'bad_jwt',
      403,
      'invalid JWT: unable to parse or verify signature, token has invalid claims: token is expired',
      'invalid_token',
    ],
    ['otp_expired', 403, 'Email link is invalid or has expired', 'invalid_token'],
    ['user_not_found', 403, 'User from sub claim in JWT does not exist', 'invalid_token'],
  ])('maps %s from GET /user to %s', async (code, status, message, expected) => {
    server.use(http.get(`${AUTH}/user`, () => gotrueError(status, code, message)));
    const { adapter } = newAdapter();
    const error = await rejection(
      adapter.auth.openRecoverySession({ accessToken: accessTokenFor(USER_ID), refreshToken: 'r' }),
    );
    expect(error.code).toBe(expected);
    expect(error.message).toBe(message);
  });

  it("maps session_not_found to session_missing ('Auth session missing!')", async () => {
    server.use(
      http.get(`${AUTH}/user`, () =>
        gotrueError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist'),
      ),
    );
    const { adapter } = newAdapter();
    const error = await rejection(
      adapter.auth.openRecoverySession({ accessToken: accessTokenFor(USER_ID), refreshToken: 'r' }),
    );
    expect(error.code).toBe('session_missing');
    expect(error.message).toBe(SESSION_MISSING_MESSAGE);
  });

  it.each<[string, string, BackendErrorCode]>([
    ['refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found', 'invalid_token'],
    ['session_expired', 'Invalid Refresh Token: Session Expired', 'invalid_token'],
    ['refresh_token_already_used', 'Invalid Refresh Token: Already Used', 'refresh_token_reused'],
  ])('maps %s from the refresh grant to %s', async (code, message, expected) => {
    server.use(http.post(`${AUTH}/token`, () => gotrueError(400, code, message)));
    const { adapter } = newAdapter();
    const error = await rejection(
      adapter.auth.openRecoverySession({ accessToken: accessTokenFor(USER_ID, nowSeconds() - 60), refreshToken: 'r' }),
    );
    expect(error.code).toBe(expected);
    expect(error.message).toBe(message);
  });
});

describe('auth.updatePassword', () => {
  it('puts the new password with the access token, returns the user and emits USER_UPDATED', async () => {
    server.use(http.put(`${AUTH}/user`, () => json(gotrueUser({ updated_at: '2026-02-02T10:00:00Z' }))));
    const { adapter, accessToken } = signedInAdapter();
    const { events } = recordEvents(adapter);

    const user = await adapter.auth.updatePassword('N3w-Secret!');

    const [sent] = requestsTo(requests, '/auth/v1/user');
    expect(sent?.method).toBe('PUT');
    expect(sent?.headers.get('authorization')).toBe(`Bearer ${accessToken}`);
    expect(await jsonBody(sent!)).toEqual({
      password: 'N3w-Secret!',
      code_challenge: null,
      code_challenge_method: null,
    });
    expect(user).toEqual({
      id: USER_ID,
      email: USER_EMAIL,
      user_metadata: { full_name: 'Alice Smith', first_name: 'Alice', last_name: 'Smith' },
      created_at: '2026-01-05T10:00:00.123456Z',
    });
    expect(events.map((e) => e.event)).toContain('USER_UPDATED');
  });

  it('refuses a password below the defined rule before any request', async () => {
    const { adapter } = signedInAdapter();
    const error = await rejection(adapter.auth.updatePassword('short'));
    expect(error.code).toBe('weak_password');
    expect(error.issues).toEqual([
      'Password must be at least 8 characters',
      'Password must contain at least one lowercase letter, one uppercase letter, and one number',
    ]);
    expect(requests).toHaveLength(0);
  });

  it('maps weak_password with its reasons', async () => {
    server.use(
      http.put(`${AUTH}/user`, () =>
        gotrueError(422, 'weak_password', 'Password should contain at least one character of each: !@#', {
          weak_password: { reasons: ['characters'] },
        }),
      ),
    );
    const { adapter } = signedInAdapter();
    const error = await rejection(adapter.auth.updatePassword('N3wSecret1'));
    expect(error.code).toBe('weak_password');
    expect(error.issues).toEqual(['characters']);
    expect(error.message).toBe('Password should contain at least one character of each: !@#');
  });

  it('maps same_password to weak_password', async () => {
    server.use(
      http.put(`${AUTH}/user`, () =>
        gotrueError(422, 'same_password', 'New password should be different from the old password.'),
      ),
    );
    const { adapter } = signedInAdapter();
    const error = await rejection(adapter.auth.updatePassword('N3w-Secret!'));
    expect(error.code).toBe('weak_password');
    expect(error.message).toBe('New password should be different from the old password.');
    expect(error.issues).toEqual(['same_password']);
  });

  it("fails with 'Auth session missing!' when nobody is signed in, without a request", async () => {
    const { adapter } = newAdapter();
    const error = await rejection(adapter.auth.updatePassword('N3w-Secret!'));
    expect(error.code).toBe('session_missing');
    expect(error.message).toBe(SESSION_MISSING_MESSAGE);
    expect(requests).toHaveLength(0);
  });

  it('maps a session revoked on the server (session_not_found) to session_missing', async () => {
    server.use(
      http.put(`${AUTH}/user`, () =>
        gotrueError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist'),
      ),
    );
    const { adapter } = signedInAdapter();
    const error = await rejection(adapter.auth.updatePassword('N3w-Secret!'));
    expect(error.code).toBe('session_missing');
    expect(error.message).toBe(SESSION_MISSING_MESSAGE);
  });
});
