import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ESCALATION_QUESTION_REQUIRED,
  ESCALATION_QUESTION_TOO_LONG,
  LOS_CODE_WRONG,
  reportNumber,
  reportPacketV2Schema,
  REPORT_PACKET_V2_SCHEMA_PATH,
} from '@/backend';
import { env } from '@/config/env';
import { portalOrderReportPath } from '@/config/paths';
import {
  ESCALATE_DIALOG_TITLE,
  ESCALATE_FAILED,
  ESCALATED_TITLE,
  ESCALATION_QUESTION_LABEL,
} from '@/features/orders/components/escalate-dialog';
import { REPORT_NOT_FOUND, REPORT_NOT_PUBLISHED } from '@/features/orders/components/report-screen';
import { reportDate } from '@/components/report/report-format';
import {
  LOS_CODE_LABEL,
  LOS_DIALOG_TITLE,
  losCodeSentText,
  losSentTitle,
} from '@/features/orders/components/send-to-los-dialog';
import { LOS_RESEND_CONFIRM, LOS_RESEND_TITLE } from '@/features/orders/components/resend-los-dialog';
import { placeReportOrder, REPORT_ORDERS } from '../../stories/portal/report-orders';
import { clearToastsAfterEach, findToast } from '../auth/harness';
import { balanceOf } from '../request/credits';
import { mockAdapterFor, PERSONAS, setupMockBackend } from '../utils/render-app';
import { otherCustomersOrderId, renderCustomer, seededOrder } from './harness';

const mock = setupMockBackend();
clearToastsAfterEach();

const CUSTOMER = PERSONAS.customer;
const storedReports = (orderId: string) =>
  mock.db.orderReports
    .all()
    .filter((r) => r.order_id === orderId)
    .sort((a, b) => b.version - a.version);

/**
 * Files built in the page are saved through object URLs: they are caught here. Node's Blob, File and FormData
 * stand in for jsdom's, as in order.test.tsx: uploads and downloads go through Node's fetch, which reads only its own.
 */
const saved: Array<{ blob: Blob; name: string }> = [];
const original = {
  create: URL.createObjectURL,
  revoke: URL.revokeObjectURL,
  Blob: globalThis.Blob,
  File: globalThis.File,
  FormData: globalThis.FormData,
};
let pendingBlob: Blob | null = null;
beforeAll(async () => {
  globalThis.Blob = NodeBlob as unknown as typeof Blob;
  globalThis.File = NodeFile as unknown as typeof File;
  globalThis.FormData = (await new Response(new URLSearchParams('a=1')).formData()).constructor as typeof FormData;
  URL.createObjectURL = vi.fn((blob: Blob) => {
    pendingBlob = blob;
    return 'blob:report-file';
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (pendingBlob) saved.push({ blob: pendingBlob, name: this.download });
    pendingBlob = null;
  });
});
afterEach(() => {
  saved.length = 0;
});
afterAll(() => {
  Object.assign(URL, { createObjectURL: original.create, revokeObjectURL: original.revoke });
  Object.assign(globalThis, { Blob: original.Blob, File: original.File, FormData: original.FormData });
  vi.restoreAllMocks();
});

/** The seeded Report ready order that still has its documents (a corporation), and its published report. */
const readyOrder = () => seededOrder('Report ready');

async function openReport(route = portalOrderReportPath(readyOrder().id), entity = readyOrder().spec.entity) {
  const app = await renderCustomer(mock, route);
  await screen.findByRole('heading', { level: 1, name: entity }, { timeout: 10_000 });
  const actions = screen.getByRole('region', { name: 'Report versions and actions' });
  return { ...app, actions };
}

