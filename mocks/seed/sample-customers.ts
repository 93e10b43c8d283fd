import type { MockDb } from '../db';
import { roleMirror, seedPasswordHash } from './shared';

/** The salt every sample customer shares, so one PBKDF2 derivation serves any number of them. */
const SAMPLE_SALT = new TextEncoder().encode('entitylens-sample');
/**
 * The most sample customers the demo holds, all requests together: the in-browser store keeps whole tables in
 * memory, which is fine at demo size. Scale is shown on PostgreSQL instead (decision 13, `npm run bench`).
 */
export const SAMPLE_CUSTOMERS_MAX = 5_000;

/**
 * Adds `count` sample customers (numbered after those already there; a profile, the 'user' role and an auth
 * user with DEMO_PASSWORD), one a minute back from `now`, oldest last: for showing the staff lists with more
 * than a page of rows. Returns how many profiles there are now, or how many more fit (`room`) when `count`
 * would take the demo past SAMPLE_CUSTOMERS_MAX, in which case nobody is added.
 */
export async function addSampleCustomers(
  db: MockDb,
  options: { count: number; now: Date; iterations?: number },
): Promise<{ profiles: number } | { room: number }> {
  const hash = await seedPasswordHash(SAMPLE_SALT, options.iterations);
  const companies = ['Harbor Point Lending', 'Northbay Credit', 'Summit Capital', 'Cedar Bank', null];
  return db.exclusive(async () => {
    const first = db.authUsers.findMany((q) => q.where((u) => u.email?.startsWith('sample.customer.') ?? false)).length;
    if (first + options.count > SAMPLE_CUSTOMERS_MAX) return { room: SAMPLE_CUSTOMERS_MAX - first };
    for (let i = 0; i < options.count; i++) {
      const n = first + i + 1;
      const id = crypto.randomUUID();
      const email = `sample.customer.${n}@example.test`;
      const created = new Date(options.now.getTime() - (i + 1) * 60_000).toISOString();
      await db.authUsers.create({
        id,
        email,
        password_hash: hash,
        user_metadata: { first_name: 'Sample', last_name: `Customer ${n}`, display_name: `Sample Customer ${n}` },
        created_at: created,
        updated_at: created,
        last_sign_in_at: null,
        banned_until: null,
      });
      await db.profiles.create({
        id,
        email,
        first_name: 'Sample',
        last_name: `Customer ${n}`,
        display_name: `Sample Customer ${n}`,
        phone: null,
        company: companies[n % companies.length] ?? null,
        role: roleMirror('user'),
        status: 'Active',
        created_at: created,
        updated_at: created,
      });
      await db.userRoles.create({ user_id: id, role: 'user', assigned_by: null, assigned_at: created });
    }
    return { profiles: db.profiles.count() };
  });
}
