import { describe, expect, it } from 'vitest';
import { ORDER_LIMITS, type OrderRequest, type OrderStatus } from '@/backend';
import { draftReport } from '../../mocks/seed/demo-draft';
import { ORDER_ERRORS } from '../../mocks/api/wire';
import { PERSONAS } from '../../mocks/seed/personas';
import { expectError, orderInput, pdf, setBalance, type ContractContext } from './support';

/**
 * The customer is told of every status change (migrations 1900 and 2100, the twin's writeStatusMail): each move
 * queues one order_status mail in public.outbound_emails to the account's own address (never the order form's
 * email, which would make it a relay), the same subject and lines on every backend; only the link's origin
 * differs (the configured site in SQL, the demo's own origin in the twin). Subjects hold no typed value; bodies
 * show typed values on one line, capped. Publishing queues the report's mail instead, and a refused change
 * queues nothing. At most ORDER_LIMITS.statusMailsPerDay status mails per account a day, and at most
 * ORDER_LIMITS.cancelsPerDay cancels by the customer.
 */
export function statusMailsContract({ h, withClock }: ContractContext): void {
  const ACCOUNT = PERSONAS.customer.email;
  /** The order's reference as the portal shows it. */
  const reference = (order: OrderRequest) => order.id.slice(0, 8).toUpperCase();

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
      `Your order ${reference(order)} for ${order.entity_legal_name} (${order.report_type}, ${order.formation_state}) is now: ${to}.`,
    ];
    if (message) lines.push('', from === 'team' ? 'Message from our team:' : 'Your message:', message);
    if (refunded) lines.push('', 'The credit this order used is back on your account.');
    lines.push('', `See the order: ${site}/portal/orders/${order.id}`);
    return {
      kind: 'order_status',
      recipient: ACCOUNT,
      subject: `Your order ${reference(order)}: ${to}`,
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

  /** A fresh order of the customer's whose form names another address than the account's. */
  async function freshOrder(name: string, overrides: Parameters<typeof orderInput>[0] = {}, credits = 2) {
    const admin = await h.signedIn('admin');
    await setBalance(admin, PERSONAS.customer.id, credits);
    const customer = await h.signedIn('customer');
    const order = await customer.orders.submit(
      orderInput({ entityLegalName: name, email: 'closing.desk@harborpoint.test', ...overrides }),
    );
    return { admin, customer, order };
  }

  describe('status mails: the customer is told of every move', () => {
    it("each move queues one mail to the account's address: the status, the team's or the customer's message, the link", async () => {
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
      const report = await admin.reports.publish({
        orderId: order.id,
        content: draftReport(order),
        note: '',
        withoutApproval: 'Published in a test without a checker',
      });
      const mails = await h.queuedMails(order.id);
      expect(mails.map((m) => [m.kind, m.subject])).toEqual([
        ['order_status', `Your order ${reference(order)}: In review`],
        ['report_ready', `Your report ELR-${reference(order)}-v1 is ready`],
      ]);
      expect(mails[1]).toMatchObject({ recipient: ACCOUNT, report_id: report.id });
    });

    it("the relay is closed: an address typed on the order form gets no mail, whatever moves, the report's included", async () => {
      const { admin, customer, order } = await freshOrder('Relay Attempt LLC', { email: 'victim@bank.test' }, 3);
      const other = await customer.orders.submit(
        orderInput({ entityLegalName: 'Relay Attempt Two LLC', email: 'victim@bank.test' }),
      );
      await admin.orders.setStatus({ orderId: order.id, status: 'In review' });
      await admin.orders.setStatus({ orderId: order.id, status: 'Needs documents', message: 'Bylaws, please.' });
      await customer.orders.resubmit({
        orderId: order.id,
        documents: [pdf('bylaws.pdf')],
        message: 'victim@bank.test',
      });
      await admin.reports.publish({
        orderId: order.id,
        content: draftReport(order),
        note: '',
        withoutApproval: 'Published in a test without a checker',
      });
      await customer.orders.setStatus({ orderId: other.id, status: 'Cancelled', message: 'Mail victim@bank.test' });
      const mails = [...(await h.queuedMails(order.id)), ...(await h.queuedMails(other.id))];
      expect(mails.map((m) => [m.kind, m.recipient, m.subject])).toEqual([
        ['order_status', ACCOUNT, `Your order ${reference(order)}: In review`],
        ['order_status', ACCOUNT, `Your order ${reference(order)}: Needs documents`],
        ['order_status', ACCOUNT, `Your order ${reference(order)}: In review`],
        ['report_ready', ACCOUNT, `Your report ELR-${reference(order)}-v1 is ready`],
        ['order_status', ACCOUNT, `Your order ${reference(other)}: Cancelled`],
      ]);
    });

    it('nothing typed reaches a subject; a body shows typed values on one line, each capped', async () => {
      const { admin, customer, order } = await freshOrder(
        `Mine LLC\u2028Subject: You won ${'and Sons '.repeat(20)}`,
        { name: 'Casey\r\nBcc: victim@bank.test' },
        2,
      );
      await admin.orders.setStatus({
        orderId: order.id,
        status: 'Needs documents',
        message: `Line one\r\n\r\nBcc: x@y.test\t${'m'.repeat(1200)}`,
      });
      const long = await customer.orders.submit(orderInput({ name: 'N'.repeat(200), entityLegalName: 'Plain LLC' }));
      await customer.orders.setStatus({ orderId: long.id, status: 'Cancelled', message: '' });

      const [asked] = await h.queuedMails(order.id);
      const site = siteOf(asked!.body, order.id);
      const entity = `Mine LLC Subject: You won ${'and Sons '.repeat(20)}`.trim();
      expect(asked).toEqual({
        ...statusMail(order, 'Needs documents', site),
        body: [
          'Hello Casey Bcc: victim@bank.test,',
          '',
          `Your order ${reference(order)} for ${entity.slice(0, 149)}… (Limited Liability Company, Delaware) is now: Needs documents.`,
          '',
          'Message from our team:',
          `Line one Bcc: x@y.test ${'m'.repeat(1000 - 'Line one Bcc: x@y.test '.length - 1)}…`,
          '',
          `See the order: ${site}/portal/orders/${order.id}`,
        ].join('\n'),
      });
      const [cancelled] = await h.queuedMails(long.id);
      expect(cancelled!.subject).toBe(`Your order ${reference(long)}: Cancelled`);
      expect(cancelled!.body.split('\n')[0]).toBe(`Hello ${'N'.repeat(99)}…,`);
    });

    it(`at most ${ORDER_LIMITS.statusMailsPerDay} status mails a day per account: the moves go on, unmailed; the report mail still goes`, async () => {
      const { admin, order } = await freshOrder('Busy Day Holdings LLC');
      let status: OrderStatus = 'In review';
      for (let n = 1; n <= ORDER_LIMITS.statusMailsPerDay; n += 1) {
        await admin.orders.setStatus({ orderId: order.id, status, message: 'Please send the bylaws.' });
        status = status === 'In review' ? 'Needs documents' : 'In review';
      }
      expect(await h.queuedMails(order.id)).toHaveLength(ORDER_LIMITS.statusMailsPerDay);
      await admin.orders.setStatus({ orderId: order.id, status, message: 'One more' });
      expect((await admin.orders.get(order.id))?.status).toBe(status);
      expect(await h.queuedMails(order.id)).toHaveLength(ORDER_LIMITS.statusMailsPerDay);
      if (status !== 'In review') await admin.orders.setStatus({ orderId: order.id, status: 'In review' });
      await admin.reports.publish({
        orderId: order.id,
        content: draftReport(order),
        note: '',
        withoutApproval: 'Published in a test without a checker',
      });
      expect((await h.queuedMails(order.id)).at(-1)).toMatchObject({ kind: 'report_ready', recipient: ACCOUNT });
    });

    it(`a customer cancels at most ${ORDER_LIMITS.cancelsPerDay} orders a day: the next is refused and changes nothing; the team can still cancel it`, async () => {
      const { admin, customer } = await freshOrder('Cancel Loop 0 LLC', {}, ORDER_LIMITS.cancelsPerDay + 2);
      for (let n = 1; n <= ORDER_LIMITS.cancelsPerDay; n += 1) {
        const order = await customer.orders.submit(orderInput({ entityLegalName: `Cancel Loop ${n} LLC` }));
        await customer.orders.setStatus({ orderId: order.id, status: 'Cancelled', message: '' });
      }
      const last = await customer.orders.submit(orderInput({ entityLegalName: 'Cancel Loop Last LLC' }));
      const balance = await customer.credits.balance(PERSONAS.customer.id);
      await expectError(
        customer.orders.setStatus({ orderId: last.id, status: 'Cancelled', message: '' }),
        'rate_limited',
        {
          message: ORDER_ERRORS.cancelLimit,
        },
      );
      expect((await customer.orders.get(last.id))?.status).toBe('Submitted');
      expect(await customer.credits.balance(PERSONAS.customer.id)).toBe(balance);
      expect(await h.queuedMails(last.id)).toEqual([]);
      await admin.orders.setStatus({ orderId: last.id, status: 'Cancelled', message: 'Cancelled for the customer' });
      expect((await customer.orders.get(last.id))?.status).toBe('Cancelled');
    });

    withClock('[capability: clock] a day after the cancels, the customer can cancel again', async () => {
      const { customer } = await freshOrder('Next Day LLC', {}, ORDER_LIMITS.cancelsPerDay + 1);
      for (let n = 1; n <= ORDER_LIMITS.cancelsPerDay; n += 1) {
        const order = await customer.orders.submit(orderInput({ entityLegalName: `Next Day ${n} LLC` }));
        await customer.orders.setStatus({ orderId: order.id, status: 'Cancelled', message: '' });
      }
      const last = await customer.orders.submit(orderInput({ entityLegalName: 'Next Day Last LLC' }));
      await expectError(
        customer.orders.setStatus({ orderId: last.id, status: 'Cancelled', message: '' }),
        'rate_limited',
      );
      await h.advanceClock!(24 * 60 * 60 * 1000 + 1000);
      // A new sign-in: the session of a day ago has expired.
      const nextDay = await h.signedIn('customer');
      await nextDay.orders.setStatus({ orderId: last.id, status: 'Cancelled', message: '' });
      expect((await nextDay.orders.get(last.id))?.status).toBe('Cancelled');
    });
  });
}
