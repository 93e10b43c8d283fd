import { describe, expect, it } from 'vitest';
import { AUDIT_LOG_PAGE_SIZE, UNSTORABLE_TEXT_MESSAGE } from '@/backend';
import { CUSTOMER_COMPANY, DEMO_PASSWORD, OTHER_CUSTOMER, PERSONAS } from '../../mocks/seed/personas';
import { expectError, type ContractContext } from './support';

/** Profiles under row-level security, user_roles and the role audit log. */
export function profilesContract({ h }: ContractContext): void {
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
      expect((await client.profiles.summariesFor([PERSONAS.customer.id, OTHER_CUSTOMER.id])).map((p) => p.id)).toEqual([
        PERSONAS.customer.id,
      ]);
    });

    it("a customer cannot read another customer's profile", async () => {
      const client = await h.signedIn('customer');
      expect(await client.profiles.getById(OTHER_CUSTOMER.id)).toBeNull();
      expect(await client.profiles.findByEmail(OTHER_CUSTOMER.email)).toBeNull();
      expect(await client.profiles.summariesFor([OTHER_CUSTOMER.id])).toEqual([]);
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
      await expectError(admin.profiles.update(OTHER_CUSTOMER.id, { company: 'Acme\u0000 LLC' }), 'validation_failed', {
        message: UNSTORABLE_TEXT_MESSAGE,
        issues: [UNSTORABLE_TEXT_MESSAGE],
      });
      await expectError(admin.profiles.update(OTHER_CUSTOMER.id, { status: 'Banned' as never }), 'validation_failed', {
        issues: ['Status must be one of: Active, Inactive, Suspended'],
      });
    });

    it('an admin finds a profile by email regardless of letter case, and reads the summaries of named users', async () => {
      const admin = await h.signedIn('admin');
      expect((await admin.profiles.findByEmail(OTHER_CUSTOMER.email.toUpperCase()))?.id).toBe(OTHER_CUSTOMER.id);
      expect(await admin.profiles.findByEmail('nobody@demo.test')).toBeNull();
      const summaries = await admin.profiles.summariesFor([
        PERSONAS.customer.id,
        PERSONAS.moderator.id,
        PERSONAS.customer.id,
        'not-a-uuid',
        '00000000-0000-4000-8000-00000000dead',
      ]);
      expect(summaries).toHaveLength(2);
      expect(summaries.find((s) => s.id === PERSONAS.customer.id)).toEqual({
        id: PERSONAS.customer.id,
        email: PERSONAS.customer.email,
        first_name: PERSONAS.customer.firstName,
        last_name: PERSONAS.customer.lastName,
        company: CUSTOMER_COMPANY,
      });
      expect(summaries.find((s) => s.id === PERSONAS.moderator.id)?.email).toBe(PERSONAS.moderator.email);
      expect(await admin.profiles.summariesFor([])).toEqual([]);
    });

    it('an admin reads the roles of named users only, and a page of the audit log with its total', async () => {
      const admin = await h.signedIn('admin');
      const roles = await admin.roles.list([PERSONAS.admin.id, PERSONAS.moderator.id, 'not-a-uuid']);
      expect(roles.map((r) => [r.user_id, r.role]).sort()).toEqual(
        [
          [PERSONAS.admin.id, 'admin'],
          [PERSONAS.moderator.id, 'moderator'],
        ].sort(),
      );
      expect(await admin.roles.list([])).toEqual([]);
      const recent = await admin.audit.listRecent(100);
      const first = await admin.audit.page({ pageSize: 2 });
      expect(first.total).toBe(recent.length);
      expect(first.rows).toEqual(recent.slice(0, 2));
      const second = await admin.audit.page({ page: 2, pageSize: 2 });
      expect(second.rows).toEqual(recent.slice(2, 4));
      await expectError(admin.audit.page({ pageSize: 0 }), 'validation_failed');
      const customer = await h.signedIn('customer');
      expect(await customer.audit.page({})).toEqual({ rows: [], total: 0 });
      expect(await customer.roles.list([PERSONAS.customer.id])).toEqual([]);
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
}
