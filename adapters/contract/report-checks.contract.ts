import { describe, expect, it } from 'vitest';
import {
  CONTRADICTIONS_NEED_OVERRIDE,
  OVERRIDE_TOO_LONG,
  REPORT_OVERRIDE_MAX,
  type BackendAdapter,
  type OrderRequest,
  type ReportContent,
} from '@/backend';
import { draftReport } from '../../mocks/seed/demo-draft';
import { PERSONAS } from '../../mocks/seed/personas';
import { expectError, orderInput, setBalance, type ContractContext } from './support';

/**
 * The report checks itself (issue 46 §3; supabase/migrations/…3000_report_checks_itself.sql) through the port: a
 * report that contradicts itself is refused without a written override, each contradiction an issue at its first
 * field; with one it is published and the override is kept with the version (staff read it, the customer does not)
 * and in the version's staff audit entry.
 */
export function reportChecksContract({ h }: ContractContext): void {
  async function orderInReview() {
    const admin = await h.signedIn('admin');
    await setBalance(admin, PERSONAS.customer.id, 1);
    const customer = await h.signedIn('customer');
    const order = await customer.orders.submit(orderInput());
    await admin.orders.setStatus({ orderId: order.id, status: 'In review' });
    return { admin, customer, order };
  }

  /** The demo draft (consistent) with its first flag High under Low overall risk: one contradiction. */
  function contradictory(order: OrderRequest): ReportContent {
    const draft = draftReport(order);
    return {
      ...draft,
      riskLevel: 'Low',
      riskItems: draft.riskItems.map((item, i) => (i === 0 ? { ...item, severity: 'High' as const } : item)),
    };
  }
  const contradiction = (content: ReportContent) =>
    `Flag ${content.riskItems[0]!.id} (${content.riskItems[0]!.title}) is High, but the overall risk is Low.`;

  async function nothingWritten(admin: BackendAdapter, order: OrderRequest) {
    expect(await admin.reports.listForOrder(order.id)).toEqual([]);
    expect(await admin.reports.listOverrides(order.id)).toEqual([]);
    expect((await admin.orders.get(order.id))?.status).toBe('In review');
  }

  describe('reports: the report checks itself', () => {
    it('a report that contradicts itself is refused without an override, or with a blank one, and nothing is written', async () => {
      const { admin, order } = await orderInReview();
      const content = contradictory(order);
      for (const override of [undefined, '', '   ']) {
        await expectError(
          admin.reports.publish({ orderId: order.id, content, ...(override === undefined ? {} : { override }) }),
          'validation_failed',
          { message: CONTRADICTIONS_NEED_OVERRIDE, issues: [`riskLevel: ${contradiction(content)}`] },
        );
      }
      await nothingWritten(admin, order);
    });

    it('an override longer than the limit is refused', async () => {
      const { admin, order } = await orderInReview();
      await expectError(
        admin.reports.publish({
          orderId: order.id,
          content: contradictory(order),
          override: 'x'.repeat(REPORT_OVERRIDE_MAX + 1),
        }),
        'validation_failed',
        { message: OVERRIDE_TOO_LONG },
      );
      await nothingWritten(admin, order);
    });

    it('with a written override it is published: the override is kept with the version for staff, and in its audit entry', async () => {
      const { admin, customer, order } = await orderInReview();
      const content = contradictory(order);
      const report = await admin.reports.publish({
        orderId: order.id,
        content,
        override: '  The credit officer accepted the flag: the lender holds the cure in escrow.  ',
        withoutApproval: 'Published in a test without a checker',
      });
      expect(report.version).toBe(1);
      const expected = {
        order_id: order.id,
        version: 1,
        reason: 'The credit officer accepted the flag: the lender holds the cure in escrow.',
        contradictions: [
          {
            rule: 'high-flag-under-lower-risk',
            message: contradiction(content),
            paths: ['riskLevel', 'riskItems.0.severity'],
          },
        ],
        overridden_by: PERSONAS.admin.id,
        overridden_at: expect.any(String),
      };
      const overrides = await admin.reports.listOverrides(order.id);
      expect(overrides).toEqual([expected]);
      expect(Date.parse(overrides[0]!.overridden_at)).toBe(Date.parse(report.published_at));
      expect(await (await h.signedIn('moderator')).reports.listOverrides(order.id)).toEqual([expected]);
      // The customer reads the version, never its override.
      expect(await customer.reports.listForOrder(order.id)).toEqual([report]);
      expect(await customer.reports.listOverrides(order.id)).toEqual([]);

      const { rows } = await admin.audit.staffPage({ action: 'report_published' });
      expect(rows.find((r) => r.details.orderId === order.id)?.details).toEqual({
        orderId: order.id,
        version: 1,
        override: { reason: expected.reason, contradictions: [contradiction(content)] },
        signoff: { withoutApproval: 'Published in a test without a checker' },
      });
    });

    it('a report with no contradiction keeps no override, even when one is given', async () => {
      const { admin, order } = await orderInReview();
      await admin.reports.publish({
        orderId: order.id,
        content: draftReport(order),
        override: 'Just in case',
        withoutApproval: 'Published in a test without a checker',
      });
      expect(await admin.reports.listOverrides(order.id)).toEqual([]);
      const { rows } = await admin.audit.staffPage({ action: 'report_published' });
      expect(rows.find((r) => r.details.orderId === order.id)?.details).toEqual({
        orderId: order.id,
        version: 1,
        signoff: { withoutApproval: 'Published in a test without a checker' },
      });
    });

    it('an unknown order or a malformed id has no overrides', async () => {
      const admin = await h.signedIn('admin');
      expect(await admin.reports.listOverrides('9f1b2c3d-0000-4000-8000-00000000beef')).toEqual([]);
      expect(await admin.reports.listOverrides("1' or '1'='1")).toEqual([]);
    });
  });
}
