import { describe, expect, it } from 'vitest';
import {
  CORRECTION_NOTE_REQUIRED,
  reportContentSchema,
  type BackendAdapter,
  type OrderRequest,
  type ReportContent,
} from '@/backend';
import { DEFAULT_PARTNER_FIRM } from '@/config/env-schema';
import { draftReport } from '@/lib/report/demo-draft';
import { PERSONAS } from '../../mocks/seed/personas';
import {
  expectError,
  expectNoFiles,
  newCustomer,
  orderInput,
  pdf,
  setBalance,
  withDrawnIds,
  type ContractContext,
} from './support';

/**
 * Reports (supabase/migrations/…0900_reports.sql, docs/decisions/0004-reports.md) through the port: who reads
 * published versions, publishing as the only way to Report ready, corrections as new versions, the owner's
 * escalation to legal review with its one refund, and the hand-off to a loan origination system by email.
 */
export function reportsContract({ h, withOutbox }: ContractContext): void {
  const ONLY_ADMINS_PUBLISH = 'Only admins can publish reports';
  const ORDER_NOT_FOUND = 'Order not found';
  const REPORT_NOT_FOUND = 'Report not found';
  const ALREADY_ESCALATED = 'This order has already been escalated to legal review';
  const NOT_READY = 'Only an order whose report is ready can be escalated to legal review';
  const LOS_ADDRESS = 'closing.desk@lender-los.test';

  /** The admin and the customer persona, with a fresh order of the customer's moved to In review. */
  async function orderInReview(overrides: Parameters<typeof orderInput>[0] = {}) {
    const admin = await h.signedIn('admin');
    await setBalance(admin, PERSONAS.customer.id, 1);
    const customer = await h.signedIn('customer');
    const order = await customer.orders.submit(orderInput(overrides));
    await admin.orders.setStatus({ orderId: order.id, status: 'In review' });
    return { admin, customer, order };
  }

  /** Publishes the demo draft of the order (what staff's "Draft report" fills in). */
  function publishDraft(admin: BackendAdapter, order: OrderRequest, note = '') {
    return admin.reports.publish({ orderId: order.id, content: draftReport(order), note });
  }

  /** A ready order of the customer's, with its first version published. */
  async function readyOrder() {
    const { admin, customer, order } = await orderInReview();
    const report = await publishDraft(admin, order);
    return { admin, customer, order, report };
  }

  describe('reports: who reads published versions', () => {
    it("the owner and staff read an order's published versions; another customer, a suspended user and the anonymous caller read none", async () => {
      const { admin, customer, order, report } = await readyOrder();
      expect(await customer.reports.listForOrder(order.id)).toEqual([report]);
      expect(await admin.reports.listForOrder(order.id)).toEqual([report]);
      expect(await (await h.signedIn('moderator')).reports.listForOrder(order.id)).toEqual([report]);

      const other = await newCustomer(h, admin);
      expect(await other.client.reports.listForOrder(order.id)).toEqual([]);
      await expectError(h.anon().reports.listForOrder(order.id), 'session_missing');

      await admin.profiles.update(PERSONAS.customer.id, { status: 'Suspended' });
      expect(await customer.reports.listForOrder(order.id)).toEqual([]);
      expect(await admin.reports.listForOrder(order.id)).toEqual([report]);
    });

    it('an order without a report, an unknown order and a malformed id read as no versions', async () => {
      const { admin, customer, order } = await orderInReview();
      for (const client of [admin, customer]) {
        expect(await client.reports.listForOrder(order.id)).toEqual([]);
        expect(await client.reports.listForOrder('9f1b2c3d-0000-4000-8000-00000000beef')).toEqual([]);
        expect(await client.reports.listForOrder("1' or '1'='1")).toEqual([]);
      }
    });
  });

  describe('reports: staff publish', () => {
    it('publishing moves an In review order to Report ready: version 1 with the content as the schema reads it, a staff history row', async () => {
      const { admin, customer, order } = await orderInReview();
      const content = draftReport(order);
      const report = await admin.reports.publish({ orderId: order.id, content, note: '' });
      expect(report).toEqual({
        id: expect.any(String),
        order_id: order.id,
        version: 1,
        content: reportContentSchema.parse(content),
        note: null,
        published_by: PERSONAS.admin.id,
        published_at: expect.any(String),
      });
      expect((await customer.orders.get(order.id))?.status).toBe('Report ready');
      expect((await customer.orders.history(order.id)).at(-1)).toMatchObject({
        from_status: 'In review',
        to_status: 'Report ready',
        message: 'Report published (version 1)',
        actor: 'staff',
        changed_by: PERSONAS.admin.id,
      });
    });

    withOutbox("the customer is mailed a link to the report's page", async () => {
      const { order } = await readyOrder();
      const mail = await h.latestEmailTo!(order.email);
      expect(mail?.link).toBe(`/portal/orders/${order.id}/report`);
    });

    it('a correction needs a note saying what changed, and adds the next version; the earlier one is kept', async () => {
      const { admin, customer, order, report: first } = await readyOrder();
      const historyBefore = await admin.orders.history(order.id);
      const corrected: ReportContent = { ...draftReport(order), purpose: 'Holding and leasing the property.' };
      for (const note of ['', '   ']) {
        await expectError(admin.reports.publish({ orderId: order.id, content: corrected, note }), 'validation_failed', {
          message: CORRECTION_NOTE_REQUIRED,
        });
      }
      expect(await admin.reports.listForOrder(order.id)).toEqual([first]);
      expect(await admin.orders.history(order.id)).toEqual(historyBefore);

      const second = await admin.reports.publish({ orderId: order.id, content: corrected, note: ' Purpose clause ' });
      expect(second).toMatchObject({ version: 2, note: 'Purpose clause', content: { purpose: corrected.purpose } });
      expect(await customer.reports.listForOrder(order.id)).toEqual([second, first]);
      expect((await customer.orders.get(order.id))?.status).toBe('Report ready');
      expect((await customer.orders.history(order.id)).at(-1)).toMatchObject({
        from_status: 'Report ready',
        to_status: 'Report ready',
        message: 'Corrected report (version 2): Purpose clause',
        actor: 'staff',
      });
    });

    it('only admins publish: a moderator and the customer are forbidden, and nothing is written', async () => {
      const { admin, customer, order } = await orderInReview();
      const moderator = await h.signedIn('moderator');
      for (const client of [moderator, customer]) {
        await expectError(publishDraft(client, order), 'forbidden', { message: ONLY_ADMINS_PUBLISH });
      }
      expect(await admin.reports.listForOrder(order.id)).toEqual([]);
      expect((await admin.orders.get(order.id))?.status).toBe('In review');
      expect(await admin.orders.history(order.id)).toHaveLength(2);
    });

    it('malformed content is refused naming the field at fault, and nothing is written', async () => {
      const { admin, order } = await orderInReview();
      const draft = draftReport(order);
      const zeroShare = {
        ...draft,
        ownership: [{ ...draft.ownership[0]!, percentage: 0 }, ...draft.ownership.slice(1)],
      };
      await expectError(admin.reports.publish({ orderId: order.id, content: zeroShare }), 'validation_failed', {
        message: 'Report content is invalid: ownership.0.percentage: Percentage must be more than 0',
        issues: ['ownership.0.percentage: Percentage must be more than 0'],
      });
      const noOwners = { ...draft, ownership: [] };
      await expectError(admin.reports.publish({ orderId: order.id, content: noOwners }), 'validation_failed', {
        issues: ['ownership: Add at least one owner'],
      });
      const shares = draft.ownership.map((o, i) => ({ ...o, percentage: i === 0 ? o.percentage - 1 : o.percentage }));
      await expectError(
        admin.reports.publish({ orderId: order.id, content: { ...draft, ownership: shares } }),
        'validation_failed',
        { message: 'Report content is invalid: ownership: Ownership percentages must add up to 100' },
      );
      const blankEntity = { ...draft, entityName: '  ', conclusion: { ...draft.conclusion, verdict: 'Probably' } };
      await expectError(
        admin.reports.publish({ orderId: order.id, content: blankEntity as unknown as ReportContent }),
        'validation_failed',
        {
          message: 'Report content is invalid: entityName: Entity legal name is required',
          issues: ['entityName: Entity legal name is required', 'conclusion.verdict: Please choose a conclusion'],
        },
      );
      expect(await admin.reports.listForOrder(order.id)).toEqual([]);
      expect((await admin.orders.get(order.id))?.status).toBe('In review');
      expect(await admin.orders.history(order.id)).toHaveLength(2);
    });

    it('a report is published only for an order In review, Escalated or Report ready; an unknown order is not found', async () => {
      const admin = await h.signedIn('admin');
      await setBalance(admin, PERSONAS.customer.id, 3);
      const customer = await h.signedIn('customer');
      const submitted = await customer.orders.submit(orderInput());
      await expectError(publishDraft(admin, submitted), 'validation_failed', {
        message: 'A report cannot be published for an order that is Submitted',
      });
      const asked = await customer.orders.submit(orderInput());
      await admin.orders.setStatus({ orderId: asked.id, status: 'Needs documents', message: 'Bylaws, please' });
      await expectError(publishDraft(admin, asked), 'validation_failed', {
        message: 'A report cannot be published for an order that is Needs documents',
      });
      const cancelled = await customer.orders.submit(orderInput());
      await admin.orders.setStatus({ orderId: cancelled.id, status: 'Cancelled' });
      await expectError(publishDraft(admin, cancelled), 'validation_failed', {
        message: 'A report cannot be published for an order that is Cancelled',
      });
      for (const order of [submitted, asked, cancelled]) expect(await admin.reports.listForOrder(order.id)).toEqual([]);
      await expectError(
        admin.reports.publish({ orderId: '9f1b2c3d-0000-4000-8000-00000000beef', content: draftReport(submitted) }),
        'not_found',
        { message: ORDER_NOT_FOUND },
      );
      await expectError(
        admin.reports.publish({ orderId: 'not-a-uuid', content: draftReport(submitted) }),
        'validation_failed',
        { issues: ['Invalid order ID'] },
      );
    });

    it('staff can no longer move an order to Report ready with a status change: publishing is the only way', async () => {
      const { admin, order } = await orderInReview();
      await expectError(admin.orders.setStatus({ orderId: order.id, status: 'Report ready' }), 'validation_failed', {
        message: 'An order that is In review cannot move to Report ready',
      });
      await admin.orders.setStatus({ orderId: order.id, status: 'Escalated', message: 'Sent to the partner firm' });
      await expectError(admin.orders.setStatus({ orderId: order.id, status: 'Report ready' }), 'validation_failed', {
        message: 'An order that is Escalated cannot move to Report ready',
      });
      expect((await admin.orders.get(order.id))?.status).toBe('Escalated');
      expect(await admin.reports.listForOrder(order.id)).toEqual([]);

      // Back from the partner firm: publishing the reviewed report is the way to Report ready.
      await publishDraft(admin, order);
      expect((await admin.orders.get(order.id))?.status).toBe('Report ready');
      expect((await admin.orders.history(order.id)).at(-1)).toMatchObject({
        from_status: 'Escalated',
        to_status: 'Report ready',
        message: 'Report published after legal review (version 1)',
      });
    });
  });

  describe('reports: the owner escalates to legal review', () => {
    it('escalating a ready report moves the order to Escalated and refunds its credit; a second escalation is refused and refunds nothing', async () => {
      const { admin, customer, order } = await readyOrder();
      const balance = () => customer.credits.balance(PERSONAS.customer.id);
      expect(await balance()).toBe(0);

      await customer.reports.escalate(order.id);
      expect((await customer.orders.get(order.id))?.status).toBe('Escalated');
      expect(await balance()).toBe(1);
      expect((await customer.credits.ledger(PERSONAS.customer.id))[0]).toMatchObject({
        kind: 'refund',
        credits: 1,
        order_id: order.id,
        reason: 'Escalated to legal review',
        created_by: PERSONAS.customer.id,
      });
      expect((await customer.orders.history(order.id)).at(-1)).toMatchObject({
        from_status: 'Report ready',
        to_status: 'Escalated',
        message: 'Escalated to legal review by the customer',
        actor: 'customer',
        changed_by: PERSONAS.customer.id,
      });
      // The report stays readable while the firm reviews it.
      expect(await customer.reports.listForOrder(order.id)).toHaveLength(1);

      await expectError(customer.reports.escalate(order.id), 'validation_failed', { message: ALREADY_ESCALATED });
      // Back from review and ready again: still once per order, and no second refund.
      await publishDraft(admin, order);
      await expectError(customer.reports.escalate(order.id), 'validation_failed', { message: ALREADY_ESCALATED });
      expect((await customer.orders.get(order.id))?.status).toBe('Report ready');
      expect(await balance()).toBe(1);
      const refunds = (await customer.credits.ledger(PERSONAS.customer.id)).filter(
        (e) => e.kind === 'refund' && e.order_id === order.id,
      );
      expect(refunds).toHaveLength(1);
    });

    withOutbox('the partner firm is mailed the request for legal review', async () => {
      const { customer, order } = await readyOrder();
      const before = await h.latestEmailTo!(DEFAULT_PARTNER_FIRM.email);
      await customer.reports.escalate(order.id);
      const mail = await h.latestEmailTo!(DEFAULT_PARTNER_FIRM.email);
      expect(mail).not.toBeNull();
      expect(mail).not.toEqual(before);
    });

    it('only a ready report is escalated; only its owner escalates (anyone else finds no order)', async () => {
      const { admin, customer, order } = await orderInReview();
      await expectError(customer.reports.escalate(order.id), 'validation_failed', { message: NOT_READY });
      await publishDraft(admin, order);
      const other = await newCustomer(h, admin);
      for (const client of [admin, await h.signedIn('moderator'), other.client]) {
        await expectError(client.reports.escalate(order.id), 'not_found', { message: ORDER_NOT_FOUND });
      }
      await expectError(customer.reports.escalate('9f1b2c3d-0000-4000-8000-00000000beef'), 'not_found', {
        message: ORDER_NOT_FOUND,
      });
      await expectError(customer.reports.escalate('not-a-uuid'), 'validation_failed', {
        issues: ['Invalid order ID'],
      });
      expect((await admin.orders.get(order.id))?.status).toBe('Report ready');
      expect(await admin.credits.balance(PERSONAS.customer.id)).toBe(0);
    });
  });

  describe('reports: the hand-off to a loan origination system', () => {
    it('the owner sends a report to an LOS address, which is kept on the account unless told not to', async () => {
      const { customer, report } = await readyOrder();
      expect(await customer.reports.losEmail()).toBeNull();
      await customer.reports.sendToLos({ reportId: report.id, email: ` ${LOS_ADDRESS} ` }, pdf('report.pdf'));
      expect(await customer.reports.losEmail()).toBe(LOS_ADDRESS);
      await customer.reports.sendToLos(
        { reportId: report.id, email: 'other.desk@lender-los.test', remember: false },
        pdf('report.pdf'),
      );
      expect(await customer.reports.losEmail()).toBe(LOS_ADDRESS);
      // The same report can go out again to a new address, which is then kept.
      await customer.reports.sendToLos({ reportId: report.id, email: 'new.desk@lender-los.test' }, pdf('report.pdf'));
      expect(await customer.reports.losEmail()).toBe('new.desk@lender-los.test');
      // The address is the caller's own: nobody else reads it.
      expect(await (await h.signedIn('admin')).reports.losEmail()).toBeNull();
      expect(await h.anon().reports.losEmail()).toBeNull();
    });

    withOutbox('the LOS address is mailed the report', async () => {
      const { customer, report } = await readyOrder();
      await customer.reports.sendToLos({ reportId: report.id, email: LOS_ADDRESS }, pdf('report.pdf'));
      expect(await h.latestEmailTo!(LOS_ADDRESS)).not.toBeNull();
    });

    it('an invalid address is refused before anything is uploaded or kept', async () => {
      const { customer, report } = await readyOrder();
      for (const email of ['', 'not-an-email', 'desk@', 'a@b']) {
        const refused = await withDrawnIds(() =>
          customer.reports.sendToLos({ reportId: report.id, email }, pdf('report.pdf')),
        );
        await expectError(refused.outcome, 'validation_failed');
        expect(refused.ids).toEqual([]);
      }
      expect(await customer.reports.losEmail()).toBeNull();
      await expectError(
        customer.reports.sendToLos({ reportId: 'nope', email: LOS_ADDRESS }, pdf()),
        'validation_failed',
        {
          issues: ['Invalid report ID'],
        },
      );
    });

    it("another user's report is not found: nothing is sent, kept or left in storage", async () => {
      const { admin, report } = await readyOrder();
      const other = await newCustomer(h, admin);
      await expectError(
        other.client.reports.sendToLos({ reportId: report.id, email: LOS_ADDRESS }, pdf('report.pdf')),
        'not_found',
        { message: REPORT_NOT_FOUND },
      );
      expect(await other.client.reports.losEmail()).toBeNull();
      // Staff read the report but may not send it: the upload to their folder is removed again.
      const refused = await withDrawnIds(() =>
        admin.reports.sendToLos({ reportId: report.id, email: LOS_ADDRESS }, pdf('report.pdf')),
      );
      await expectError(refused.outcome, 'not_found', { message: REPORT_NOT_FOUND });
      expect(refused.ids.length).toBeGreaterThan(0);
      await expectNoFiles(
        admin,
        refused.ids.map((id) => `${PERSONAS.admin.id}/reports/${report.id}/${id}/report.pdf`),
      );
      expect(await admin.reports.losEmail()).toBeNull();
      await expectError(
        other.client.reports.sendToLos(
          { reportId: '9f1b2c3d-0000-4000-8000-00000000beef', email: LOS_ADDRESS },
          pdf('report.pdf'),
        ),
        'not_found',
        { message: REPORT_NOT_FOUND },
      );
    });
  });
}
