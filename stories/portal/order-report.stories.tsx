import type { Loader, Meta, StoryObj } from '@storybook/react-vite';
import { getResponse, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { toaster } from '@/components/ui/toaster';
import {
  ESCALATION_QUESTION_REQUIRED,
  ESCALATION_QUESTION_TOO_LONG,
  LOS_CODE_WRONG,
  LOS_NEW_ADDRESS_LIMIT,
} from '@/backend';
import { env } from '@/config/env';
import { portalOrderReportPath } from '@/config/paths';
import {
  ESCALATE_DIALOG_TITLE,
  ESCALATE_FAILED,
  ESCALATION_QUESTION_LABEL,
} from '@/features/orders/components/escalate-dialog';
import { LOS_RESEND_CONFIRM, LOS_RESEND_TITLE } from '@/features/orders/components/resend-los-dialog';
import { REPORT_LOAD_FAILED, REPORT_NOT_FOUND, REPORT_NOT_PUBLISHED } from '@/features/orders/components/report-screen';
import {
  LOS_CODE_LABEL,
  LOS_CONFIRM_FAILED,
  LOS_DIALOG_TITLE,
  LOS_SEND_FAILED,
  losCodeSentText,
  losSentTitle,
} from '@/features/orders/components/send-to-los-dialog';
import PortalOrderReportRoute from '@/routes/portal/order-report';
import { createDemoClient } from '../../adapters/mock';
import { withSiteLayout } from '../public/page-frame';
import { failure, MOCK_BASE_PATH, mockHandlers, never, withHandlers } from '../support/mock-backend';
import { mobileStory } from '../support/mobile';
import { placeReportOrder, REPORT_ORDERS, type ReportOrderSpec } from './report-orders';
import { signedIn, withReportRoute } from './report-story-support';
import { customerOrder, otherCustomersOrder } from './seed-orders';

/**
 * A story over an order its loader places after the backend is reseeded (the customer orders, staff publish and
 * correct, as in real use); the page opens at '/', which sends it to that order's report.
 */
function placing(spec: ReportOrderSpec): { loaders: Loader[]; parameters: { route: string } } {
  const loader: Loader = async () => {
    const pdf = new File(['%PDF-1.4 story document'], 'operating-agreement.pdf', { type: 'application/pdf' });
    const [customer, admin] = await Promise.all([signedIn('customer'), signedIn('admin')]);
    return { placed: await placeReportOrder(customer, admin, spec, pdf) };
  };
  return { loaders: [loader], parameters: { route: '/' } };
}

/** The seed's two published reports: an LLC (its documents since removed; the report stays) and a corporation. */
const seededLlc = customerOrder('Report ready', { purged: true });
const seededCorporation = customerOrder('Report ready');
const at = (order: { id: string }) => ({ route: portalOrderReportPath(order.id) });

const meta = {
  title: 'Portal/Order report',
  component: PortalOrderReportRoute,
  decorators: [withReportRoute],
  parameters: { persona: 'customer', ...at(seededCorporation) },
  beforeEach: () => {
    toaster.remove();
  },
} satisfies Meta<typeof PortalOrderReportRoute>;
export default meta;

type Story = StoryObj<typeof meta>;

const ORDERS_URL = '/mock-api/rest/v1/order_requests';
const REPORTS_URL = '/mock-api/rest/v1/order_reports';
const LOS_URL = '/mock-api/rest/v1/rpc/queue_los_delivery';
const CONFIRM_URL = '/mock-api/rest/v1/rpc/confirm_los_address';
const ESCALATE_URL = '/mock-api/rest/v1/rpc/escalate_order';

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The report has rendered: the entity as the page's heading, the actions, and the report's sections. */
async function reportPage(canvasElement: HTMLElement, entity: string) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { level: 1, name: entity })).toBeVisible();
  const actions = canvas.getByRole('region', { name: 'Report versions and actions' });
  await expect(within(actions).getByRole('button', { name: 'Download PDF' })).toBeVisible();
  await expect(within(actions).getByRole('button', { name: 'Download data packet' })).toBeVisible();
  await expect(within(actions).getByRole('button', { name: 'Send to LOS' })).toBeVisible();
  await expect(within(actions).getByRole('link', { name: /JSON Schema/ })).toHaveAttribute(
    'href',
    '/schemas/report-packet-v2.schema.json',
  );
  for (const section of ['Summary', 'Ownership', 'Secretary of State checks', 'Risk flags and mitigations'])
    await expect(canvas.getByRole('heading', { level: 2, name: section })).toBeVisible();
  return { canvas, actions };
}

