import { describe, expect, it } from 'vitest';
import { PERSONAS } from '../../mocks/seed/personas';
import { expectError, newCustomer, orderInput, type ContractContext } from './support';

/**
 * The staff audit trail (migration 1100): exports are recorded by log_export() before the file is handed over,
 * with the view's filters as applied; admins read the trail, nobody writes it directly.
 */
export function staffAuditContract({ h }: ContractContext): void {
  describe('staff audit trail: exports', () => {
    it('an admin records an export and reads it back, newest first, with who made it', async () => {
      const admin = await h.signedIn('admin');
      const marker = `contract ${crypto.randomUUID()}`;
      await admin.audit.recordExport({ view: 'users', filters: { search: marker, status: 'Active' }, rows: 7 });
      const { rows, total } = await admin.audit.staffPage({ action: 'export_made' });
      expect(total).toBeGreaterThanOrEqual(1);
      expect(rows[0]).toMatchObject({
        action: 'export_made',
        actor_id: PERSONAS.admin.id,
        actor_email: PERSONAS.admin.email,
        target_user_id: null,
        details: { view: 'users', filters: { search: marker, status: 'Active' }, rows: 7 },
      });
      const all = await admin.audit.staffPage({ pageSize: 1 });
      expect(all.rows).toHaveLength(1);
      expect(all.total).toBeGreaterThanOrEqual(total);
    });

    it('a moderator exports the order queue only; customers nothing; nobody but admins reads the trail', async () => {
      const moderator = await h.signedIn('moderator');
      await moderator.audit.recordExport({ view: 'orders', filters: {}, rows: 0 });
      for (const view of ['users', 'role_audit', 'staff_audit'] as const)
        await expectError(moderator.audit.recordExport({ view, filters: {}, rows: 0 }), 'forbidden', {
          message: 'You cannot export this list',
        });
      expect((await moderator.audit.staffPage({})).total).toBe(0);
      const customer = await h.signedIn('customer');
      await expectError(customer.audit.recordExport({ view: 'orders', filters: {}, rows: 0 }), 'forbidden', {
        message: 'You cannot export this list',
      });
      expect(await customer.audit.staffPage({})).toEqual({ rows: [], total: 0 });
      await expectError(h.anon().audit.recordExport({ view: 'orders', filters: {}, rows: 0 }), 'session_missing');
      const admin = await h.signedIn('admin');
      const recorded = await admin.audit.staffPage({ action: 'export_made', pageSize: 5 });
      expect(recorded.rows[0]).toMatchObject({ actor_id: PERSONAS.moderator.id, details: { view: 'orders', rows: 0 } });
    });

    it('bad input is refused before it is sent, and nothing is recorded', async () => {
      const admin = await h.signedIn('admin');
      const before = (await admin.audit.staffPage({})).total;
      await expectError(admin.audit.recordExport({ view: 'users', filters: {}, rows: -1 }), 'validation_failed');
      await expectError(
        admin.audit.recordExport({ view: 'users', filters: { search: 'x'.repeat(2000) }, rows: 1 }),
        'validation_failed',
      );
      // @ts-expect-error an unknown view
      await expectError(admin.audit.recordExport({ view: 'secrets', filters: {}, rows: 1 }), 'validation_failed');
      await expectError(admin.audit.staffPage({ pageSize: 0 }), 'validation_failed');
      expect((await admin.audit.staffPage({})).total).toBe(before);
    });
  });

  describe('staff audit trail: what an export claims', () => {
    it('the server counts the rows the list holds: a larger claim is refused, and the trail keeps its count beside the claim', async () => {
      const admin = await h.signedIn('admin');
      const before = (await admin.audit.staffPage({})).total;
      const admins = (await admin.profiles.page({ role: 'Admin' })).total;
      await expectError(
        admin.audit.recordExport({ view: 'users', filters: { role: 'Admin' }, rows: admins + 1 }),
        'validation_failed',
        { message: `Exported rows exceed the ${admins} rows of this list` },
      );
      await expectError(
        admin.audit.recordExport({ view: 'users', filters: { role: 'Admin', search: 'nobody' }, rows: 10_000 }),
        'validation_failed',
        { message: `Exported rows exceed the ${admins} rows of this list` },
      );
      expect((await admin.audit.staffPage({})).total).toBe(before);
      await admin.audit.recordExport({ view: 'users', filters: { role: 'Admin' }, rows: admins });
      const recorded = await admin.audit.staffPage({ action: 'export_made', pageSize: 1 });
      expect(recorded.rows[0]?.details).toEqual({
        view: 'users',
        filters: { role: 'Admin' },
        rows: admins,
        available: admins,
      });
    });

    it("filters the view's list does not have are refused, and nothing is recorded", async () => {
      const admin = await h.signedIn('admin');
      const before = (await admin.audit.staffPage({})).total;
      await expectError(
        admin.audit.recordExport({ view: 'users', filters: { owner: 'x' }, rows: 0 }),
        'validation_failed',
        { message: 'Unknown export filter: owner' },
      );
      await expectError(
        admin.audit.recordExport({ view: 'orders', filters: { status: 'Active' }, rows: 0 }),
        'validation_failed',
        { message: 'Invalid value for export filter: status' },
      );
      await expectError(
        admin.audit.recordExport({ view: 'staff_audit', filters: { action: 'mfa_reset', rows: 5 }, rows: 0 }),
        'validation_failed',
        { message: 'Unknown export filter: rows' },
      );
      await expectError(
        admin.audit.recordExport({ view: 'users', filters: { sort: 1 }, rows: 0 }),
        'validation_failed',
        { message: 'Invalid value for export filter: sort' },
      );
      expect((await admin.audit.staffPage({})).total).toBe(before);
    });
  });

  describe('staff audit trail: staff actions', () => {
    it('records a user created, a status change, a purchase, an adjustment and an order move where they happen; a customer acting on their own order is not recorded', async () => {
      const admin = await h.signedIn('admin');
      const before = (await admin.audit.staffPage({})).total;
      const subject = await newCustomer(h, admin, 'Audit Subject');
      const created = await admin.audit.staffPage({ action: 'user_created', pageSize: 1 });
      expect(created.rows[0]).toMatchObject({
        actor_id: PERSONAS.admin.id,
        target_user_id: subject.id,
        details: { email: subject.email },
      });
      await admin.profiles.update(subject.id, { status: 'Suspended' });
      await admin.profiles.update(subject.id, { company: 'Renamed Lending' });
      await admin.credits.grant({ userId: subject.id, credits: 3, amountPaid: 120, reason: 'Pack of 3' });
      await admin.credits.adjust({ userId: subject.id, credits: -1, reason: 'Correction' });
      const [order] = (await admin.orders.page({ status: 'Submitted' })).rows.filter(
        (o) => o.user_id !== PERSONAS.customer.id,
      );
      await admin.orders.setStatus({ orderId: order!.id, status: 'In review' });
      const customer = await h.signedIn('customer');
      const [own] = (await customer.orders.list({ status: 'Submitted' })) ?? [];
      if (own) await customer.orders.setStatus({ orderId: own.id, status: 'Cancelled' });

      const { rows, total } = await admin.audit.staffPage({ pageSize: 10 });
      expect(total).toBe(before + 5);
      const recent = rows.slice(0, 5);
      for (const row of recent) expect(row.actor_id).toBe(PERSONAS.admin.id);
      expect(recent.map((r) => [r.action, r.target_user_id, r.details])).toEqual(
        expect.arrayContaining([
          ['status_changed', subject.id, { from: 'Active', to: 'Suspended' }],
          [
            'credits_adjusted',
            subject.id,
            { kind: 'purchase', credits: 3, amountPaidCents: 12000, reason: 'Pack of 3' },
          ],
          ['credits_adjusted', subject.id, { kind: 'adjustment', credits: -1, reason: 'Correction' }],
          ['order_status_changed', order!.user_id, { orderId: order!.id, from: 'Submitted', to: 'In review' }],
        ]),
      );
      const moves = await admin.audit.staffPage({ action: 'order_status_changed' });
      expect(moves.rows.some((r) => r.details.orderId === own?.id)).toBe(false);
    });
  });

  describe('deleting a user', () => {
    it('keeps the staff audit trail with their id and email, their ledger and their order; their token reads nothing', async () => {
      const admin = await h.signedIn('admin');
      const gone = await newCustomer(h, admin, 'Gone Customer');
      await admin.credits.grant({ userId: gone.id, credits: 2, amountPaid: 80, reason: 'Pack of 2' });
      const order = await gone.client.orders.submit(
        orderInput({ name: 'Gone Customer', email: gone.email, company: 'Gone Customer Lending' }),
      );
      await admin.orders.setStatus({ orderId: order.id, status: 'In review' });
      const ledger = await admin.credits.ledger(gone.id);
      const history = await admin.orders.history(order.id);
      expect(ledger.map((e) => e.kind).sort()).toEqual(['order_debit', 'purchase']);

      // The dashboard's (or GoTrue's admin API's) deletion, with the service role.
      await h.deleteUser(gone.id);

      expect(await admin.profiles.getById(gone.id)).toBeNull();
      expect(await admin.credits.ledger(gone.id)).toEqual(ledger);
      expect(await admin.orders.get(order.id)).toMatchObject({ id: order.id, user_id: gone.id, status: 'In review' });
      expect(await admin.orders.history(order.id)).toEqual(history);
      const trail = (await admin.audit.staffPage({ pageSize: 50 })).rows.filter((r) => r.target_user_id === gone.id);
      expect(trail.map((r) => r.action).sort()).toEqual(['credits_adjusted', 'order_status_changed', 'user_created']);
      for (const row of trail)
        expect(row).toMatchObject({
          actor_id: PERSONAS.admin.id,
          actor_email: PERSONAS.admin.email,
          target_user_email: gone.email,
        });
      // Their still unexpired token: no profile, so no row of theirs is readable.
      expect(await gone.client.orders.list()).toEqual([]);
      expect(await gone.client.credits.ledger(gone.id)).toEqual([]);
    });
  });
}
