import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { RequireAuth } from '@/components/guards/require-auth';
import { NO_CREDITS_TITLE } from '@/features/request/order-request-form';
import { RequestScreen } from '@/features/request/request-screen';
import RequestRoute from '@/routes/portal/request';
import { EXAMPLE_FORM_URL, withSiteLayout } from '../public/page-frame';
import { never, withHandlers } from '../support/mock-backend';
import { mobileStory } from '../support/mobile';

const meta = {
  title: 'Portal/Request',
  component: RequestRoute,
  parameters: { route: '/request', persona: 'customer' },
} satisfies Meta<typeof RequestRoute>;
export default meta;

type Story = StoryObj<typeof meta>;

const BALANCE_URL = '/mock-api/rest/v1/rpc/credit_balance';

/** The profile is still being read: the spinner. */
export const Loading: Story = {
  parameters: withHandlers(http.get('/mock-api/rest/v1/profiles', never)),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading...');
  },
};

/** No hosted form configured (the offline default): the native order form, prefilled, with the cost and balance. */
export const NativeForm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Request a Report' })).toBeVisible();
    await expect(canvas.getByLabelText(/^Company/)).toHaveValue('Harbor Point Lending');
    await expect(await canvas.findByText(/^This report uses 1 credit\. You have \d+ credits\.$/)).toBeVisible();
  },
};

export const Default: Story = NativeForm;

/** No credits: the form explains how to get them up front, and refuses to submit while keeping the input. */
export const ZeroCredits: Story = {
  parameters: withHandlers(http.post(BALANCE_URL, () => HttpResponse.json(0))),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(NO_CREDITS_TITLE)).toBeVisible();
    await expect(canvas.getByText('This report uses 1 credit. You have 0 credits.')).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/^Entity legal name/), 'Harbor Point Holdings, LLC');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Request' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/You have no credits left/);
    await expect(canvas.getByLabelText(/^Entity legal name/)).toHaveValue('Harbor Point Holdings, LLC');
  },
};

/** A hosted form configured: the frame, full width and one viewport tall, prefilled through its query. */
export const WithFrame: Story = {
  render: () => (
    <RequireAuth>
      <RequestScreen formUrl={EXAMPLE_FORM_URL} />
    </RequireAuth>
  ),
  play: async ({ canvasElement }) => {
    const frame = await within(canvasElement).findByTitle('EntityLens request form');
    // The stand-in page, with the prefill the hosted form would receive in its query.
    await expect(frame.getAttribute('src')).toMatch(/^data:text\/html;.*\?.*CompanyName=Harbor\+Point\+Lending/);
  },
};

/** At 390 px the fields stack and the submit button spans the width. */
export const Mobile: Story = {
  ...mobileStory(),
  decorators: [withSiteLayout],
  play: async (context) => {
    await mobileStory().play(context);
    await within(context.canvasElement).findByText(/^This report uses 1 credit\./);
    const page = context.canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};
