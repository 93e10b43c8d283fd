import type { MockDb } from '../db';
import { hashPassword } from '../db/password';
import { buildSeed } from './seed-data';
import { DEMO_PASSWORD } from './personas';

export * from './personas';
export { buildSeed, roleMirror, SEED_CUSTOMER_IDS } from './seed-data';

/** Empties the tables and writes the seed (all personas share DEMO_PASSWORD, hashed per user). */
export async function applySeed(db: MockDb, options: { now: Date; iterations?: number }): Promise<void> {
  const seed = buildSeed(options.now);
  const hashes = await Promise.all(
    seed.users.map((u) => hashPassword(DEMO_PASSWORD, { salt: u.salt, iterations: options.iterations })),
  );
  await db.exclusive(async () => {
    db.clear();
    for (const [i, u] of seed.users.entries()) {
      await db.authUsers.create({
        id: u.id,
        email: u.email,
        password_hash: hashes[i]!,
        user_metadata: {
          first_name: u.profile.first_name,
          last_name: u.profile.last_name,
          display_name: u.profile.display_name,
        },
        created_at: u.profile.created_at,
        updated_at: u.profile.created_at,
        last_sign_in_at: null,
      });
      await db.profiles.create(u.profile);
    }
    for (const r of seed.userRoles) await db.userRoles.create(r);
    for (const a of seed.audit) await db.roleAuditLog.create(a);
    for (const m of seed.inbound) await db.inboundRequests.create(m);
  });
}
