import type { FileStore, MockDb } from '../db';
import { buildSeed } from './seed-data';
import { seedPasswordHash } from './shared';
import { seedFieldEvents, seedFieldReviews } from './field-events';
import { seedLosRecords } from './los-handoffs';
import { seedSosLookups } from './sos-lookups';
import { cardPurchaseCheckout } from './card-purchase';

export * from './personas';
export { addSampleCustomers, SAMPLE_CUSTOMERS_MAX } from './sample-customers';
export { buildSeed, SEED_CUSTOMER_IDS, SEED_ORDER_IDS, SEED_ORDER_SPECS } from './seed-data';
export { SEED_CARD_PURCHASE } from './card-purchase';
export { ORDER_DOCUMENTS_BUCKET, roleMirror } from './shared';

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
    // The card purchase's checkout (its ledger row is in seed.ledger).
    await db.creditCheckouts.create(cardPurchaseCheckout(options.now));
    for (const l of seedSosLookups(options.now)) await db.orderSosLookups.create(l);
    for (const a of seed.assignments) await db.orderAssignments.create(a);
    for (const d of seed.drafts) await db.reportDrafts.create(d);
    for (const a of seed.approvals) await db.reportApprovals.create(a);
    for (const q of seed.questions) await db.reportQuestions.create(q);
    for (const r of seedFieldReviews(seed)) await db.reportFieldReviews.create(r);
    for (const e of seedFieldEvents(seed)) await db.reportFieldEvents.create(e);
    const los = seedLosRecords(seed);
    for (const h of los.handoffs) await db.losHandoffs.create(h);
    await db.accountLosAddresses.create(los.address);
  });
  const { files } = options;
  if (files)
    await Promise.all(seed.files.map((f) => files.put(f.key, new Blob([f.bytes], { type: 'application/pdf' }))));
}
