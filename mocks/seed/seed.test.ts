import { describe, expect, it, vi } from 'vitest';
import {
  creditLedgerEntrySchema,
  moveRefundsCredit,
  ORDER_STATUSES,
  orderHistoryEntrySchema,
  orderRequestSchema,
  profileSchema,
  publishedReportSchema,
  roleAuditEntrySchema,
  TERMS_VERSION,
  userRoleSchema,
} from '@/backend';
import { SEED_CARD_PURCHASE } from './card-purchase';
import { draftReport } from './demo-draft';
import { createDb, createMemoryFileStore, hashPassword, storageObjectRecordSchema, verifyPassword } from '../db';
import {
  applySeed,
  buildSeed,
  CUSTOMER_COMPANY,
  DEMO_PASSWORD,
  OTHER_CUSTOMER,
  PERSONAS,
  SEED_CUSTOMER_IDS,
  SEED_ORDER_IDS,
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

describe('seeded orders and credits', () => {
  const seed = buildSeed(NOW);
  const balance = (userId: string) =>
    seed.ledger.filter((l) => l.user_id === userId).reduce((sum, l) => sum + l.credits, 0);

  it('parse with the port schemas, with fixed ids whose references (first 8 digits) all differ', () => {
    for (const o of seed.orders) expect(orderRequestSchema.parse(o)).toEqual(o);
    for (const h of seed.history) expect(orderHistoryEntrySchema.parse(h)).toEqual(h);
    for (const l of seed.ledger) expect(creditLedgerEntrySchema.parse(l)).toEqual(l);
    for (const o of seed.storageObjects) expect(storageObjectRecordSchema.parse(o)).toEqual(o);
    expect(seed.orders.map((o) => o.id)).toEqual(SEED_ORDER_IDS);
    expect(new Set(SEED_ORDER_IDS.map((id) => id.slice(0, 8))).size).toBe(SEED_ORDER_IDS.length);
    const ids = [...seed.orders, ...seed.history, ...seed.ledger, ...seed.storageObjects].map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(seed.orders.every((o) => o.terms_version === TERMS_VERSION)).toBe(true);
  });

  it('the customer persona bought credits, has an order in every state and credits left to order', () => {
    const mine = seed.orders.filter((o) => o.user_id === PERSONAS.customer.id);
    expect(new Set(mine.map((o) => o.status))).toEqual(new Set(ORDER_STATUSES));
    const purchases = seed.ledger.filter((l) => l.user_id === PERSONAS.customer.id && l.kind === 'purchase');
    expect(purchases).toMatchObject([
      { credits: 15, amount_paid_cents: 52_500, reason: 'Invoiced pack', created_by: PERSONAS.admin.id },
      // The card purchase of a Starter pack, recorded by the webhook, not by staff.
      {
        credits: 10,
        amount_paid_cents: 35_000,
        reason: `Card payment (Stripe Checkout ${SEED_CARD_PURCHASE.sessionId})`,
        created_by: null,
      },
    ]);
    expect(balance(PERSONAS.customer.id)).toBeGreaterThan(0);
    const needs = mine.find((o) => o.status === 'Needs documents')!;
    const ask = seed.history.find((h) => h.order_id === needs.id && h.to_status === 'Needs documents');
    expect(ask?.message).toMatch(/operating agreement/i);
    // Spread over weeks, one past the 90-day retention with its documents removed.
    const ages = mine.map((o) => (NOW.getTime() - Date.parse(o.created_at)) / DAY);
    expect(Math.max(...ages)).toBeGreaterThan(90);
    expect(ages.filter((a) => a > 7 && a < 60).length).toBeGreaterThanOrEqual(2);
    const purged = mine.filter((o) => o.documents_purged_at !== null);
    expect(purged).toHaveLength(1);
    expect(purged[0]!.status).toBe('Report ready');
    expect(Date.parse(purged[0]!.documents_purged_at!) - Date.parse(purged[0]!.created_at)).toBeGreaterThanOrEqual(
      90 * DAY,
    );
    // The customer ordered after signing up and buying.
    const profile = seed.users.find((u) => u.id === PERSONAS.customer.id)!.profile;
    expect(mine.every((o) => o.created_at > profile.created_at)).toBe(true);
  });

  it('the other customer bought credits and has orders too', () => {
    expect(seed.orders.filter((o) => o.user_id === OTHER_CUSTOMER.id).length).toBeGreaterThanOrEqual(1);
    expect(seed.ledger.some((l) => l.user_id === OTHER_CUSTOMER.id && l.kind === 'purchase')).toBe(true);
    expect(balance(OTHER_CUSTOMER.id)).toBeGreaterThan(0);
  });

  it('each order has its history and the ledger rows the rules give it (one debit, a refund at most once)', () => {
    for (const o of seed.orders) {
      const steps = seed.history
        .filter((h) => h.order_id === o.id)
        .sort((a, b) => a.created_at.localeCompare(b.created_at));
      expect(steps[0]).toMatchObject({
        from_status: null,
        to_status: 'Submitted',
        actor: 'customer',
        changed_by: o.user_id,
        created_at: o.created_at,
      });
      for (let i = 1; i < steps.length; i++) expect(steps[i]!.from_status).toBe(steps[i - 1]!.to_status);
      expect(steps.at(-1)!.to_status).toBe(o.status);
      expect(o.updated_at).toBe(steps.at(-1)!.created_at);
      for (const step of steps.slice(1))
        expect(step.changed_by).toBe(step.actor === 'staff' ? PERSONAS.admin.id : o.user_id);
      const rows = seed.ledger.filter((l) => l.order_id === o.id);
      expect(rows.filter((l) => l.kind === 'order_debit')).toEqual([
        expect.objectContaining({ credits: -1, user_id: o.user_id, created_at: o.created_at }),
      ]);
      const refunds = steps.filter((s) => s.from_status !== null && moveRefundsCredit(s.from_status, s.to_status));
      expect(rows.filter((l) => l.kind === 'refund')).toHaveLength(Math.min(1, refunds.length));
      expect(rows.every((l) => l.user_id === o.user_id)).toBe(true);
    }
  });

  it('every Report ready order has version 1 of its report, the demo draft, published by the admin when it became ready; no other order has one', async () => {
    const ready = seed.orders.filter((o) => o.status === 'Report ready');
    expect(ready.length).toBeGreaterThanOrEqual(2);
    expect(seed.reports.map((r) => r.order_id)).toEqual(ready.map((o) => o.id));
    expect(new Set(seed.reports.map((r) => r.id)).size).toBe(seed.reports.length);
    for (const order of ready) {
      const report = seed.reports.find((r) => r.order_id === order.id)!;
      expect(publishedReportSchema.parse(report)).toEqual(report);
      const readyAt = seed.history.find((h) => h.order_id === order.id && h.to_status === 'Report ready')!.created_at;
      expect(report).toEqual({
        id: report.id,
        order_id: order.id,
        version: 1,
        content: draftReport(order),
        note: null,
        published_by: PERSONAS.admin.id,
        published_at: readyAt,
        sources: {},
      });
      expect(report.content).toMatchObject({ entityName: order.entity_legal_name, reportType: order.report_type });
    }
    const db = createDb();
    await applySeed(db, { now: NOW, iterations: 1000 });
    expect(db.orderReports.all().map((r) => ({ ...r }))).toEqual(seed.reports);
  });

  it("kept documents are stored PDFs in the owner's folder; a purged order's are gone", async () => {
    for (const o of seed.orders)
      for (const d of o.documents) {
        expect(d.storage_path.split('/')).toHaveLength(3);
        expect(d.storage_path.startsWith(`${o.user_id}/`)).toBe(true);
        const object = seed.storageObjects.find((s) => s.name === d.storage_path);
        if (o.documents_purged_at) expect(object).toBeUndefined();
        else expect(object).toMatchObject({ owner: o.user_id, size: d.size, mimetype: 'application/pdf' });
      }
    const db = createDb();
    const files = createMemoryFileStore();
    await applySeed(db, { now: NOW, iterations: 1000, files });
    expect(db.orderRequests.count()).toBe(seed.orders.length);
    expect(db.orderStatusHistory.count()).toBe(seed.history.length);
    expect(db.creditLedger.count()).toBe(seed.ledger.length);
    for (const object of seed.storageObjects) {
      const blob = await files.get(`${object.bucket_id}/${object.name}`);
      expect(blob?.size).toBe(object.size);
      // One byte a character (the streams are binary), so offsets in the text are offsets in the file.
      const text = new TextDecoder('latin1').decode(await blob!.arrayBuffer());
      expect(text).toMatch(/^%PDF-1\.[3-7]\n/);
      expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
      // The cross-reference table points at each object.
      const xref = Number(/startxref\n(\d+)/.exec(text)![1]);
      expect(text.slice(xref, xref + 4)).toBe('xref');
      const offsets = [...text.matchAll(/^(\d{10}) 00000 n\s?$/gm)].map((m) => Number(m[1]));
      expect(offsets.length).toBeGreaterThan(4);
      offsets.forEach((offset, i) =>
        expect(text.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`),
      );
    }
  });
});
