import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import DemoInboxRoute from '@/routes/demo/inbox';
import { never, withHandlers } from '../support/mock-backend';

const meta = {
  title: 'Demo/Inbox',
  component: DemoInboxRoute,
  parameters: { route: '/demo/inbox' },
} satisfies Meta<typeof DemoInboxRoute>;
export default meta;

type Story = StoryObj<typeof meta>;

const OUTBOX = '/mock-api/demo/v1/outbox';

/** The outbox is still being read: the Loading... spinner. */
export const Loading: Story = {
  parameters: withHandlers(http.get(OUTBOX, never)),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading...');
  },
};

/** The outbox could not be read: the error with the app's generic message. */
export const Error: Story = {
  parameters: withHandlers(http.get(OUTBOX, () => new HttpResponse(null, { status: 500 }))),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The demo inbox could not be read')).toBeVisible();
    await expect(canvas.getByText('An unexpected error occurred. Please try again.')).toBeVisible();
  },
};

/** Nothing sent yet. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No emails yet')).toBeVisible();
  },
};

/** A recovery email with its working link. */
export const Default: Story = {
  parameters: withHandlers(
    http.get(OUTBOX, () =>
      HttpResponse.json([
        {
          id: '5d1f3f0e-3c1a-4d7e-9b8a-0a1b2c3d4e5f',
          to: 'customer@demo.test',
          subject: 'Reset Your Password',
          text: 'Follow this link to reset the password for your account: /auth#access_token=demo&refresh_token=demo&type=recovery\nThe link works once and expires in 60 minutes.',
          link: '/auth#access_token=demo&refresh_token=demo&type=recovery',
          created_at: '2026-03-02T09:00:00.000Z',
        },
      ]),
    ),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Reset Your Password' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open link' })).toHaveAttribute(
      'href',
      '/auth#access_token=demo&refresh_token=demo&type=recovery',
    );
  },
};

/** 'Reset demo data' asks before it restores the seed. */
export const ConfirmReset: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Reset demo data' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('Reset demo data?');
  },
};
