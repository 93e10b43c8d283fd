import { describe, expect, it } from 'vitest';
import {
  CORRECTION_NOTE_REQUIRED,
  LOS_CODE_EXPIRED,
  LOS_CODE_INVALID,
  LOS_CODE_WRONG,
  LOS_DAILY_LIMIT,
  LOS_LIMITS,
  LOS_NEW_ADDRESS_LIMIT,
  reportContentSchema,
  reportNumber,
  type BackendAdapter,
  type OrderRequest,
  type ReportContent,
} from '@/backend';
import { DEFAULT_PARTNER_FIRM } from '@/config/env-schema';
import { draftReport } from '../../mocks/seed/demo-draft';
import { PERSONAS } from '../../mocks/seed/personas';
import { expectError, newCustomer, orderInput, setBalance, type ContractContext } from './support';

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
    return admin.reports.publish({
      orderId: order.id,
      content: draftReport(order),
      note,
      withoutApproval: 'Published in a test without a checker',
    });
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
      const report = await admin.reports.publish({
        orderId: order.id,
        content,
        note: '',
        withoutApproval: 'Published in a test without a checker',
      });
      expect(report).toEqual({
        id: expect.any(String),
        order_id: order.id,
        version: 1,
        content: reportContentSchema.parse(content),
        note: null,
        published_by: PERSONAS.admin.id,
        published_at: expect.any(String),
        sources: {},
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

      const second = await admin.reports.publish({
        orderId: order.id,
        content: corrected,
        note: ' Purpose clause ',
        withoutApproval: 'Published in a test without a checker',
      });
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

      await customer.reports.escalate({ orderId: order.id, question: 'Can the manager sign alone?' });
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

      await expectError(
        customer.reports.escalate({ orderId: order.id, question: 'Can the manager sign alone?' }),
        'validation_failed',
        { message: ALREADY_ESCALATED },
      );
      // Back from review and ready again: still once per order, and no second refund.
      await publishDraft(admin, order);
      await expectError(
        customer.reports.escalate({ orderId: order.id, question: 'Can the manager sign alone?' }),
        'validation_failed',
        { message: ALREADY_ESCALATED },
      );
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
      await customer.reports.escalate({ orderId: order.id, question: 'Can the manager sign alone?' });
      const mail = await h.latestEmailTo!(DEFAULT_PARTNER_FIRM.email);
      expect(mail).not.toBeNull();
      expect(mail).not.toEqual(before);
    });

    it('only a ready report is escalated; only its owner escalates (anyone else finds no order)', async () => {
      const { admin, customer, order } = await orderInReview();
      await expectError(
        customer.reports.escalate({ orderId: order.id, question: 'Can the manager sign alone?' }),
        'validation_failed',
        { message: NOT_READY },
      );
      await publishDraft(admin, order);
      const other = await newCustomer(h, admin);
      for (const client of [admin, await h.signedIn('moderator'), other.client]) {
        await expectError(
          client.reports.escalate({ orderId: order.id, question: 'Can the manager sign alone?' }),
          'not_found',
          { message: ORDER_NOT_FOUND },
        );
      }
      await expectError(
        customer.reports.escalate({ orderId: '9f1b2c3d-0000-4000-8000-00000000beef', question: 'Anyone there?' }),
        'not_found',
        {
          message: ORDER_NOT_FOUND,
        },
      );
      await expectError(
        customer.reports.escalate({ orderId: 'not-a-uuid', question: 'Anyone there?' }),
        'validation_failed',
        {
          issues: ['Invalid order ID'],
        },
      );
      expect((await admin.orders.get(order.id))?.status).toBe('Report ready');
      expect(await admin.credits.balance(PERSONAS.customer.id)).toBe(0);
    });
  });

  describe('reports: no queued subject carries a line break', () => {
    it('the entity name typed with CR/LF reaches the LOS and partner-firm subjects on one line (migration 2300)', async () => {
      const { admin, customer, order } = await orderInReview({
        entityLegalName: 'Typed Line Co.\r\nBcc: victim@bank.test',
      });
      const report = await publishDraft(admin, order);
      expect(await customer.reports.sendToLos({ reportId: report.id, email: LOS_ADDRESS })).toBe('confirmation_sent');
      await customer.reports.escalate({ orderId: order.id, question: 'Can the manager sign alone?' });
      const subjects = (await h.queuedMails(order.id)).map((m) => [m.kind, m.subject]);
      expect(subjects).toContainEqual([
        'legal_review',
        `Legal review request: Typed Line Co. Bcc: victim@bank.test (${reportNumber(order.id, report.version)})`,
      ]);
      for (const [, subject] of subjects) expect(subject).not.toMatch(/[\r\n]/);
    });
  });

  describe('reports: the hand-off to a loan origination system', () => {
    /** The 6-digit code of the newest confirmation mail to this address. */
    async function mailedCode(address: string): Promise<string> {
      const mail = await h.latestEmailTo!(address);
      expect(mail?.subject).toBe('Your EntityLens code to confirm this LOS address');
      expect(mail?.attachments).toEqual([]);
      const code = /Code: ([0-9]{6})/.exec(mail!.text)?.[1];
      expect(code).toMatch(/^[0-9]{6}$/);
      return code!;
    }

    /** A ready report of the customer's, sent once to LOS_ADDRESS, which is then confirmed and kept. */
    async function confirmedAddress() {
      const ready = await readyOrder();
      expect(await ready.customer.reports.sendToLos({ reportId: ready.report.id, email: LOS_ADDRESS })).toBe(
        'confirmation_sent',
      );
      const code = await mailedCode(LOS_ADDRESS);
      await ready.customer.reports.confirmLosAddress({ reportId: ready.report.id, email: LOS_ADDRESS, code });
      return { ...ready, code };
    }

    withOutbox(
      '[capability: outbox] a new LOS address is mailed a code and nothing else; the code confirms it and sends the report, and the next report goes at once',
      async () => {
        const { customer, report } = await readyOrder();
        expect(await customer.reports.losEmail()).toBeNull();
        expect(await customer.reports.sendToLos({ reportId: report.id, email: ` ${LOS_ADDRESS} ` })).toBe(
          'confirmation_sent',
        );
        const code = await mailedCode(LOS_ADDRESS);
        expect(await customer.reports.losEmail()).toBeNull();

        const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
        await expectError(
          customer.reports.confirmLosAddress({ reportId: report.id, email: LOS_ADDRESS, code: wrong }),
          'validation_failed',
          { message: LOS_CODE_WRONG },
        );
        expect((await h.latestEmailTo!(LOS_ADDRESS))?.subject).toBe('Your EntityLens code to confirm this LOS address');
        // The code typed with spaces around, the address in other letter case: confirmed, sent, kept.
        await customer.reports.confirmLosAddress({
          reportId: report.id,
          email: 'Closing.Desk@Lender-LOS.test',
          code: ` ${code} `,
        });
        expect(await customer.reports.losEmail()).toBe('Closing.Desk@Lender-LOS.test');
        const sent = await h.latestEmailTo!('Closing.Desk@Lender-LOS.test');
        expect(sent?.subject).toMatch(/^Legal entity report ELR-[0-9A-F]{8}-v1: /);
        expect(sent?.text).toContain(`Conclusion: ${report.content.conclusion.verdict}`);
        expect(sent?.text).toContain(`/portal/orders/${report.order_id}/report`);
        // The report's packet, built from the published report; no file of the customer's.
        expect(sent?.attachments.map((a) => a.content_type)).toEqual(['application/json']);

        // The code is used up; the address is confirmed, so the next sending goes at once.
        await expectError(
          customer.reports.confirmLosAddress({ reportId: report.id, email: LOS_ADDRESS, code }),
          'validation_failed',
          { message: LOS_CODE_EXPIRED },
        );
        expect(await customer.reports.sendToLos({ reportId: report.id, email: LOS_ADDRESS, remember: false })).toBe(
          'sent',
        );
        expect(await customer.reports.losEmail()).toBe('Closing.Desk@Lender-LOS.test');
      },
    );

    it('an address never confirmed gets a code, not the report: a made-up code confirms nothing and nothing is kept', async () => {
      const { customer, report } = await readyOrder();
      expect(await customer.reports.sendToLos({ reportId: report.id, email: LOS_ADDRESS })).toBe('confirmation_sent');
      expect(await customer.reports.losEmail()).toBeNull();
      await expectError(
        customer.reports.confirmLosAddress({
          reportId: report.id,
          email: 'never.asked@lender-los.test',
          code: '123456',
        }),
        'validation_failed',
        { message: LOS_CODE_EXPIRED },
      );
      await expectError(
        customer.reports.confirmLosAddress({ reportId: report.id, email: LOS_ADDRESS, code: '12 45' }),
        'validation_failed',
        { issues: [LOS_CODE_INVALID] },
      );
      expect(await customer.reports.losEmail()).toBeNull();
    });

    it(`the relay flood: at most ${LOS_LIMITS.newAddressesPerDay} new addresses a day; the next is refused and mailed nothing`, async () => {
      const { customer, report } = await readyOrder();
      for (let n = 1; n <= LOS_LIMITS.newAddressesPerDay; n += 1)
        expect(await customer.reports.sendToLos({ reportId: report.id, email: `desk${n}@lender-los.test` })).toBe(
          'confirmation_sent',
        );
      await expectError(
        customer.reports.sendToLos({ reportId: report.id, email: 'one.more@lender-los.test' }),
        'rate_limited',
        { message: LOS_NEW_ADDRESS_LIMIT },
      );
      if (h.latestEmailTo) expect(await h.latestEmailTo('one.more@lender-los.test')).toBeNull();
    });

    withOutbox(
      `[capability: outbox] the relay flood: at most ${LOS_LIMITS.deliveriesPerDay} deliveries a day, to a confirmed address too`,
      async () => {
        const { customer, report } = await confirmedAddress();
        for (let n = 2; n <= LOS_LIMITS.deliveriesPerDay; n += 1)
          expect(await customer.reports.sendToLos({ reportId: report.id, email: LOS_ADDRESS })).toBe('sent');
        const before = await h.latestEmailTo!(LOS_ADDRESS);
        await expectError(customer.reports.sendToLos({ reportId: report.id, email: LOS_ADDRESS }), 'rate_limited', {
          message: LOS_DAILY_LIMIT,
        });
        expect(await h.latestEmailTo!(LOS_ADDRESS)).toEqual(before);
      },
    );

    withOutbox("[capability: outbox] another account's confirmed address is not yours", async () => {
      const { admin, code } = await confirmedAddress();
      const other = await newCustomer(h, admin);
      await setBalance(admin, other.id, 1);
      const order = await other.client.orders.submit(orderInput({ email: other.email, name: 'River Stone' }));
      await admin.orders.setStatus({ orderId: order.id, status: 'In review' });
      const theirs = await publishDraft(admin, order);
      expect(await other.client.reports.sendToLos({ reportId: theirs.id, email: LOS_ADDRESS })).toBe(
        'confirmation_sent',
      );
      await expectError(
        other.client.reports.confirmLosAddress({ reportId: theirs.id, email: LOS_ADDRESS, code }),
        'validation_failed',
      );
      expect(await other.client.reports.losEmail()).toBeNull();
    });

    it('an invalid address is refused and nothing is kept', async () => {
      const { customer, report } = await readyOrder();
      for (const email of ['', 'not-an-email', 'desk@', 'a@b']) {
        await expectError(customer.reports.sendToLos({ reportId: report.id, email }), 'validation_failed');
        await expectError(
          customer.reports.confirmLosAddress({ reportId: report.id, email, code: '123456' }),
          'validation_failed',
        );
      }
      expect(await customer.reports.losEmail()).toBeNull();
      await expectError(customer.reports.sendToLos({ reportId: 'nope', email: LOS_ADDRESS }), 'validation_failed', {
        issues: ['Invalid report ID'],
      });
    });

    it("another user's report is not found: nothing is sent or kept", async () => {
      const { admin, report } = await readyOrder();
      const other = await newCustomer(h, admin);
      for (const client of [other.client, admin]) {
        await expectError(client.reports.sendToLos({ reportId: report.id, email: LOS_ADDRESS }), 'not_found', {
          message: REPORT_NOT_FOUND,
        });
        await expectError(
          client.reports.confirmLosAddress({ reportId: report.id, email: LOS_ADDRESS, code: '123456' }),
          'not_found',
          { message: REPORT_NOT_FOUND },
        );
        expect(await client.reports.losEmail()).toBeNull();
      }
      expect(await h.anon().reports.losEmail()).toBeNull();
      await expectError(
        other.client.reports.sendToLos({ reportId: '9f1b2c3d-0000-4000-8000-00000000beef', email: LOS_ADDRESS }),
        'not_found',
        { message: REPORT_NOT_FOUND },
      );
      if (h.latestEmailTo) expect(await h.latestEmailTo(LOS_ADDRESS)).toBeNull();
    });
  });
}