async function openLosDialog(canvasElement: HTMLElement, entity: string) {
  const { actions } = await reportPage(canvasElement, entity);
  await userEvent.click(within(actions).getByRole('button', { name: 'Send to LOS' }));
  const dialog = await page(canvasElement).findByRole('dialog', { name: LOS_DIALOG_TITLE });
  const email = within(dialog).getByRole('textbox', { name: /LOS email address/ });
  // The dialog fades in; focus lands on the address.
  await waitFor(() => expect(email).toHaveFocus());
  return { dialog, email };
}

/** The order and its report are still being read. */
export const Loading: Story = {
  parameters: withHandlers(http.get(ORDERS_URL, never)),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading...');
  },
};

/** The reports could not be read: what went wrong, Try again and the way back. */
export const Error: Story = {
  parameters: withHandlers(http.get(REPORTS_URL, failure)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: REPORT_LOAD_FAILED })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Portal' })).toHaveAttribute('href', '/portal');
  },
};

/** Another customer's order reads exactly like one that does not exist. */
export const NotFound: Story = {
  parameters: { route: portalOrderReportPath(otherCustomersOrder().id) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: REPORT_NOT_FOUND })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Download PDF' })).toBeNull();
  },
};

/** The order is still in review: no report yet, where it stands, and the way back to the order. */
export const NotPublishedYet: Story = {
  parameters: { route: portalOrderReportPath(customerOrder('In review').id) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: REPORT_NOT_PUBLISHED })).toBeVisible();
    await expect(canvas.getByText('In review')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to order' })).toHaveAttribute(
      'href',
      `/portal/orders/${customerOrder('In review').id}`,
    );
  },
};

/** An LLC's report (seeded): the formation and the property state checked, Escalate offered. */
export const PublishedLlc: Story = {
  parameters: at(seededLlc),
  play: async ({ canvasElement }) => {
    const { canvas, actions } = await reportPage(canvasElement, seededLlc.entity);
    await expect(canvas.getByRole('article', { name: 'Formation state: Delaware' })).toBeVisible();
    await expect(canvas.getByRole('article', { name: 'Property state: Texas' })).toBeVisible();
    // Offered once the history shows the order was never escalated.
    await expect(await within(actions).findByRole('button', { name: 'Escalate to legal review' })).toBeVisible();
    await expect(canvas.queryByRole('combobox', { name: 'Version' })).toBeNull();
  },
};

export const Default: Story = PublishedLlc;

/** A corporation's report: the corporate details (board and officers) and the attest line. */
export const PublishedCorporation: Story = {
  play: async ({ canvasElement }) => {
    const { canvas } = await reportPage(canvasElement, seededCorporation.entity);
    const corporate = canvas.getByRole('region', { name: 'Corporate details' });
    await expect(within(corporate).getByText('Number of directors')).toBeVisible();
    await expect(canvas.getByLabelText(/^Suggested signature block for/)).toHaveTextContent(/Attest:/);
    // Seeded without a review: its sources are {} and nothing is cited.
    await expect(canvas.queryByText(/^Source:/)).toBeNull();
  },
};

/** A revocable trust's report: no state registration for a trust, said in the state's words. */
export const PublishedTrust: Story = {
  ...placing(REPORT_ORDERS.trust),
  play: async ({ canvasElement }) => {
    const { canvas } = await reportPage(canvasElement, REPORT_ORDERS.trust.entity);
    const check = canvas.getByRole('article', { name: 'Formation state: Florida' });
    await expect(within(check).getAllByText('Not found').length).toBeGreaterThan(0);
    await expect(canvas.getAllByText('Revocable Trust', { selector: 'dd' })[0]).toBeVisible();
  },
};

/** Corrected twice: the latest shows, and the picker names each version with its correction; version 1 is kept. */
export const WithVersions: Story = {
  ...placing(REPORT_ORDERS.corrected),
  play: async ({ canvasElement }) => {
    const { canvas, actions } = await reportPage(canvasElement, REPORT_ORDERS.corrected.entity);
    const picker = within(actions).getByRole('combobox', { name: 'Version' });
    await expect(picker).toHaveValue('3');
    const options = within(picker)
      .getAllByRole('option')
      .map((o) => o.textContent);
    await expect(options).toEqual([
      'Version 3 (corrected: Registered agent name corrected), latest',
      'Version 2 (corrected: Ownership schedule updated from the 2024 amendment)',
      'Version 1',
    ]);
    await userEvent.selectOptions(picker, '1');
    await expect(await within(actions).findByText('You are reading an earlier version')).toBeVisible();
    await expect(canvas.getByText('ELR-', { exact: false, selector: 'span' })).toHaveTextContent(/-v1$/);
  },
};

