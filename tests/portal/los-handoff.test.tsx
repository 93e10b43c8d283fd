import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { portalOrderReportPath } from '@/config/paths';
import { LOS_HANDOFFS_HEADING } from '@/components/orders/los-handoffs';
import { SEED_LOS_HANDOFFS } from '../../mocks/seed/los-handoffs';
import {
  LOS_RESEND_CANCEL,
  LOS_RESEND_CONFIRM,
  LOS_RESEND_TITLE,
} from '@/features/orders/components/resend-los-dialog';
import { LOS_DIALOG_TITLE, LOS_PACKET_V1_LABEL, losSentTitle } from '@/features/orders/components/send-to-los-dialog';
import { clearToastsAfterEach, findToast } from '../auth/harness';
import OrderRoute from '@/routes/admin/order';
import { PERSONAS, renderApp, setupMockBackend } from '../utils/render-app';
import { renderCustomer, seededOrder } from './harness';

const mock = setupMockBackend();
clearToastsAfterEach();
// Each case starts from reports never sent: the seed's sends and their address (mocks/seed/los-handoffs.ts) go.
beforeEach(() => {
  mock.db.losHandoffs.deleteMany((q) => q.where({ recipient: SEED_LOS_HANDOFFS.recipient }));
  mock.db.accountLosAddresses.deleteMany((q) => q.where({ email: SEED_LOS_HANDOFFS.recipient }));
});

const ADDRESS = 'closing@lender-los.test';
const OTHER = 'servicing@lender-los.test';

/** The customer's confirmed LOS addresses, as a confirmation code would have left them. */
async function confirmed(...emails: string[]) {
  for (const email of emails)
    await mock.db.accountLosAddresses.create({
      user_id: PERSONAS.customer.id,
      email,
      confirmed_at: '2026-03-01T09:00:00.000Z',
      code_hash: null,
      code_expires_at: null,
      code_attempts: 0,
      created_at: '2026-03-01T09:00:00.000Z',
      packet_version: 2,
    });
}

const deliveries = (to: string) => mock.db.outbox.all().filter((m) => m.to === to && m.queued?.kind === 'los_delivery');

/** The report page of the seeded ready corporation, with the Send to LOS dialog open on `address`. */
async function openDialog(address: string) {
  const order = seededOrder('Report ready');
  const app = await renderCustomer(mock, portalOrderReportPath(order.id));
  await screen.findByRole('heading', { level: 1, name: order.spec.entity }, { timeout: 10_000 });
  const actions = screen.getByRole('region', { name: 'Report versions and actions' });
  const open = async () => {
    await app.user.click(within(actions).getByRole('button', { name: 'Send to LOS' }));
    const dialog = await screen.findByRole('dialog', { name: LOS_DIALOG_TITLE });
    const email = within(dialog).getByRole('textbox', { name: /LOS email address/ });
    await app.user.clear(email);
    await app.user.type(email, address);
    return dialog;
  };
  return { ...app, order, open };
}

/** The report page's list of sends. */
async function sends() {
  const section = screen.getByRole('region', { name: LOS_HANDOFFS_HEADING });
  return within(section).findAllByRole('listitem');
}

