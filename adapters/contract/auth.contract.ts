import { describe, expect, it } from 'vitest';
import { CREDENTIALS_REQUIRED, SESSION_MISSING_MESSAGE, type AuthEvent } from '@/backend';
import { DEMO_PASSWORD, PERSONAS } from '../../mocks/seed/personas';
import { expectError, type ContractContext } from './support';

/** Sign-in, sign-up, tokens and refresh rotation, sign-out and password recovery (GoTrue). */
export function authContract({
  h,
  withClock,
  withOutbox,
  withOutboxAndClock,
  withCopy,
  withCopyAndClock,
  pastExpiry,
  sendRecovery,
}: ContractContext): void {
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
}