/** Send to LOS, first time: an empty address (nothing kept yet), Remember ticked, focus on the field. */
export const LosDialog: Story = {
  play: async ({ canvasElement }) => {
    const { dialog, email } = await openLosDialog(canvasElement, seededCorporation.entity);
    await expect(email).toHaveValue('');
    await expect(within(dialog).getByRole('checkbox', { name: 'Remember this address' })).toBeChecked();
    await waitFor(() => expect(within(dialog).getByText(/version 1 of the report/)).toBeVisible());
  },
};

/** Nothing typed, then a wrong address: each named under the field, nothing sent, the typing kept. */
export const LosValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const { dialog, email } = await openLosDialog(canvasElement, seededCorporation.entity);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await expect(await within(dialog).findByText('Email is required')).toBeVisible();
    await userEvent.type(email, 'los.inbox@');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await expect(await within(dialog).findByText('Invalid email address')).toBeVisible();
    await expect(email).toHaveValue('los.inbox@');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Sending: the mail is being queued; the dialog waits. */
export const LosSending: Story = {
  parameters: withHandlers(http.post(LOS_URL, never)),
  play: async ({ canvasElement }) => {
    const { dialog, email } = await openLosDialog(canvasElement, seededCorporation.entity);
    await userEvent.type(email, 'intake@los.example');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await expect(
      await within(dialog).findByRole('button', { name: /Sending\.\.\./ }, { timeout: 20_000 }),
    ).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

/** The server refused: the reason in the dialog, the address still there to fix or retry. */
export const LosFailed: Story = {
  parameters: withHandlers(http.post(LOS_URL, failure)),
  play: async ({ canvasElement }) => {
    const { dialog, email } = await openLosDialog(canvasElement, seededCorporation.entity);
    await userEvent.type(email, 'intake@los.example');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    const alert = await within(dialog).findByRole('alert', {}, { timeout: 20_000 });
    await expect(alert).toHaveTextContent(LOS_SEND_FAILED);
    await expect(email).toHaveValue('intake@los.example');
  },
};

/** Types a new address and sends: the dialog moves on to the code mailed to it, with focus on the code field. */
async function sendToNewAddress(canvasElement: HTMLElement, address: string) {
  const { dialog, email } = await openLosDialog(canvasElement, seededCorporation.entity);
  await userEvent.type(email, address);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
  const code = await within(dialog).findByRole('textbox', { name: new RegExp(LOS_CODE_LABEL) }, { timeout: 20_000 });
  await waitFor(() => expect(code).toHaveFocus());
  return { dialog, code };
}

/**
 * The code in the newest mail to `address`, read from the demo inbox as the LOS team would read their mail: as the
 * customer who asked for it, the one account the demo inbox shows an LOS code to.
 */
async function mailedCode(address: string): Promise<string> {
  const customer = await signedIn('customer');
  const outbox = createDemoClient(`${window.location.origin}${MOCK_BASE_PATH}`, {
    bearer: async () => (await customer.auth.getSession())?.access_token ?? null,
  });
  const mails = await outbox.listOutbox();
  const mail = mails.find((m) => m.to === address);
  return /Code: ([0-9]{6})/.exec(mail?.text ?? '')?.[1] ?? '';
}

/** A new address: nothing of the report is sent yet; a code went to the address, and the dialog asks for it. */
export const LosConfirmationSent: Story = {
  play: async ({ canvasElement }) => {
    const { dialog } = await sendToNewAddress(canvasElement, 'intake@los.example');
    await waitFor(() => expect(within(dialog).getByText(losCodeSentText('intake@los.example'))).toBeVisible());
    await expect(within(dialog).getByRole('button', { name: 'Confirm and send' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Use another address' })).toBeVisible();
    await expect(await mailedCode('intake@los.example')).toMatch(/^[0-9]{6}$/);
  },
};

/** A wrong code: the alert says so, the code typed stays to correct, nothing is sent. */
export const LosWrongCode: Story = {
  parameters: withHandlers(http.post(CONFIRM_URL, () => HttpResponse.json('wrong_code'))),
  play: async ({ canvasElement }) => {
    const { dialog, code } = await sendToNewAddress(canvasElement, 'intake@los.example');
    await userEvent.type(code, '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm and send' }));
    const alert = await within(dialog).findByRole('alert', {}, { timeout: 20_000 });
    await expect(alert).toHaveTextContent(LOS_CONFIRM_FAILED);
    await expect(alert).toHaveTextContent(LOS_CODE_WRONG);
    await expect(code).toHaveValue('123456');
  },
};

/** The daily limit of new addresses is reached: the alert names it, the address stays, nothing is mailed. */
export const LosLimitReached: Story = {
  parameters: withHandlers(
    http.post(LOS_URL, () =>
      HttpResponse.json({ code: 'PT429', message: LOS_NEW_ADDRESS_LIMIT, details: null, hint: null }, { status: 429 }),
    ),
  ),
  play: async ({ canvasElement }) => {
    const { dialog, email } = await openLosDialog(canvasElement, seededCorporation.entity);
    await userEvent.type(email, 'fourth@los.example');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    const alert = await within(dialog).findByRole('alert', {}, { timeout: 20_000 });
    await expect(alert).toHaveTextContent(LOS_SEND_FAILED);
    await expect(alert).toHaveTextContent(LOS_NEW_ADDRESS_LIMIT);
    await expect(email).toHaveValue('fourth@los.example');
  },
};

/**
 * Sent: the code from the mail confirms the address and the toast names it; opened again, the dialog starts from
 * the remembered address, which now sends at once.
 */
export const LosSent: Story = {
  play: async ({ canvasElement }) => {
    const { dialog, code } = await sendToNewAddress(canvasElement, 'intake@los.example');
    await userEvent.type(code, await mailedCode('intake@los.example'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm and send' }));
    const toast = await page(canvasElement).findByText(losSentTitle('intake@los.example'), {}, { timeout: 20_000 });
    // The toast slides in.
    await waitFor(() => expect(toast).toBeVisible());
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog', { name: LOS_DIALOG_TITLE })).toBeNull());
    const again = await openLosDialog(canvasElement, seededCorporation.entity);
    await waitFor(() => expect(again.email).toHaveValue('intake@los.example'));
    await userEvent.click(within(again.dialog).getByRole('button', { name: 'Send report' }));
    // The same version to the same address: asked first (issue 47 §2).
    const warning = await page(canvasElement).findByRole(
      'alertdialog',
      { name: LOS_RESEND_TITLE },
      { timeout: 20_000 },
    );
    await userEvent.click(within(warning).getByRole('button', { name: LOS_RESEND_CONFIRM }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog', { name: LOS_DIALOG_TITLE })).toBeNull(), {
      timeout: 20_000,
    });
  },
};

/** What the firm receives, as the dialog lists it. */
const sentItems = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('list', { name: `What ${env.VITE_PARTNER_FIRM_NAME} receives` }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

/** Opens Escalate to legal review on the seeded corporation's report; focus starts in the question. */
async function openEscalateDialog(canvasElement: HTMLElement) {
  const { actions } = await reportPage(canvasElement, seededCorporation.entity);
  await userEvent.click(await within(actions).findByRole('button', { name: 'Escalate to legal review' }));
  const dialog = await page(canvasElement).findByRole('alertdialog', { name: ESCALATE_DIALOG_TITLE });
  const question = within(dialog).getByRole('textbox', { name: ESCALATION_QUESTION_LABEL });
  await waitFor(() => expect(question).toHaveFocus());
  return { dialog, question };
}

const QUESTION =
  'The bylaws ask for two officers to sign, the resolution names the president alone. Which signature block do we use?';

/**
 * Escalate asks first, naming the partner firm, exactly what goes (the newest version and each document held) and the
 * refund, and asks what the attorney should answer; focus starts in that field (Enter there starts a new line).
 */
export const EscalateDialog: Story = {
  play: async ({ canvasElement }) => {
    const { dialog, question } = await openEscalateDialog(canvasElement);
    // The dialog fades in: its text is visible once the animation has run, not when focus moves.
    await waitFor(() => {
      expect(within(dialog).getByText(new RegExp(`to ${env.VITE_PARTNER_FIRM_NAME}`))).toBeVisible();
      expect(within(dialog).getByText(/credit this report used is refunded/)).toBeVisible();
      expect(within(dialog).getByRole('button', { name: 'Yes, escalate' })).toBeVisible();
    });
    await expect(question).toBeRequired();
    await expect(within(dialog).getByText(/add a note on what you need answered/i)).toBeVisible();
    await expect(sentItems(dialog)).toEqual([
      'Report version 1 (its data packet)',
      ...seededCorporation.spec.documents.map(([file]) => file),
    ]);
  },
};

/** Yes, escalate with no question: the field says what is missing, keeps focus, and nothing is sent. */
export const EscalateQuestionRequired: Story = {
  play: async ({ canvasElement }) => {
    const { dialog, question } = await openEscalateDialog(canvasElement);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Yes, escalate' })).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, escalate' }));
    await expect(await within(dialog).findByText(ESCALATION_QUESTION_REQUIRED)).toBeVisible();
    await expect(question).toHaveAttribute('aria-invalid', 'true');
    await expect(question).toHaveFocus();
  },
};

/** The question written, over several lines: the field grows with it, the list of what goes stays below. */
export const EscalateQuestionFilled: Story = {
  play: async ({ canvasElement }) => {
    const { dialog, question } = await openEscalateDialog(canvasElement);
    await userEvent.type(question, `${QUESTION}{Enter}{Enter}Loan closes on Friday.`);
    await expect(question).toHaveValue(`${QUESTION}\n\nLoan closes on Friday.`);
    await expect(question).not.toHaveAttribute('aria-invalid');
    await expect(within(dialog).getByRole('button', { name: 'Yes, escalate' })).toBeEnabled();
  },
};

/** At 390 px: the question's error, the field and the buttons fit the phone's width. */
export const EscalateQuestionRequiredMobile: Story = {
  ...mobileStory(),
  decorators: [withSiteLayout],
  parameters: { ...mobileStory().parameters, ...at(seededCorporation) },
  play: async (context) => {
    await mobileStory().play(context);
    await EscalateQuestionRequired.play!(context);
    const doc = context.canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};

/** At 390 px with the question written. */
export const EscalateQuestionFilledMobile: Story = {
  ...mobileStory(),
  decorators: [withSiteLayout],
  parameters: { ...mobileStory().parameters, ...at(seededCorporation) },
  play: async (context) => {
    await mobileStory().play(context);
    await EscalateQuestionFilled.play!(context);
    const doc = context.canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};

/** The documents were removed after 90 days: the dialog says none go, and since when, instead of "the documents". */
export const EscalateDialogDocumentsRemoved: Story = {
  parameters: at(seededLlc),
  play: async ({ canvasElement }) => {
    const { actions } = await reportPage(canvasElement, seededLlc.entity);
    await userEvent.click(await within(actions).findByRole('button', { name: 'Escalate to legal review' }));
    const dialog = await page(canvasElement).findByRole('alertdialog', { name: ESCALATE_DIALOG_TITLE });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Yes, escalate' })).toBeVisible());
    const [version, documents] = sentItems(dialog);
    await expect(version).toBe('Report version 1 (its data packet)');
    await expect(documents).toMatch(
      /^No documents: documents no longer held since \w+ \d{1,2}, \d{4} \(removed after the 90-day retention period\)$/,
    );
  },
};

/** Escalating is in flight: the confirm button is busy and Not now waits. */
export const Escalating: Story = {
  parameters: withHandlers(http.post(ESCALATE_URL, never)),
  play: async ({ canvasElement }) => {
    const { actions } = await reportPage(canvasElement, seededCorporation.entity);
    await userEvent.click(await within(actions).findByRole('button', { name: 'Escalate to legal review' }));
    const dialog = await page(canvasElement).findByRole('alertdialog', { name: ESCALATE_DIALOG_TITLE });
    await userEvent.type(within(dialog).getByRole('textbox', { name: ESCALATION_QUESTION_LABEL }), 'Who signs?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, escalate' }));
    await expect(await within(dialog).findByRole('button', { name: /Escalating\.\.\./ })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: 'Not now' })).toBeDisabled();
  },
};

/** The server refuses the question: the dialog says why and keeps what was typed. */
export const EscalateRefused: Story = {
  parameters: withHandlers(
    http.post(ESCALATE_URL, () =>
      HttpResponse.json(
        { code: '22023', message: ESCALATION_QUESTION_TOO_LONG, details: null, hint: null },
        { status: 400 },
      ),
    ),
  ),
  play: async ({ canvasElement }) => {
    const { dialog, question } = await openEscalateDialog(canvasElement);
    await userEvent.type(question, 'Who signs?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, escalate' }));
    const alert = await within(dialog).findByRole('alert', {}, { timeout: 20_000 });
    await expect(alert).toHaveTextContent(ESCALATE_FAILED);
    await expect(alert).toHaveTextContent(ESCALATION_QUESTION_TOO_LONG);
    await expect(question).toHaveValue('Who signs?');
  },
};