describe('Send to LOS on the record (issue 47 §2)', () => {
  it('the same version to the same address asks first, naming the earlier send; "Don\'t send" sends nothing, "Send again" sends it', async () => {
    await confirmed(ADDRESS);
    const { user, open } = await openDialog(ADDRESS);
    expect(
      await within(screen.getByRole('region', { name: LOS_HANDOFFS_HEADING })).findByText(/Not sent/),
    ).toBeVisible();

    await user.click(within(await open()).getByRole('button', { name: 'Send report' }));
    await findToast(losSentTitle(ADDRESS));
    const [first] = await sends();
    expect(first).toHaveTextContent(
      new RegExp(`^Sent to ${ADDRESS} on .+, report version 1, packet version 2, by Casey Customer$`),
    );
    expect(deliveries(ADDRESS)).toHaveLength(1);

    // The same address again (in other letter case): asked first (where focus starts is a story's, in a browser).
    let dialog = await open();
    await user.clear(within(dialog).getByRole('textbox', { name: /LOS email address/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /LOS email address/ }), ADDRESS.toUpperCase());
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    let warning = await screen.findByRole('alertdialog', { name: LOS_RESEND_TITLE });
    expect(warning).toHaveTextContent(first!.textContent!);
    await user.click(within(warning).getByRole('button', { name: LOS_RESEND_CANCEL }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    // Nothing went; the form is still open with the address as typed.
    expect(deliveries(ADDRESS)).toHaveLength(1);
    dialog = screen.getByRole('dialog', { name: LOS_DIALOG_TITLE });
    expect(within(dialog).getByRole('textbox', { name: /LOS email address/ })).toHaveValue(ADDRESS.toUpperCase());

    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    warning = await screen.findByRole('alertdialog', { name: LOS_RESEND_TITLE });
    await user.click(within(warning).getByRole('button', { name: LOS_RESEND_CONFIRM }));
    await findToast(losSentTitle(ADDRESS.toUpperCase()));
    await waitFor(async () => expect(await sends()).toHaveLength(2));
    expect(mock.db.losHandoffs.all()).toHaveLength(2);
  });

  it('another address does not ask; an address may ask for packet version 1, which its mail carries and the record says', async () => {
    await confirmed(ADDRESS, OTHER);
    const { user, open } = await openDialog(ADDRESS);
    await user.click(within(await open()).getByRole('button', { name: 'Send report' }));
    await findToast(losSentTitle(ADDRESS));

    const dialog = await open();
    await user.clear(within(dialog).getByRole('textbox', { name: /LOS email address/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /LOS email address/ }), OTHER);
    const v1 = within(dialog).getByRole('checkbox', { name: LOS_PACKET_V1_LABEL });
    expect(v1).not.toBeChecked();
    await user.click(v1);
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await findToast(losSentTitle(OTHER));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await waitFor(async () => expect(await sends()).toHaveLength(2));
    const [latest] = await sends();
    expect(latest).toHaveTextContent(new RegExp(`^Sent to ${OTHER} on .+, report version 1, packet version 1,`));
    expect(deliveries(OTHER)[0]!.attachments.map((a) => a.source)).toEqual([
      { kind: 'packet', report_id: expect.any(String), version: 1 },
    ]);
    expect(deliveries(ADDRESS)[0]!.attachments.map((a) => a.source)).toEqual([
      { kind: 'packet', report_id: expect.any(String), version: 2 },
    ]);

    // Opened again on that address, the form starts from the version it was sent.
    const again = await open();
    await user.clear(within(again).getByRole('textbox', { name: /LOS email address/ }));
    await user.type(within(again).getByRole('textbox', { name: /LOS email address/ }), OTHER);
    await waitFor(() => expect(within(again).getByRole('checkbox', { name: LOS_PACKET_V1_LABEL })).toBeChecked());
  });

  it("the order's history shows each send: on the customer's order page and on the staff order page (admin and moderator)", async () => {
    const order = seededOrder('Report ready');
    const report = mock.db.orderReports.all().find((r) => r.order_id === order.id)!;
    await mock.db.losHandoffs.create({
      id: crypto.randomUUID(),
      order_id: order.id,
      report_id: report.id,
      report_version: report.version,
      packet_version: 1,
      recipient: ADDRESS,
      sent_by: PERSONAS.customer.id,
      sent_by_name: 'Casey Customer',
      sent_at: '2026-03-02T15:30:00.000Z',
    });
    const line = new RegExp(
      `^Sent to ${ADDRESS} on Mar 2, 2026, .+, report version ${report.version}, packet version 1, by Casey Customer$`,
    );

    const customer = await renderCustomer(mock, order.route);
    const history = await screen.findByRole('region', { name: 'History' }, { timeout: 10_000 });
    expect(await within(history).findByText(line)).toBeVisible();
    customer.unmount();

    for (const persona of ['admin', 'moderator'] as const) {
      const staff = await renderApp({
        mock,
        route: `/admin/orders/${order.id}`,
        routes: [{ path: '/admin/orders/:id', Component: OrderRoute }],
        persona,
      });
      const sent = await screen.findByRole('region', { name: LOS_HANDOFFS_HEADING }, { timeout: 10_000 });
      expect(await within(sent).findByText(line)).toBeVisible();
      staff.unmount();
    }
  });
});
