import { describe, expect, it } from 'vitest';
import {
  ASSIGNEE_REFUSED_MESSAGE,
  ONLY_ADMINS_ASSIGN_MESSAGE,
  OPEN_ORDER_STATUSES,
  type BackendAdapter,
  type QueuedOrder,
} from '@/backend';
import { SEED_ORDER_IDS } from '../../mocks/seed/seed-data';
import { PERSONAS } from '../../mocks/seed/personas';
import { expectError, type ContractContext } from './support';

const orderId = (ref: string) => SEED_ORDER_IDS.find((id) => id.startsWith(ref))!;
/** Seeded: Oak Hollow (In review) is the admin's, Pacific Crest (In review) the moderator's; Riverbend nobody's. */
const OAK_HOLLOW = orderId('7d2a9f31');
const PACIFIC_CREST = orderId('9c4e1a73');
/** In review, nobody's yet: the seeded order with a scanned document (issue 47 §5). */
const ASHCROFT = orderId('3e9b7c60');
const RIVERBEND = orderId('0f6b8e24');

/** Every page of the queue under a query (small pages, so paging is exercised too). */
async function wholeQueue(client: BackendAdapter, query: Parameters<BackendAdapter['orders']['page']>[0]) {
  const rows: QueuedOrder[] = [];
  for (let page = 1; ; page++) {
    const result = await client.orders.page({ ...query, page, pageSize: 4 });
    rows.push(...result.rows);
    if (result.rows.length < 4) {
      expect(rows).toHaveLength(result.total);
      return rows;
    }
  }
}

/**
 * Order assignment (migration 2000, issue 32 §2): admins assign an order to an active admin or moderator, take
 * it or unassign it; the queue shows the assignee to staff only, filters by "assigned to me" and "unassigned"
 * and sorts by time waiting; every change is in the order's assignment history and the staff audit trail.
 */
