import { describe, expect, it } from 'vitest';
import { totpOf } from '../../mocks/api/totp';
import { OTHER_CUSTOMER, PERSONAS } from '../../mocks/seed/personas';
import { expectError, newCustomer, type ContractContext } from './support';

/** is_admin and assign_user_role: who may grant which role, and what the audit keeps. */
export function rolesContract({ h }: ContractContext): void {
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
      const second = await newCustomer(h, admin, 'Second Admin');
      await admin.assignUserRole({ userId: second.id, role: 'admin' });
      // The second admin holds admin rights once they have their own second factor, approved by the first.
      const enrolment = await second.client.auth.mfa.enroll('EntityLens');
      await second.client.auth.mfa.verify(enrolment.factor_id, totpOf(enrolment.secret).generate());
      await admin.admin.approveMfa(second.id);
      await admin.assignUserRole({ userId: PERSONAS.admin.id, role: 'user' });
      expect(await admin.isAdmin()).toBe(false);
      expect(await second.client.isAdmin()).toBe(true);
    });
  });
}
