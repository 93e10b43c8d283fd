import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, within } from 'storybook/test';
import { RequireAuth } from '@/components/guards/require-auth';
import { RequestScreen } from '@/features/request/request-screen';
import RequestRoute from '@/routes/portal/request';
import { EXAMPLE_FORM_URL } from '../public/page-frame';
import { never, withHandlers } from '../support/mock-backend';

const meta = {
  title: 'Portal/Request',
  component: RequestRoute,
  parameters: { route: '/request', persona: 'customer' },
} satisfies Meta<typeof RequestRoute>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The profile is still being read: the spinner. */
export const Loading: Story = {
  parameters: withHandlers(http.get('/mock-api/rest/v1/profiles', never)),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading...');
  },
};

/** No hosted form configured (the offline default): the native order form, prefilled. */
export const NativeForm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Request a Report' })).toBeVisible();
    await expect(canvas.getByLabelText(/^Company/)).toHaveValue('Harbor Point Lending');
  },
};

export const Default: Story = NativeForm;

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
