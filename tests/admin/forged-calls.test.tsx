import { describe, expect, it } from 'vitest';
import { BackendError, type BackendAdapter } from '@/backend';
import { PERSONAS, mockAdapterFor, setupMockBackend, type PersonaKey } from '../utils/render-app';

/**
 * The UI hides the admin screens from non-admins, but the backend is the real gate: a signed-in
 * customer or moderator who calls the port directly (as a forged request would) is refused.
 */
const mock = setupMockBackend();

async function rejection(promise: Promise<unknown>): Promise<BackendError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(BackendError);
  return error as BackendError;
}

async function snapshot(admin: BackendAdapter) {
  return {
    roles: await admin.roles.list(),
    audit: await admin.audit.listRecent(50),
    profiles: await admin.profiles.list(),
  };
}

describe.each(['customer', 'moderator'] as const satisfies readonly PersonaKey[])(
  'a signed-in %s forging admin calls',
  (persona) => {
    it('is not admin on the server', async () => {
      const forger = await mockAdapterFor(mock, persona);
      expect(await forger.isAdmin()).toBe(false);
    });

    it('cannot assign roles, not even to themselves', async () => {
      const admin = await mockAdapterFor(mock, 'admin');
      const before = await snapshot(admin);
      const forger = await mockAdapterFor(mock, persona);
      const self = PERSONAS[persona].id;
      expect((await rejection(forger.assignUserRole({ userId: self, role: 'admin' }))).code).toBe('forbidden');
      expect((await rejection(forger.assignUserRole({ userId: PERSONAS.admin.id, role: 'user' }))).code).toBe(
        'forbidden',
      );
      expect(await snapshot(admin)).toEqual(before);
      expect(await forger.isAdmin()).toBe(false);
    });

    it("cannot update another user's profile, nor their own status", async () => {
      const admin = await mockAdapterFor(mock, 'admin');
      const before = await snapshot(admin);
      const forger = await mockAdapterFor(mock, persona);
      // Columns the owner may edit: the policy hides the other row, so nothing changes.
      const other = await rejection(forger.profiles.update(PERSONAS.suspended.id, { company: 'Hijacked LLC' }));
      expect(other.code).toBe('not_found');
      // A column only admins may write, on a row the caller cannot see: refused either way.
      const otherStatus = await rejection(forger.profiles.update(PERSONAS.suspended.id, { status: 'Active' }));
      expect(['forbidden', 'not_found']).toContain(otherStatus.code);
      const ownStatus = await rejection(forger.profiles.update(PERSONAS[persona].id, { status: 'Suspended' }));
      expect(ownStatus.code).toBe('forbidden');
      expect(await snapshot(admin)).toEqual(before);
    });

    it('cannot create users', async () => {
      const forger = await mockAdapterFor(mock, persona);
      const error = await rejection(
        forger.admin.createUser({
          displayName: 'Sneaky Person',
          email: 'sneaky@forged.test',
          password: 'Sturdy-Pass-9',
        }),
      );
      expect(error.code).toBe('forbidden');
      const admin = await mockAdapterFor(mock, 'admin');
      expect(await admin.profiles.findByEmail('sneaky@forged.test')).toBeNull();
    });

    it('reads no roles, no audit log, no inbound requests and only their own profile', async () => {
      const forger = await mockAdapterFor(mock, persona);
      expect(await forger.roles.list()).toEqual([]);
      expect(await forger.audit.listRecent()).toEqual([]);
      expect(await forger.inbound.list()).toEqual([]);
      const profiles = await forger.profiles.list();
      expect(profiles.map((p) => p.id)).toEqual([PERSONAS[persona].id]);
      expect(await forger.profiles.findByEmail(PERSONAS.admin.email)).toBeNull();
      expect(await forger.profiles.summariesFor([PERSONAS.admin.id])).toEqual([]);
    });
  },
);

describe('an anonymous caller', () => {
  it('is refused every admin call', async () => {
    const anon = await mockAdapterFor(mock);
    expect((await rejection(anon.isAdmin())).code).toBe('session_missing');
    expect((await rejection(anon.assignUserRole({ userId: PERSONAS.customer.id, role: 'admin' }))).code).toBe(
      'session_missing',
    );
    expect((await rejection(anon.roles.list())).code).toBe('session_missing');
    expect((await rejection(anon.profiles.update(PERSONAS.customer.id, { status: 'Suspended' }))).code).toBe(
      'session_missing',
    );
    expect(
      (
        await rejection(
          anon.admin.createUser({ displayName: 'Anon Person', email: 'anon@forged.test', password: 'Sturdy-Pass-9' }),
        )
      ).code,
    ).toBe('session_missing');
  });
});

describe('the admin', () => {
  it('is admin on the server and may do all of it', async () => {
    const admin = await mockAdapterFor(mock, 'admin');
    expect(await admin.isAdmin()).toBe(true);
    await admin.assignUserRole({ userId: PERSONAS.customer.id, role: 'moderator' });
    expect((await admin.roles.list()).find((r) => r.user_id === PERSONAS.customer.id)?.role).toBe('moderator');
    const updated = await admin.profiles.update(PERSONAS.customer.id, { status: 'Suspended' });
    expect(updated.status).toBe('Suspended');
  });
});
