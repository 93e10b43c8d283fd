import { beforeEach, describe, expect, it } from 'vitest';
import {
  AUDIT_LOG_PAGE_SIZE,
  CREDENTIALS_REQUIRED,
  isBackendError,
  SESSION_MISSING_MESSAGE,
  UNSTORABLE_TEXT_MESSAGE,
  type AuthEvent,
  type BackendAdapter,
  type RecoveryTokens,
  type BackendErrorCode,
  type Session,
} from '@/backend';
import { CUSTOMER_COMPANY, DEMO_PASSWORD, OTHER_CUSTOMER, PERSONAS, type PersonaKey } from '../../mocks/seed/personas';

/**
 * ONE behaviour suite for the port. Each adapter runs it through a harness; what an adapter cannot do in
 * a test (move the server's clock, read the sent emails, hold a copy of a session on a second device) is
 * a declared capability, and the tests that need it show up as skipped with the reason in their name.
 */
export interface ContractCapabilities {
  /** The harness can move the clock of both the server and the client. */
  clock: boolean;
  /** The harness can read the emails the backend sent (recovery links). */
  outbox: boolean;
  /** The harness can start a second client holding a copy of a given session (another device or a thief). */
  sessionCopy: boolean;
}

export interface ContractHarness {
  /** A fresh client with nobody signed in (a new browser). */
  anon(): BackendAdapter;
  /** A fresh client signed in as the persona with the demo password. */
  signedIn(persona: PersonaKey): Promise<BackendAdapter>;
  /** Restores the seed. */
  reset(): Promise<void>;
  /** Lifetimes the backend under test is configured with. */
  accessTokenTtlSec: number;
  recoveryTokenTtlSec: number;
  refreshReuseIntervalSec: number;
  /** Current time of the backend in epoch seconds. */
  nowSec(): number;
  advanceClock?(ms: number): void | Promise<void>;
  /** The recovery link of the newest email sent to this address, or null. */
  latestEmailTo?(email: string): Promise<{ link: string | null; created_at: string } | null>;
  /** A second client that starts with this session stored. */
  withSession?(session: Session): Promise<BackendAdapter>;
}

async function expectError(
  work: Promise<unknown>,
  code: BackendErrorCode,
  check: { message?: string | RegExp; issues?: string[] } = {},
): Promise<void> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(isBackendError(error), `expected a BackendError ${code}, got ${String(error)}`).toBe(true);
  if (!isBackendError(error)) return;
  expect(error.code).toBe(code);
  if (typeof check.message === 'string') expect(error.message).toBe(check.message);
  else if (check.message) expect(error.message).toMatch(check.message);
  if (check.issues) expect(error.issues).toEqual(expect.arrayContaining(check.issues));
}

function pdf(name = 'articles.pdf', text = '%PDF-1.4 minimal'): File {
  return new File([new TextEncoder().encode(text)], name, { type: 'application/pdf' });
}

