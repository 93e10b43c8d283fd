import { describe, expect, it } from 'vitest';
import { MFA_TEXTS, type AuthEvent, type BackendAdapter } from '@/backend';
import { totpOf } from '../../mocks/api/totp';
import { ADMIN_TOTP_FACTOR, adminTotpCode, DEMO_PASSWORD, PERSONAS } from '../../mocks/seed/personas';
import { expectError, newCustomer, type ContractContext } from './support';

/** The admin persona after their password only: a session at aal1, as anyone holding the password has. */
async function adminByPasswordOnly(h: ContractContext['h']): Promise<BackendAdapter> {
  const client = h.anon();
  await client.auth.signIn({ email: PERSONAS.admin.email, password: DEMO_PASSWORD });
  return client;
}

/** Enrols an authenticator app for the signed-in client and verifies its first code, as a person does. */
async function enrolAuthenticator(client: BackendAdapter): Promise<string> {
  const enrolment = await client.auth.mfa.enroll('EntityLens');
  await client.auth.mfa.verify(enrolment.factor_id, totpOf(enrolment.secret).generate());
  return enrolment.factor_id;
}

/**
 * Second factors (migration 1300, GoTrue's MFA API): admin rights need a session at aal2. An admin who has
 * only given their password is refused every admin capability by the backend itself, not only by screens.
 */
