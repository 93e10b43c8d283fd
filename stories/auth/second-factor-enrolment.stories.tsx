import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import UserAdministrationRoute from '@/routes/admin/user-administration';
import { never, withHandlers } from '../support/mock-backend';
import { withSiteLayout } from '../public/page-frame';
import { mobileStory } from '../support/mobile';

/**
 * An admin without an authenticator app opening an admin screen: instead of Access Denied, they set one
 * up (admin rights need the second factor), and the screen opens once its first code is verified.
 */
const meta = {
  title: 'Auth/Second factor enrolment',
  component: UserAdministrationRoute,
  parameters: { route: '/admin', persona: 'admin', withoutAuthenticator: true },
} satisfies Meta<typeof UserAdministrationRoute>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Before anything is created: why, and the button that starts it. */
export const Start: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Set Up Two-Factor Authentication' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Set Up Authenticator App' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Access Denied' })).toBeNull();
  },
};

/** The QR code, the key for apps that cannot scan, and the field for the first code. */
export const ScanCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Set Up Authenticator App' }));
    await expect(await canvas.findByRole('img', { name: /QR code/ })).toBeVisible();
    await expect(canvas.getByTestId('totp-secret')).toHaveTextContent(/^[A-Z2-7]{32}$/);
    await expect(canvas.getByLabelText(/^Authentication code/)).toBeVisible();
  },
};

/** The enrolment could not start (the service is down): said above the button, which stays. */
export const StartFailed: Story = {
  parameters: withHandlers(http.post('/mock-api/auth/v1/factors', () => new Response(null, { status: 503 }))),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Set Up Authenticator App' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/unavailable/i);
    await expect(canvas.getByRole('button', { name: 'Set Up Authenticator App' })).toBeVisible();
  },
};

/** A first code that is not the app's: said under the field; nothing is enrolled. */
export const WrongFirstCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Set Up Authenticator App' }));
    await userEvent.type(await canvas.findByLabelText(/^Authentication code/), '000000');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(
      await canvas.findByText('That code is not valid. Enter the current code from your authenticator app.'),
    ).toBeVisible();
  },
};

/** Preparing the authenticator: 'Preparing...'. */
export const Starting: Story = {
  parameters: withHandlers(http.post('/mock-api/auth/v1/factors', never)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Set Up Authenticator App' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: /Preparing\.\.\./ })).toBeDisabled());
  },
};

/**
 * An admin whose authenticator app is set up (a session at aal2) but not yet approved by another admin: told
 * why the admin screen stays shut and what to do, instead of Access Denied.
 */
export const AwaitingApproval: Story = {
  parameters: { withoutAuthenticator: false, unapprovedAuthenticator: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Waiting for Approval' })).toBeVisible();
    await expect(
      canvas.getByText('Another admin must approve your authenticator app before you have admin rights.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Return to Portal' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Access Denied' })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'User Administration' })).toBeNull();
  },
};

/** The waiting admin at 390 px. */
export const AwaitingApprovalMobile: Story = {
  ...mobileStory({ route: '/admin', persona: 'admin', withoutAuthenticator: false, unapprovedAuthenticator: true }),
  decorators: [withSiteLayout],
  play: async (context) => {
    await mobileStory().play(context);
    await AwaitingApproval.play!(context);
  },
};

/** At 390 px, with the QR code shown. */
export const Mobile: Story = {
  ...mobileStory({ route: '/admin', persona: 'admin', withoutAuthenticator: true }),
  decorators: [withSiteLayout],
  play: async (context) => {
    await mobileStory().play(context);
    await ScanCode.play!(context);
  },
};
