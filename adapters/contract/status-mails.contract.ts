import { describe, expect, it } from 'vitest';
import type { OrderRequest, OrderStatus } from '@/backend';
import { draftReport } from '@/lib/report/demo-draft';
import { PERSONAS } from '../../mocks/seed/personas';
import { expectError, orderInput, pdf, setBalance, type ContractContext } from './support';

/**
 * The customer is told of every status change (migration 1900, the twin's writeStatusMail): each move queues one
 * order_status mail in public.outbound_emails to the order's email, the same subject and lines on every backend;
 * only the link's origin differs (the configured site in SQL, the demo's own origin in the twin). Publishing
 * queues the report's mail instead, and a refused change queues nothing.
 */
export function statusMailsContract({ h }: ContractContext): void {
  /** The mail the customer must get, as both backends write it; `site` is the origin before /portal. */
  function statusMail(
    order: OrderRequest,
    to: OrderStatus,
    site: string,
    { message, from, refunded = false }: { message?: string; from?: 'team' | 'customer'; refunded?: boolean } = {},
  ) {
    const lines = [
      `Hello ${order.name},`,
      '',
      `Your order for ${order.entity_legal_name} (${order.report_type}, ${order.formation_state}) is now: ${to}.`,
    ];
    if (message) lines.push('', from === 'team' ? 'Message from our team:' : 'Your message:', message);
    if (refunded) lines.push('', 'The credit this order used is back on your account.');
    lines.push('', `See the order: ${site}/portal/orders/${order.id}`);
    return {
      kind: 'order_status',
      recipient: order.email,
      subject: `Your order for ${order.entity_legal_name}: ${to}`,
      body: lines.join('\n'),
      order_id: order.id,
      report_id: null,
      attachments: [],
    };
  }

  /** The origin the backend's links use: '' (same-origin) in the twin, the configured site URL in SQL. */
  function siteOf(body: string, orderId: string): string {
    const site = new RegExp(`See the order: (.*)/portal/orders/${orderId}$`).exec(body)?.[1];
    expect(site, body).toBeDefined();
    expect(site).toMatch(/^(https?:\/\/[^/\s]+)?$/);
    return site!;
  }

  async function freshOrder(name: string) {
    const admin = await h.signedIn('admin');
    await setBalance(admin, PERSONAS.customer.id, 2);
    const customer = await h.signedIn('customer');
    const order = await customer.orders.submit(
      orderInput({ entityLegalName: name, email: 'closing.desk@harborpoint.test' }),
    );
    return { admin, customer, order };
  }

  describe('status mails: the customer is told of every move', () => {
    it("each move queues one mail to the order's email: the status, the team's or the customer's message, the link", async () => {
      const { admin, customer, order } = await freshOrder('Status Mail Holdings LLC');
      expect(await h.queuedMails(order.id)).toEqual([]);

      await admin.orders.setStatus({
        orderId: order.id,
        status: 'Needs documents',
        message: '  Please send the signed operating agreement. ',
      });
      const [asked] = await h.queuedMails(order.id);
      const site = siteOf(asked!.body, order.id);
      expect(asked).toEqual(
        statusMail(order, 'Needs documents', site, {
          message: 'Please send the signed operating agreement.',
          from: 'team',
        }),
      );

      await customer.orders.resubmit({ orderId: order.id, documents: [pdf('signed.pdf')], message: 'Signed copy.' });
      await admin.orders.setStatus({ orderId: order.id, status: 'Cancelled', message: '' });
      expect(await h.queuedMails(order.id)).toEqual([
        statusMail(order, 'Needs documents', site, {
          message: 'Please send the signed operating agreement.',
          from: 'team',
        }),
        statusMail(order, 'In review', site, { message: 'Signed copy.', from: 'customer' }),
        // Cancelled after review started: no refund, so no refund line.
        statusMail(order, 'Cancelled', site),
      ]);
    });

    it("the owner's cancel before review says the credit is back", async () => {
      const { customer, order } = await freshOrder('Early Cancel Partners LP');
      await customer.orders.setStatus({ orderId: order.id, status: 'Cancelled', message: 'Wrong entity' });
      const mails = await h.queuedMails(order.id);
      expect(mails).toEqual([
        statusMail(order, 'Cancelled', siteOf(mails[0]!.body, order.id), {
          message: 'Wrong entity',
          from: 'customer',
          refunded: true,
        }),
      ]);
    });

    it('publishing queues the report mail and no status mail; a refused change queues nothing', async () => {
      const { admin, order } = await freshOrder('Published Report Co.');
      await admin.orders.setStatus({ orderId: order.id, status: 'In review' });
      const moderator = await h.signedIn('moderator');
      await expectError(
        moderator.orders.setStatus({ orderId: order.id, status: 'Cancelled', message: 'Not mine to move' }),
        'forbidden',
      );
      const report = await admin.reports.publish({ orderId: order.id, content: draftReport(order), note: '' });
      const mails = await h.queuedMails(order.id);
      expect(mails.map((m) => [m.kind, m.subject])).toEqual([
        ['order_status', `Your order for ${order.entity_legal_name}: In review`],
        ['report_ready', expect.stringContaining(`Your report for ${order.entity_legal_name} is ready`)],
      ]);
      expect(mails[1]).toMatchObject({ recipient: order.email, report_id: report.id });
    });
  });
}