export function mfaContract({ h, withCopy }: ContractContext): void {
  describe('second factor: admin rights need aal2', () => {
    it('after the password alone the admin session is at aal1 and needs the second factor', async () => {
      const client = h.anon();
      const session = await client.auth.signIn({ email: PERSONAS.admin.email, password: DEMO_PASSWORD });
      expect(session).toMatchObject({ aal: 'aal1', needs_second_factor: true });
      expect(await client.auth.mfa.factors()).toEqual([
        expect.objectContaining({ id: ADMIN_TOTP_FACTOR.id, friendly_name: ADMIN_TOTP_FACTOR.friendlyName }),
      ]);
    });

    it('an admin at aal1 is refused every admin capability', async () => {
      const admin = await adminByPasswordOnly(h);
      expect(await admin.isAdmin()).toBe(false);
      // Reads: only what any signed-in user sees (their own rows).
      expect((await admin.profiles.page({})).rows.map((p) => p.id)).toEqual([PERSONAS.admin.id]);
      expect(await admin.roles.list()).toEqual([]);
      expect(await admin.audit.staffPage({})).toEqual({ rows: [], total: 0 });
      expect((await admin.orders.page({})).total).toBe(0);
      // Writes and admin functions: refused by the database and the Edge Functions.
      await expectError(admin.admin.dashboard(), 'forbidden');
      await expectError(admin.assignUserRole({ userId: PERSONAS.customer.id, role: 'moderator' }), 'forbidden');
      await expectError(admin.credits.grant({ userId: PERSONAS.customer.id, credits: 1, amountPaid: 0 }), 'forbidden');
      await expectError(admin.audit.recordExport({ view: 'users', filters: {}, rows: 0 }), 'forbidden');
      await expectError(admin.audit.recordExport({ view: 'orders', filters: {}, rows: 0 }), 'forbidden');
      await expectError(
        admin.admin.createUser({ displayName: 'No Factor', email: 'no.factor@demo.test', password: 'Valid-Pass-1' }),
        'forbidden',
      );
      await expectError(admin.admin.resetMfa(PERSONAS.customer.id), 'forbidden');
      const other = await admin.profiles.getById(PERSONAS.customer.id);
      expect(other).toBeNull();
      // Nothing was written meanwhile.
      const full = await h.signedIn('admin');
      expect(await full.credits.balance(PERSONAS.customer.id)).toBe(
        await (await h.signedIn('customer')).credits.balance(PERSONAS.customer.id),
      );
      expect((await full.roles.list([PERSONAS.customer.id]))[0]?.role).toBe('user');
    });

    it('the current code raises the session to aal2, emits MFA_CHALLENGE_VERIFIED and gives the admin rights', async () => {
      const admin = await adminByPasswordOnly(h);
      const events: AuthEvent[] = [];
      const unsubscribe = admin.auth.onAuthStateChange((event) => events.push(event));
      const session = await admin.auth.mfa.verify(ADMIN_TOTP_FACTOR.id, adminTotpCode());
      unsubscribe();
      expect(session).toMatchObject({ aal: 'aal2', needs_second_factor: false });
      expect(events).toContain('MFA_CHALLENGE_VERIFIED');
      expect(await admin.isAdmin()).toBe(true);
      expect((await admin.admin.dashboard()).totalUsers).toBeGreaterThan(4);
      expect(await admin.auth.getSession()).toMatchObject({ aal: 'aal2' });
    });

    it('a wrong or malformed code is refused and the session stays at aal1', async () => {
      const admin = await adminByPasswordOnly(h);
      const wrong = String((Number(adminTotpCode()) + 500_000) % 1_000_000).padStart(6, '0');
      await expectError(admin.auth.mfa.verify(ADMIN_TOTP_FACTOR.id, wrong), 'validation_failed', {
        message: MFA_TEXTS.codeInvalid,
      });
      await expectError(admin.auth.mfa.verify(ADMIN_TOTP_FACTOR.id, '12ab56'), 'validation_failed', {
        message: MFA_TEXTS.codeFormat,
      });
      expect(await admin.auth.getSession()).toMatchObject({ aal: 'aal1', needs_second_factor: true });
      expect(await admin.isAdmin()).toBe(false);
      // Spaces as authenticator apps show them ("123 456") are fine.
      const code = adminTotpCode();
      await admin.auth.mfa.verify(ADMIN_TOTP_FACTOR.id, `${code.slice(0, 3)} ${code.slice(3)}`);
      expect(await admin.isAdmin()).toBe(true);
    });
  });

  describe('second factor: enrolment and recovery', () => {
    it('a user enrols an authenticator app; it counts once its first code is verified', async () => {
      const { client, email } = await newCustomer(h, await h.signedIn('admin'), 'Tess Factor');
      const enrolment = await client.auth.mfa.enroll('EntityLens');
      expect(enrolment.qr_code).toMatch(/^data:image\/svg\+xml/);
      expect(enrolment.uri).toContain(`secret=${enrolment.secret}`);
      // An unfinished enrolment is no factor, and starting again replaces it.
      expect(await client.auth.mfa.factors()).toEqual([]);
      const again = await client.auth.mfa.enroll('EntityLens');
      expect(again.factor_id).not.toBe(enrolment.factor_id);
      await client.auth.mfa.verify(again.factor_id, totpOf(again.secret).generate());
      expect(await client.auth.mfa.factors()).toEqual([expect.objectContaining({ id: again.factor_id })]);
      expect(await client.auth.getSession()).toMatchObject({ aal: 'aal2', needs_second_factor: false });
      // From now on the password alone is half a sign-in.
      const next = h.anon();
      expect(await next.auth.signIn({ email, password: 'Contract-Pass-1' })).toMatchObject({
        aal: 'aal1',
        needs_second_factor: true,
      });
    });

    it('a newly promoted admin has no admin rights until they enrol a second factor and another admin approves it', async () => {
      const admin = await h.signedIn('admin');
      const { client, id } = await newCustomer(h, admin, 'Nova Admin');
      await admin.assignUserRole({ userId: id, role: 'admin' });
      expect(await client.isAdmin()).toBe(false);
      await enrolAuthenticator(client);
      const enrolled = await admin.audit.staffPage({ action: 'mfa_enrolled' });
      expect(enrolled.rows[0]).toMatchObject({ actor_id: id, target_user_id: id, details: { factor_type: 'totp' } });
      expect(await client.isAdmin()).toBe(false);
      expect(await admin.admin.approveMfa(id)).toBe(1);
      expect(await client.isAdmin()).toBe(true);
    });

    it('the password alone makes no admin: a promoted admin who enrols with it waits for another admin, who alone can approve', async () => {
      const admin = await h.signedIn('admin');
      const { client, id } = await newCustomer(h, admin, 'Pat Password');
      await admin.assignUserRole({ userId: id, role: 'admin' });
      // Whoever holds the password enrols first and reaches aal2.
      const factorId = await enrolAuthenticator(client);
      expect(await client.auth.getSession()).toMatchObject({ aal: 'aal2' });
      expect(await client.isAdmin()).toBe(false);
      // What the admin screens tell them instead of Access Denied.
      expect(await client.awaitsFactorApproval()).toBe(true);
      expect(await admin.awaitsFactorApproval()).toBe(false);
      expect(await (await h.signedIn('customer')).awaitsFactorApproval()).toBe(false);
      expect((await client.profiles.page({})).rows.map((p) => p.id)).toEqual([id]);
      expect(await client.orders.list()).toEqual([]);
      await expectError(client.assignUserRole({ userId: PERSONAS.customer.id, role: 'admin' }), 'forbidden');
      await expectError(client.admin.resetMfa(PERSONAS.admin.id), 'forbidden');
      await expectError(client.admin.dashboard(), 'forbidden');
      await expectError(
        client.admin.createUser({ displayName: 'Pat Two', email: 'pat.two@demo.test', password: 'Valid-Pass-1' }),
        'forbidden',
      );
      // Nobody approves their own factor, and a moderator or a customer approves nothing.
      await expectError(client.admin.approveMfa(id), 'forbidden', {
        message: 'Only admins can approve an authenticator app',
      });
      await expectError((await h.signedIn('moderator')).admin.approveMfa(id), 'forbidden');
      await expectError((await h.signedIn('customer')).admin.approveMfa(id), 'forbidden');
      await expectError(
        adminByPasswordOnly(h).then((a) => a.admin.approveMfa(id)),
        'forbidden',
      );
      expect(await client.isAdmin()).toBe(false);
      expect((await admin.audit.staffPage({ action: 'mfa_approved' })).total).toBe(0);

      expect(await admin.admin.approveMfa(id)).toBe(1);
      expect(await client.isAdmin()).toBe(true);
      expect(await client.awaitsFactorApproval()).toBe(false);
      const approved = await admin.audit.staffPage({ action: 'mfa_approved' });
      expect(approved.rows).toEqual([
        expect.objectContaining({
          actor_id: PERSONAS.admin.id,
          target_user_id: id,
          details: { factors: 1, factorIds: [factorId] },
        }),
      ]);
    });

    it('an approval is refused for oneself, a user without a verified factor and a factor already approved', async () => {
      const admin = await h.signedIn('admin');
      await expectError(admin.admin.approveMfa(PERSONAS.admin.id), 'validation_failed', {
        message: 'You cannot approve your own authenticator app',
      });
      await expectError(admin.admin.approveMfa(PERSONAS.customer.id), 'not_found', {
        message: 'This user has no authenticator app to approve',
      });
      await expectError(admin.admin.approveMfa('00000000-0000-4000-8000-00000000dead'), 'not_found', {
        message: 'User not found',
      });
      await expectError(admin.admin.approveMfa('not-a-uuid'), 'validation_failed');
      const { client, id } = await newCustomer(h, admin, 'Avi Approved');
      await enrolAuthenticator(client);
      expect(await admin.admin.approveMfa(id)).toBe(1);
      await expectError(admin.admin.approveMfa(id), 'conflict', {
        message: "This user's authenticator app is already approved",
      });
      expect((await admin.audit.staffPage({ action: 'mfa_approved' })).total).toBe(1);
    });

    it('a reset removes the approval with the factor: the next factor waits for another approval', async () => {
      const admin = await h.signedIn('admin');
      const { client, id, email } = await newCustomer(h, admin, 'Reset Twice');
      await admin.assignUserRole({ userId: id, role: 'admin' });
      await enrolAuthenticator(client);
      await admin.admin.approveMfa(id);
      expect(await client.isAdmin()).toBe(true);
      expect(await admin.admin.resetMfa(id)).toBe(1);
      const next = h.anon();
      await next.auth.signIn({ email, password: 'Contract-Pass-1' });
      await enrolAuthenticator(next);
      expect(await next.isAdmin()).toBe(false);
      expect(await admin.admin.approveMfa(id)).toBe(1);
      expect(await next.isAdmin()).toBe(true);
    });

    it("another admin resets a user's factor: the next sign-in is by password alone, and it is audited", async () => {
      const admin = await h.signedIn('admin');
      const { client, id, email } = await newCustomer(h, admin, 'Lost Phone');
      await enrolAuthenticator(client);
      expect(await admin.admin.resetMfa(id)).toBe(1);
      const next = h.anon();
      expect(await next.auth.signIn({ email, password: 'Contract-Pass-1' })).toMatchObject({
        aal: 'aal1',
        needs_second_factor: false,
      });
      expect(await next.auth.mfa.factors()).toEqual([]);
      const reset = await admin.audit.staffPage({ action: 'mfa_reset' });
      expect(reset.rows[0]).toMatchObject({
        actor_id: PERSONAS.admin.id,
        target_user_id: id,
        details: { factors: 1 },
      });
    });

    it("a reset ends an admin's rights at once, though the token they hold says aal2 for up to an hour", async () => {
      const admin = await h.signedIn('admin');
      const { client, id } = await newCustomer(h, admin, 'Second Admin');
      await admin.assignUserRole({ userId: id, role: 'admin' });
      await enrolAuthenticator(client);
      await admin.admin.approveMfa(id);
      expect(await client.isAdmin()).toBe(true);
      expect(await admin.admin.resetMfa(id)).toBe(1);
      expect(await client.auth.getSession()).toMatchObject({ aal: 'aal2' });
      expect(await client.isAdmin()).toBe(false);
      await expectError(client.admin.resetMfa(PERSONAS.admin.id), 'forbidden');
    });

    withCopy(
      '[capability: sessionCopy] signing out ends staff rights at once, though a copy of the access token is valid for up to an hour',
      async () => {
        const admin = await h.signedIn('admin');
        const adminCopy = await h.withSession!((await admin.auth.getSession())!);
        const moderator = await h.signedIn('moderator');
        const moderatorCopy = await h.withSession!((await moderator.auth.getSession())!);
        const everyOrder = (await admin.orders.list()).map((o) => o.id);
        expect(everyOrder.length).toBeGreaterThan(0);
        expect(await adminCopy.isAdmin()).toBe(true);
        expect((await moderatorCopy.orders.list()).map((o) => o.id)).toEqual(everyOrder);

        await admin.auth.signOut();
        await moderator.auth.signOut();
        expect(await adminCopy.isAdmin()).toBe(false);
        // Not even their own profile: every right ends with the session (migration 1520).
        expect(await adminCopy.profiles.list()).toEqual([]);
        await expectError(adminCopy.admin.resetMfa(PERSONAS.moderator.id), 'forbidden');
        expect(await moderatorCopy.orders.list()).toEqual([]);
        // Signed in again, both are staff as before.
        expect(await (await h.signedIn('admin')).isAdmin()).toBe(true);
        expect((await (await h.signedIn('moderator')).orders.list()).map((o) => o.id)).toEqual(everyOrder);
      },
    );

    withCopy(
      "[capability: sessionCopy] signing out ends a customer's rights at once, though a copy of the access token is valid for up to an hour",
      async () => {
        const customer = await h.signedIn('customer');
        const copy = await h.withSession!((await customer.auth.getSession())!);
        const ownOrders = (await customer.orders.list()).map((o) => o.id);
        expect(ownOrders.length).toBeGreaterThan(0);
        expect((await copy.orders.list()).map((o) => o.id)).toEqual(ownOrders);
        expect(await copy.profiles.getOwn()).toMatchObject({ id: PERSONAS.customer.id });

        await customer.auth.signOut();
        expect(await copy.orders.list()).toEqual([]);
        expect(await copy.profiles.getById(PERSONAS.customer.id)).toBeNull();
        expect(await copy.credits.ledger(PERSONAS.customer.id)).toEqual([]);
        // Signed in again, the customer reads as before.
        expect((await (await h.signedIn('customer')).orders.list()).map((o) => o.id)).toEqual(ownOrders);
      },
    );

    it('a reset is refused for oneself, a user without a factor, and anyone but an admin at aal2', async () => {
      const admin = await h.signedIn('admin');
      await expectError(admin.admin.resetMfa(PERSONAS.admin.id), 'validation_failed', {
        message: 'You cannot reset your own two-factor authentication',
      });
      await expectError(admin.admin.resetMfa(PERSONAS.customer.id), 'not_found', {
        message: 'This user has no second factor to reset',
      });
      await expectError(admin.admin.resetMfa('00000000-0000-4000-8000-00000000dead'), 'not_found', {
        message: 'User not found',
      });
      await expectError((await h.signedIn('moderator')).admin.resetMfa(PERSONAS.admin.id), 'forbidden');
      await expectError((await h.signedIn('customer')).admin.resetMfa(PERSONAS.admin.id), 'forbidden');
      await expectError(admin.admin.resetMfa('not-a-uuid'), 'validation_failed');
      // The admin's own factor is still there.
      expect(await admin.auth.mfa.factors()).toHaveLength(1);
      expect((await admin.audit.staffPage({ action: 'mfa_reset' })).total).toBe(0);
    });
  });
}