describe('/portal/orders/:id/report', () => {
  it('sends an anonymous visitor to /auth', async () => {
    const { router } = await renderCustomer(mock, portalOrderReportPath(readyOrder().id), null);
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
  });

  it('opens from the order page: Open report leads to the published report, its number and every part', async () => {
    const order = readyOrder();
    const { user, router } = await renderCustomer(mock, order.route);
    const open = await screen.findByRole('link', { name: 'Open report' }, { timeout: 10_000 });
    await user.click(open);
    await screen.findByRole('heading', { level: 1, name: order.spec.entity });
    expect(router.state.location.pathname).toBe(portalOrderReportPath(order.id));
    const report = screen.getByRole('article', { name: order.spec.entity });
    expect(within(report).getByText(reportNumber(order.id, 1))).toBeInTheDocument();
    expect(within(report).getByRole('heading', { level: 2, name: 'Corporate details' })).toBeInTheDocument();
    expect(
      within(report).getByRole('article', { name: `Formation state: ${order.spec.formation}` }),
    ).toBeInTheDocument();
    // One version so far: no picker.
    expect(screen.queryByRole('combobox', { name: 'Version' })).not.toBeInTheDocument();
  });

  it('says when the report is not published yet', async () => {
    await renderCustomer(mock, portalOrderReportPath(seededOrder('In review').id));
    expect(await screen.findByRole('heading', { level: 1, name: REPORT_NOT_PUBLISHED })).toBeInTheDocument();
    expect(screen.getByText('In review')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download PDF' })).not.toBeInTheDocument();
  });

  it("reads another customer's order as not found", async () => {
    await renderCustomer(mock, portalOrderReportPath(otherCustomersOrderId()));
    expect(await screen.findByRole('heading', { level: 1, name: REPORT_NOT_FOUND })).toBeInTheDocument();
  });

  it('downloads the data packet (version 2): the published report with its identity and sources, valid against its schema', async () => {
    const { user, actions } = await openReport();
    const stored = storedReports(readyOrder().id)[0]!;
    expect(within(actions).getByRole('link', { name: /JSON Schema/ })).toHaveAttribute(
      'href',
      REPORT_PACKET_V2_SCHEMA_PATH,
    );
    await user.click(within(actions).getByRole('button', { name: 'Download data packet' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const file = saved[0]!;
    expect(file.blob.type).toBe('application/json');
    const packet = reportPacketV2Schema.parse(JSON.parse(await file.blob.text()));
    expect(packet.$schema).toContain(REPORT_PACKET_V2_SCHEMA_PATH);
    // Published without a review: no sources, said as {}.
    expect(packet.sources).toEqual({});
    expect(packet.report).toEqual({
      id: stored.id,
      orderId: stored.order_id,
      version: 1,
      publishedAt: stored.published_at,
    });
    expect(packet.content).toEqual(stored.content);
    expect(file.name).toBe(`${reportNumber(stored.order_id, 1)}-maple-street-holdings-inc.json`);
  });

  it('downloads the PDF under the report number and the entity', async () => {
    const { user, actions } = await openReport();
    await user.click(within(actions).getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(saved).toHaveLength(1), { timeout: 15_000 });
    const file = saved[0]!;
    expect(file.blob.type).toBe('application/pdf');
    expect(new TextDecoder().decode(new Uint8Array(await file.blob.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    expect(file.name).toBe(`${reportNumber(readyOrder().id, 1)}-maple-street-holdings-inc.pdf`);
  });

  it('sends the report to the LOS: refuses a bad address, confirms a new one with the mailed code, sends the packet and link, and remembers the address', async () => {
    const { user, actions } = await openReport();
    await user.click(within(actions).getByRole('button', { name: 'Send to LOS' }));
    const dialog = await screen.findByRole('dialog', { name: LOS_DIALOG_TITLE });
    const email = within(dialog).getByRole('textbox', { name: /LOS email address/ });
    expect(email).toHaveValue('');
    expect(within(dialog).getByRole('checkbox', { name: 'Remember this address' })).toBeChecked();

    await user.type(email, 'intake@los');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('Invalid email address')).toBeInTheDocument();
    expect(mock.db.outbox.all().filter((m) => m.to === 'intake@los')).toHaveLength(0);

    // A new address: a code is mailed to it, and the dialog asks for it, with focus on the field.
    await user.type(email, '.example');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    const code = await within(dialog).findByRole('textbox', { name: new RegExp(LOS_CODE_LABEL) });
    expect(within(dialog).getByText(losCodeSentText('intake@los.example'))).toBeInTheDocument();
    await waitFor(() => expect(code).toHaveFocus());
    const mails = mock.db.outbox.all().filter((m) => m.to === 'intake@los.example');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.attachments).toEqual([]);
    const mailed = /Code: ([0-9]{6})/.exec(mails[0]!.text)![1]!;

    // A wrong code: said so, the typing kept, nothing sent.
    const wrong = String((Number(mailed) + 1) % 1_000_000).padStart(6, '0');
    await user.type(code, wrong);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm and send' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(LOS_CODE_WRONG);
    expect(code).toHaveValue(wrong);

    await user.clear(code);
    await user.type(code, mailed);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm and send' }));
    await findToast(losSentTitle('intake@los.example'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: LOS_DIALOG_TITLE })).not.toBeInTheDocument());

    const mail = mock.db.outbox.all().find((m) => m.to === 'intake@los.example' && m.queued?.kind === 'los_delivery');
    expect(mail!.attachments.map((a) => a.content_type)).toEqual(['application/json']);
    expect(mock.db.accountLosSettings.all().find((s) => s.user_id === CUSTOMER.id)?.los_email).toBe(
      'intake@los.example',
    );

    // Next time the dialog starts from the kept, confirmed address, and the report goes at once.
    await user.click(within(actions).getByRole('button', { name: 'Send to LOS' }));
    const again = await screen.findByRole('dialog', { name: LOS_DIALOG_TITLE });
    await waitFor(() =>
      expect(within(again).getByRole('textbox', { name: /LOS email address/ })).toHaveValue('intake@los.example'),
    );
    await user.click(within(again).getByRole('button', { name: 'Send report' }));
    // The same version to the same address: asked first (issue 47 §2).
    const warning = await screen.findByRole('alertdialog', { name: LOS_RESEND_TITLE });
    await user.click(within(warning).getByRole('button', { name: LOS_RESEND_CONFIRM }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: LOS_DIALOG_TITLE })).not.toBeInTheDocument());
    expect(
      mock.db.outbox.all().filter((m) => m.to === 'intake@los.example' && m.queued?.kind === 'los_delivery'),
    ).toHaveLength(2);
  });

  it('escalating an order whose documents were removed says none go, and since when, before and after', async () => {
    const purged = seededOrder('Report ready', { purged: true });
    const since = mock.db.orderRequests.findFirst((q) => q.where({ id: purged.id }))!.documents_purged_at!;
    const { user, actions } = await openReport(portalOrderReportPath(purged.id), purged.spec.entity);
    await user.click(within(actions).getByRole('button', { name: 'Escalate to legal review' }));
    const dialog = await screen.findByRole('alertdialog', { name: ESCALATE_DIALOG_TITLE });
    const sent = within(dialog).getByRole('list', { name: `What ${env.VITE_PARTNER_FIRM_NAME} receives` });
    const day = reportDate(since);
    expect(
      within(sent)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Report version 1 (its data packet)',
      `No documents: documents no longer held since ${day} (removed after the 90-day retention period)`,
    ]);
    await user.type(within(dialog).getByRole('textbox', { name: ESCALATION_QUESTION_LABEL }), 'Who signs?');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, escalate' }));
    const toast = await findToast(ESCALATED_TITLE);
    expect(toast).toHaveTextContent(`report version 1; no documents (documents no longer held since ${day})`);
    expect(toast).not.toHaveTextContent(/the documents of the order/);
  });

  it('escalates to legal review once: the order shows Escalated, the credit comes back, the history says so', async () => {
    const order = readyOrder();
    const before = balanceOf(mock, CUSTOMER.id);
    const { user, actions } = await openReport();
    await user.click(within(actions).getByRole('button', { name: 'Escalate to legal review' }));
    const dialog = await screen.findByRole('alertdialog', { name: ESCALATE_DIALOG_TITLE });
    expect(
      within(dialog).getByText(new RegExp(`to ${env.VITE_PARTNER_FIRM_NAME}, our partner law firm`)),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/credit this report used is refunded/)).toBeInTheDocument();
    // Exactly what goes: the newest version's packet and each document still held.
    const sent = within(dialog).getByRole('list', { name: `What ${env.VITE_PARTNER_FIRM_NAME} receives` });
    expect(
      within(sent)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Report version 1 (its data packet)', ...order.spec.documents.map(([file]) => file)]);
    // The question for the attorney, required, as the CounselNet page promises (where focus starts is the story's).
    const question = within(dialog).getByRole('textbox', { name: ESCALATION_QUESTION_LABEL });
    expect(question).toBeRequired();
    await user.type(question, '  Can the president sign the guaranty alone?{Enter}The bylaws say two officers.  ');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, escalate' }));

    const toast = await findToast(ESCALATED_TITLE);
    expect(toast).toHaveTextContent(
      `${env.VITE_PARTNER_FIRM_NAME} has your question, report version 1 and the ${order.spec.documents.length} documents of the order.`,
    );
    expect(mock.db.orderEscalations.findFirst((q) => q.where({ order_id: order.id }))?.question).toBe(
      'Can the president sign the guaranty alone?\nThe bylaws say two officers.',
    );
    expect(await within(actions).findByRole('group', { name: 'Order status: Escalated' })).toBeInTheDocument();
    expect(within(actions).queryByRole('button', { name: 'Escalate to legal review' })).not.toBeInTheDocument();
    expect(balanceOf(mock, CUSTOMER.id)).toBe(before + 1);
    const escalations = mock.db.orderStatusHistory
      .all()
      .filter((e) => e.order_id === order.id && e.to_status === 'Escalated');
    expect(escalations).toHaveLength(1);
    expect(mock.db.orderRequests.findFirst((q) => q.where({ id: order.id }))?.status).toBe('Escalated');
  });

  it('the question is required: empty or white space only, the dialog says so, keeps focus on it and escalates nothing', async () => {
    const order = readyOrder();
    const { user, actions } = await openReport();
    await user.click(within(actions).getByRole('button', { name: 'Escalate to legal review' }));
    const dialog = await screen.findByRole('alertdialog', { name: ESCALATE_DIALOG_TITLE });
    const question = within(dialog).getByRole('textbox', { name: ESCALATION_QUESTION_LABEL });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, escalate' }));
    expect(await within(dialog).findByText(ESCALATION_QUESTION_REQUIRED)).toBeVisible();
    expect(question).toHaveAttribute('aria-invalid', 'true');
    expect(question).toHaveFocus();
    await user.type(question, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, escalate' }));
    expect(await within(dialog).findByText(ESCALATION_QUESTION_REQUIRED)).toBeVisible();
    expect(question).toHaveValue('   ');
    expect(mock.db.orderRequests.findFirst((q) => q.where({ id: order.id }))?.status).toBe('Report ready');
    expect(mock.db.orderEscalations.all()).toEqual([]);
  });

  it('a question over 2,000 characters is refused in the dialog and kept as typed, to be shortened', async () => {
    const order = readyOrder();
    const { user, actions } = await openReport();
    await user.click(within(actions).getByRole('button', { name: 'Escalate to legal review' }));
    const dialog = await screen.findByRole('alertdialog', { name: ESCALATE_DIALOG_TITLE });
    const question = within(dialog).getByRole('textbox', { name: ESCALATION_QUESTION_LABEL });
    const long = `${'Who signs? '.repeat(182)}`.trim() + ' and more';
    expect(long.length).toBeGreaterThan(2000);
    await user.click(question);
    await user.paste(long);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, escalate' }));
    expect(await within(dialog).findByText(ESCALATION_QUESTION_TOO_LONG)).toBeVisible();
    expect(question).toHaveValue(long);
    expect(mock.db.orderRequests.findFirst((q) => q.where({ id: order.id }))?.status).toBe('Report ready');
  });

  it('closing the dialog keeps the question typed; opening it again shows it', async () => {
    const { user, actions } = await openReport();
    await user.click(within(actions).getByRole('button', { name: 'Escalate to legal review' }));
    let dialog = await screen.findByRole('alertdialog', { name: ESCALATE_DIALOG_TITLE });
    await user.type(within(dialog).getByRole('textbox', { name: ESCALATION_QUESTION_LABEL }), 'Who signs?');
    await user.click(within(dialog).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await user.click(within(actions).getByRole('button', { name: 'Escalate to legal review' }));
    dialog = await screen.findByRole('alertdialog', { name: ESCALATE_DIALOG_TITLE });
    expect(within(dialog).getByRole('textbox', { name: ESCALATION_QUESTION_LABEL })).toHaveValue('Who signs?');
    expect(mock.db.orderEscalations.all()).toEqual([]);
  });

  it('a refusal from the server says why and keeps the question', async () => {
    const order = readyOrder();
    const { user, actions } = await openReport();
    await user.click(within(actions).getByRole('button', { name: 'Escalate to legal review' }));
    const dialog = await screen.findByRole('alertdialog', { name: ESCALATE_DIALOG_TITLE });
    await user.type(within(dialog).getByRole('textbox', { name: ESCALATION_QUESTION_LABEL }), 'Who signs?');
    // The server refuses the question (its own count, say): the order stays ready and the dialog open.
    mock.server.use(
      http.post(`${mock.baseUrl}/rest/v1/rpc/escalate_order`, () =>
        HttpResponse.json(
          { code: '22023', message: ESCALATION_QUESTION_TOO_LONG, details: null, hint: null },
          { status: 400 },
        ),
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Yes, escalate' }));
    // The refusal shows once the order, its history and the balance are read again (a refusal may mean a change).
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent(ESCALATE_FAILED);
    expect(alert).toHaveTextContent(ESCALATION_QUESTION_TOO_LONG);
    expect(screen.getByRole('textbox', { name: ESCALATION_QUESTION_LABEL })).toHaveValue('Who signs?');
    expect(mock.db.orderRequests.findFirst((q) => q.where({ id: order.id }))?.status).toBe('Report ready');
    expect(mock.db.orderEscalations.all()).toEqual([]);
  });

  it('keeps every version: the latest shows, each correction is named, and an earlier one can be read', async () => {
    const [customer, admin] = await Promise.all([mockAdapterFor(mock, 'customer'), mockAdapterFor(mock, 'admin')]);
    const pdf = new NodeFile(['%PDF-1.4 test'], 'operating-agreement.pdf', {
      type: 'application/pdf',
    }) as unknown as File;
    const { order } = await placeReportOrder(customer, admin, REPORT_ORDERS.corrected, pdf);
    const { user, actions, router } = await openReport(portalOrderReportPath(order.id), REPORT_ORDERS.corrected.entity);
    const picker = within(actions).getByRole('combobox', { name: 'Version' });
    expect(picker).toHaveValue('3');
    expect(
      within(picker)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Version 3 (corrected: Registered agent name corrected), latest',
      'Version 2 (corrected: Ownership schedule updated from the 2024 amendment)',
      'Version 1',
    ]);
    expect(screen.getByText(reportNumber(order.id, 3))).toBeInTheDocument();

    await user.selectOptions(picker, '1');
    expect(await within(actions).findByText('You are reading an earlier version')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?version=1');
    expect(screen.getByText(reportNumber(order.id, 1))).toBeInTheDocument();
  });
});