/** Escalated: the order shows Escalated, the firm has it, the credit came back, and no second escalation. */
export const Escalated: Story = {
  ...placing(REPORT_ORDERS.escalated),
  play: async ({ canvasElement }) => {
    const { canvas, actions } = await reportPage(canvasElement, REPORT_ORDERS.escalated.entity);
    await expect(within(actions).getByRole('group', { name: 'Order status: Escalated' })).toBeVisible();
    await expect(canvas.getByText(`With ${env.VITE_PARTNER_FIRM_NAME} for legal review`)).toBeVisible();
    await expect(within(actions).getByText(/has been refunded to your balance/)).toBeVisible();
    await expect(within(actions).queryByRole('button', { name: 'Escalate to legal review' })).toBeNull();
  },
};

/** At 390 px: the actions stack, the tables reflow into label/value rows, nothing scrolls sideways. */
export const Mobile: Story = {
  ...mobileStory(),
  decorators: [withSiteLayout],
  parameters: { ...mobileStory().parameters, ...at(seededCorporation) },
  play: async (context) => {
    await mobileStory().play(context);
    const { canvas } = await reportPage(context.canvasElement, seededCorporation.entity);
    const ownership = within(canvas.getByRole('region', { name: 'Ownership' })).getByRole('table');
    // Reflowed: each row is a block, its header row hidden, each cell labelled.
    await expect(getComputedStyle(ownership).display).toBe('block');
    const doc = context.canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};

/** Where the documents say the seeded corporation's key facts, as a reviewed version carries them. */
const REVIEWED_SOURCES = {
  entityName: {
    file: 'articles-of-incorporation.pdf',
    page: 1,
    quote: 'The name of the corporation is as set out above.',
  },
  formationDate: { file: 'articles-of-incorporation.pdf', page: 2, quote: 'Filed with the Secretary of State' },
  'ownership.0': { file: 'stock-ledger.pdf', page: 3, quote: 'Shares issued and outstanding' },
  'authority.signers': { file: 'bylaws.pdf', page: 9, quote: 'The President shall sign all notes and instruments.' },
};

/** The twin's published versions of the order, each carrying REVIEWED_SOURCES (as if published with a review). */
const reviewedReports = http.get(REPORTS_URL, async ({ request }) => {
  const response = await getResponse(mockHandlers, request);
  if (!response?.ok) return response;
  const body = (await response.json()) as unknown;
  const cite = (row: Record<string, unknown>) => ({ ...row, sources: REVIEWED_SOURCES });
  return HttpResponse.json(Array.isArray(body) ? body.map(cite) : cite(body as Record<string, unknown>), {
    headers: response.headers,
  });
});

/** A reviewed version on the customer's page: document and page beside the key facts, the quote on demand. */
export const WithSources: Story = {
  parameters: withHandlers(reviewedReports),
  play: async ({ canvasElement }) => {
    const { canvas } = await reportPage(canvasElement, seededCorporation.entity);
    const entity = canvas.getByRole('region', { name: 'Entity details' });
    await expect(within(entity).getByText('articles-of-incorporation.pdf, p. 1')).toBeVisible();
    const signers = canvas.getByRole('button', { name: /^Source: bylaws\.pdf, p\. 9/ });
    await userEvent.click(signers);
    await expect(signers).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/The President shall sign all notes/)).toBeVisible();
  },
};

/** The same at 390 px: the citations wrap under their values and nothing scrolls sideways. */
export const WithSourcesMobile: Story = {
  ...mobileStory(),
  decorators: [withSiteLayout],
  parameters: { ...mobileStory().parameters, ...withHandlers(reviewedReports), ...at(seededCorporation) },
  play: async (context) => {
    await mobileStory().play(context);
    const { canvas } = await reportPage(context.canvasElement, seededCorporation.entity);
    await expect(canvas.getByText('stock-ledger.pdf, p. 3')).toBeVisible();
    const doc = context.canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};
