import { describe, expect, it } from 'vitest';
import { LOS_PACKET_VERSION_INVALID, type BackendAdapter } from '@/backend';
import { draftReport } from '../../mocks/seed/demo-draft';
import { PERSONAS } from '../../mocks/seed/personas';
import { expectError, newCustomer, orderInput, setBalance, type ContractContext } from './support';

/**
 * The LOS hand-off on the record (migration …3300, issue 47 §2) through the port: each send is a row the owner
 * and staff read, the mail carries packet version 2 unless the address asked for 1, and a send that does not go
 * out records nothing.
 */
export function losHandoffsContract({ h, withOutbox }: ContractContext): void {
  const ADDRESS = 'intake@lender-los.test';

  /** A ready report of the customer persona's (version 1 of a fresh order). */
  async function readyReport() {
    const admin = await h.signedIn('admin');
    await setBalance(admin, PERSONAS.customer.id, 1);
    const customer = await h.signedIn('customer');
    const order = await customer.orders.submit(orderInput());
    await admin.orders.setStatus({ orderId: order.id, status: 'In review' });
    const report = await admin.reports.publish({
      orderId: order.id,
      content: draftReport(order),
      withoutApproval: 'Published in a test without a checker',
    });
    return { admin, customer, order, report };
  }

  /** Confirms ADDRESS with the code mailed to it, which sends the report once. */
  async function confirm(customer: BackendAdapter, reportId: string, packetVersion?: 1 | 2) {
    expect(await customer.reports.sendToLos({ reportId, email: ADDRESS, remember: false, packetVersion })).toBe(
      'confirmation_sent',
    );
    const code = /Code: ([0-9]{6})/.exec((await h.latestEmailTo!(ADDRESS))!.text)![1]!;
    await customer.reports.confirmLosAddress({ reportId, email: ADDRESS, code, remember: false, packetVersion });
  }

  describe('reports: the LOS hand-off on the record', () => {
    withOutbox(
      '[capability: outbox] each send is a row the owner and staff read, newest first; the same version to the same address twice is two rows; another customer reads none',
      async () => {
        const { admin, customer, order, report } = await readyReport();
        await confirm(customer, report.id);
        expect(
          await customer.reports.sendToLos({ reportId: report.id, email: 'Intake@Lender-LOS.test', remember: false }),
        ).toBe('sent');

        const handoffs = await customer.reports.losHandoffs(order.id);
        expect(handoffs).toHaveLength(2);
        expect(handoffs.map((x) => x.recipient).sort()).toEqual(['Intake@Lender-LOS.test', ADDRESS]);
        for (const handoff of handoffs)
          expect(handoff).toMatchObject({
            order_id: order.id,
            report_id: report.id,
            report_version: 1,
            packet_version: 2,
            sent_by: PERSONAS.customer.id,
            sent_by_name: 'Casey Customer',
          });
        expect(Date.parse(handoffs[0]!.sent_at)).toBeGreaterThanOrEqual(Date.parse(handoffs[1]!.sent_at));
        expect(await admin.reports.losHandoffs(order.id)).toEqual(handoffs);
        expect(await (await h.signedIn('moderator')).reports.losHandoffs(order.id)).toEqual(handoffs);
        expect(await (await newCustomer(h, admin)).client.reports.losHandoffs(order.id)).toEqual([]);

        // The mail carries packet version 2, named in its attachment.
        const mails = (await h.queuedMails(order.id)).filter((m) => m.kind === 'los_delivery');
        expect(mails.map((m) => m.attachments)).toEqual([
          [{ packet: report.id, version: 2 }],
          [{ packet: report.id, version: 2 }],
        ]);
        expect(mails[0]!.body).toContain('(packet version 2)');
      },
    );

    withOutbox(
      '[capability: outbox] an address may ask for packet version 1: kept with the address until the customer changes it',
      async () => {
        const { customer, order, report } = await readyReport();
        await confirm(customer, report.id, 1);
        await customer.reports.sendToLos({ reportId: report.id, email: ADDRESS, remember: false });
        await customer.reports.sendToLos({ reportId: report.id, email: ADDRESS, remember: false, packetVersion: 2 });
        const versions = (await customer.reports.losHandoffs(order.id)).map((x) => x.packet_version);
        expect(versions.sort()).toEqual([1, 1, 2]);
        const mails = (await h.queuedMails(order.id)).filter((m) => m.kind === 'los_delivery');
        expect(mails.map((m) => m.attachments)).toEqual([
          [{ packet: report.id, version: 1 }],
          [{ packet: report.id, version: 1 }],
          [{ packet: report.id, version: 2 }],
        ]);
      },
    );

    it('a send that does not go out records nothing; an unknown or malformed order reads as none; a packet version other than 1 or 2 is refused', async () => {
      const { customer, order, report } = await readyReport();
      expect(await customer.reports.sendToLos({ reportId: report.id, email: 'new-desk@lender-los.test' })).toBe(
        'confirmation_sent',
      );
      expect(await customer.reports.losHandoffs(order.id)).toEqual([]);
      expect(await customer.reports.losHandoffs('00000000-0000-4000-8000-0000000000ff')).toEqual([]);
      expect(await customer.reports.losHandoffs('not-an-id')).toEqual([]);
      await expectError(
        customer.reports.sendToLos({
          reportId: report.id,
          email: ADDRESS,
          packetVersion: 3 as unknown as 2,
        }),
        'validation_failed',
        { issues: [LOS_PACKET_VERSION_INVALID] },
      );
    });
  });
}