export function assignmentContract({ h }: ContractContext): void {
  describe('order assignment', () => {
    it('an admin assigns an order to a moderator, takes it, then unassigns it: history, queue and audit trail follow', async () => {
      const admin = await h.signedIn('admin');
      const before = (await admin.orders.get(RIVERBEND))!;
      await admin.orders.assign({ orderId: RIVERBEND, assigneeId: PERSONAS.moderator.id });
      const moderatorQueue = await wholeQueue(await h.signedIn('moderator'), { assigned: 'me' });
      expect(moderatorQueue.map((o) => o.id).sort()).toEqual([PACIFIC_CREST, RIVERBEND].sort());
      await admin.orders.assign({ orderId: RIVERBEND, assigneeId: PERSONAS.admin.id });
      expect((await wholeQueue(admin, { assigned: 'me' })).map((o) => o.id).sort()).toEqual(
        [OAK_HOLLOW, RIVERBEND].sort(),
      );
      await admin.orders.assign({ orderId: RIVERBEND, assigneeId: null });
      const row = (await wholeQueue(admin, {})).find((o) => o.id === RIVERBEND)!;
      expect(row).toMatchObject({ assignee_id: null, assignee_email: null, assigned_at: null });

      const history = await admin.orders.assignments(RIVERBEND);
      expect(history.map((a) => [a.assignee_id, a.assignee_email, a.assigned_by_email])).toEqual([
        [PERSONAS.moderator.id, PERSONAS.moderator.email, PERSONAS.admin.email],
        [PERSONAS.admin.id, PERSONAS.admin.email, PERSONAS.admin.email],
        [null, null, PERSONAS.admin.email],
      ]);
      const audit = await admin.audit.staffPage({ action: 'order_assigned' });
      expect(audit.total).toBe(3);
      expect(audit.rows.map((r) => r.details).sort((a, b) => String(a.to).localeCompare(String(b.to)))).toEqual(
        [
          { orderId: RIVERBEND, from: PERSONAS.moderator.id, to: PERSONAS.admin.id, toEmail: PERSONAS.admin.email },
          { orderId: RIVERBEND, from: null, to: PERSONAS.moderator.id, toEmail: PERSONAS.moderator.email },
          { orderId: RIVERBEND, from: PERSONAS.admin.id, to: null, toEmail: null },
        ].sort((a, b) => String(a.to).localeCompare(String(b.to))),
      );
      expect(audit.rows.every((r) => r.actor_id === PERSONAS.admin.id && r.target_user_id === before.user_id)).toBe(
        true,
      );
      // Assigning is not a status move: the time waiting and the customer's history stay as they were.
      const after = (await admin.orders.get(RIVERBEND))!;
      expect(after.updated_at).toBe(before.updated_at);
      expect((await admin.orders.history(RIVERBEND)).length).toBe(1);
    });

    it('assigning the current assignee again writes nothing', async () => {
      const admin = await h.signedIn('admin');
      await admin.orders.assign({ orderId: OAK_HOLLOW, assigneeId: PERSONAS.admin.id });
      await admin.orders.assign({ orderId: RIVERBEND, assigneeId: null });
      expect(await admin.orders.assignments(OAK_HOLLOW)).toHaveLength(1);
      expect(await admin.orders.assignments(RIVERBEND)).toEqual([]);
      expect((await admin.audit.staffPage({ action: 'order_assigned' })).total).toBe(0);
    });

    it('moderators, customers and anon cannot assign; a customer or unknown assignee and an unknown order are refused', async () => {
      const moderator = await h.signedIn('moderator');
      await expectError(
        moderator.orders.assign({ orderId: RIVERBEND, assigneeId: PERSONAS.moderator.id }),
        'forbidden',
        {
          message: ONLY_ADMINS_ASSIGN_MESSAGE,
        },
      );
      const customer = await h.signedIn('customer');
      await expectError(customer.orders.assign({ orderId: RIVERBEND, assigneeId: PERSONAS.admin.id }), 'forbidden', {
        message: ONLY_ADMINS_ASSIGN_MESSAGE,
      });
      await expectError(h.anon().orders.assign({ orderId: RIVERBEND, assigneeId: null }), 'session_missing');
      const admin = await h.signedIn('admin');
      for (const assigneeId of [PERSONAS.customer.id, PERSONAS.suspended.id, '00000000-0000-4000-8000-0000000009ff'])
        await expectError(admin.orders.assign({ orderId: RIVERBEND, assigneeId }), 'validation_failed', {
          message: ASSIGNEE_REFUSED_MESSAGE,
        });
      await expectError(
        admin.orders.assign({ orderId: '00000000-0000-4000-8000-0000000009ff', assigneeId: PERSONAS.admin.id }),
        'not_found',
      );
      await expectError(admin.orders.assign({ orderId: 'not-an-id', assigneeId: null }), 'validation_failed');
      expect(await admin.orders.assignments(RIVERBEND)).toEqual([]);
      expect((await admin.audit.staffPage({ action: 'order_assigned' })).total).toBe(0);
    });

    it('staff see assignees and the history; a customer sees their orders with no assignee and no history', async () => {
      const moderator = await h.signedIn('moderator');
      expect((await moderator.orders.assignments(OAK_HOLLOW)).map((a) => a.assignee_id)).toEqual([PERSONAS.admin.id]);
      const customer = await h.signedIn('customer');
      expect(await customer.orders.assignments(OAK_HOLLOW)).toEqual([]);
      const own = await wholeQueue(customer, {});
      expect(own.length).toBeGreaterThan(0);
      expect(own.every((o) => o.user_id === PERSONAS.customer.id && o.assignee_id === null)).toBe(true);
      expect(own.map((o) => o.id)).toContain(OAK_HOLLOW);
    });

    it('the queue filters "assigned to me" and "unassigned" and sorts by time waiting, with the other filters', async () => {
      const admin = await h.signedIn('admin');
      const all = await wholeQueue(admin, {});
      const mine = await wholeQueue(admin, { assigned: 'me' });
      expect(mine.map((o) => o.id)).toEqual([OAK_HOLLOW]);
      expect(mine[0]).toMatchObject({ assignee_id: PERSONAS.admin.id, assignee_email: PERSONAS.admin.email });
      const unassigned = await wholeQueue(admin, { assigned: 'none' });
      expect(unassigned.map((o) => o.id).sort()).toEqual(
        all
          .filter((o) => o.assignee_id === null)
          .map((o) => o.id)
          .sort(),
      );
      expect(unassigned.map((o) => o.id)).not.toContain(PACIFIC_CREST);
      // Longest waiting: the open orders alone (a closed order waits for nobody), oldest status move first.
      const waiting = await wholeQueue(admin, { sort: 'waiting' });
      const open = all.filter((o) => (OPEN_ORDER_STATUSES as readonly string[]).includes(o.status));
      expect(open.length).toBeLessThan(all.length);
      expect(waiting.map((o) => o.updated_at)).toEqual(open.map((o) => o.updated_at).sort());
      const closedWaiting = await wholeQueue(admin, { status: 'Report ready', sort: 'waiting' });
      expect(closedWaiting.map((o) => o.id).sort()).toEqual(
        all
          .filter((o) => o.status === 'Report ready')
          .map((o) => o.id)
          .sort(),
      );
      const inReview = await wholeQueue(admin, { status: 'In review', assigned: 'none', sort: 'waiting' });
      expect(inReview.map((o) => o.id)).toEqual([ASHCROFT]);
      const inReviewMine = await wholeQueue(admin, { status: 'In review', assigned: 'me', search: 'oak' });
      expect(inReviewMine.map((o) => o.id)).toEqual([OAK_HOLLOW]);
    });

    it('the queue export records its assignee filter and sort; values the queue does not have are refused', async () => {
      const moderator = await h.signedIn('moderator');
      await moderator.audit.recordExport({
        view: 'orders',
        filters: { assigned: 'me', sort: 'waiting', status: 'In review' },
        rows: 1,
      });
      await expectError(
        moderator.audit.recordExport({ view: 'orders', filters: { assigned: 'someone' }, rows: 1 }),
        'validation_failed',
      );
      await expectError(
        moderator.audit.recordExport({ view: 'orders', filters: { sort: 'name' }, rows: 1 }),
        'validation_failed',
      );
      const admin = await h.signedIn('admin');
      const recorded = await admin.audit.staffPage({ action: 'export_made' });
      expect(recorded.total).toBe(1);
      expect(recorded.rows[0]!.details).toMatchObject({
        view: 'orders',
        filters: { assigned: 'me', sort: 'waiting', status: 'In review' },
        rows: 1,
      });
    });

    it('an admin lists the staff an order can be assigned to, by name', async () => {
      const admin = await h.signedIn('admin');
      const staff = await admin.orders.staffMembers();
      expect(staff.map((s) => s.id)).toEqual(expect.arrayContaining([PERSONAS.admin.id, PERSONAS.moderator.id]));
      expect(staff.map((s) => s.id)).not.toContain(PERSONAS.customer.id);
      expect(staff.every((s) => s.role === 'Admin' || s.role === 'Moderator')).toBe(true);
      expect(staff.map((s) => s.name)).toEqual([...staff.map((s) => s.name)].sort((a, b) => a.localeCompare(b)));
    });
  });
}
