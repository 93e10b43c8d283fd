import { describe, expect, it, vi } from 'vitest';
import { profileSchema, roleAuditEntrySchema, userRoleSchema } from '@/backend';
import { createDb, hashPassword, verifyPassword } from '../db';
import {
  applySeed,
  buildSeed,
  CUSTOMER_COMPANY,
  DEMO_PASSWORD,
  OTHER_CUSTOMER,
  PERSONAS,
  SEED_CUSTOMER_IDS,
} from './index';

const NOW = new Date('2026-03-02T09:00:00.000Z');
const DAY = 86_400_000;

describe('seed', () => {
  it('is deterministic: the same ids and dates for the same now', () => {
    expect(buildSeed(NOW)).toEqual(buildSeed(NOW));
  });

  it('has the four personas with their roles and statuses, and the customer has a company', () => {
    const { users } = buildSeed(NOW);
    const byEmail = new Map(users.map((u) => [u.email, u]));
    expect(byEmail.get('admin@demo.test')).toMatchObject({
      id: PERSONAS.admin.id,
      role: 'admin',
      profile: { role: 'Admin', status: 'Active' },
    });
    expect(byEmail.get('moderator@demo.test')).toMatchObject({ role: 'moderator', profile: { role: 'Moderator' } });
    expect(byEmail.get('customer@demo.test')).toMatchObject({
      role: 'user',
      profile: { role: 'User', company: CUSTOMER_COMPANY },
    });
    expect(byEmail.get('suspended@demo.test')).toMatchObject({ profile: { status: 'Suspended' } });
    expect(byEmail.get(OTHER_CUSTOMER.email)?.id).toBe(OTHER_CUSTOMER.id);
    expect(SEED_CUSTOMER_IDS[0]).toBe(OTHER_CUSTOMER.id);
  });

  it('has about twenty more customers across statuses, one without names and one with a null status', () => {
    const { users } = buildSeed(NOW);
    expect(users.length).toBeGreaterThanOrEqual(24);
    const statuses = new Set(users.map((u) => u.profile.status));
    expect(statuses).toEqual(new Set(['Active', 'Inactive', 'Suspended', null]));
    expect(users.some((u) => u.profile.first_name === null && u.profile.last_name === null)).toBe(true);
    for (const u of users) expect(profileSchema.parse(u.profile)).toEqual(u.profile);
  });

  it('dates count back from now, with several sign-ups in the last 7 days', () => {
    const { users } = buildSeed(NOW);
    const recent = users.filter((u) => NOW.getTime() - Date.parse(u.profile.created_at) <= 7 * DAY);
    expect(recent.length).toBeGreaterThanOrEqual(3);
    expect(users.every((u) => Date.parse(u.profile.created_at) <= NOW.getTime())).toBe(true);
  });

  it('has past role changes in the audit log that agree with the current roles', () => {
    const { audit, userRoles } = buildSeed(NOW);
    expect(audit.length).toBeGreaterThanOrEqual(3);
    for (const a of audit) roleAuditEntrySchema.parse(a);
    for (const r of userRoles) userRoleSchema.parse(r);
    const latest = new Map<string, string>();
    for (const a of [...audit].sort((x, y) => x.created_at.localeCompare(y.created_at)))
      latest.set(a.target_user_id!, a.new_role);
    for (const [id, role] of latest) expect(userRoles.find((r) => r.user_id === id)?.role).toBe(role);
  });

  it('applies with hashed passwords: every persona verifies with the demo password', async () => {
    const db = createDb();
    await applySeed(db, { now: NOW, iterations: 1000 });
    const admin = db.authUsers.findFirst((q) => q.where({ email: PERSONAS.admin.email }))!;
    expect(admin.password_hash).not.toContain(DEMO_PASSWORD);
    expect(await verifyPassword(DEMO_PASSWORD, admin.password_hash)).toBe(true);
    expect(db.profiles.count()).toBe(db.authUsers.count());
    expect(db.userRoles.count()).toBe(db.authUsers.count());
    expect(db.inboundRequests.count()).toBe(2);
  });

  it('a reset derives each seed hash once per session and iteration count, and restores changed passwords', async () => {
    // An iteration count no other test seeds with, so nothing is remembered yet.
    const iterations = 1_001;
    const derive = vi.spyOn(crypto.subtle, 'deriveBits');
    try {
      const db = createDb();
      await applySeed(db, { now: NOW, iterations });
      expect(derive).toHaveBeenCalledTimes(buildSeed(NOW).users.length);
      const admin = () => db.authUsers.findFirst((q) => q.where({ email: PERSONAS.admin.email }))!;
      const seeded = admin().password_hash;
      expect(seeded).toMatch(/^pbkdf2-sha256\$1001\$/);
      await db.exclusive(async () => {
        const changed = await hashPassword('Changed-Pass-2026!', { iterations });
        await db.authUsers.update((q) => q.where({ id: PERSONAS.admin.id }), {
          data(u) {
            u.password_hash = changed;
          },
        });
      });
      derive.mockClear();
      await applySeed(db, { now: NOW, iterations });
      expect(derive).not.toHaveBeenCalled();
      expect(admin().password_hash).toBe(seeded);
      expect(await verifyPassword(DEMO_PASSWORD, admin().password_hash)).toBe(true);
      // Another iteration count is another hash.
      derive.mockClear();
      await applySeed(db, { now: NOW, iterations: 1_002 });
      expect(derive).toHaveBeenCalledTimes(buildSeed(NOW).users.length);
      expect(admin().password_hash).toMatch(/^pbkdf2-sha256\$1002\$/);
    } finally {
      derive.mockRestore();
    }
  });

  it('a reset on a large database leaves only the seed', async () => {
    const db = createDb();
    await applySeed(db, { now: NOW, iterations: 1000 });
    const hash = db.authUsers.findFirst((q) => q.where({ email: PERSONAS.customer.email }))!.password_hash;
    await db.exclusive(async () => {
      for (let i = 0; i < 500; i++)
        await db.authUsers.create({
          id: `10000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
          email: `extra${i}@example.test`,
          password_hash: hash,
          user_metadata: {},
          created_at: NOW.toISOString(),
          updated_at: NOW.toISOString(),
          last_sign_in_at: null,
        });
    });
    await applySeed(db, { now: NOW, iterations: 1000 });
    expect(db.authUsers.count()).toBe(buildSeed(NOW).users.length);
    expect(db.authUsers.findFirst((q) => q.where({ email: 'extra1@example.test' }))).toBeUndefined();
    expect(db.sessions.count()).toBe(0);
  });
});
