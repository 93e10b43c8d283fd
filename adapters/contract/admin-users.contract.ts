import { describe, expect, it } from 'vitest';
import { UNSTORABLE_TEXT_MESSAGE, type AuthEvent } from '@/backend';
import { PERSONAS } from '../../mocks/seed/personas';
import { expectError, type ContractContext } from './support';

/** Admin user creation (the admin-create-user Edge Function). */
export function adminUsersContract({ h, withCopy }: ContractContext): void {
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
}