/** What a recovery email's link carries: its path, its type, and the tokens to open it with. */
function recoveryLink(link: string): {
  path: string;
  type: string | null;
  tokens: RecoveryTokens;
  query: URLSearchParams;
} {
  const url = new URL(link, 'http://site.invalid');
  const query = new URLSearchParams(url.search);
  const fragment = new URLSearchParams(url.hash.replace(/^#/, ''));
  const tokenHash = query.get('token_hash');
  return {
    path: url.pathname,
    type: query.get('type') ?? fragment.get('type'),
    query,
    tokens: tokenHash
      ? { tokenHash }
      : { accessToken: fragment.get('access_token') ?? '', refreshToken: fragment.get('refresh_token') ?? '' },
  };
}

export function backendContract(name: string, capabilities: ContractCapabilities, harness: ContractHarness): void {
  const withClock = capabilities.clock ? it : it.skip;
  const withOutbox = capabilities.outbox ? it : it.skip;
  const withOutboxAndClock = capabilities.outbox && capabilities.clock ? it : it.skip;
  const withCopy = capabilities.sessionCopy ? it : it.skip;
  const withCopyAndClock = capabilities.sessionCopy && capabilities.clock ? it : it.skip;
  const h = harness;

  const pastExpiry = (s: Session): Session => ({ ...s, expires_at: h.nowSec() - 1 });

  async function sendRecovery(email: string) {
    await h.anon().auth.resetPasswordForEmail(email, 'http://localhost/auth');
    const mail = await h.latestEmailTo!(email);
    expect(mail?.link).toBeTruthy();
    return recoveryLink(mail!.link!);
  }

  describe(`BackendAdapter contract: ${name}`, () => {
    beforeEach(async () => {
      await h.reset();
    });

    describe('declared capabilities', () => {
      it('lists what this adapter cannot exercise in tests (skipped tests name the capability)', () => {
        expect(capabilities).toEqual({
          clock: expect.any(Boolean),
          outbox: expect.any(Boolean),
          sessionCopy: expect.any(Boolean),
        });
      });
    });

    describe('auth: password sign-in', () => {
      it('each persona signs in with the demo password and gets a bearer session for their own user', async () => {
        for (const key of ['admin', 'moderator', 'customer'] as const) {
          const session = await h.anon().auth.signIn({ email: PERSONAS[key].email, password: DEMO_PASSWORD });
          expect(session.user.id).toBe(PERSONAS[key].id);
          expect(session.user.email).toBe(PERSONAS[key].email);
          expect(session.token_type).toBe('bearer');
          expect(session.expires_in).toBe(h.accessTokenTtlSec);
          expect(session.expires_at).toBe(h.nowSec() + h.accessTokenTtlSec);
          expect(session.refresh_token).not.toBe('');
        }
      });

      it('a wrong password and an unknown email give the same invalid-credentials error', async () => {
        await expectError(
          h.anon().auth.signIn({ email: PERSONAS.customer.email, password: 'Wrong-Pass-1' }),
          'invalid_credentials',
          {
            message: 'Invalid login credentials',
          },
        );
        await expectError(
          h.anon().auth.signIn({ email: 'nobody@demo.test', password: DEMO_PASSWORD }),
          'invalid_credentials',
          {
            message: 'Invalid login credentials',
          },
        );
      });

      it(`a missing email or password is refused with "${CREDENTIALS_REQUIRED}"`, async () => {
        await expectError(h.anon().auth.signIn({ email: '', password: DEMO_PASSWORD }), 'validation_failed', {
          message: CREDENTIALS_REQUIRED,
        });
        await expectError(h.anon().auth.signIn({ email: PERSONAS.customer.email, password: '' }), 'validation_failed', {
          message: CREDENTIALS_REQUIRED,
        });
      });

      it('a suspended user cannot sign in and is told the account is suspended', async () => {
        const client = h.anon();
        await expectError(
          client.auth.signIn({ email: PERSONAS.suspended.email, password: DEMO_PASSWORD }),
          'user_suspended',
          {
            message: /suspended/i,
          },
        );
        expect(await client.auth.getSession()).toBeNull();
      });

      it('a suspended user with a wrong password still gets only the invalid-credentials error', async () => {
        await expectError(
          h.anon().auth.signIn({ email: PERSONAS.suspended.email, password: 'Wrong-Pass-1' }),
          'invalid_credentials',
        );
      });

      it('getSession is null when nobody is signed in and the session after sign-in', async () => {
        const client = h.anon();
        expect(await client.auth.getSession()).toBeNull();
        const session = await client.auth.signIn({ email: PERSONAS.customer.email, password: DEMO_PASSWORD });
        expect((await client.auth.getSession())?.access_token).toBe(session.access_token);
      });

      it('subscribers get INITIAL_SESSION, then SIGNED_IN and SIGNED_OUT', async () => {
        const client = h.anon();
        const events: Array<[AuthEvent, string | null]> = [];
        const unsubscribe = client.auth.onAuthStateChange((event, session) =>
          events.push([event, session?.user.id ?? null]),
        );
        await client.auth.getSession();
        await client.auth.signIn({ email: PERSONAS.customer.email, password: DEMO_PASSWORD });
        await client.auth.signOut();
        unsubscribe();
        expect(events).toEqual([
          ['INITIAL_SESSION', null],
          ['SIGNED_IN', PERSONAS.customer.id],
          ['SIGNED_OUT', null],
        ]);
      });
    });

    describe('auth: sign-up', () => {
      it('sign-up creates the auth user and its profile in one step: role User, status Active, names from the metadata', async () => {
        const client = h.anon();
        const session = await client.auth.signUp(
          { email: 'new.person@demo.test', password: 'Fresh-Pass-1', fullName: 'Ada Mary Lovelace' },
          'http://localhost/',
        );
        expect(session?.user.email).toBe('new.person@demo.test');
        const own = await client.profiles.getOwn();
        expect(own).toMatchObject({
          id: session!.user.id,
          email: 'new.person@demo.test',
          first_name: 'Ada',
          last_name: 'Mary Lovelace',
          role: 'User',
          status: 'Active',
        });
        expect(await client.isAdmin()).toBe(false);
        const admin = await h.signedIn('admin');
        expect((await admin.roles.list()).filter((r) => r.user_id === session!.user.id)).toEqual([
          expect.objectContaining({ role: 'user' }),
        ]);
      });

      it('sign-up refuses an email that is already registered', async () => {
        await expectError(
          h
            .anon()
            .auth.signUp(
              { email: PERSONAS.customer.email, password: 'Fresh-Pass-1', fullName: 'Casey Again' },
              'http://localhost/',
            ),
          'conflict',
        );
      });

      it('sign-up enforces the password rules (weak_password lists each broken rule)', async () => {
        await expectError(
          h
            .anon()
            .auth.signUp({ email: 'weak@demo.test', password: 'short', fullName: 'Weak Person' }, 'http://localhost/'),
          'weak_password',
          {
            issues: [
              'Password must be at least 8 characters',
              'Password must contain at least one lowercase letter, one uppercase letter, and one number',
            ],
          },
        );
      });

      it('sign-up validates the email and the full name with the SPEC messages', async () => {
        await expectError(
          h
            .anon()
            .auth.signUp({ email: 'not-an-email', password: 'Fresh-Pass-1', fullName: 'Ok Name' }, 'http://localhost/'),
          'validation_failed',
          { issues: ['Invalid email address'] },
        );
        await expectError(
          h.anon().auth.signUp({ email: 'x@demo.test', password: 'Fresh-Pass-1', fullName: 'J' }, 'http://localhost/'),
          'validation_failed',
          { issues: ['Full name must be at least 2 characters'] },
        );
      });
    });

    describe('auth: tokens, refresh rotation and sign-out', () => {
      withClock(
        '[capability: clock] an access token expires after its lifetime and the session is refreshed with a new one',
        async () => {
          const client = await h.signedIn('customer');
          const first = (await client.auth.getSession())!;
          await h.advanceClock!(h.accessTokenTtlSec * 1000 + 1000);
          const next = (await client.auth.getSession())!;
          expect(next.access_token).not.toBe(first.access_token);
          expect(next.expires_at).toBe(h.nowSec() + h.accessTokenTtlSec);
          expect((await client.profiles.getOwn())?.id).toBe(PERSONAS.customer.id);
        },
      );

      withClock('[capability: clock] each refresh rotates the refresh token and emits TOKEN_REFRESHED', async () => {
        const client = await h.signedIn('customer');
        const events: AuthEvent[] = [];
        client.auth.onAuthStateChange((e) => events.push(e));
        const first = (await client.auth.getSession())!;
        await h.advanceClock!(h.accessTokenTtlSec * 1000 - 60_000);
        const second = (await client.auth.getSession())!;
        await h.advanceClock!(h.accessTokenTtlSec * 1000 - 60_000);
        const third = (await client.auth.getSession())!;
        expect(new Set([first.refresh_token, second.refresh_token, third.refresh_token]).size).toBe(3);
        expect(events.filter((e) => e === 'TOKEN_REFRESHED')).toHaveLength(2);
      });

      withCopyAndClock(
        '[capability: sessionCopy, clock] reusing a rotated refresh token revokes the session',
        async () => {
          const owner = await h.signedIn('customer');
          const stolen = (await owner.auth.getSession())!;
          await h.advanceClock!(h.accessTokenTtlSec * 1000 - 60_000);
          const rotated = (await owner.auth.getSession())!;
          expect(rotated.refresh_token).not.toBe(stolen.refresh_token);
          await h.advanceClock!((h.refreshReuseIntervalSec + 1) * 1000);
          const thief = await h.withSession!(pastExpiry(stolen));
          await expectError(thief.auth.getSession(), 'refresh_token_reused');
          // The whole family is gone: the owner's current token no longer refreshes either.
          const signedOut: AuthEvent[] = [];
          owner.auth.onAuthStateChange((e) => signedOut.push(e));
          await h.advanceClock!(h.accessTokenTtlSec * 1000);
          await expectError(owner.auth.getSession(), 'invalid_token');
          expect(signedOut).toContain('SIGNED_OUT');
          expect(await owner.auth.getSession()).toBeNull();
        },
      );

      withCopy(
        '[capability: sessionCopy] a rotated refresh token presented again within the reuse interval gets the active session back',
        async () => {
          const owner = await h.signedIn('customer');
          const before = (await owner.auth.getSession())!;
          const tabA = await h.withSession!(pastExpiry(before));
          const tabB = await h.withSession!(pastExpiry(before));
          const a = (await tabA.auth.getSession())!;
          const b = (await tabB.auth.getSession())!;
          expect(b.refresh_token).toBe(a.refresh_token);
          expect((await tabB.profiles.getOwn())?.id).toBe(PERSONAS.customer.id);
        },
      );

      withCopy(
        '[capability: sessionCopy] sign-out revokes the session on the server: its refresh token stops working',
        async () => {
          const client = await h.signedIn('customer');
          const session = (await client.auth.getSession())!;
          await client.auth.signOut();
          expect(await client.auth.getSession()).toBeNull();
          const copy = await h.withSession!(pastExpiry(session));
          await expectError(copy.auth.getSession(), 'invalid_token');
        },
      );

      it('sign-out does not throw when the session is already gone on the server', async () => {
        const first = await h.signedIn('customer');
        const second = await h.signedIn('customer');
        await second.auth.signOut(); // global scope: ends every session of the user
        await expect(first.auth.signOut()).resolves.toBeUndefined();
        expect(await first.auth.getSession()).toBeNull();
      });

      withCopy('[capability: sessionCopy] a garbage refresh token is refused as an invalid token', async () => {
        const real = (await (await h.signedIn('customer')).auth.getSession())!;
        const copy = await h.withSession!(pastExpiry({ ...real, refresh_token: 'not-a-real-token' }));
        await expectError(copy.auth.getSession(), 'invalid_token');
      });
    });

    describe('auth: password recovery', () => {
      it('a reset request resolves the same whether or not the account exists', async () => {
        await expect(
          h.anon().auth.resetPasswordForEmail('nobody@demo.test', 'http://localhost/auth'),
        ).resolves.toBeUndefined();
        await expect(
          h.anon().auth.resetPasswordForEmail(PERSONAS.customer.email, 'http://localhost/auth'),
        ).resolves.toBeUndefined();
      });

      withOutbox('[capability: outbox] no email is sent for an unknown address', async () => {
        await h.anon().auth.resetPasswordForEmail('nobody@demo.test', 'http://localhost/auth');
        expect(await h.latestEmailTo!('nobody@demo.test')).toBeNull();
      });

      it('a reset request validates the email with the SPEC messages', async () => {
        await expectError(h.anon().auth.resetPasswordForEmail('', 'http://localhost/auth'), 'validation_failed', {
          issues: ['Email required: Please enter your email address.'],
        });
        await expectError(
          h.anon().auth.resetPasswordForEmail('not-an-email', 'http://localhost/auth'),
          'validation_failed',
          {
            issues: ['Invalid email address'],
          },
        );
      });

      withOutbox(
        '[capability: outbox] the recovery link lands on /auth with a one-time token and type=recovery, and holds no session',
        async () => {
          const mail = await h.anon().auth.resetPasswordForEmail(PERSONAS.customer.email, 'http://localhost/auth');
          expect(mail).toBeUndefined();
          const link = await sendRecovery(PERSONAS.customer.email);
          expect(link.path).toBe('/auth');
          expect(link.type).toBe('recovery');
          expect(link.tokens).toEqual({ tokenHash: expect.stringMatching(/^\w{20,}$/) });
          // Whoever reads the mail holds no access: no token in it is a session.
          expect([...link.query.keys()].sort()).toEqual(['token_hash', 'type']);
        },
      );

      withOutbox(
        '[capability: outbox] a valid recovery link opens a recovery session that can set a new password',
        async () => {
          const link = await sendRecovery(PERSONAS.customer.email);
          const client = h.anon();
          const events: AuthEvent[] = [];
          client.auth.onAuthStateChange((e) => events.push(e));
          const session = await client.auth.openRecoverySession(link.tokens);
          expect(session.user.id).toBe(PERSONAS.customer.id);
          const user = await client.auth.updatePassword('Brand-New-Pass-9');
          expect(user.id).toBe(PERSONAS.customer.id);
          expect(events).toEqual(expect.arrayContaining(['PASSWORD_RECOVERY', 'USER_UPDATED']));
          await expectError(
            h.anon().auth.signIn({ email: PERSONAS.customer.email, password: DEMO_PASSWORD }),
            'invalid_credentials',
          );
          const again = await h.anon().auth.signIn({ email: PERSONAS.customer.email, password: 'Brand-New-Pass-9' });
          expect(again.user.id).toBe(PERSONAS.customer.id);
        },
      );

      withOutbox('[capability: outbox] a used recovery token is refused', async () => {
        const link = await sendRecovery(PERSONAS.customer.email);
        await h.anon().auth.openRecoverySession(link.tokens);
        await expectError(h.anon().auth.openRecoverySession(link.tokens), 'invalid_token', {
          message: 'Email link is invalid or has expired',
        });
      });

      withOutboxAndClock('[capability: outbox, clock] an expired recovery token is refused', async () => {
        const link = await sendRecovery(PERSONAS.customer.email);
        await h.advanceClock!(h.recoveryTokenTtlSec * 1000 + 1000);
        await expectError(h.anon().auth.openRecoverySession(link.tokens), 'invalid_token');
      });

      it('a made-up recovery token is refused', async () => {
        await expectError(
          h.anon().auth.openRecoverySession({ tokenHash: 'not-a-token-anyone-was-sent' }),
          'invalid_token',
          {
            message: 'Email link is invalid or has expired',
          },
        );
        await expectError(
          h.anon().auth.openRecoverySession({ accessToken: 'a.b.c', refreshToken: 'nope' }),
          'invalid_token',
        );
      });

      it('updating the password needs a signed-in session ("Auth session missing!")', async () => {
        await expectError(h.anon().auth.updatePassword('Brand-New-Pass-9'), 'session_missing', {
          message: SESSION_MISSING_MESSAGE,
        });
      });

      it('updating the password enforces the password rules (weak_password)', async () => {
        const client = await h.signedIn('customer');
        await expectError(client.auth.updatePassword('alllowercase'), 'weak_password', {
          issues: ['Password must contain at least one lowercase letter, one uppercase letter, and one number'],
        });
        await expectError(client.auth.updatePassword('Sh0rt'), 'weak_password', {
          issues: ['Password must be at least 8 characters'],
        });
      });

      it('a signed-in user changes their password and signs in with the new one (USER_UPDATED)', async () => {
        const client = await h.signedIn('moderator');
        const events: AuthEvent[] = [];
        client.auth.onAuthStateChange((e) => events.push(e));
        await client.auth.updatePassword('Another-Pass-7');
        expect(events).toContain('USER_UPDATED');
        const again = await h.anon().auth.signIn({ email: PERSONAS.moderator.email, password: 'Another-Pass-7' });
        expect(again.user.id).toBe(PERSONAS.moderator.id);
      });

      withCopy("[capability: sessionCopy] changing the password ends the user's other sessions", async () => {
        const other = await h.signedIn('customer');
        const otherSession = (await other.auth.getSession())!;
        const client = await h.signedIn('customer');
        await client.auth.updatePassword('Another-Pass-7');
        const copy = await h.withSession!(pastExpiry(otherSession));
        await expectError(copy.auth.getSession(), 'invalid_token');
        expect((await client.profiles.getOwn())?.id).toBe(PERSONAS.customer.id);
      });
    });

    describe('is_admin', () => {
      it('is_admin answers true only for an admin caller', async () => {
        expect(await (await h.signedIn('admin')).isAdmin()).toBe(true);
        expect(await (await h.signedIn('moderator')).isAdmin()).toBe(false);
        expect(await (await h.signedIn('customer')).isAdmin()).toBe(false);
      });

      it('is_admin refuses the anonymous caller', async () => {
        await expectError(h.anon().isAdmin(), 'session_missing');
      });
    });

    describe('assign_user_role', () => {
      it('only an admin can assign roles (moderator and customer are forbidden, anonymous has no session)', async () => {
        const input = { userId: OTHER_CUSTOMER.id, role: 'moderator' as const };
        await expectError((await h.signedIn('customer')).assignUserRole(input), 'forbidden', {
          message: 'Only admins can assign roles',
        });
        await expectError((await h.signedIn('moderator')).assignUserRole(input), 'forbidden');
        await expectError(h.anon().assignUserRole(input), 'session_missing');
      });

      it('a customer cannot make themselves admin', async () => {
        const client = await h.signedIn('customer');
        await expectError(client.assignUserRole({ userId: PERSONAS.customer.id, role: 'admin' }), 'forbidden');
        expect(await client.isAdmin()).toBe(false);
      });

      it('assign_user_role validates the user id: "Invalid user ID format"', async () => {
        const admin = await h.signedIn('admin');
        await expectError(admin.assignUserRole({ userId: 'not-a-uuid', role: 'user' }), 'validation_failed', {
          issues: ['Invalid user ID format'],
        });
      });

      it('assign_user_role validates the role: "Role must be one of: user, admin, moderator"', async () => {
        const admin = await h.signedIn('admin');
        await expectError(
          admin.assignUserRole({ userId: OTHER_CUSTOMER.id, role: 'superadmin' as never }),
          'validation_failed',
          { issues: ['Role must be one of: user, admin, moderator'] },
        );
      });

      it('assign_user_role reports an unknown user as not found ("User not found")', async () => {
        const admin = await h.signedIn('admin');
        await expectError(
          admin.assignUserRole({ userId: '9f1b2c3d-0000-4000-8000-00000000abcd', role: 'user' }),
          'not_found',
          { message: 'User not found' },
        );
      });

      it('assign_user_role replaces the role and mirrors it in profiles.role', async () => {
        const admin = await h.signedIn('admin');
        await admin.assignUserRole({ userId: OTHER_CUSTOMER.id, role: 'moderator' });
        const rows = (await admin.roles.list()).filter((r) => r.user_id === OTHER_CUSTOMER.id);
        expect(rows).toEqual([expect.objectContaining({ role: 'moderator', assigned_by: PERSONAS.admin.id })]);
        expect((await admin.profiles.getById(OTHER_CUSTOMER.id))?.role).toBe('Moderator');
        await admin.assignUserRole({ userId: OTHER_CUSTOMER.id, role: 'admin' });
        expect((await admin.profiles.getById(OTHER_CUSTOMER.id))?.role).toBe('Admin');
        const promoted = await h.signedIn('admin');
        expect(await promoted.isAdmin()).toBe(true);
      });

      it('an audit row appears exactly when a role changes', async () => {
        const admin = await h.signedIn('admin');
        const before = await admin.audit.listRecent(100);
        await admin.assignUserRole({ userId: OTHER_CUSTOMER.id, role: 'user' }); // unchanged: no row
        expect(await admin.audit.listRecent(100)).toHaveLength(before.length);
        await admin.assignUserRole({ userId: OTHER_CUSTOMER.id, role: 'moderator' });
        const after = await admin.audit.listRecent(100);
        expect(after).toHaveLength(before.length + 1);
        expect(after[0]).toMatchObject({
          action_type: 'role_changed',
          old_role: 'user',
          new_role: 'moderator',
          assigned_by: PERSONAS.admin.id,
          target_user_id: OTHER_CUSTOMER.id,
        });
        await expectError(admin.assignUserRole({ userId: 'bad', role: 'admin' }), 'validation_failed');
        expect(await admin.audit.listRecent(100)).toHaveLength(before.length + 1);
      });

      it('assign_user_role refuses to remove the last admin', async () => {
        const admin = await h.signedIn('admin');
        const auditBefore = await admin.audit.listRecent(100);
        await expectError(admin.assignUserRole({ userId: PERSONAS.admin.id, role: 'user' }), 'last_admin');
        expect(await admin.isAdmin()).toBe(true);
        expect((await admin.roles.list()).find((r) => r.user_id === PERSONAS.admin.id)?.role).toBe('admin');
        expect(await admin.audit.listRecent(100)).toHaveLength(auditBefore.length);
      });

      it('with a second admin, the first admin can be demoted', async () => {
        const admin = await h.signedIn('admin');
        await admin.assignUserRole({ userId: PERSONAS.moderator.id, role: 'admin' });
        await admin.assignUserRole({ userId: PERSONAS.admin.id, role: 'user' });
        expect(await admin.isAdmin()).toBe(false);
        expect(await (await h.signedIn('moderator')).isAdmin()).toBe(true);
      });
    });

    describe('profiles (row-level security)', () => {
      it('a customer reads only their own profile, with their company', async () => {
        const client = await h.signedIn('customer');
        const own = await client.profiles.getOwn();
        expect(own).toMatchObject({
          id: PERSONAS.customer.id,
          email: PERSONAS.customer.email,
          company: CUSTOMER_COMPANY,
          role: 'User',
          status: 'Active',
        });
        expect((await client.profiles.list()).map((p) => p.id)).toEqual([PERSONAS.customer.id]);
        expect((await client.profiles.listSummaries()).map((p) => p.id)).toEqual([PERSONAS.customer.id]);
      });

      it("a customer cannot read another customer's profile", async () => {
        const client = await h.signedIn('customer');
        expect(await client.profiles.getById(OTHER_CUSTOMER.id)).toBeNull();
        expect(await client.profiles.findByEmail(OTHER_CUSTOMER.email)).toBeNull();
        expect(await client.profiles.listEmails([OTHER_CUSTOMER.id])).toEqual([]);
      });

      it('a moderator has no admin reads: only their own profile', async () => {
        const client = await h.signedIn('moderator');
        expect((await client.profiles.list()).map((p) => p.id)).toEqual([PERSONAS.moderator.id]);
      });

      it('the anonymous caller cannot read profiles', async () => {
        await expectError(h.anon().profiles.list(), 'session_missing');
        expect(await h.anon().profiles.getOwn()).toBeNull();
      });

      it('a customer updates their own safe columns and reads them back', async () => {
        const client = await h.signedIn('customer');
        const updated = await client.profiles.update(PERSONAS.customer.id, {
          first_name: 'Cassie',
          last_name: 'Client',
          display_name: 'Cassie Client',
          company: 'New Co',
          phone: '+15550001111',
        });
        expect(updated).toMatchObject({ first_name: 'Cassie', company: 'New Co', phone: '+15550001111' });
        expect(await client.profiles.getOwn()).toMatchObject({ display_name: 'Cassie Client', last_name: 'Client' });
      });

      it("a customer cannot update another customer's profile (not found, nothing changes)", async () => {
        const client = await h.signedIn('customer');
        await expectError(client.profiles.update(OTHER_CUSTOMER.id, { company: 'Hijacked' }), 'not_found');
        const admin = await h.signedIn('admin');
        expect((await admin.profiles.getById(OTHER_CUSTOMER.id))?.company).not.toBe('Hijacked');
      });

      it('a customer cannot change their own status', async () => {
        const client = await h.signedIn('customer');
        await expectError(client.profiles.update(PERSONAS.customer.id, { status: 'Inactive' }), 'forbidden');
        expect((await client.profiles.getOwn())?.status).toBe('Active');
      });

      it(`a non-admin status change is refused with "Only admins can change a user's status" and nothing changes`, async () => {
        for (const key of ['customer', 'moderator'] as const) {
          const client = await h.signedIn(key);
          const before = (await client.profiles.getOwn())!;
          await expectError(
            client.profiles.update(PERSONAS[key].id, { status: 'Suspended', company: 'Sneaky Co' }),
            'forbidden',
            { message: "Only admins can change a user's status" },
          );
          const after = (await client.profiles.getOwn())!;
          expect(after.status).toBe('Active');
          expect(after.company).toBe(before.company);
        }
      });

      it('a non-admin who sends their current status is still refused (the ban step is admin-only)', async () => {
        const client = await h.signedIn('customer');
        await expectError(client.profiles.update(PERSONAS.customer.id, { status: 'Active' }), 'forbidden');
        expect((await client.profiles.getOwn())?.status).toBe('Active');
      });

      it('an admin cannot suspend the last active admin (last_admin), and stays an active admin', async () => {
        const admin = await h.signedIn('admin');
        await expectError(admin.profiles.update(PERSONAS.admin.id, { status: 'Suspended' }), 'last_admin', {
          message: 'Cannot suspend the last admin',
        });
        expect((await admin.profiles.getOwn())?.status).toBe('Active');
        expect(await admin.isAdmin()).toBe(true);
        expect((await h.anon().auth.signIn({ email: PERSONAS.admin.email, password: DEMO_PASSWORD })).user.id).toBe(
          PERSONAS.admin.id,
        );
      });

      it('while another active admin remains, an admin can be suspended', async () => {
        const admin = await h.signedIn('admin');
        await admin.assignUserRole({ userId: PERSONAS.moderator.id, role: 'admin' });
        const updated = await admin.profiles.update(PERSONAS.moderator.id, { status: 'Suspended' });
        expect(updated.status).toBe('Suspended');
        expect(await admin.isAdmin()).toBe(true);
        await expectError(
          h.anon().auth.signIn({ email: PERSONAS.moderator.email, password: DEMO_PASSWORD }),
          'user_suspended',
        );
      });

      it('the last-admin guards count only active admins: a suspended second admin does not count', async () => {
        const admin = await h.signedIn('admin');
        await admin.assignUserRole({ userId: OTHER_CUSTOMER.id, role: 'admin' });
        await admin.profiles.update(OTHER_CUSTOMER.id, { status: 'Suspended' });
        await expectError(admin.profiles.update(PERSONAS.admin.id, { status: 'Suspended' }), 'last_admin');
        await expectError(admin.assignUserRole({ userId: PERSONAS.admin.id, role: 'user' }), 'last_admin', {
          message: 'Cannot remove the last admin',
        });
        expect(await admin.isAdmin()).toBe(true);
      });

      it('nobody writes profiles.role directly, not even an admin', async () => {
        const customer = await h.signedIn('customer');
        await expectError(customer.profiles.update(PERSONAS.customer.id, { role: 'Admin' } as never), 'forbidden');
        const admin = await h.signedIn('admin');
        await expectError(admin.profiles.update(OTHER_CUSTOMER.id, { role: 'Admin' } as never), 'forbidden');
        expect((await admin.profiles.getById(OTHER_CUSTOMER.id))?.role).toBe('User');
      });

      it('an admin reads every profile, newest first', async () => {
        const admin = await h.signedIn('admin');
        const all = await admin.profiles.list();
        expect(all.length).toBeGreaterThanOrEqual(20);
        const dates = all.map((p) => p.created_at);
        expect([...dates].sort().reverse()).toEqual(dates);
        expect(all.map((p) => p.id)).toEqual(
          expect.arrayContaining([PERSONAS.customer.id, OTHER_CUSTOMER.id, PERSONAS.suspended.id]),
        );
      });

      it('an admin updates any profile, status included, and the change reads back', async () => {
        const admin = await h.signedIn('admin');
        const before = (await admin.profiles.getById(OTHER_CUSTOMER.id))!;
        const updated = await admin.profiles.update(OTHER_CUSTOMER.id, {
          status: 'Suspended',
          display_name: 'Jordan L',
          company: 'Acme',
        });
        expect(updated).toMatchObject({ status: 'Suspended', display_name: 'Jordan L', company: 'Acme' });
        expect((await admin.profiles.getById(OTHER_CUSTOMER.id))?.status).toBe('Suspended');
        expect(updated.updated_at >= before.updated_at).toBe(true);
      });

      it('profile updates are validated with the SPEC messages', async () => {
        const admin = await h.signedIn('admin');
        await expectError(admin.profiles.update(OTHER_CUSTOMER.id, { phone: 'abc' }), 'validation_failed', {
          issues: ['Invalid phone number format'],
        });
        await expectError(admin.profiles.update(OTHER_CUSTOMER.id, { company: 'x'.repeat(201) }), 'validation_failed', {
          issues: ['Company name must be less than 200 characters'],
        });
        // Postgres cannot store U+0000: the database's own words are replaced with ones a person can act on.
        await expectError(
          admin.profiles.update(OTHER_CUSTOMER.id, { company: 'Acme\u0000 LLC' }),
          'validation_failed',
          {
            message: UNSTORABLE_TEXT_MESSAGE,
            issues: [UNSTORABLE_TEXT_MESSAGE],
          },
        );
        await expectError(
          admin.profiles.update(OTHER_CUSTOMER.id, { status: 'Banned' as never }),
          'validation_failed',
          {
            issues: ['Status must be one of: Active, Inactive, Suspended'],
          },
        );
      });

      it('an admin finds a profile by email regardless of letter case, and lists summaries and emails', async () => {
        const admin = await h.signedIn('admin');
        expect((await admin.profiles.findByEmail(OTHER_CUSTOMER.email.toUpperCase()))?.id).toBe(OTHER_CUSTOMER.id);
        expect(await admin.profiles.findByEmail('nobody@demo.test')).toBeNull();
        const summaries = await admin.profiles.listSummaries();
        expect(summaries.find((s) => s.id === PERSONAS.customer.id)).toEqual({
          id: PERSONAS.customer.id,
          email: PERSONAS.customer.email,
          first_name: PERSONAS.customer.firstName,
          last_name: PERSONAS.customer.lastName,
          company: CUSTOMER_COMPANY,
        });
        const emails = await admin.profiles.listEmails([PERSONAS.admin.id, PERSONAS.moderator.id]);
        expect(emails).toEqual(
          expect.arrayContaining([
            { id: PERSONAS.admin.id, email: PERSONAS.admin.email },
            { id: PERSONAS.moderator.id, email: PERSONAS.moderator.email },
          ]),
        );
        expect(emails).toHaveLength(2);
      });

      it('a user suspended while signed in gets nothing from the data API', async () => {
        const customer = await h.signedIn('customer');
        const admin = await h.signedIn('admin');
        await admin.profiles.update(PERSONAS.customer.id, { status: 'Suspended' });
        expect(await customer.profiles.getOwn()).toBeNull();
        expect(await customer.profiles.list()).toEqual([]);
        await expectError(customer.profiles.update(PERSONAS.customer.id, { company: 'x' }), 'not_found');
      });
    });

    describe('user_roles and role_audit_log', () => {
      it('user_roles and the audit log are readable only by admins (others get empty lists)', async () => {
        for (const key of ['customer', 'moderator'] as const) {
          const client = await h.signedIn(key);
          expect(await client.roles.list()).toEqual([]);
          expect(await client.audit.listRecent()).toEqual([]);
        }
        await expectError(h.anon().roles.list(), 'session_missing');
        await expectError(h.anon().audit.listRecent(), 'session_missing');
        const admin = await h.signedIn('admin');
        const roles = await admin.roles.list();
        expect(roles.find((r) => r.user_id === PERSONAS.admin.id)?.role).toBe('admin');
        expect(roles.find((r) => r.user_id === PERSONAS.moderator.id)?.role).toBe('moderator');
        expect((await admin.audit.listRecent()).length).toBeGreaterThan(0);
      });

      it(`the audit log lists the newest entries first, ${AUDIT_LOG_PAGE_SIZE} by default, and honours a limit`, async () => {
        const admin = await h.signedIn('admin');
        for (const role of ['moderator', 'admin', 'user'] as const)
          await admin.assignUserRole({ userId: OTHER_CUSTOMER.id, role });
        const recent = await admin.audit.listRecent();
        expect(recent.length).toBeLessThanOrEqual(AUDIT_LOG_PAGE_SIZE);
        expect(recent.slice(0, 3).map((r) => r.new_role)).toEqual(['user', 'admin', 'moderator']);
        const dates = recent.map((r) => r.created_at);
        expect([...dates].sort().reverse()).toEqual(dates);
        expect(await admin.audit.listRecent(2)).toHaveLength(2);
      });
    });

    describe('admin user creation', () => {
      it("an admin creates a user without replacing the admin's own session", async () => {
        const admin = await h.signedIn('admin');
        const events: AuthEvent[] = [];
        admin.auth.onAuthStateChange((e) => events.push(e));
        const before = (await admin.auth.getSession())!;
        const profile = await admin.admin.createUser({
          displayName: 'Grace Brewster Hopper',
          email: 'grace.hopper@demo.test',
          password: 'Compiler-1952',
          phone: '+12025550199',
          company: 'Navy Labs',
        });
        expect(profile).toMatchObject({
          email: 'grace.hopper@demo.test',
          first_name: 'Grace',
          last_name: 'Brewster Hopper',
          display_name: 'Grace Brewster Hopper',
          company: 'Navy Labs',
          phone: '+12025550199',
          role: 'User',
          status: 'Active',
        });
        const after = (await admin.auth.getSession())!;
        expect(after.user.id).toBe(PERSONAS.admin.id);
        expect(after.access_token).toBe(before.access_token);
        expect(events.filter((e) => e !== 'INITIAL_SESSION')).toEqual([]);
        expect((await admin.profiles.findByEmail('grace.hopper@demo.test'))?.id).toBe(profile.id);
        const created = await h.anon().auth.signIn({ email: 'grace.hopper@demo.test', password: 'Compiler-1952' });
        expect(created.user.id).toBe(profile.id);
      });

      withCopy(
        "[capability: sessionCopy] an admin's access token stops creating users once that session is signed out",
        async () => {
          const admin = await h.signedIn('admin');
          const copy = await h.withSession!((await admin.auth.getSession())!);
          await admin.auth.signOut();
          await expectError(
            copy.admin.createUser({ displayName: 'Late User', email: 'late@demo.test', password: 'Valid-Pass-1' }),
            'invalid_token',
          );
          const fresh = await h.signedIn('admin');
          expect(await fresh.profiles.findByEmail('late@demo.test')).toBeNull();
        },
      );

      it('only an admin can create users', async () => {
        const input = { displayName: 'Eve Intruder', email: 'eve@demo.test', password: 'Intrude-123' };
        await expectError((await h.signedIn('customer')).admin.createUser(input), 'forbidden');
        await expectError((await h.signedIn('moderator')).admin.createUser(input), 'forbidden');
        await expectError(h.anon().admin.createUser(input), 'session_missing');
      });

      it('admin user creation refuses text Postgres cannot store, and creates nobody', async () => {
        const admin = await h.signedIn('admin');
        await expectError(
          admin.admin.createUser({
            displayName: 'Nul Byte',
            email: 'nul.byte@demo.test',
            password: 'Valid-Pass-1',
            company: 'Acme\u0000 LLC',
          }),
          'validation_failed',
          { message: UNSTORABLE_TEXT_MESSAGE, issues: [UNSTORABLE_TEXT_MESSAGE] },
        );
        expect(await admin.profiles.findByEmail('nul.byte@demo.test')).toBeNull();
      });

      it('admin user creation validates with the SPEC messages', async () => {
        const admin = await h.signedIn('admin');
        await expectError(
          admin.admin.createUser({ displayName: '', email: 'a@demo.test', password: 'Valid-Pass-1' }),
          'validation_failed',
          {
            issues: ['User Name is required'],
          },
        );
        await expectError(
          admin.admin.createUser({ displayName: 'A B', email: 'bad', password: 'Valid-Pass-1' }),
          'validation_failed',
          {
            issues: ['Invalid email address'],
          },
        );
        await expectError(
          admin.admin.createUser({ displayName: 'A B', email: 'a@demo.test', password: 'weak' }),
          'validation_failed',
          {
            issues: ['Password must be at least 8 characters'],
          },
        );
        await expectError(
          admin.admin.createUser({ displayName: 'A B', email: 'a@demo.test', password: 'Valid-Pass-1', phone: '12ab' }),
          'validation_failed',
          { issues: ['Invalid phone number format'] },
        );
      });

      it('admin user creation refuses an email that already exists', async () => {
        const admin = await h.signedIn('admin');
        await expectError(
          admin.admin.createUser({ displayName: 'Dup User', email: PERSONAS.customer.email, password: 'Valid-Pass-1' }),
          'conflict',
        );
      });
    });

    describe('inbound requests (contact and demo forms)', () => {
      const message = {
        name: 'Pat Visitor',
        email: 'pat@visitor.test',
        company: 'Visitor Bank',
        phone: '+13125550000',
        message: 'Please tell me more about the entity reports.',
      };

      it('anyone may send a contact message or a demo request; only admins read them, newest first', async () => {
        await h.anon().inbound.submit('contact', message);
        await (await h.signedIn('customer')).inbound.submit('demo', { ...message, name: 'Casey Customer' });
        const admin = await h.signedIn('admin');
        const list = await admin.inbound.list();
        expect(list[0]).toMatchObject({ kind: 'demo', name: 'Casey Customer' });
        expect(list[1]).toMatchObject({
          kind: 'contact',
          name: 'Pat Visitor',
          company: 'Visitor Bank',
          email: 'pat@visitor.test',
        });
        const dates = list.map((r) => r.created_at);
        expect([...dates].sort().reverse()).toEqual(dates);
      });

      it('a user suspended while signed in cannot send a message (the insert policy), and nothing is stored', async () => {
        const customer = await h.signedIn('customer');
        const admin = await h.signedIn('admin');
        await admin.profiles.update(PERSONAS.customer.id, { status: 'Suspended' });
        const before = (await admin.inbound.list()).length;
        await expectError(customer.inbound.submit('contact', message), 'forbidden');
        expect(await admin.inbound.list()).toHaveLength(before);
      });

      it('a non-admin reads no inbound requests and the anonymous caller none at all', async () => {
        await h.anon().inbound.submit('contact', message);
        expect(await (await h.signedIn('customer')).inbound.list()).toEqual([]);
        await expectError(h.anon().inbound.list(), 'session_missing');
      });

      it('inbound requests are validated with the SPEC messages', async () => {
        await expectError(
          h.anon().inbound.submit('contact', { ...message, message: 'too short' }),
          'validation_failed',
          {
            issues: ['Message must be at least 10 characters'],
          },
        );
        await expectError(h.anon().inbound.submit('demo', { ...message, name: '' }), 'validation_failed', {
          issues: ['Full name is required'],
        });
        await expectError(h.anon().inbound.submit('demo', { ...message, email: 'nope' }), 'validation_failed', {
          issues: ['Invalid email address'],
        });
      });
    });

    describe('order requests', () => {
      const order = {
        name: 'Casey Customer',
        email: PERSONAS.customer.email,
        company: CUSTOMER_COMPANY,
        entityLegalName: 'Blue Harbor Holdings LLC',
        formationState: 'Delaware' as const,
        reportType: 'Limited Liability Company' as const,
      };

      it('a signed-in user submits an order with PDF documents and reads it back', async () => {
        const client = await h.signedIn('customer');
        const created = await client.orders.submit({
          ...order,
          documents: [pdf('operating-agreement.pdf'), pdf('articles.pdf', '%PDF-1.7 longer')],
        });
        expect(created).toMatchObject({
          user_id: PERSONAS.customer.id,
          status: 'Submitted',
          entity_legal_name: 'Blue Harbor Holdings LLC',
          formation_state: 'Delaware',
          report_type: 'Limited Liability Company',
        });
        expect(created.documents.map((d) => d.name)).toEqual(['operating-agreement.pdf', 'articles.pdf']);
        expect(created.documents[1]?.size).toBe(new TextEncoder().encode('%PDF-1.7 longer').length);
        expect(await client.orders.list()).toEqual([created]);
      });

      it('a customer reads only their own orders; an admin reads every order, newest first', async () => {
        const customer = await h.signedIn('customer');
        const moderator = await h.signedIn('moderator');
        const first = await customer.orders.submit({ ...order, documents: [pdf()] });
        const second = await moderator.orders.submit({
          ...order,
          name: 'Morgan Moderator',
          email: PERSONAS.moderator.email,
          documents: [pdf()],
        });
        expect((await customer.orders.list()).map((o) => o.id)).toEqual([first.id]);
        expect((await moderator.orders.list()).map((o) => o.id)).toEqual([second.id]);
        expect((await (await h.signedIn('admin')).orders.list()).map((o) => o.id)).toEqual([second.id, first.id]);
      });

      it('orders are validated: at least one document, PDFs only, required fields', async () => {
        const client = await h.signedIn('customer');
        await expectError(client.orders.submit({ ...order, documents: [] }), 'validation_failed', {
          issues: ['Please upload at least one PDF document'],
        });
        const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
        await expectError(client.orders.submit({ ...order, documents: [text] }), 'validation_failed', {
          issues: ['notes.txt is not a PDF. Only PDF files are accepted'],
        });
        await expectError(
          client.orders.submit({ ...order, entityLegalName: '', documents: [pdf()] }),
          'validation_failed',
          {
            issues: ['Entity legal name is required'],
          },
        );
      });

      it('an anonymous visitor cannot submit or read orders', async () => {
        await expectError(h.anon().orders.submit({ ...order, documents: [pdf()] }), 'session_missing');
        await expectError(h.anon().orders.list(), 'session_missing');
      });
    });
  });
}
