import type { FileStore, MockDb } from '../db';
import { hashPassword } from '../db/password';
import { buildSeed, roleMirror } from './seed-data';
import { DEMO_PASSWORD } from './personas';
import { seedSosLookups } from './sos-lookups';

export * from './personas';
export { buildSeed, roleMirror, SEED_CUSTOMER_IDS, SEED_ORDER_IDS, SEED_ORDER_SPECS } from './seed-data';

/**
 * The seed users' password hashes, derived once per session. Each seed user has a fixed salt and they all
 * share DEMO_PASSWORD, so for a given iteration count the hash is always the same string: a demo reset
 * reuses it instead of running PBKDF2 again for every persona. Sign-in, sign-up and password changes still
 * derive at the configured iterations; only this known, public demo password is remembered.
 */
const seedHashes = new Map<string, Promise<string>>();

function seedPasswordHash(salt: Uint8Array<ArrayBuffer>, iterations: number | undefined): Promise<string> {
  const key = `${iterations ?? 'default'}:${Array.from(salt).join('.')}`;
  let hash = seedHashes.get(key);
  if (!hash) {
    hash = hashPassword(DEMO_PASSWORD, { salt, iterations });
    seedHashes.set(key, hash);
    // A failed derivation is not remembered: the next reset tries again.
    hash.catch(() => seedHashes.delete(key));
  }
  return hash;
}

/**
 * Empties the tables and writes the seed (all personas share DEMO_PASSWORD, hashed per user). With `files`
 * (emptied by the caller), the seeded order documents' bytes are stored too, so their downloads work.
 */
export async function applySeed(
  db: MockDb,
  options: { now: Date; iterations?: number; files?: FileStore },
): Promise<void> {
  const seed = buildSeed(options.now);
  const hashes = await Promise.all(seed.users.map((u) => seedPasswordHash(u.salt, options.iterations)));
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
        banned_until: null,
      });
      await db.profiles.create(u.profile);
    }
    for (const r of seed.userRoles) await db.userRoles.create(r);
    // The admin persona's authenticator app: admin rights need aal2, and the demo shows this factor's codes.
    for (const f of seed.mfaFactors) await db.mfaFactors.create(f);
    // The emails as the role_audit_log_record_emails trigger records them.
    const emailOf = (id: string | null) =>
      id ? (db.authUsers.findFirst((q) => q.where({ id }))?.email ?? null) : null;
    for (const a of seed.audit)
      await db.roleAuditLog.create({
        ...a,
        assigned_by_email: emailOf(a.assigned_by),
        target_user_email: emailOf(a.target_user_id),
      });
    for (const m of seed.inbound) await db.inboundRequests.create(m);
    for (const o of seed.storageObjects) await db.storageObjects.create(o);
    for (const o of seed.orders) await db.orderRequests.create(o);
    for (const h of seed.history) await db.orderStatusHistory.create(h);
    for (const r of seed.reports) await db.orderReports.create(r);
    for (const l of seed.ledger) await db.creditLedger.create(l);
    for (const l of seedSosLookups(options.now)) await db.orderSosLookups.create(l);
    for (const a of seed.assignments) await db.orderAssignments.create(a);
  });
  const { files } = options;
  if (files)
    await Promise.all(seed.files.map((f) => files.put(f.key, new Blob([f.bytes], { type: 'application/pdf' }))));
}

/** The salt every sample customer shares, so one PBKDF2 derivation serves any number of them. */
const SAMPLE_SALT = new TextEncoder().encode('entitylens-sample');
export const SAMPLE_CUSTOMERS_MAX = 100_000;

/**
 * Adds `count` sample customers (numbered after those already there; a profile, the 'user' role and an auth
 * user with DEMO_PASSWORD), one a minute back from `now`, oldest last: for showing and measuring the staff
 * lists at scale. Returns how many profiles there are now.
 */
export async function addSampleCustomers(
  db: MockDb,
  options: { count: number; now: Date; iterations?: number },
): Promise<number> {
  const hash = await seedPasswordHash(SAMPLE_SALT, options.iterations);
  const companies = ['Harbor Point Lending', 'Northbay Credit', 'Summit Capital', 'Cedar Bank', null];
  return db.exclusive(async () => {
    const first = db.authUsers.findMany((q) => q.where((u) => u.email?.startsWith('sample.customer.') ?? false)).length;
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
    return db.profiles.count();
  });
}
