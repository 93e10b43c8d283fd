import type { Loader, Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LOS_HANDOFFS_EMPTY, LOS_HANDOFFS_HEADING } from '@/components/orders/los-handoffs';
import { toaster } from '@/components/ui/toaster';
import { LOS_RESEND_CANCEL, LOS_RESEND_TITLE } from '@/features/orders/components/resend-los-dialog';
import { LOS_DIALOG_TITLE, LOS_SEND_FAILED } from '@/features/orders/components/send-to-los-dialog';
import PortalOrderReportRoute from '@/routes/portal/order-report';
import { createDemoClient } from '../../adapters/mock';
import { withSiteLayout } from '../public/page-frame';
import { failure, MOCK_BASE_PATH, withHandlers } from '../support/mock-backend';
import { mobileStory } from '../support/mobile';
import { placeReportOrder, REPORT_ORDERS } from './report-orders';
import { signedIn, withReportRoute } from './report-story-support';

/**
 * The LOS hand-off on the record (issue 47 §2) on the customer's report page: never sent, sent once (the record
 * under the report), the warning before the same version goes to the same address again, and a send that fails.
 * Each at 1280 px and at 390 px. The loader places a fresh ready order and, for the sent states, sends its report
 * once to a confirmed address through the port, the code read from the demo inbox as the LOS team would.
 */
const ADDRESS = 'closing@lender-los.test';
const OTHER = 'servicing@lender-los.test';

/** A fresh ready order of the customer's; `sent`: its report already sent once to ADDRESS (then confirmed). */
const placing =
  (sent: boolean): Loader =>
  async () => {
    const pdf = new File(['%PDF-1.4 story document'], 'operating-agreement.pdf', { type: 'application/pdf' });
    const [customer, admin] = await Promise.all([signedIn('customer'), signedIn('admin')]);
    const placed = await placeReportOrder(customer, admin, REPORT_ORDERS.llc, pdf);
    if (sent) {
      const reportId = placed.reports[0]!.id;
      await customer.reports.sendToLos({ reportId, email: ADDRESS, remember: false });
      const outbox = createDemoClient(`${window.location.origin}${MOCK_BASE_PATH}`, {
        bearer: async () => (await customer.auth.getSession())?.access_token ?? null,
      });
      const mail = (await outbox.listOutbox()).find((m) => m.to === ADDRESS);
      const code = /Code: ([0-9]{6})/.exec(mail?.text ?? '')?.[1] ?? '';
      await customer.reports.confirmLosAddress({ reportId, email: ADDRESS, code, remember: false });
    }
    return { placed };
  };

const meta = {
  title: 'Portal/Order report/LOS hand-off',
  component: PortalOrderReportRoute,
  decorators: [withReportRoute],
  parameters: { persona: 'customer', route: '/' },
  beforeEach: () => {
    toaster.remove();
  },
} satisfies Meta<typeof PortalOrderReportRoute>;
export default meta;

type Story = StoryObj<typeof meta>;

const LOS_URL = '/mock-api/rest/v1/rpc/queue_los_delivery';
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The record under the report, once the report has rendered. */
async function record(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name: REPORT_ORDERS.llc.entity }, { timeout: 20_000 });
  return within(await canvas.findByRole('region', { name: LOS_HANDOFFS_HEADING }));
}

/** Opens Send to LOS, types `address` and sends. */
async function send(canvasElement: HTMLElement, address: string) {
  const actions = within(canvasElement).getByRole('region', { name: 'Report versions and actions' });
  await userEvent.click(within(actions).getByRole('button', { name: 'Send to LOS' }));
  const dialog = await page(canvasElement).findByRole('dialog', { name: LOS_DIALOG_TITLE });
  const email = within(dialog).getByRole('textbox', { name: /LOS email address/ });
  await waitFor(() => expect(email).toHaveFocus());
  await userEvent.type(email, address);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
  return dialog;
}

const noSidewaysScroll = async (canvasElement: HTMLElement) => {
  const doc = canvasElement.ownerDocument.documentElement;
  await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
};

/** Never sent: the record says so. */
export const NeverSent: Story = {
  loaders: [placing(false)],
  play: async ({ canvasElement }) => {
    const section = await record(canvasElement);
    await expect(await section.findByText(LOS_HANDOFFS_EMPTY)).toBeVisible();
  },
};

/** Sent once: where, when, which report and packet version, and by whom. */
export const SentOnce: Story = {
  loaders: [placing(true)],
  play: async ({ canvasElement }) => {
    const section = await record(canvasElement);
    const [item] = await section.findAllByRole('listitem');
    await expect(item).toHaveTextContent(
      new RegExp(`^Sent to ${ADDRESS} on .+, report version 1, packet version 2, by Casey Customer$`),
    );
  },
};

/** The same version to the same address again: asked first, the earlier send named, focus on "Don't send". */
export const ResendWarning: Story = {
  loaders: [placing(true)],
  play: async ({ canvasElement }) => {
    await record(canvasElement);
    await send(canvasElement, ADDRESS);
    const warning = await page(canvasElement).findByRole(
      'alertdialog',
      { name: LOS_RESEND_TITLE },
      { timeout: 20_000 },
    );
    await expect(warning).toHaveTextContent(`Sent to ${ADDRESS} on`);
    await expect(warning).toHaveTextContent('report version 1, packet version 2, by Casey Customer');
    await waitFor(() => expect(within(warning).getByRole('button', { name: LOS_RESEND_CANCEL })).toHaveFocus());
  },
};

/** The send fails: the reason in the form, the address kept, the record unchanged. */
export const SendFailure: Story = {
  loaders: [placing(true)],
  // Only the story's own send fails; the loader's (to ADDRESS) reach the backend.
  parameters: withHandlers(
    http.post(LOS_URL, async ({ request }) => {
      const body = (await request.clone().json()) as { _recipient?: string };
      return body._recipient === OTHER ? failure() : undefined;
    }),
  ),
  play: async ({ canvasElement }) => {
    const section = await record(canvasElement);
    await expect(await section.findAllByRole('listitem')).toHaveLength(1);
    const dialog = await send(canvasElement, OTHER);
    const alert = await within(dialog).findByRole('alert', {}, { timeout: 20_000 });
    await expect(alert).toHaveTextContent(LOS_SEND_FAILED);
    await expect(within(dialog).getByRole('textbox', { name: /LOS email address/ })).toHaveValue(OTHER);
    // Under the open dialog the page is hidden from assistive technology: the record is read behind it.
    await expect(section.getAllByRole('listitem', { hidden: true })).toHaveLength(1);
  },
};

/** At 390 px: each state as above, laid out for a phone with nothing scrolling sideways. */
const phone = (story: Story): Story => ({
  ...story,
  ...mobileStory(),
  decorators: [withSiteLayout],
  parameters: { ...mobileStory().parameters, ...story.parameters },
  play: async (context) => {
    await mobileStory().play(context);
    await story.play!(context);
    await noSidewaysScroll(context.canvasElement);
  },
});

export const NeverSentMobile = phone(NeverSent);
export const SentOnceMobile = phone(SentOnce);
export const ResendWarningMobile = phone(ResendWarning);
export const SendFailureMobile = phone(SendFailure);
