import { describe, expect, it } from 'vitest';
import { ESCALATION_QUESTION_REQUIRED, ESCALATION_QUESTION_TOO_LONG, reportNumber } from '@/backend';
import { draftReport } from '../../mocks/seed/demo-draft';
import { DEFAULT_PARTNER_FIRM } from '@/config/env-schema';
import { PERSONAS } from '../../mocks/seed/personas';
import { expectError, newCustomer, orderInput, pdf, setBalance, type ContractContext } from './support';

/**
 * Escalation carries the customer's question (migration …3400, issue 47 §3) through the port: the question is
 * required and kept, trimmed, with what went to the firm; the firm's mail carries it and lists each thing it sends;
 * the owner and staff read the escalation, another customer does not.
 */
export function escalationsContract({ h }: ContractContext): void {
  /** A ready report (version 1) of a fresh order of the customer persona's, with two documents. */
  async function readyOrder() {
    const admin = await h.signedIn('admin');
    await setBalance(admin, PERSONAS.customer.id, 1);
    const customer = await h.signedIn('customer');
    const order = await customer.orders.submit(
      orderInput({ documents: [pdf('operating-agreement.pdf'), pdf('certificate-of-formation.pdf')] }),
    );
    await admin.orders.setStatus({ orderId: order.id, status: 'In review' });
    const report = await admin.reports.publish({
      orderId: order.id,
      content: draftReport(order),
      withoutApproval: 'Published in a test without a checker',
    });
    return { admin, customer, order, report };
  }

  describe('reports: escalation carries the question for the attorney', () => {
    it('the question is kept, trimmed, with the report version and the documents that went; the owner and staff read it, another customer does not', async () => {
      const { admin, customer, order, report } = await readyOrder();
      expect(await customer.reports.escalation(order.id)).toBeNull();

      await customer.reports.escalate({
        orderId: order.id,
        question: '  Can the manager sign the guaranty alone?\nThe amendment is missing.  ',
      });
      const escalation = await customer.reports.escalation(order.id);
      expect(escalation).toMatchObject({
        order_id: order.id,
        report_id: report.id,
        report_version: 1,
        question: 'Can the manager sign the guaranty alone?\nThe amendment is missing.',
        documents: ['operating-agreement.pdf', 'certificate-of-formation.pdf'],
        documents_purged_at: null,
        escalated_by: PERSONAS.customer.id,
      });
      expect(await admin.reports.escalation(order.id)).toEqual(escalation);
      expect(await (await h.signedIn('moderator')).reports.escalation(order.id)).toEqual(escalation);
      expect(await (await newCustomer(h, admin)).client.reports.escalation(order.id)).toBeNull();
      expect(await customer.reports.escalation('00000000-0000-4000-8000-0000000000ff')).toBeNull();
      expect(await customer.reports.escalation('not-an-id')).toBeNull();
    });

    it("the partner firm's mail carries the question and lists the report version and each document it sends", async () => {
      const { customer, order, report } = await readyOrder();
      await customer.reports.escalate({ orderId: order.id, question: 'Is the signature block right?' });
      const [mail] = (await h.queuedMails(order.id)).filter((m) => m.kind === 'legal_review');
      expect(mail).toMatchObject({
        recipient: DEFAULT_PARTNER_FIRM.email,
        subject: `Legal review request: Blue Harbor Holdings LLC (${reportNumber(order.id, 1)})`,
        report_id: report.id,
      });
      expect(mail!.body).toContain(
        'A customer asks for your legal review of this report.\n\nWhat the customer needs answered:\nIs the signature block right?\n\n',
      );
      expect(mail!.body).toContain(
        [
          'What we send you:',
          '- Report version 1: its data packet (JSON), attached',
          '- operating-agreement.pdf, attached',
          '- certificate-of-formation.pdf, attached',
          '',
          'EntityLens',
        ].join('\n'),
      );
      expect(mail!.attachments).toHaveLength(3);
    });

    it('an empty or over-long question is refused and escalates nothing', async () => {
      const { admin, customer, order } = await readyOrder();
      await expectError(customer.reports.escalate({ orderId: order.id, question: ' \n\t ' }), 'validation_failed', {
        issues: [ESCALATION_QUESTION_REQUIRED],
      });
      await expectError(
        customer.reports.escalate({ orderId: order.id, question: 'é'.repeat(2001) }),
        'validation_failed',
        { issues: [ESCALATION_QUESTION_TOO_LONG] },
      );
      expect((await admin.orders.get(order.id))?.status).toBe('Report ready');
      expect(await customer.reports.escalation(order.id)).toBeNull();
      expect((await h.queuedMails(order.id)).filter((m) => m.kind === 'legal_review')).toEqual([]);
      // 2,000 characters is the limit, counted as the server counts them (an emoji is one).
      await customer.reports.escalate({ orderId: order.id, question: '🙂'.repeat(2000) });
      expect((await customer.reports.escalation(order.id))?.question).toBe('🙂'.repeat(2000));
    });
  });
}
